import type { Db } from '../../../common/sqlite';

/**
 * Open purchases (the sale before the basket) become open orders with the same id: one goods line
 * (total and reference) and one voucher tender per redemption, its journal rows (and their undos)
 * marked as the order's steps; the purchase is marked `moved_to_order` and no longer listed as open,
 * so it cannot be finished twice. Uses only columns of schema 13, so migrations 13 and 19 share it.
 */
export function moveOpenPurchases(db: Db): void {
  const open = db
    .prepare(
      `SELECT id, total_cents, reference, cashier, terminal, currency, created_at, updated_at, mode, service FROM purchases WHERE state = 'open' AND moved_to_order IS NULL`,
    )
    .all() as Array<{
    id: string;
    total_cents: number;
    reference: string | null;
    cashier: string | null;
    terminal: string;
    currency: string | null;
    created_at: string;
    updated_at: string;
    mode: string;
    service: string;
  }>;
  const insOrder = db.prepare(
    `INSERT INTO orders (id, state, cashier, terminal, currency, created_at, updated_at, mode, service) VALUES (?, 'open', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insLine = db.prepare(
    `INSERT INTO order_lines (id, order_id, position, kind, amount_cents, spec, created_at) VALUES (?, ?, 0, 'goods', ?, ?, ?)`,
  );
  const insTender = db.prepare(
    `INSERT INTO order_tenders (id, order_id, position, kind, journal_id, created_at) VALUES (?, ?, ?, 'voucher', ?, ?)`,
  );
  const insStep = db.prepare(`INSERT OR IGNORE INTO order_steps (journal_id, order_id, line_id, tender_id) VALUES (?, ?, NULL, ?)`);
  const redeems = db.prepare(`SELECT id, created_at FROM journal WHERE purchase_id = ? AND kind = 'redeem' ORDER BY created_at, id`);
  const undos = db.prepare(`SELECT id FROM journal WHERE ref_id = ?`);
  const moved = db.prepare(`UPDATE purchases SET moved_to_order = id WHERE id = ?`);
  for (const p of open) {
    insOrder.run(p.id, p.cashier, p.terminal, p.currency, p.created_at, p.updated_at, p.mode, p.service);
    // The purchase's one line: its total and the main register's reference.
    insLine.run(`${p.id}:goods`, p.id, p.total_cents, JSON.stringify({ reference: p.reference }), p.created_at);
    (redeems.all(p.id) as Array<{ id: string; created_at: string }>).forEach((r, n) => {
      const tenderId = `${p.id}:${r.id}`;
      insTender.run(tenderId, p.id, n, r.id, r.created_at);
      insStep.run(r.id, p.id, tenderId);
      for (const u of undos.all(r.id) as Array<{ id: string }>) insStep.run(u.id, p.id, tenderId);
    });
    moved.run(p.id);
  }
}

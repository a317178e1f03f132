// Audit log: who did what and when (decisions on uncertain steps, cancellations, settings).
import { z } from 'zod';
import type { Db } from './database';
import { readStoredJson } from './stored-json';
import { activeScope } from './scope';

/** One audit entry as read back. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  subject: string | null;
  details: Record<string, unknown>;
}

const detailsSchema = z.record(z.string(), z.unknown());

/** Appends an entry; never updates or deletes one. */
export function appendAudit(
  db: Db,
  e: { at: Date; actor?: string | null; action: string; subject?: string | null; details?: Record<string, unknown> },
): number {
  const scope = activeScope(db);
  return Number(
    db
      .prepare('INSERT INTO audit_log (at, actor, action, subject, details, mode, service) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(e.at.toISOString(), e.actor ?? null, e.action, e.subject ?? null, JSON.stringify(e.details ?? {}), scope.mode, scope.service)
      .lastInsertRowid,
  );
}

/** Newest entries first; details validated on the way out. */
export function listAudit(db: Db, limit = 200): AuditEntry[] {
  const rows = db.prepare('SELECT * FROM audit_log ORDER BY id DESC LIMIT ?').all(limit) as Array<
    Omit<AuditEntry, 'details'> & { details: string }
  >;
  return rows.map((r) => {
    const parsed = readStoredJson(r.details, detailsSchema);
    return { ...r, details: parsed.success ? parsed.data : { unreadable: true } };
  });
}

/**
 * True when an entry of `action` about `subject` was written at or after `since` (ISO time). The
 * `at` index bounds the search to entries since then (e.g. since a purchase was opened).
 */
export function hasAuditSince(db: Db, action: string, subject: string, since: string): boolean {
  return (
    db.prepare('SELECT 1 FROM audit_log WHERE at >= ? AND action = ? AND subject = ? LIMIT 1').get(since, action, subject) !== undefined
  );
}

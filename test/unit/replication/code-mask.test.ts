// No full code leaves the till: the values the till knows to be codes, and any code-like token in
// a free text (with or without digits, any case, dashes, dots or spaces), leave as their last four.
import { describe, expect, it } from 'vitest';
import { auditReplica } from '../../../electron/core/replication/replica-of';
import { maskCodesDeep, maskCodesIn } from '../../../electron/core/replication/code-mask';
import type { AuditChange } from '../../../electron/core/store/replication';

const audit = (over: Partial<AuditChange>): AuditChange => ({
  uid: 'u1',
  seq: 1,
  at: '2026-11-25T09:00:00.000Z',
  actor: 'Anna',
  action: 'order.tender_to_back_office',
  subject: null,
  details: '{}',
  ...over,
});

describe('code-like values leaving the till', () => {
  it.each([
    ['UXLHXVUDKAQF', '…KAQF'],
    ['uxlhxvudkaqf', '…KAQF'],
    ['UXLH-XVUD-KAQF', '…KAQF'],
    ['uxlh xvud kaqf', '…KAQF'],
    ['UXLH.XVUD.KAQF', '…KAQF'],
    ['ABCD1234EFGH', '…EFGH'],
    ['abcd-1234-efgh', '…EFGH'],
  ])('masks the code %s, alone and inside a longer text', (code, masked) => {
    expect(maskCodesIn(code)).toBe(masked);
    const text = maskCodesIn(`Kunde brachte ${code}, Betrag stimmt (${code}).`);
    expect(text).toBe(`Kunde brachte ${masked}, Betrag stimmt (${masked}).`);
    expect(text.toUpperCase().replace(/[-.\s]/g, '')).not.toContain(code.toUpperCase().replace(/[-.\s]/g, ''));
  });

  it('masks a code joined to other words by a dash or a dot', () => {
    expect(maskCodesIn('UXLHXVUDKAQF-refund')).toBe('…KAQF-refund');
    expect(maskCodesIn('swap.uxlhxvudkaqf.done')).toBe('swap.…KAQF.done');
    expect(maskCodesIn('printed for job-3f2a9c1e-0b4d-4e8f-9a7b-1c2d3e4f5a6b')).toBe(
      'printed for job-3f2a9c1e-0b4d-4e8f-9a7b-1c2d3e4f5a6b',
    );
  });

  it('leaves ids, times, amounts, names and short words alone', () => {
    for (const s of [
      '3f2a9c1e-0b4d-4e8f-9a7b-1c2d3e4f5a6b',
      '2026-11-25T09:00:00.000Z',
      '2026-11-25',
      'CHF 12.50',
      'Anna Meier',
      'coin roll for the drawer',
      'ABCDEFGHJKLMN',
    ]) {
      expect(maskCodesIn(s)).toBe(s);
    }
  });

  it('masks an audit subject without digits and every code under a code key or in free text of the details', () => {
    const r = auditReplica(
      audit({
        action: 'free_credit',
        subject: 'UXLHXVUDKAQF',
        details: JSON.stringify({
          code: 'short1',
          codes: ['QWERTYUIOPAS', 'zxcv-bnma-sdfg'],
          note: 'swap for MNBV CXZL KJHG',
          pin: '1234',
        }),
      }),
    );
    expect(r.subject).toBe('…KAQF');
    expect(r.details).toEqual({ code: '…ORT1', codes: ['…OPAS', '…SDFG'], note: 'swap for …KJHG' });
    const other = auditReplica(audit({ action: 'auth.recovery_refused', subject: 'qwertyuiopas' }));
    expect(other.subject).toBe('…OPAS');
  });

  it('masks the Z snapshot deeply: open items, drawer reasons, anything code-like', () => {
    const z = { openItems: [{ type: 'step', code: 'UXLHXVUDKAQF' }], drawerOpenings: [{ reason: 'gave change for uxlh-xvud-kaqf' }], n: 3 };
    expect(maskCodesDeep(z)).toEqual({
      openItems: [{ type: 'step', code: '…KAQF' }],
      drawerOpenings: [{ reason: 'gave change for …KAQF' }],
      n: 3,
    });
  });
});

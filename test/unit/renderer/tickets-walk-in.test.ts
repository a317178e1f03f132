// The customer step's rule with and without a walk-in guest, and the contract's walk-in booking input.
import { describe, expect, it } from 'vitest';
import { methods } from '../../../electron/core/contract';
import { customerProblem, type CustomerInput } from '../../../src/screens/tickets/rules';

const typed: CustomerInput = { firstName: 'Eva', lastName: 'Halter', email: 'eva@example.ch', language: 'de', walkIn: false };

describe('the customer step', () => {
  it('needs names and an e-mail unless the guest walks in; the language always', () => {
    expect(customerProblem(typed, ['de'])).toBeNull();
    expect(customerProblem({ ...typed, firstName: ' ' }, ['de'])).toBe('firstName');
    expect(customerProblem({ ...typed, email: 'eva' }, ['de'])).toBe('email');
    const walkIn = { ...typed, firstName: '', lastName: '', email: '', walkIn: true };
    expect(customerProblem(walkIn, ['de'])).toBeNull();
    expect(customerProblem(walkIn, ['fr'])).toBe('language');
  });
});

describe('walk-in booking input of the contract', () => {
  const book = methods['ticketing.book'].input;
  const base = { productId: 'p', startsAt: '2026-11-25', items: [{ categoryId: 'c', quantity: 1 }] };
  it('takes empty names and no e-mail only with walkIn; refuses an e-mail with it', () => {
    expect(book.safeParse({ ...base, customer: { firstName: '', lastName: '' }, walkIn: true }).success).toBe(true);
    expect(book.safeParse({ ...base, customer: { firstName: '', lastName: '' } }).success).toBe(false);
    expect(book.safeParse({ ...base, customer: { firstName: 'A', lastName: 'B' } }).success).toBe(false);
    expect(book.safeParse({ ...base, customer: { firstName: 'A', lastName: 'B', email: 'a@example.ch' }, walkIn: true }).success).toBe(
      false,
    );
    expect(book.safeParse({ ...base, customer: { firstName: 'A', lastName: 'B', email: 'a@example.ch' } }).success).toBe(true);
  });
  it('the fallback setting is an e-mail address or empty', () => {
    const update = methods['settings.update'].input;
    expect(update.safeParse({ walkInEmail: '' }).success).toBe(true);
    expect(update.safeParse({ walkInEmail: ' kasse@example.ch ' }).data).toEqual({ walkInEmail: 'kasse@example.ch' });
    expect(update.safeParse({ walkInEmail: 'kasse' }).success).toBe(false);
  });
});

// The till's install identity at the store: claimed at the start of every push, before any row.
// The first claim binds the enrolled till to this installation; a second installation with the
// same secret, or a data folder that knows it is a copy, is refused (and flagged at the store).
import type pg from 'pg';
import { StorePushError, storeFailureOf, type EarlierEnrolment } from './push';

/**
 * What the till claims: its install id, and whether it found its own data folder copied; with the
 * earlier enrolments of this data folder (not claimed: the push asks how far the store holds them).
 */
export interface InstallClaim {
  install: string;
  copy: boolean;
  earlier: EarlierEnrolment[];
}

/** Claims the install for this connection; throws StorePushError `cloned` when the store refuses it. */
export async function claimIdentity(client: pg.ClientBase, claim: InstallClaim, till: string): Promise<'claimed' | 'same'> {
  let answer: string | undefined;
  try {
    const { rows } = await client.query<{ r: string }>('SELECT store_claim_identity($1, $2) AS r', [claim.install, claim.copy]);
    answer = rows[0]?.r;
  } catch (err) {
    throw storeFailureOf(err);
  }
  if (answer === 'claimed' || answer === 'same') return answer;
  throw new StorePushError(
    'cloned',
    claim.copy
      ? `This data folder is a copy of till ${till} (moved to another folder or machine): it sends nothing to the store, and the store flagged the copy. Enrol this till again with a new store secret.`
      : `The store knows another installation as till ${till}: this one sends nothing, and the store flagged it. Enrol this till again with a new store secret.`,
  );
}

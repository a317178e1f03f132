// This installation of an enrolled till: a random install id made when the store secret is pasted
// (kept in the till's database), bound to the data folder it was made in: a hash of the machine's
// id and the folder's inode. A copy of the folder (files copied to another folder, disk or machine)
// carries the id but not the binding, so it knows it is a copy: it claims nothing at the store and
// says so (the store flags it), and the original keeps working. A folder renamed in place keeps its
// inode; a restore onto a new disk is a copy, enrolled again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { z } from 'zod';
import type { InstallClaim } from '../../back-office/client/identity';
import type { EarlierEnrolment } from '../../back-office/client/push';
import type { Db } from '../store/database';
import { getSetting, setSetting } from '../store/settings';

const KEY = 'store.install';
const installSchema = z.object({
  id: z.string(),
  till: z.string(),
  binding: z.string(),
  at: z.string(),
  // The enrolments before this one, oldest first (their rows are at the store under their ids).
  earlier: z.array(z.object({ till: z.string(), install: z.string() })).default([]),
});
/** Earlier enrolments kept: a till enrolled anew more often than this is not expected. */
const EARLIER_KEPT = 20;

/** The machine's own id (systemd's, else the host name: then only the folder tells copies apart). */
function machineId(): string {
  for (const file of ['/etc/machine-id', '/var/lib/dbus/machine-id']) {
    try {
      const id = fs.readFileSync(file, 'utf8').trim();
      if (id) return id;
    } catch {
      // not this system's place
    }
  }
  return os.hostname();
}

/** Where this data folder is: the machine and the folder's inode, hashed ('memory' for a test core). */
export function folderBinding(dataDir: string): string {
  if (dataDir === ':memory:') return 'memory';
  const st = fs.statSync(fs.realpathSync(dataDir), { bigint: true });
  return crypto.createHash('sha256').update(`${machineId()}\0${st.ino}`).digest('hex');
}

export interface InstallIdentity {
  /** A new install for till `tillId`, bound to this folder (the store secret was pasted; pasted again here: kept). */
  enrol(tillId: string, now: Date): void;
  /** What to claim at the store for `tillId` (made now for a till enrolled before installs existed). */
  claim(tillId: string, now: Date): InstallClaim;
}

export function installIdentity(db: Db, dataDir: string): InstallIdentity {
  let binding: string | undefined;
  const here = () => (binding ??= folderBinding(dataDir));
  const stored = () => getSetting(db, KEY, installSchema.nullable(), null);
  const enrol = (tillId: string, now: Date) => {
    // The data folder's rows pushed under an earlier enrolment stay there: the new install names it,
    // so the store is asked how far it holds exactly that till (never a till that only shares a name).
    const prior = stored();
    const earlier: EarlierEnrolment[] = prior
      ? [...prior.earlier, ...(prior.till === tillId ? [] : [{ till: prior.till, install: prior.id }])]
      : [];
    const install = {
      id: crypto.randomBytes(16).toString('hex'),
      till: tillId,
      binding: here(),
      at: now.toISOString(),
      earlier: earlier.slice(-EARLIER_KEPT),
    };
    setSetting(db, KEY, install, now);
    return install;
  };
  return {
    enrol(tillId, now) {
      // The same secret pasted again in the same folder keeps its install (the store knows it).
      const kept = stored();
      if (kept?.till !== tillId || kept.binding !== here()) enrol(tillId, now);
    },
    claim(tillId, now) {
      const kept = stored();
      if (!kept || kept.till !== tillId) {
        const made = enrol(tillId, now);
        return { install: made.id, copy: false, earlier: made.earlier };
      }
      return { install: kept.id, copy: kept.binding !== here(), earlier: kept.earlier };
    },
  };
}

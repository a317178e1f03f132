// What `npm run store -- backup` and `restore` print: what the file holds, and after a restore
// which logins were made again and which tills must be enrolled anew.
import type { BackupHeader } from './backup-file';
import type { RestoreResult } from './restore';

function contents(h: BackupHeader): string[] {
  const rows = Object.values(h.tables).reduce((a, n) => a + n, 0);
  return [
    `  taken ${h.createdAt}, store migration ${h.migration}`,
    `  ${Object.keys(h.tables).length} tables, ${rows} rows; logins of ${h.roles.tills} tills, ${h.roles.chain} chain users and ${h.roles.managers ?? 0} store logins`,
  ];
}

export function backupText(file: string, h: BackupHeader): string {
  const lines = [`backup written: ${file}`, ...contents(h)];
  if (h.roles.withVerifier < h.roles.tills + h.roles.chain + (h.roles.managers ?? 0)) {
    lines.push(
      '  the tills\u2019 passwords could not be read (the owner is no superuser): restored into a new cluster, the tills must be enrolled again.',
    );
  }
  lines.push('  it holds the logins\u2019 password verifiers: keep it as safe as the store itself.');
  return lines.join('\n');
}

export function restoreText(file: string, r: RestoreResult): string {
  const lines = [`store restored from ${file}`, ...contents(r.header)];
  if (r.applied.length) lines.push(`  newer migrations applied: ${r.applied.join(', ')}`);
  const made = r.roles.filter((x) => x.outcome === 'made');
  if (made.length) lines.push(`  logins made again: ${made.length} (${made.filter((x) => x.canLogIn).length} may log in)`);
  for (const t of r.reenrol) {
    lines.push(`  till "${t.till}" of "${t.store}" cannot log in: enrol it again (enrol --store ${t.store} --till "${t.till}" --replace)`);
  }
  for (const c of r.roles.filter((x) => x.group !== 'store_till' && x.outcome === 'made' && !x.canLogIn)) {
    const who = c.group === 'store_chain' ? 'chain login' : 'store login';
    lines.push(`  ${who} "${c.name}" has no password: give it one (ALTER ROLE … LOGIN PASSWORD …)`);
  }
  lines.push('  the tills push what the store lacks since the backup on their next run.');
  return lines.join('\n');
}

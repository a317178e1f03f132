// `npm run migrations:checksums`: writes the checksum of each terminal database migration's file
// (electron/core/store/migrations/NNN-*.ts) to checksums.ts, which the program records with each
// step it applies. Run it for a new migration; a migration a till has applied is never edited (the
// unit test migrations-checksums fails, and a till holding the step refuses the changed program).
import fs from 'node:fs';
import path from 'node:path';
import { migrationChecksum } from '../electron/common/migration-checksum';

export const migrationsDir = path.resolve(import.meta.dirname, '../electron/core/store/migrations');
export const checksumsFile = path.join(migrationsDir, 'checksums.ts');

/** Each migration file's checksum by version, from the files as they are now. */
export function fileChecksums(): Map<number, { file: string; checksum: string }> {
  const sums = new Map<number, { file: string; checksum: string }>();
  for (const file of fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{3}-.+\.ts$/.test(f))
    .sort()) {
    sums.set(Number(file.slice(0, 3)), { file, checksum: migrationChecksum(fs.readFileSync(path.join(migrationsDir, file), 'utf8')) });
  }
  return sums;
}

export function checksumsSource(sums: Map<number, { file: string; checksum: string }>): string {
  const lines = [...sums].map(([version, s]) => `  ${version}: '${s.checksum}', // ${s.file}`);
  return `// Written by \`npm run migrations:checksums\`: the checksum of each migration file's text, recorded
// with each step a database applies (a database holding a step with another checksum is refused).
export const migrationChecksums: Readonly<Record<number, string>> = {
${lines.join('\n')}
};
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(checksumsFile, checksumsSource(fileChecksums()));
  console.log(`wrote ${path.relative(process.cwd(), checksumsFile)}`);
}

// The core's TEST-ONLY switches (runtime.ts `TestOnlySwitches`, e.g. `skipPendingRow`, which breaks
// the journal protocol on purpose for the fault suite's test of itself) are set only by tests: no
// entry point, transport, setting or screen may name them. Outside test/, only the files that
// define and honour them do.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const allowed = [
  'electron/core/runtime.ts',
  'electron/core/index.ts',
  'electron/core/operations/context.ts',
  'electron/core/store/journal-test-only.ts',
];
const names = /testOnly|TestOnlySwitches|skipPendingRow|journal-test-only|takeJournalRow|putJournalRow/;

function files(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return files(rel);
    return /\.(ts|tsx|js|mjs|json)$/.test(e.name) ? [rel] : [];
  });
}

describe('TEST-ONLY switches', () => {
  it('are named only where they are defined and honoured, never by an entry point, transport, setting or screen', () => {
    const naming = ['electron', 'src', 'scripts'].flatMap(files).filter((f) => names.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(naming.sort()).toEqual([...allowed].sort());
  });
});

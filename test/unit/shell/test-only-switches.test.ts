// The stand-in for the journal protocol (runtime.ts `stepProtocol`; the naive one that breaks it on
// purpose for the fault suite's test of itself lives in test/helpers) is handed in only by tests: no
// entry point, transport, setting or screen may name it. Outside test/, only the files that define
// and honour the seam do, and no production file holds a test hook.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const allowed = ['electron/core/runtime.ts', 'electron/core/index.ts', 'electron/core/operations/context.ts'];
const names = /stepProtocol|StepProtocol|skipPendingRow|naive-step|takeJournalRow|putJournalRow|testOnly|TEST-ONLY/;

function files(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return files(rel);
    return /\.(ts|tsx|js|mjs|json)$/.test(e.name) ? [rel] : [];
  });
}

describe('the journal protocol seam', () => {
  it('is named only where it is defined and honoured, never by an entry point, transport, setting or screen', () => {
    const naming = ['electron', 'src', 'scripts'].flatMap(files).filter((f) => names.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(naming.sort()).toEqual([...allowed].sort());
  });
});

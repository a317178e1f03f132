import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import noCycle from '../../../eslint-rules/no-cycle.js';
import { fixtureRoot, oxlintWithRepoConfig, repoRuleIsOn } from '../../helpers/repo-oxlint';

async function lint(files: string[]): Promise<string[]> {
  const eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { imports: noCycle },
        rules: { 'imports/no-cycle': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(files);
  return results.flatMap((r) => r.messages.map((m) => `${path.basename(r.filePath)}:${m.line} ${m.ruleId}: ${m.message}`));
}

describe('import cycle lint rule', { timeout: 30_000 }, () => {
  it('is on for every file of the tree in the repository config, and fails a cycle there', () => {
    for (const file of ['electron/core/runtime.ts', 'src/App.tsx', 'electron/back-office/migrate.ts', 'scripts/test.mjs'])
      expect(repoRuleIsOn('terminal-no-cycle/no-cycle', file), file).toBe(true);
    expect(oxlintWithRepoConfig(['cycle/']).map((d) => `${path.basename(d.file)}:${d.line} ${d.code}`)).toEqual([
      'a.ts:1 terminal-no-cycle(no-cycle)',
      'b.ts:1 terminal-no-cycle(no-cycle)',
      'c.ts:2 terminal-no-cycle(no-cycle)',
    ]);
  });

  it('fails each file of a cycle (a type-only import counts) at the import that closes it', async () => {
    expect(await lint(['cycle/a.ts', 'cycle/b.ts', 'cycle/c.ts'])).toEqual([
      'a.ts:1 imports/no-cycle: Import cycle: cycle/a.ts → cycle/b.ts → cycle/c.ts → cycle/a.ts. Move what these files share into a file of its own that both import.',
      'b.ts:1 imports/no-cycle: Import cycle: cycle/b.ts → cycle/c.ts → cycle/a.ts → cycle/b.ts. Move what these files share into a file of its own that both import.',
      'c.ts:2 imports/no-cycle: Import cycle: cycle/c.ts → cycle/a.ts → cycle/b.ts → cycle/c.ts. Move what these files share into a file of its own that both import.',
    ]);
  });

  it('passes a file that only imports a cycle', async () => {
    expect(await lint(['cycle/uses-cycle.ts', 'cycle/leaf.ts'])).toEqual([]);
  });
});

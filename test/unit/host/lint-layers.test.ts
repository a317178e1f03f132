import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import layers from '../../../eslint-rules/layers.js';
import sqlInStore from '../../../eslint-rules/sql-in-store.js';
import pgInStoreProgram from '../../../eslint-rules/pg-in-store-program.js';
import { fixtureRoot, oxlintWithRepoConfig, repoRoot, repoRuleIsOn } from '../../helpers/repo-oxlint';

async function lint(files: string[]) {
  const eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { terminal: layers },
        rules: { 'terminal/layers': 'error' },
      },
    ],
  });
  return eslint.lintFiles(files);
}

describe('layer lint rule', () => {
  it('fails core code that imports electron or the renderer', async () => {
    const [result] = await lint(['electron/core/bad/imports-electron.ts']);
    const messages = result?.messages.map((m) => m.message) ?? [];
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('"electron"');
    expect(messages[1]).toContain('src/App');
  });

  it('fails renderer code that imports node built-ins or core rooms other than the contract', async () => {
    const [result] = await lint(['src/imports-node.ts']);
    const messages = result?.messages.map((m) => m.message) ?? [];
    expect(messages.some((m) => m.includes('node:fs'))).toBe(true);
    expect(messages.some((m) => m.includes('store/database'))).toBe(true);
    // the contract itself is allowed
    expect(messages.some((m) => m.includes('core/contract'))).toBe(false);
    expect(messages).toHaveLength(2);
  });

  // One fixture per room rule: each must fail with exactly its one import.
  it.each([
    ['electron/core/contract/imports-store.ts', 'store/database'],
    ['electron/core/store/imports-operations.ts', 'operations/context'],
    ['electron/core/service/imports-sync.ts', 'sync/reconciler'],
    ['electron/core/sync/imports-operations.ts', 'operations/context'],
    ['electron/core/printing/imports-operations.ts', '../operations'],
    ['electron/core/reports/imports-host.ts', 'host/web-host'],
    ['electron/core/auth/imports-root.ts', '../index'],
    ['electron/core/payments/imports-printing.ts', 'printing/document'],
    ['electron/core/host/imports-store.ts', 'store/database'],
    ['electron/main/imports-renderer.ts', 'src/App'],
    ['electron/preload/imports-node.ts', 'node:fs'],
    ['electron/browser/imports-electron.ts', '"electron"'],
    ['electron/back-office/imports-operations.ts', 'core/operations/context'],
    ['electron/core/replication/imports-service.ts', 'service/client'],
    ['electron/core/operations/imports-host.ts', 'host/dispatcher'],
    ['electron/core/auth/imports-host.ts', 'host/events'],
    ['electron/core/printing/imports-reports.ts', 'reports/closing-strings'],
    ['electron/core/store/imports-wire.ts', 'service/wire'],
    ['electron/core/service/imports-store.ts', 'store/settings'],
    ['electron/core/domain/imports-operations.ts', 'operations/context'],
  ])('fails %s', async (file, spec) => {
    const [result] = await lint([file]);
    const messages = result?.messages.map((m) => m.message) ?? [];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(spec);
  });

  it('the typed lint (oxlint, the repository config) fails a floating promise and a switch missing a member, and passes the ones meant', () => {
    const hits = oxlintWithRepoConfig(['typed/'], fixtureRoot, ['--type-aware', '--tsconfig', 'tsconfig.json']).map(
      (d) => `${d.code}:${path.basename(d.file)}:${d.line}`,
    );
    expect(hits).toEqual([
      'typescript(no-floating-promises):floating-promise.ts:5',
      'typescript(switch-exhaustiveness-check):switch-missing-case.ts:5',
    ]);
  }, 60_000); // builds a TypeScript program: seconds on a busy machine

  describe('pg rule', () => {
    async function lintPg(files: string[]) {
      const eslint = new ESLint({
        cwd: fixtureRoot,
        overrideConfigFile: true,
        overrideConfig: [
          {
            files: ['**/*.{ts,tsx}'],
            languageOptions: { parser: tseslint.parser },
            plugins: { pg: pgInStoreProgram },
            rules: { 'pg/pg-in-store-program': 'error' },
          },
        ],
      });
      return eslint.lintFiles(files);
    }

    it("fails SQL sent from the till's core and from the office's web server, not a request's query string", async () => {
      const results = await lintPg(['electron/core/replication/queries-pg.ts', 'electron/back-office/office/queries-pg.ts']);
      expect(results.map((r) => r.messages.map((m) => `${m.line}:${m.ruleId}`))).toEqual([
        ['7:pg/pg-in-store-program'],
        ['12:pg/pg-in-store-program'],
      ]);
    });

    it("passes the store program's database code", async () => {
      const results = await lintPg(['electron/back-office/client/queries-pg.ts']);
      expect(results.flatMap((r) => r.messages)).toEqual([]);
    });
  });

  describe('sql rule', () => {
    async function lintSql(files: string[], cwd = fixtureRoot) {
      const eslint = new ESLint({
        cwd,
        overrideConfigFile: true,
        overrideConfig: [
          {
            files: ['**/*.{ts,tsx}'],
            languageOptions: { parser: tseslint.parser },
            plugins: { sql: sqlInStore },
            rules: { 'sql/sql-in-store': 'error' },
          },
        ],
      });
      return eslint.lintFiles(files);
    }

    it('fails prepare( and db.exec( outside the store, not a regular expression exec', async () => {
      const [result] = await lintSql(['electron/core/reports/prepares-sql.ts']);
      const hits = result?.messages.map((m) => `${m.line}:${m.message.split('(')[0]}`) ?? [];
      expect(hits).toEqual(['8:prepare', '12:exec']);
    });

    it('passes the store and the built-in service (its own database)', async () => {
      const results = await lintSql(['electron/core/store/prepares-sql.ts', 'electron/sandbox/prepares-sql.ts']);
      expect(results.flatMap((r) => r.messages)).toEqual([]);
    });
  });

  it('is on for every room of the real tree in the repository config (`npm run lint` checks each file with it, once)', () => {
    // The rooms as the folders hold them, so a new room is covered at once.
    const rooms = ['electron', 'electron/core']
      .flatMap((dir) => fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).map((d) => ({ dir, d })))
      .filter(({ d }) => d.isDirectory())
      .map(({ dir, d }) => `${dir}/${d.name}/any.ts`);
    expect(rooms).toEqual(
      expect.arrayContaining(['electron/core/payments/any.ts', 'electron/core/replication/any.ts', 'electron/main/any.ts']),
    );
    for (const file of [...rooms, 'electron/core/index.ts', 'src/App.tsx', 'src/screens/any.tsx'])
      for (const rule of ['terminal-layers/layers', 'terminal-sql/sql-in-store', 'terminal-pg/pg-in-store-program'])
        expect(repoRuleIsOn(rule, file), `${rule} on ${file}`).toBe(true);
  });

  it('the repository config fails the fixtures of each house rule (layers, SQL room, pg room)', () => {
    const hits = oxlintWithRepoConfig([
      'electron/core/bad/imports-electron.ts',
      'electron/core/reports/prepares-sql.ts',
      'electron/core/replication/queries-pg.ts',
    ]).map((d) => `${path.basename(d.file)}:${d.line} ${d.code}`);
    expect(hits).toEqual(expect.arrayContaining(['imports-electron.ts:2 terminal-layers(layers)']));
    expect(hits.filter((h) => h.includes('terminal-sql'))).toEqual([
      'prepares-sql.ts:8 terminal-sql(sql-in-store)',
      'prepares-sql.ts:12 terminal-sql(sql-in-store)',
    ]);
    expect(hits.filter((h) => h.includes('terminal-pg'))).toEqual(['queries-pg.ts:7 terminal-pg(pg-in-store-program)']);
  });
});

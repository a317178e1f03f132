import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import layers from '../../../eslint-rules/layers.js';

const fixtureRoot = path.resolve(__dirname, '../../fixtures/lint');

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

  it('passes the real tree', async () => {
    const eslint = new ESLint({ cwd: path.resolve(__dirname, '../../..') });
    const results = await eslint.lintFiles(['electron/core/host/*.ts', 'src/App.tsx']);
    const layerErrors = results.flatMap((r) => r.messages).filter((m) => m.ruleId === 'terminal/layers');
    expect(layerErrors).toEqual([]);
  });
});

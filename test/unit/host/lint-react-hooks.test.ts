import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(__dirname, '../../..');
const fixtureRoot = path.resolve(__dirname, '../../fixtures/lint');

// The react-hooks rules the repository's own eslint.config.js applies to the renderer.
async function rendererHookRules(): Promise<Linter.RulesRecord> {
  const config = (await new ESLint({ cwd: repoRoot }).calculateConfigForFile('src/App.tsx')) as Linter.Config;
  const rules: Linter.RulesRecord = {};
  for (const [name, rule] of Object.entries(config.rules ?? {}))
    if (rule !== undefined && name.startsWith('react-hooks/')) rules[name] = rule;
  return rules;
}

async function lint(file: string, rules: Linter.RulesRecord): Promise<string[]> {
  const eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        // Its rules only: the plugin's `configs` type does not fit ESLint's Plugin type.
        plugins: { 'react-hooks': { rules: reactHooks.rules } },
        rules,
      },
    ],
  });
  const [result] = await eslint.lintFiles([file]);
  return result?.messages.map((m) => `${m.ruleId ?? m.message}:${m.line}`) ?? [];
}

// ESLint loads the repository's config and the plugin: seconds on a busy machine.
describe('react-hooks lint rules of the renderer', { timeout: 30_000 }, () => {
  it('has the React Compiler rules on as errors', async () => {
    const rules = await rendererHookRules();
    for (const name of [
      'react-hooks/set-state-in-effect',
      'react-hooks/refs',
      'react-hooks/rules-of-hooks',
      'react-hooks/exhaustive-deps',
    ]) {
      expect([rules[name]].flat()[0], name).toBe(2);
    }
  });

  it('fails a setState called synchronously in an effect that loads data', async () => {
    expect(await lint('react/set-state-in-effect.tsx', await rendererHookRules())).toEqual(['react-hooks/set-state-in-effect:7']);
  });

  it('fails a ref written while rendering', async () => {
    expect(await lint('react/ref-in-render.tsx', await rendererHookRules())).toEqual(['react-hooks/refs:6']);
  });

  it('passes the same code written as the rules want it', async () => {
    expect(await lint('react/hooks-fine.tsx', await rendererHookRules())).toEqual([]);
  });
});

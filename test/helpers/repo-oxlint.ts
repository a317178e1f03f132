// The repository's oxlint config (.oxlintrc.json: the typed rules, the general rules and the house's
// own rules as JS plugins) run over lint fixtures, and the question whether it covers a path.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
export const fixtureRoot = path.join(repoRoot, 'test/fixtures/lint');

interface OxlintConfig {
  rules: Record<string, unknown>;
  jsPlugins?: string[];
  ignorePatterns?: string[];
  overrides?: Array<{ files: string[]; rules: Record<string, unknown> }>;
  [key: string]: unknown;
}

/** The repository's config as written. */
export function repoOxlintConfig(): OxlintConfig {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, '.oxlintrc.json'), 'utf8')) as OxlintConfig;
}

/** Whether the repository config lints `file` (a path from the repository's root) with `rule` as an error. */
export function repoRuleIsOn(rule: string, file: string): boolean {
  const config = repoOxlintConfig();
  if ((config.ignorePatterns ?? []).some((p) => path.matchesGlob(file, p))) return false;
  let level = config.rules[rule];
  for (const o of config.overrides ?? []) if (rule in o.rules && o.files.some((p) => path.matchesGlob(file, p))) level = o.rules[rule];
  return [level].flat()[0] === 'error';
}

export interface Diagnostic {
  /** `plugin(rule)`, as oxlint names it. */
  code: string;
  file: string;
  line: number;
  message: string;
}

/**
 * Runs oxlint with the repository config (its JS plugins from the repository, its ignore list left
 * out: that list skips the fixtures) over `targets`, from `cwd`; answers its diagnostics sorted.
 */
export function oxlintWithRepoConfig(targets: string[], cwd = fixtureRoot, extraArgs: string[] = []): Diagnostic[] {
  const { ignorePatterns: _ignored, $schema: _schema, ...config } = repoOxlintConfig();
  config.jsPlugins = (config.jsPlugins ?? []).map((p) => path.resolve(repoRoot, p));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oxlint-'));
  try {
    const configFile = path.join(dir, 'oxlintrc.json');
    fs.writeFileSync(configFile, JSON.stringify(config));
    const r = spawnSync(path.join(repoRoot, 'node_modules/.bin/oxlint'), ['-c', configFile, ...extraArgs, '-f', 'json', ...targets], {
      cwd,
      encoding: 'utf8',
    });
    const out = JSON.parse(r.stdout) as {
      diagnostics: Array<{ code: string; filename: string; message: string; labels: Array<{ span: { line: number } }> }>;
    };
    return out.diagnostics
      .map((d) => ({ code: d.code, file: d.filename, line: d.labels[0]?.span.line ?? 0, message: d.message }))
      .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.code.localeCompare(b.code));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

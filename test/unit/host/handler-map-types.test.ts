// The handler map is checked by the compiler: the fixtures are compiled here with the project's
// compiler options, and a misspelt or a missing handler must be a type error (not a start-up throw).
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const fixtures = path.join(root, 'test/fixtures/handlers');

function compilerOptions(): ts.CompilerOptions {
  const file = path.join(root, 'tsconfig.node.json');
  const read = ts.readConfigFile(file, (f) => ts.sys.readFile(f));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root, undefined, file);
  return { ...parsed.options, noEmit: true };
}

/** The type errors of each fixture, compiled as one program (the contract is checked once). */
function diagnostics(names: string[]): Map<string, string[]> {
  const files = names.map((n) => path.join(fixtures, n));
  const program = ts.createProgram(files, compilerOptions());
  return new Map(
    files.map((f, i) => [
      names[i] ?? f,
      ts.getPreEmitDiagnostics(program, program.getSourceFile(f)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ]),
  );
}

describe('handler map types', () => {
  const errors = diagnostics(['exact.ts', 'misspelt.ts', 'missing.ts']);

  it('accepts correct keys with inputs typed from the contract', () => {
    expect(errors.get('exact.ts')).toEqual([]);
  });

  it('refuses a misspelt handler key', () => {
    const messages = errors.get('misspelt.ts') ?? [];
    expect(messages.some((m) => m.includes("'journal.histroy'") && m.includes('does not exist'))).toBe(true);
  });

  it('refuses a map that misses a handler', () => {
    const messages = errors.get('missing.ts') ?? [];
    expect(messages.some((m) => /missing the following properties|is missing in type/.test(m))).toBe(true);
  });
});

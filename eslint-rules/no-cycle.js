// Import cycle rule: no file may reach itself again through its imports (static, type-only,
// re-exports and dynamic imports alike: a cycle of types still ties two files into one). The
// linted file's imports come from its syntax tree; the files they lead to are read from disk with
// TypeScript's import scanner (no full parse) and kept for the run, so the graph is read once.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const extensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

/** The project file a relative specifier names, or undefined (a package, or no such file). */
export function resolveImport(spec, fromFile) {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), spec);
  // `./x.js` written for a `./x.ts` (ESM style) names the TypeScript file.
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, ...extensions.map((e) => stem + e), ...extensions.map((e) => path.join(base, 'index' + e))];
  return candidates.find((c) => isFile(c));
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Each file's resolved imports, by path and modification time (an editor's lint sees edits). */
const cache = new Map();
/** A file's time is looked at again after this long (one lint run walks the graph many times). */
const FRESH_MS = 2_000;

export function importsOf(file) {
  const hit = cache.get(file);
  const now = Date.now();
  if (hit && now - hit.seen < FRESH_MS) return hit.deps;
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (hit && hit.mtime === mtime) {
    hit.seen = now;
    return hit.deps;
  }
  const text = fs.readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const deps = [...new Set(importedFiles.map((i) => resolveImport(i.fileName, file)).filter(Boolean))];
  cache.set(file, { mtime, seen: now, deps });
  return deps;
}

/** The shortest import path from `start` back to `target` (both included), or undefined. */
export function pathBack(start, target) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === target) {
      const chain = [];
      for (let f = file; f !== undefined; f = previous.get(f)) chain.unshift(f);
      return chain;
    }
    for (const next of importsOf(file)) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles: move what two files share into a file of its own' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{chain}}. Move what these files share into a file of its own that both import.',
    },
  },
  create(context) {
    const filename = context.filename;
    const root = context.cwd;
    const rel = (f) => path.relative(root, f).split(path.sep).join('/');
    /** A cycle is reported once per file, at the first import that closes it. */
    const seen = new Set();
    function check(node, spec) {
      if (typeof spec !== 'string') return;
      const target = resolveImport(spec, filename);
      if (!target || seen.has(target)) return;
      seen.add(target);
      const chain = target === filename ? [filename] : pathBack(target, filename);
      if (chain) context.report({ node, messageId: 'cycle', data: { chain: [filename, ...chain].map(rel).join(' → ') } });
    }
    return {
      ImportDeclaration: (n) => check(n.source, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value),
      ExportAllDeclaration: (n) => check(n.source, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source, n.source.value),
    };
  },
};

export default { meta: { name: 'terminal-no-cycle' }, rules: { 'no-cycle': rule } };

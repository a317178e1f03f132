// Layer rule: the arrows of the house plan (shared/design/ARCHITECTURE.md) as a lint rule.
// Each import (static, dynamic, re-export, require) is resolved to a project folder or a package
// name and checked against the rules of the folder the importing file lives in.
import path from 'node:path';
import { builtinModules } from 'node:module';

const builtins = new Set(builtinModules);

/** Rules: first matching `files` prefix wins; `deny` and `allow` hold project-relative prefixes
 *  ("electron/core/") or package matchers ("pkg:electron", "pkg:node-builtins"). `allow` beats `deny`. */
export const layerRules = [
  {
    files: 'electron/core/',
    deny: ['pkg:electron', 'src/', 'electron/main/', 'electron/preload/', 'electron/sandbox/', 'electron/browser/'],
    allow: [],
  },
  {
    files: 'src/',
    deny: ['pkg:node-builtins', 'pkg:electron', 'electron/', 'pkg:better-sqlite3', 'pkg:node-thermal-printer'],
    allow: ['electron/core/contract/', 'electron/core/service/wire/'],
  },
  {
    files: 'electron/sandbox/',
    deny: ['pkg:electron', 'electron/', 'src/'],
    allow: ['electron/sandbox/', 'electron/core/service/wire/', 'electron/common/'],
  },
  {
    files: 'electron/common/',
    deny: ['pkg:electron', 'electron/core/', 'electron/main/', 'electron/preload/', 'electron/sandbox/', 'electron/browser/', 'src/'],
    allow: [],
  },
];

function packageName(spec) {
  const bare = spec.startsWith('node:') ? spec.slice(5) : spec;
  const parts = bare.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function matches(matcher, target) {
  if (matcher === 'pkg:node-builtins') return target.kind === 'pkg' && target.builtin;
  if (matcher.startsWith('pkg:')) return target.kind === 'pkg' && target.name === matcher.slice(4);
  return target.kind === 'file' && (target.rel + '/').startsWith(matcher);
}

/** Turns an import specifier into {kind:'file', rel} or {kind:'pkg', name, builtin}. */
function classify(spec, filename, root) {
  if (spec.startsWith('.') || spec.startsWith('/')) {
    const abs = path.resolve(path.dirname(filename), spec);
    return { kind: 'file', rel: path.relative(root, abs).split(path.sep).join('/') };
  }
  const name = packageName(spec);
  return { kind: 'pkg', name, builtin: spec.startsWith('node:') || builtins.has(name) };
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the one-way arrows between the rooms of the terminal' },
    schema: [],
    messages: { denied: '{{from}} may not import "{{spec}}" (layer rule: {{why}})' },
  },
  create(context) {
    const root = context.cwd;
    const filename = context.filename;
    const relFile = path.relative(root, filename).split(path.sep).join('/');
    const layer = layerRules.find((r) => relFile.startsWith(r.files));
    if (!layer) return {};
    function check(node, spec) {
      if (typeof spec !== 'string') return;
      const target = classify(spec, filename, root);
      if (target.kind === 'file' && (target.rel + '/').startsWith(layer.files) && layer.allow.length === 0) return;
      if (layer.allow.some((m) => matches(m, target))) return;
      const hit = layer.deny.find((m) => matches(m, target));
      if (hit) context.report({ node, messageId: 'denied', data: { from: layer.files, spec, why: `no ${hit}` } });
    }
    return {
      ImportDeclaration: (n) => check(n.source, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value),
      ExportAllDeclaration: (n) => check(n.source, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source, n.source.value),
      CallExpression: (n) => {
        if (n.callee.type === 'Identifier' && n.callee.name === 'require' && n.arguments[0]?.type === 'Literal') {
          check(n.arguments[0], n.arguments[0].value);
        }
      },
    };
  },
};

export default { meta: { name: 'terminal-layers' }, rules: { layers: rule } };

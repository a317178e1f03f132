// Layer rule: the arrows between the rooms (docs/architecture.md) as a lint rule.
// Each import (static, dynamic, re-export, require) is resolved to a project folder or a package
// name and checked against the rules of the folder the importing file lives in.
import path from 'node:path';
import { builtinModules } from 'node:module';

const builtins = new Set(builtinModules);

/** Rules: first matching `files` prefix wins; `deny` and `allow` hold project-relative prefixes
 *  ("electron/core/") or package matchers ("pkg:electron", "pkg:node-builtins"). `allow` beats `deny`. */
const outsideCore = [
  'pkg:electron',
  'src/',
  'electron/main/',
  'electron/preload/',
  'electron/sandbox/',
  'electron/browser/',
  'electron/back-office/',
];
// Rooms of the core below the operations: they never import operations, the composition root or
// the transports (host), so handlers sit on top and nothing below reaches up.
const belowOperations = ['electron/core/operations/', 'electron/core/index/', ...outsideCore];
// The transports (dispatcher, event bus, IPC and web hosts). The use cases, the authority and
// printing never reach into them: what a call carries (caller, context, handler types, the event
// gate) is a contract type (contract/calls.ts).
const transports = 'electron/core/host/';

export const layerRules = [
  {
    // The contract is the renderer's whole view of the core: it imports nothing of the core but
    // itself and the wire schemas it re-uses (one zod schema per wire shape), and no Node.
    files: 'electron/core/contract/',
    deny: ['electron/', 'src/', 'pkg:node-builtins', 'pkg:electron'],
    allow: ['electron/core/service/wire/'],
  },
  {
    // The store (SQLite, SQL only) imports nothing above it: only the contract, the leaf clock,
    // common and the pure money module. Never the service's wire schemas: whoever reads a stored
    // service answer parses it (the domain room, the use cases).
    files: 'electron/core/store/',
    deny: ['electron/core/', ...outsideCore],
    allow: ['electron/core/contract/', 'electron/core/clock/', 'electron/common/', 'electron/core/money/'],
  },
  {
    // Domain calculations over the till's rows (an order's view and figures, a step's money, a
    // booking's cancelled part): no SQL of their own; they read through the store and the contract.
    files: 'electron/core/domain/',
    deny: ['electron/core/', ...outsideCore],
    allow: [
      'electron/core/domain/',
      'electron/core/contract/',
      'electron/core/store/',
      'electron/core/money/',
      'electron/core/service/wire/',
      'electron/core/clock/',
      'electron/common/',
    ],
  },
  {
    // The service client: operations, sync, printing and reports use it, never the reverse. It does
    // not read the till's store either (its settings are read by the composition root).
    files: 'electron/core/service/',
    deny: [
      'electron/core/store/',
      'electron/core/domain/',
      'electron/core/sync/',
      'electron/core/printing/',
      'electron/core/reports/',
      'electron/core/auth/',
      'electron/core/host/',
      ...belowOperations,
    ],
    allow: [],
  },
  {
    // The till's pusher to the store: reads the journal's changes and its cursor through the till's
    // store, writes through the store program's client; knows no voucher service, no use case, and
    // nothing above it waits for it.
    files: 'electron/core/replication/',
    deny: [
      'electron/core/service/',
      'electron/core/sync/',
      'electron/core/printing/',
      'electron/core/reports/',
      'electron/core/auth/',
      'electron/core/host/',
      ...belowOperations,
    ],
    allow: ['electron/back-office/client/'],
  },
  {
    // The one money module: pure rules from orders and steps to money facts and their fold; no SQL,
    // no I/O, nothing of the core but the contract's types.
    files: 'electron/core/money/',
    deny: ['electron/core/', 'pkg:node-builtins', 'pkg:better-sqlite3', ...outsideCore],
    allow: ['electron/core/contract/', 'electron/core/money/'],
  },
  { files: 'electron/core/sync/', deny: ['electron/core/host/', ...belowOperations], allow: [] },
  // Printing takes its words from its own tables, never from the reports' strings.
  { files: 'electron/core/printing/', deny: [transports, 'electron/core/reports/', ...belowOperations], allow: [] },
  { files: 'electron/core/reports/', deny: [transports, ...belowOperations], allow: [] },
  { files: 'electron/core/auth/', deny: [transports, ...belowOperations], allow: [] },
  // The use cases: below the composition root and beside the transports, never inside them.
  { files: 'electron/core/operations/', deny: [transports, 'electron/core/index/', ...outsideCore], allow: [] },
  {
    // Payment methods and the drawer setting: policy over the store, used by operations, printing
    // and reports; it reads only the contract and the store (its SQL is the store's).
    files: 'electron/core/payments/',
    deny: ['electron/core/', ...outsideCore],
    allow: ['electron/core/contract/', 'electron/core/store/', 'electron/common/'],
  },
  { files: 'electron/core/host/', deny: ['electron/core/', ...outsideCore], allow: ['electron/core/contract/'] },
  {
    files: 'electron/core/',
    deny: outsideCore,
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
    // The store database's own program (schema, migrations, enrolment, `npm run store`): it imports
    // nothing of the till, so it runs on a back-office machine without the terminal; only the
    // terminal's one amount formatter and the contract's lists of kinds (neither imports anything),
    // so the back office shows money alike and declares no kind of its own, and the office page's
    // JSON shapes (types only), which the office page reads.
    files: 'electron/back-office/',
    deny: ['electron/', 'src/', 'pkg:electron', 'pkg:better-sqlite3'],
    allow: ['electron/common/', 'electron/core/contract/format/', 'electron/core/contract/constants/', 'electron/core/contract/office/'],
  },
  {
    files: 'electron/common/',
    deny: ['pkg:electron', 'electron/core/', 'electron/main/', 'electron/preload/', 'electron/sandbox/', 'electron/browser/', 'src/'],
    allow: [],
  },
  {
    // Electron main: composes core and training service; never the renderer, the browser entry or preload code.
    files: 'electron/main/',
    deny: ['src/', 'electron/browser/', 'electron/preload/'],
    allow: [],
  },
  {
    // Preload: only Electron's bridge and the contract's types; no Node, no core code.
    files: 'electron/preload/',
    deny: ['electron/', 'src/', 'pkg:node-builtins'],
    allow: ['electron/core/contract/'],
  },
  {
    // Browser mode: the same composition as main without Electron.
    files: 'electron/browser/',
    deny: ['pkg:electron', 'src/', 'electron/main/', 'electron/preload/'],
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
      // A room may always import its own files.
      if (target.kind === 'file' && (target.rel + '/').startsWith(layer.files)) return;
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

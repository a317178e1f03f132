// SQL rule: every query of the terminal's database lives in electron/core/store/ (plain synchronous
// repositories `(db, …)`), so a schema change is one room to read. A call of `.prepare(` or
// `.pragma(`, or `.exec(` on something named `db`, anywhere else in the production code is an error.
// Outside the rule: the store itself; electron/common/sqlite.ts (opens and migrates both databases:
// pragmas and user_version); the built-in voucher service (electron/sandbox/, its own database and
// its own store modules); tests, benchmarks and scripts (they write rows to set a scene).
import path from 'node:path';

/** Production folders the rule covers, and the files or folders inside them it leaves alone. */
export const sqlRule = {
  covers: ['electron/', 'src/'],
  allowed: ['electron/core/store/', 'electron/common/sqlite.ts', 'electron/sandbox/'],
};

function isDbObject(node) {
  if (node.type === 'Identifier') return /^db$/i.test(node.name);
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name === 'db';
  return false;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL only in electron/core/store/ (repositories), never in the rooms above it' },
    schema: [],
    messages: { sql: '{{call}}() outside electron/core/store/: move the query into a store repository (sql rule)' },
  },
  create(context) {
    const rel = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    if (!sqlRule.covers.some((p) => rel.startsWith(p))) return {};
    if (sqlRule.allowed.some((p) => (p.endsWith('/') ? rel.startsWith(p) : rel === p))) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (name === 'prepare' || name === 'pragma' || (name === 'exec' && isDbObject(callee.object))) {
          context.report({ node: callee.property, messageId: 'sql', data: { call: name } });
        }
      },
    };
  },
};

export default { meta: { name: 'terminal-sql' }, rules: { 'sql-in-store': rule } };

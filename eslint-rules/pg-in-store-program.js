// PostgreSQL rule: every query of the store database lives in the store program's database code
// (electron/back-office/, its migrations, enrolment, backup and restore, and client/: the queries of
// the store protocol the till's replication calls), so a schema change is one room to read. A
// `.query(` whose text is SQL (a string or template literal, or `{ text: … }`, starting with a SQL
// word) anywhere else in the production code is an error: in the till's core (it calls client/),
// the renderer, the entries, and the store program's own presentation (the office's web server and
// pages, the command line and its text output call the database code, never write SQL).
// Outside the rule: tests, benchmarks and scripts (they set scenes and measure).
import path from 'node:path';

export const pgRule = {
  covers: ['electron/', 'src/'],
  allowed: ['electron/back-office/'],
  /** Inside an allowed folder: the presentation, which calls the database code. */
  presentation: ['electron/back-office/office/', 'electron/back-office/cli.ts', /^electron\/back-office\/[^/]+-text\.ts$/],
};

const SQL =
  /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|GRANT|REVOKE|BEGIN|COMMIT|ROLLBACK|SET|SHOW|LOCK|TRUNCATE|COPY|DO|CALL|ANALYZE|VACUUM|REFRESH|SAVEPOINT|RELEASE|LISTEN|NOTIFY|EXPLAIN)\b/i;

/** The SQL text a literal argument starts with, or null for anything else. */
function sqlText(arg) {
  if (!arg) return null;
  if (arg.type === 'Literal' && typeof arg.value === 'string') return arg.value;
  if (arg.type === 'TemplateLiteral') return arg.quasis[0]?.value.cooked ?? '';
  if (arg.type === 'ObjectExpression') {
    const text = arg.properties.find((p) => p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && p.key.name === 'text');
    return text ? sqlText(text.value) : null;
  }
  return null;
}

const matches = (rel, p) => (p instanceof RegExp ? p.test(rel) : p.endsWith('/') ? rel.startsWith(p) : rel === p);

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "PostgreSQL queries only in the store program's database code" },
    schema: [],
    messages: { pg: "SQL sent with .query() outside the store program's database code: move it into electron/back-office/ (pg rule)" },
  },
  create(context) {
    const rel = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    if (!pgRule.covers.some((p) => rel.startsWith(p))) return {};
    if (pgRule.allowed.some((p) => matches(rel, p)) && !pgRule.presentation.some((p) => matches(rel, p))) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (callee.property.name !== 'query') return;
        const text = sqlText(node.arguments[0]);
        if (text !== null && SQL.test(text)) context.report({ node: callee.property, messageId: 'pg' });
      },
    };
  },
};

export default { meta: { name: 'terminal-pg' }, rules: { 'pg-in-store-program': rule } };

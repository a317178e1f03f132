// The project documents itself: every relative link of its markdown points to a file of the
// repository, and no file names a design note that lives outside it (a fresh clone lacks those).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
/** Folders that are not the project's own files (installed, built, or written by runs). */
const skipped = new Set(['node_modules', 'out', 'dist', '.git', '.data', '.tmp', 'test-results', 'playwright-report']);
const textFile = /\.(ts|tsx|js|mjs|cjs|md|json|html|css|ya?ml)$|^run$/;

/** The project's text files, repository-relative, without the lock file. */
function projectFiles(dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return skipped.has(e.name) ? [] : projectFiles(full);
    if (!e.isFile() || !textFile.test(e.name) || e.name === 'package-lock.json') return [];
    return [path.relative(root, full).split(path.sep).join('/')];
  });
}

/** Link targets of a markdown text, outside fenced code blocks and inline code. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? '');
}

/** A target inside the repository: not a URL, not only an anchor. */
function isRelative(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('//');
}

/** Relative links of `file` whose target does not exist (repository-relative, as written). */
function brokenLinks(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return linkTargets(text)
    .filter(isRelative)
    .filter((target) => {
      const bare = decodeURIComponent(target.replace(/[#?].*$/, ''));
      return !fs.existsSync(path.resolve(root, path.dirname(file), bare));
    })
    .map((target) => `${file}: ${target}`);
}

// Built from parts, so this file does not name them itself.
const outsideNotes = [
  new RegExp(['\\.\\.', 'shared'].join('/')),
  new RegExp(['\\bdesign', '[A-Za-z-]+\\.md'].join('/')),
  new RegExp(`\\b(${['ARCHITECTURE', 'COUNTER-SALE', 'PRODUCT', 'STORE'].join('|')})\\.md\\b`),
  new RegExp(`\\bservice-(${['interface', 'facts'].join('|')})\\.md\\b`),
];

describe('the project documents itself', () => {
  const files = projectFiles();
  const markdown = files.filter((f) => f.endsWith('.md'));

  it('finds the README and the design pages', () => {
    for (const page of ['README.md', 'docs/architecture.md', 'docs/journal.md', 'docs/orders.md', 'docs/store.md', 'docs/money.md']) {
      expect(markdown).toContain(page);
    }
  });

  it('reads links as markdown does (code is no link; URLs and anchors are not files)', () => {
    const text = 'See [a](docs/a.md#x), ![b](img/b.png "t"), [c](https://x.org), [d](#top), `[e](no.md)`\n```\n[f](no.md)\n```\n';
    expect(linkTargets(text).filter(isRelative)).toEqual(['docs/a.md#x', 'img/b.png']);
  });

  it('every relative link of the markdown points to a file that exists', () => {
    expect(markdown.flatMap(brokenLinks)).toEqual([]);
  });

  it('no file names a design note or a path outside the repository', () => {
    const hits = files.flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (outsideNotes.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });
});

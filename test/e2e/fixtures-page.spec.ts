// The test of the fixture that lends one browser page to all tests of a worker (fixtures.ts,
// `workerPage`): the next test gets the same page, blank, without what the previous test added.
import type { Page } from '@playwright/test';
import { expect, openTerminal, test } from './fixtures';

// In order, on one worker: the second test sees what the first one left.
test.describe.configure({ mode: 'serial' });

let first: Page | undefined;
/** What the first test's listeners saw. */
const heard: string[] = [];

test('a test leaves listeners, a route, a second page and a cookie behind', async ({ page, terminal }) => {
  first = page;
  await openTerminal(page, terminal);
  page.on('dialog', (d) => {
    heard.push(`dialog ${d.message()}`);
    void d.dismiss();
  });
  page.on('request', (r) => heard.push(`request ${r.url()}`));
  await page.route('**/*', (route) => route.abort());
  await page.context().newPage();
  await page.context().addCookies([{ name: 'left', value: 'behind', url: terminal.url }]);
  await page.setViewportSize({ width: 640, height: 480 });
  await page.evaluate(() => alert('first'));
  // The listeners hear (the app's first calls may still be on their way: their requests are heard too).
  expect(heard.filter((h) => !h.startsWith('request '))).toEqual(['dialog first']);
  heard.length = 0;
});

test('the next test gets the same page, blank and without any of it', async ({ page, terminal }) => {
  expect(page).toBe(first);
  expect(page.url()).toBe('about:blank');
  expect(page.context().pages()).toEqual([page]);
  expect(await page.context().cookies()).toEqual([]);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
  // The route that aborted every request is gone: the terminal opens; the first test's listeners hear nothing.
  await openTerminal(page, terminal);
  await page.evaluate(() => alert('second'));
  expect(heard).toEqual([]);
});

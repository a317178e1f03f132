// Screenshots for docs/screenshots/: taken when E2E_SCREENSHOTS=1 (`npm run screenshots`), so that
// `npm test` neither spends its time on them nor changes the tree it tests.
import type { Page } from '@playwright/test';

/** Saves the page as docs/screenshots/`file` when screenshots are asked for. */
export async function docScreenshot(page: Page, file: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `docs/screenshots/${file}` });
}

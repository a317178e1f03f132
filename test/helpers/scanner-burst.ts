// A barcode scanner's burst as the page receives it: every key event sent at once over one CDP
// session, none waiting for the page (a scanner does not wait either); the page takes them as
// fast as it handles them. Playwright's keyboard.type instead waits for each key, so on a busy
// machine its "burst" can look like a person typing. Used by the e2e specs and the scan bench.
import type { CDPSession } from '@playwright/test';

/** Sends `code` and Enter as one scanner burst. */
export async function scannerBurst(cdp: CDPSession, code: string): Promise<void> {
  const sends: Promise<unknown>[] = [];
  for (const ch of [...code, 'Enter']) {
    const enter = ch === 'Enter';
    const text = enter ? '\r' : ch;
    const vk = enter ? 13 : ch.toUpperCase().charCodeAt(0);
    sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: ch, text, unmodifiedText: text, windowsVirtualKeyCode: vk }));
    sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: ch, windowsVirtualKeyCode: vk }));
  }
  await Promise.all(sends);
}

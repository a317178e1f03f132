// A barcode scanner's burst as the page receives it: every key event sent at once over one CDP
// session, none waiting for the page (a scanner does not wait either); the page takes them as
// fast as it handles them. Playwright's keyboard.type instead waits for each key, so on a busy
// machine its "burst" can look like a person typing. Each key carries the scanner's own time
// stamp (a few ms apart, as a scanner sends them): without one the browser stamps a key when it
// takes the command, and on a loaded machine (load average 15) that spreads one burst over
// hundreds of ms, which no real scanner does. Used by the e2e specs and the scan bench.
import type { CDPSession } from '@playwright/test';

/** How a burst is sent. */
export interface BurstTiming {
  /** The first key's time stamp, ms since the epoch (default now): a burst that continues keys sent before gives their next time. */
  startMs?: number;
  /** Between two keys' time stamps (default 3 ms). */
  gapMs?: number;
  /** End with Enter (default true). */
  enter?: boolean;
}

/** Sends `code` (and Enter) as one scanner burst; answers the time stamp the next key of the same burst would carry. */
export async function scannerBurst(cdp: CDPSession, code: string, timing: BurstTiming = {}): Promise<number> {
  const gap = timing.gapMs ?? 3;
  const start = timing.startMs ?? Date.now();
  const keys = timing.enter === false ? [...code] : [...code, 'Enter'];
  const sends = keys.flatMap((ch, i) => {
    const enter = ch === 'Enter';
    const text = enter ? '\r' : ch;
    const vk = enter ? 13 : ch.toUpperCase().charCodeAt(0);
    // CDP takes seconds since the epoch.
    const timestamp = (start + i * gap) / 1000;
    return [
      cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: ch, text, unmodifiedText: text, windowsVirtualKeyCode: vk, timestamp }),
      cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: ch, windowsVirtualKeyCode: vk, timestamp: timestamp + gap / 2000 }),
    ];
  });
  await Promise.all(sends);
  return start + keys.length * gap;
}

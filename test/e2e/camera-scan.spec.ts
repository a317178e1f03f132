// Scanning with a camera: Chromium's fake camera plays a video of a training voucher's QR code or
// Code 128 bar code (made here); the code read lands in the basket or the voucher check the way a
// scanner's burst does, and the camera is released once it is read or the panel closes. Without a camera, or refused, the panel says so.
import type { Browser, Page } from '@playwright/test';
import { addGoods, chf } from './basket-helpers';
import { code128Luma, launchWithCamera, qrLuma, writeY4m } from './fake-camera';
import { expect, openTerminal, test, type Terminal } from './fixtures';
import { openManagerScreen, setUpManager } from './manager-helpers';

/** A page of `browser` on the terminal that counts the camera streams it opens (to see them released). */
async function openOn(browser: Browser, terminal: Terminal, hash: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams = streams;
    const devices = navigator.mediaDevices as MediaDevices | undefined;
    if (!devices) return;
    const open = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (c) => {
      const s = await open(c);
      streams.push(s);
      return s;
    };
  });
  await openTerminal(page, terminal, hash);
  return page;
}

/** The state of every camera track the page opened ('live' or 'ended'). */
const trackStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((s) => s.getTracks().map((t) => t.readyState)),
  );

test('a voucher QR code read by the camera lands in the basket and pays; the camera is released', async ({ terminal }) => {
  const browser = await launchWithCamera(writeY4m(qrLuma('DEMO-TRAI-N001')));
  try {
    const page = await openOn(browser, terminal, '/pay');
    await addGoods(page, 5000);
    await page.getByTestId('add-voucher-tab').click();
    await page.getByTestId('code-camera').click();
    // Handed in like a scanner's burst: the code in the field, the panel closed, the camera released.
    await expect(page.getByTestId('code-input')).toHaveValue('DEMO-TRAI-N001');
    await expect(page.getByTestId('code-camera-panel')).toHaveCount(0);
    await expect.poll(() => trackStates(page)).toEqual(['ended']);
    // The voucher panel asks what the voucher is for, as it does for a scan: it pays what is left.
    await page.getByTestId('ask-pay').click();
    const tender = page.getByTestId('basket').getByTestId('order-tender');
    await expect(tender).toHaveCount(1);
    await expect(tender.getByTestId('tender-amount')).toHaveText(chf('50.00'));
    await page.getByTestId('finish-order').click();
    await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
  } finally {
    await browser.close();
  }
});

test('a voucher Code 128 bar code read by the camera lands in the voucher check; the camera is released', async ({ terminal }) => {
  const browser = await launchWithCamera(writeY4m(code128Luma('DEMOTRAIN002')));
  try {
    const page = await openOn(browser, terminal, '/check');
    await page.getByTestId('code-camera').click();
    await expect(page.getByTestId('code-input')).toHaveValue('DEMO-TRAI-N002');
    await expect(page.getByTestId('code-camera-panel')).toHaveCount(0);
    await expect.poll(() => trackStates(page)).toEqual(['ended']);
    // Looked up as a scanned code is: the training voucher's card with its balance.
    await expect(page.getByTestId('voucher-card')).toHaveAttribute('data-code', 'DEMOTRAIN002');
    await expect(page.getByTestId('balance')).toHaveText(chf('50.00'));
  } finally {
    await browser.close();
  }
});

test('without a camera the panel says there is none, and closes', async ({ terminal }) => {
  const browser = await launchWithCamera(null);
  try {
    const page = await openOn(browser, terminal, '/check');
    await page.context().grantPermissions(['camera']);
    await page.getByTestId('code-camera').click();
    const panel = page.getByTestId('code-camera-panel');
    await expect(panel.getByTestId('code-camera-panel-message')).toHaveText(
      'An diesem Terminal ist keine Kamera zu finden. Den Code eintippen oder den Scanner verwenden.',
    );
    await expect(panel.getByRole('alert')).toBeVisible();
    await panel.getByTestId('code-camera-panel-close').click();
    await expect(panel).toHaveCount(0);
  } finally {
    await browser.close();
  }
});

test('the door: the camera panel beside the ticket number shows the preview; closing it releases the camera', async ({ terminal }) => {
  // A camera that sees no code (white frames): the panel stays open until it is closed.
  const browser = await launchWithCamera(writeY4m(new Uint8Array(640 * 480).fill(235)));
  try {
    const page = await openOn(browser, terminal, '/tickets');
    await page.getByTestId('ticket-camera').click();
    const panel = page.getByTestId('ticket-camera-panel');
    await expect(panel).toHaveAttribute('data-state', 'scanning');
    await expect(panel.getByTestId('ticket-camera-panel-message')).toHaveText('Den Code vor die Kamera halten.');
    await expect(panel.getByTestId('ticket-camera-panel-preview')).toBeVisible();
    expect(await trackStates(page)).toEqual(['live']);
    if (process.env['CAMERA_SCREENSHOT']) await page.screenshot({ path: process.env['CAMERA_SCREENSHOT'] });
    await page.getByTestId('ticket-camera').click();
    await expect(panel).toHaveCount(0);
    await expect.poll(() => trackStates(page)).toEqual(['ended']);
  } finally {
    await browser.close();
  }
});

test('a camera the browser refuses: the panel says so and offers another try', async ({ terminal }) => {
  const browser = await launchWithCamera(writeY4m(qrLuma('DEMO-TRAI-N001')), { refused: true });
  try {
    const page = await openOn(browser, terminal, '/check');
    await page.getByTestId('code-camera').click();
    const panel = page.getByTestId('code-camera-panel');
    await expect(panel.getByRole('alert')).toHaveText(/^Die Kamera darf nicht verwendet werden: Der Zugriff wurde verweigert\./);
    await expect(panel.getByTestId('code-camera-panel-retry')).toBeVisible();
    await expect(page.getByTestId('code-input')).toHaveValue('');
  } finally {
    await browser.close();
  }
});

test('turned off on the hardware page: no code entry offers the camera', async ({ page, terminal }) => {
  await setUpManager(page, terminal);
  await openManagerScreen(page, terminal, 'hardware');
  await expect(page.getByTestId('settings-camera-scan')).toBeChecked();
  await page.getByTestId('settings-camera-scan').click();
  await expect(page.getByTestId('settings-camera-scan')).not.toBeChecked();
  await expect(page.getByTestId('settings-camera-scan')).toBeEnabled();
  await openTerminal(page, terminal, '/check');
  await expect(page.getByTestId('code-osk-toggle')).toBeVisible();
  await expect(page.getByTestId('code-camera')).toHaveCount(0);
});

test("the hardware page's test scan shows what the camera read, and releases it", async ({ terminal }) => {
  const browser = await launchWithCamera(writeY4m(qrLuma('DEMO-TRAI-N001')));
  try {
    const page = await openOn(browser, terminal, '');
    await setUpManager(page, terminal);
    await openManagerScreen(page, terminal, 'hardware');
    await page.getByTestId('hardware-camera-test').click();
    await expect(page.getByTestId('hardware-camera-read')).toHaveText('Gelesen: DEMO-TRAI-N001');
    await expect(page.getByTestId('hardware-camera-panel')).toHaveCount(0);
    await expect.poll(() => trackStates(page)).toEqual(['ended']);
  } finally {
    await browser.close();
  }
});

// The code decoder behind the camera panel (ZXing, plain JavaScript: nothing is fetched at run
// time). Loaded on demand: the cashier bundle stays small until a camera scan starts.
import { BrowserMultiFormatReader } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

/** Decodes QR codes (vouchers, tickets) and Code 128 (vouchers that carry a bar code). */
const formats = [BarcodeFormat.QR_CODE, BarcodeFormat.CODE_128];

/**
 * Shows `stream` in `video` and decodes its frames until a code is read (`onText`, once) or
 * `stop` is called. Stopping (or the code read) stops the stream's tracks and empties the video.
 */
export async function startDecoder(
  stream: MediaStream,
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<{ stop(): void }> {
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, formats]]);
  const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: 150 });
  let read = false;
  const controls = await reader.decodeFromStream(stream, video, (result, _err, c) => {
    if (!result || read) return;
    read = true;
    c.stop();
    onText(result.getText());
  });
  return controls;
}

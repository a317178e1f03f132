// A fake camera for Chromium: a Y4M video (640×480, 4:2:0) of a QR code, made from the code's
// modules with the `qrcode` package, or of a Code 128 bar code (test/helpers/code128.ts), which
// Chromium plays as the camera with `--use-file-for-fake-video-capture`. Also a browser launched
// with or without that camera.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import QRCode from 'qrcode';
import { chromiumArgs } from '../../playwright.config';
import { barsLuma, code128Modules } from '../helpers/code128';

const width = 640;
const height = 480;

/** The luma plane of one frame: `text` as a QR code, black on white, centred with a quiet zone. */
export function qrLuma(text: string, modulePx = 8): Uint8Array {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const luma = new Uint8Array(width * height).fill(235);
  const side = modules.size * modulePx;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (modules.get(Math.floor(y / modulePx), Math.floor(x / modulePx))) luma[(top + y) * width + left + x] = 16;
    }
  }
  return luma;
}

/** The luma plane of one frame: `text` as a Code 128 bar code, black on white, centred. */
export const code128Luma = (text: string): Uint8Array => barsLuma(code128Modules(text), width, height);

/** A Y4M file of `frames` frames of `luma` (grey: both chroma planes at 128); answers its path. */
export function writeY4m(luma: Uint8Array, frames = 5): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vt-camera-')), 'camera.y4m');
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420\n`)];
  for (let i = 0; i < frames; i++) parts.push(Buffer.from('FRAME\n'), Buffer.from(luma), chroma);
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
}

/**
 * Chromium whose camera shows `video` (a Y4M file; the camera allowed without asking unless
 * `refused`), or, without one, Chromium with no camera at all.
 */
export function launchWithCamera(video: string | null, { refused = false } = {}): Promise<Browser> {
  const camera = video
    ? [
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
        refused ? '--deny-permission-prompts' : '--use-fake-ui-for-media-stream',
      ]
    : [];
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...chromiumArgs, ...camera] });
}

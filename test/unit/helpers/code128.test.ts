// The fake camera's Code 128 bar codes (test/helpers/code128.ts), read back by ZXing's reader
// over the rendered pixels, so the e2e camera test starts from a bar code known to be right.
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { barsLuma, code128Modules, code128Symbols } from '../../helpers/code128';

const width = 640;
const height = 480;

/** What ZXing reads in a frame, with the camera decoder's formats: the text and the format. */
function read(luma: Uint8Array): { text: string; format: BarcodeFormat } {
  const reader = new MultiFormatReader();
  reader.setHints(new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE, BarcodeFormat.CODE_128]]]));
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(new Uint8ClampedArray(luma), width, height)));
  const result = reader.decode(bitmap);
  return { text: result.getText(), format: result.getBarcodeFormat() };
}

describe('Code 128 bar codes of the fake camera', () => {
  it('start B, one symbol per character, the check symbol, the stop', () => {
    // 'DEMOTRAIN002': D=36 E=37 M=45 O=47 T=52 R=50 A=33 I=41 N=46 0=16 0=16 2=18;
    // check = (104 + 1·36 + 2·37 + … + 12·18) mod 103 = 2622 mod 103 = 47.
    expect(code128Symbols('DEMOTRAIN002')).toEqual([104, 36, 37, 45, 47, 52, 50, 33, 41, 46, 16, 16, 18, 47, 106]);
    // 11 modules a symbol, 13 for the stop; it starts with a bar and ends with one.
    const modules = code128Modules('DEMOTRAIN002');
    expect(modules).toHaveLength(14 * 11 + 13);
    expect([modules[0], modules.at(-1)]).toEqual([true, true]);
    expect(() => code128Symbols('é')).toThrow(/cannot carry/);
  });

  it.each(['DEMOTRAIN002', 'DEMO-TRAI-N001', 'demo valu e100', '~Az09!'])('ZXing reads %j back', (text) => {
    expect(read(barsLuma(code128Modules(text), width, height))).toEqual({ text, format: BarcodeFormat.CODE_128 });
  });

  it('a wrong check symbol is refused by the reader (the check above can fail)', () => {
    const modules = code128Modules('DEMOTRAIN002');
    // The check symbol (the 14th) swapped for the one of 'DEMOTRAIN003' (check 59): the sum no longer holds.
    const wrong = [...modules.slice(0, 13 * 11), ...code128Modules('DEMOTRAIN003').slice(13 * 11, 14 * 11), ...modules.slice(14 * 11)];
    expect(code128Symbols('DEMOTRAIN003').at(-2)).toBe(59);
    expect(() => read(barsLuma(wrong, width, height))).toThrow();
  });
});

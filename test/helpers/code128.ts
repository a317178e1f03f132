// A Code 128 bar code for tests (ZXing has no Code 128 writer): code set B only (ASCII 32–127),
// which is enough for voucher codes. Symbol: start B, one symbol per character (value = char − 32),
// the check symbol (start value + Σ position × value, mod 103), the stop symbol. Each symbol is
// three bars and three spaces, 11 modules wide; the stop is four bars and three spaces, 13 modules.

/** Bar and space widths (in modules, bar first) of the symbols 0–106, as the standard lists them. */
// biome-ignore format: ten symbols a row, as the standard's table
const widths = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const startB = 104;
const stop = 106;

/** The symbol values of `text` in code set B: start, data, check, stop. */
export function code128Symbols(text: string): number[] {
  const data = [...text].map((ch) => {
    const code = ch.charCodeAt(0);
    if (code < 32 || code > 127) throw new Error(`Code 128 B cannot carry ${JSON.stringify(ch)}`);
    return code - 32;
  });
  const check = data.reduce((sum, value, i) => sum + (i + 1) * value, startB) % 103;
  return [startB, ...data, check, stop];
}

/** The modules of `text` as a Code 128 B bar code, left to right (true = bar), without quiet zones. */
export function code128Modules(text: string): boolean[] {
  return code128Symbols(text).flatMap((symbol) => [...widths[symbol]!].flatMap((w, i) => Array<boolean>(Number(w)).fill(i % 2 === 0)));
}

/**
 * A grey frame (luma only, `width` × `height`, white 235, black 16) with `modules` drawn as bars
 * `modulePx` wide and `barPx` tall, centred; the rest of the frame is the quiet zone.
 */
export function barsLuma(modules: boolean[], width: number, height: number, modulePx = 3, barPx = 160): Uint8Array {
  if (modules.length * modulePx > width || barPx > height) throw new Error('The bar code does not fit the frame');
  const luma = new Uint8Array(width * height).fill(235);
  const left = Math.floor((width - modules.length * modulePx) / 2);
  const top = Math.floor((height - barPx) / 2);
  for (let y = top; y < top + barPx; y++) {
    for (let x = 0; x < modules.length * modulePx; x++) {
      if (modules[Math.floor(x / modulePx)]) luma[y * width + left + x] = 16;
    }
  }
  return luma;
}

// Code page PC858 (PC850 with € at 0xD5): the code page every receipt is printed in. Our own
// table, so the sanitiser can know what is printable and the decoder can turn bytes back into text.

/** Characters 0x80..0xFF of PC858, in byte order. */
const CP858_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

const toByte = new Map<string, number>();
for (let i = 0; i < CP858_HIGH.length; i++) toByte.set(CP858_HIGH.charAt(i), 0x80 + i);

/** ESC t n value that selects PC858 on Epson-compatible printers. */
export const PC858_ESC_T = 19;

/** True when `ch` (one code point) prints as itself in PC858 (printable ASCII or a table entry). */
export function isCp858Printable(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  if (c >= 0x20 && c < 0x7f) return true;
  return toByte.has(ch) && ch !== '\u00ad' && ch !== '\u00a0';
}

/** Encodes already sanitised text; anything outside PC858 becomes '?' (never another page's bytes). */
export function encodeCp858(text: string): Buffer {
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0x3f;
    if (c >= 0x20 && c < 0x7f) out.push(c);
    else out.push(toByte.get(ch) ?? 0x3f);
  }
  return Buffer.from(out);
}

/** Decodes one PC858 byte into its character. */
export function decodeCp858Byte(b: number): string {
  if (b < 0x80) return String.fromCharCode(b);
  return CP858_HIGH.charAt(b - 0x80);
}

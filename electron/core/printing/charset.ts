// The code pages a receipt printer may be told to use (ESC t n), as our own tables: the sanitiser
// knows what is printable, the encoder writes PC858 bytes and the decoder turns the bytes a printer
// got back into the text it prints (a table the printer maps a number to, PC858 or not).

/** Characters 0x80..0xFF of each table, in byte order. */
const HIGH = {
  /** PC858: PC850 with € at 0xD5, the code page every receipt is printed in. */
  PC858:
    'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0',
  /** CP772 (Lithuanian, Cyrillic): what a Star printer prints under Epson's number of PC858 (19). */
  CP772:
    'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмноп░▒▓│┤ĄČĘĖ╣║╗╝ĮŠ┐└┴┬├─┼ŲŪ╚╔╩╦╠═╬Žąčęėįšųūž┘┌█▄▌▐▀рстуфхцчшщъыьэюяЁё≥≤„“÷≈°∙·√ⁿ²■\u00a0',
} as const;

export type CodePage = keyof typeof HIGH;

const toByte = new Map<string, number>();
for (let i = 0; i < HIGH.PC858.length; i++) toByte.set(HIGH.PC858.charAt(i), 0x80 + i);

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

/** Decodes one byte (0x80..0xFF) of a code page into the character the printer prints. */
export function decodeHighByte(page: CodePage, b: number): string {
  return HIGH[page].charAt(b - 0x80);
}

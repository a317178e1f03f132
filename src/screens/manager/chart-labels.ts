// Long names on chart axes: wrapped on two lines, the rest abbreviated (the full name is the tooltip).

/** A name cut to `max` characters with an ellipsis. */
export function abbreviate(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, Math.max(1, max - 1)).trimEnd()}…` : name;
}

/** A name on up to two lines of `max` characters, the rest abbreviated. */
export function tickLines(name: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if (`${line} ${word}`.length <= max) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const shown = lines.slice(0, 2);
  if (lines.length > 2) shown[1] = `${shown[1]} ${lines.slice(2).join(' ')}`;
  return shown.map((l, i) => (i === shown.length - 1 || l.length > max ? abbreviate(l, max) : l));
}

/**
 * Greedy line breaking for the PDF report: paragraphs kept, words broken at spaces, a word wider than the line
 * broken between characters (URLs, long names). Pure: the caller measures text in its font.
 */
export function wrapText(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const word of paragraph.split(/[ \t]+/).filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (widthOf(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      // A word wider than a line: as many characters as fit on each line.
      let rest = word;
      while (widthOf(rest) > maxWidth) {
        const chars = Array.from(rest);
        let take = 1;
        while (take < chars.length && widthOf(chars.slice(0, take + 1).join('')) <= maxWidth) take += 1;
        lines.push(chars.slice(0, take).join(''));
        rest = chars.slice(take).join('');
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

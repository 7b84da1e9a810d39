/** One run of a suggestion's text: typed (`match`) or not. */
export interface TextPart {
  text: string;
  match: boolean;
}

const isWordStart = (text: string, index: number) => index === 0 || /[\s\-/(&'"]/.test(text[index - 1] ?? '');

/**
 * The typed part of a suggestion, to draw with <mark>.
 * Each word typed marks its first occurrence at the start of a word of the
 * suggestion (case-insensitive: "ver" marks "Ver" in "maison verlaine"), or,
 * when no word starts with it, its first occurrence anywhere. The parts put
 * back together are always the suggestion exactly, so what is read out is
 * the plain text.
 */
export function highlightParts(text: string, typed: string): TextPart[] {
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of typed.toLowerCase().split(/\s+/).filter(Boolean)) {
    // toLowerCase can change the length of a few letters (İ): then mark nothing rather than the wrong letters.
    if (lower.length !== text.length) break;
    let at = -1;
    for (let i = lower.indexOf(word); i !== -1; i = lower.indexOf(word, i + 1)) {
      if (isWordStart(lower, i)) {
        at = i;
        break;
      }
      if (at === -1) at = i;
    }
    if (at === -1) continue;
    for (let i = at; i < at + word.length; i++) marked[i] = true;
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1);
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, match: marked[i]! });
  }
  return parts;
}

/** A run of plain text, or a web link found in it. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * What may be a web link in text a person typed: http:// or https:// up to a space, an angle
 * bracket, a quote or Chinese punctuation (a link ends before "。" as before a space).
 */
const CANDIDATE = /https?:\/\/[^\s<>"'\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff5b-\uff65]+/giu;

/** Punctuation that ends a sentence rather than the link it follows. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '}', '*']);

const count = (text: string, char: string) => text.split(char).length - 1;

/** The link without the punctuation after it; a closing bracket stays when the link opened it. */
function trimTrailing(link: string): string {
  let end = link.length;
  while (end > 0) {
    const last = link[end - 1]!;
    if (!TRAILING.has(last)) break;
    const body = link.slice(0, end);
    if (last === ')' && count(body, '(') >= count(body, ')')) break;
    end -= 1;
  }
  return link.slice(0, end);
}

/** The address a link may open: only http and https with a host; anything else stays text. */
function safeHref(link: string): string | null {
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits text into plain runs and its http(s) links, in order, so a screen renders the links as
 * links and everything else as text: nothing in the text is ever read as markup.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const link = trimTrailing(match[0]);
    const href = safeHref(link);
    if (!href) continue;
    if (match.index > plainFrom) parts.push({ kind: 'text', text: text.slice(plainFrom, match.index) });
    parts.push({ kind: 'link', text: link, href });
    plainFrom = match.index + link.length;
  }
  if (plainFrom < text.length) parts.push({ kind: 'text', text: text.slice(plainFrom) });
  return parts;
}

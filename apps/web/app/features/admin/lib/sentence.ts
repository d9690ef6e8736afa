/** A piece of a sentence that links somewhere in the back office. */
export interface SentenceLink {
  text: string;
  to: string;
}

export type SentencePart = string | SentenceLink;

/** What fills a placeholder: text, a link, or a sentence of its own. */
export type SentenceValue = string | number | SentenceLink | SentencePart[];

/**
 * A catalogue message with its `{{name}}` placeholders filled, links kept apart from the text
 * around them so that a screen renders them as links; a placeholder with no value stays as written.
 */
export function sentenceOf(message: string, values: Record<string, SentenceValue>): SentencePart[] {
  return message.split(/(\{\{\w+\}\})/).flatMap((piece): SentencePart[] => {
    const name = /^\{\{(\w+)\}\}$/.exec(piece)?.[1];
    const value = name === undefined ? piece : values[name];
    if (value === undefined) return [piece];
    if (Array.isArray(value)) return value;
    if (typeof value === 'object') return [value];
    return String(value) ? [String(value)] : [];
  });
}

/** A sentence as plain text, its links' words kept. */
export function sentenceText(parts: SentencePart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

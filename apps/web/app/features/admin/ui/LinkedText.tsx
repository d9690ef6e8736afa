import { Fragment } from 'react';
import { splitLinks, type TextPart } from '../lib/text-links';

interface LinkedTextProps {
  /** Text a person wrote: a note, a proof's message, a customer's comment. */
  text: string;
  /** A catalogue message holding the text as `{{text}}` ("Message: {{text}}"); the text alone without one. */
  template?: string;
}

/** Each part with where it starts in the text, which keys it. */
function partsAt(text: string): { at: number; part: TextPart }[] {
  let at = 0;
  return splitLinks(text).map((part) => {
    const start = at;
    at += part.text.length;
    return { at: start, part };
  });
}

/**
 * Text with its http(s) links as links, opened in a new tab and giving the site they lead to
 * neither this page nor a ranking; everything else is plain text, never markup.
 */
export function LinkedText({ text, template = '{{text}}' }: LinkedTextProps) {
  const [before = '', after = ''] = template.split('{{text}}');
  return (
    <>
      {before}
      {partsAt(text).map(({ at, part }) =>
        part.kind === 'link' ? (
          <a
            key={at}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-teal-800 underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={at}>{part.text}</Fragment>
        ),
      )}
      {after}
    </>
  );
}

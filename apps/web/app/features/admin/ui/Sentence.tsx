import { Link } from 'react-router';
import type { SentencePart } from '../lib/sentence';

/** A sentence of the back office, its links (an order, a staff member) as links. */
export function Sentence({ parts }: { parts: SentencePart[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts never move.
      <Link key={index} to={part.to} className="font-medium text-teal-800 underline-offset-2 hover:underline">
        {part.text}
      </Link>
    ),
  );
}

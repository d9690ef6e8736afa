import { Chip } from './Chip';

interface OnOffChipProps {
  /** Whether the row is on: shown, published, in use. */
  on: boolean;
  onText: string;
  offText: string;
}

/** A row's status of two: the done tone when it is on, the off tone when it is not. */
export function OnOffChip({ on, onText, offText }: OnOffChipProps) {
  return on ? <Chip tone="done">{onText}</Chip> : <Chip tone="off">{offText}</Chip>;
}

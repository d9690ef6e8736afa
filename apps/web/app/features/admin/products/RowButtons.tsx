const SMALL_BUTTON =
  'inline-flex h-8 min-w-8 items-center justify-center rounded border border-navy/20 bg-white px-2 text-sm font-semibold text-navy hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40';

interface RowButtonsProps {
  index: number;
  count: number;
  /** The buttons' names, each saying which row: "Move option 2 up". */
  labels: { up: string; down: string; remove: string };
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** A row of a list the editor orders: moved one step up or down, or removed, each by its button. */
export function RowButtons({ index, count, labels, onMove, onRemove }: RowButtonsProps) {
  return (
    <div className="flex gap-1">
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-label={labels.up}
        title={labels.up}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-label={labels.down}
        title={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-label={labels.remove}
        title={labels.remove}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

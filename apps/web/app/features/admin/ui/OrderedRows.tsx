import type { ReactNode } from 'react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { type Answer, errorMessage } from '~/lib/api';
import { interpolate } from '~/lib/interpolate';
import { useToast } from '~/ui/toast';
import { movedOrder } from '../lib/moved-order';
import { ROW_BUTTON } from './buttons';
import { ListRows } from './ListRows';

interface OrderedRowsProps<T extends { id: number }> {
  rows: readonly T[];
  /** What a row's move buttons' labels fill in: `{ name: 'Fern Print' }` for "Move {{name}} up". */
  labelValues: (row: T) => Record<string, string>;
  labels: { moveUp: string; moveDown: string };
  /** Saves a new order of the whole list, its ids first to last. */
  order: (ids: number[]) => Promise<Answer<unknown>>;
  /** A row's content and its other buttons, its up and down buttons placed among them. */
  children: (row: T, moveButtons: ReactNode) => ReactNode;
}

/**
 * A list in the order the storefront shows it, each row moved a step up or down with its buttons
 * (a keyboard reaches them as any button): the whole new order is saved at once, then the screen
 * loads again. No second move starts before the first is saved.
 */
export function OrderedRows<T extends { id: number }>({
  rows,
  labelValues,
  labels,
  order,
  children,
}: OrderedRowsProps<T>) {
  const { t } = useTranslation();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [moving, setMoving] = useState(false);

  async function move(index: number, step: -1 | 1) {
    const ids = movedOrder(rows, index, step);
    if (!ids) return;
    setMoving(true);
    try {
      toast('success', (await order(ids)).msg);
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
    }
    await revalidator.revalidate();
    setMoving(false);
  }

  return (
    <ListRows rows={rows} as="ol">
      {(row, index) =>
        children(
          row,
          <>
            <button
              type="button"
              className={ROW_BUTTON}
              disabled={moving || index === 0}
              onClick={() => move(index, -1)}
              aria-label={interpolate(labels.moveUp, labelValues(row))}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className={ROW_BUTTON}
              disabled={moving || index === rows.length - 1}
              onClick={() => move(index, 1)}
              aria-label={interpolate(labels.moveDown, labelValues(row))}
            >
              <span aria-hidden="true">↓</span>
            </button>
          </>,
        )
      }
    </ListRows>
  );
}

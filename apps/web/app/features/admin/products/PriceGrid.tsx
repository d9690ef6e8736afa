import type { admin } from '@printshop/contract';
import { formatMoney } from '@printshop/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { cellState, cellText, type Drafts, type Sku } from './price-matrix';

/** Every row is this tall, so the grid knows where each is without measuring it. */
const ROW_HEIGHT = 52;
/** Rows drawn beyond the box's edges, so a quick scroll or Tab never meets a blank. */
const OVERSCAN = 12;

const INPUT =
  'h-10 w-28 rounded-lg border bg-white px-2 text-right text-base tabular-nums outline-none focus:border-teal-700 focus:ring-2 focus:ring-teal/30';
const INPUT_STATE = {
  kept: 'border-navy/20',
  changed: 'border-amber-500 bg-amber-50 font-semibold',
  invalid: 'border-coral-700 bg-coral-100',
  missing: 'border-dashed border-coral-700/60',
} as const;

interface PriceGridProps {
  groups: admin.PriceMatrix['groups'];
  /** The combinations the filters leave, in the matrix's order. */
  rows: readonly Sku[];
  drafts: Drafts;
  onType: (codes: string, text: string) => void;
  /** Held while a save is on its way: its answer replaces the prices. */
  busy: boolean;
}

/**
 * The combinations as a grid: a column per option group with the value's label, and the price as
 * an input, marked when changed (with the saved price beside it), when it holds no number, or
 * when the combination has no price yet.
 * A product may sell 2,500 combinations: only the rows in and near the box's view are drawn, the
 * others stand in as the space they would take, so typing and scrolling stay quick. The box
 * scrolls both ways on its own; the page never scrolls sideways.
 */
export function PriceGrid({ groups, rows, drafts, onType, busy }: PriceGridProps) {
  const texts = useAdminTexts();
  const labels = texts.productPrices;
  const { lang } = useRootData();
  const box = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.codes ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const above = items[0]?.start ?? 0;
  const below = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columns = groups.length + 1;

  return (
    <div
      ref={box}
      className="max-h-[70vh] min-h-40 overflow-auto overscroll-contain rounded-xl border border-navy/10 bg-white shadow-sm"
    >
      <table
        aria-label={labels.grid}
        aria-rowcount={rows.length + 1}
        className="w-full table-fixed border-separate border-spacing-0 text-sm"
        style={{ minWidth: `${groups.length * 8 + 14}rem` }}
      >
        <thead className="sticky top-0 z-10 bg-sand text-left text-navy/80">
          <tr aria-rowindex={1}>
            {groups.map((group) => (
              <th
                key={group.name}
                scope="col"
                className="truncate border-b border-navy/10 px-3 py-2.5 font-semibold"
              >
                {group.name}
              </th>
            ))}
            <th
              scope="col"
              className="sticky right-0 w-56 border-b border-l border-navy/10 bg-sand px-3 py-2.5 font-semibold"
            >
              {labels.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {above > 0 ? (
            <tr>
              <td colSpan={columns} style={{ height: above }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const sku = rows[item.index]!;
            const state = cellState(sku, drafts);
            const combination = sku.values.join(' · ');
            return (
              <tr
                key={item.key}
                aria-rowindex={item.index + 2}
                data-state={state}
                style={{ height: ROW_HEIGHT }}
                className={state === 'kept' || state === 'missing' ? '' : 'bg-amber-50/60'}
              >
                {groups.map((group, index) => (
                  <td
                    key={group.name}
                    title={sku.values[index]}
                    className="truncate border-b border-navy/5 px-3"
                  >
                    {sku.values[index]}
                  </td>
                ))}
                {/* Kept in view at the right while a narrow screen scrolls the labels sideways. */}
                <td
                  className={`sticky right-0 border-b border-l border-navy/5 px-3 whitespace-nowrap ${state === 'kept' || state === 'missing' ? 'bg-white' : 'bg-amber-50'}`}
                >
                  <input
                    type="number"
                    inputMode="decimal"
                    step={0.01}
                    min={0.01}
                    aria-label={interpolate(labels.priceOf, { combination })}
                    aria-invalid={state === 'invalid' ? true : undefined}
                    value={cellText(sku, drafts)}
                    disabled={busy}
                    onChange={(event) => onType(sku.codes, event.target.value)}
                    className={`${INPUT} ${INPUT_STATE[state]}`}
                  />
                  {state === 'kept' ? null : (
                    <span className="ml-2 text-xs text-navy/70">
                      {sku.price === null
                        ? labels.noPrice
                        : interpolate(labels.was, { price: formatMoney(sku.price, lang) })}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
          {below > 0 ? (
            <tr>
              <td colSpan={columns} style={{ height: below }} />
            </tr>
          ) : null}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="p-6 text-center text-navy/70">{labels.noneShown}</p> : null}
    </div>
  );
}

import type { admin } from '@printshop/contract';

/** The drawing's size in SVG units: it scales to its box, keeping these proportions. */
export const CHART = { width: 640, height: 180, left: 80, bottom: 24, top: 8 } as const;

export type SalesFigure = 'orders' | 'revenue';

interface Bar {
  date: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface BarChart {
  bars: Bar[];
  /** The value at the top of the axis: a round number at or above the largest bar. */
  top: number;
  /** The axis's labelled values, bottom to top: nought, the middle (unless half an order) and the top. */
  ticks: number[];
}

/** The smallest of 1, 2, 2.5, 5 × 10ⁿ at or above `value`, so the axis reads in round steps; 1 for nothing. */
export function roundTop(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((multiple) => multiple * power >= value) ?? 10;
  return step * power;
}

/**
 * One bar per day of one figure, oldest on the left, their heights in proportion to the axis's
 * round top; a gap of a fifth of a bar's slot keeps neighbours apart.
 */
export function barChart(days: readonly admin.Dashboard['days'][number][], figure: SalesFigure): BarChart {
  const values = days.map((day) => day[figure]);
  const top = roundTop(Math.max(0, ...values));
  const plotWidth = CHART.width - CHART.left;
  const plotHeight = CHART.height - CHART.bottom - CHART.top;
  const slot = days.length > 0 ? plotWidth / days.length : 0;
  const bars = days.map((day, index) => {
    const height = (Math.max(0, day[figure]) / top) * plotHeight;
    return {
      date: day.date,
      value: day[figure],
      x: CHART.left + index * slot + slot * 0.1,
      y: CHART.top + plotHeight - height,
      width: slot * 0.8,
      height,
    };
  });
  // Orders are counted: an axis never reads half an order.
  const ticks = [0, top / 2, top].filter((tick) => figure === 'revenue' || Number.isInteger(tick));
  return { bars, top, ticks };
}

/** Where an axis value sits on the drawing. */
export function tickY(value: number, top: number): number {
  const plotHeight = CHART.height - CHART.bottom - CHART.top;
  return CHART.top + plotHeight - (value / top) * plotHeight;
}

import { describe, expect, it } from 'vitest';
import { barChart, CHART, roundTop, tickY } from './sales-chart';

const day = (date: string, orders: number, revenue: number) => ({ date, orders, revenue });
const plotBottom = CHART.height - CHART.bottom;

describe('roundTop', () => {
  it('rounds the largest value up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([1, 3, 7, 10, 12, 24, 26, 180, 1234.5].map(roundTop)).toEqual([
      1, 5, 10, 10, 20, 25, 50, 200, 2000,
    ]);
    expect(roundTop(0.3)).toBe(0.5);
  });

  it('gives an empty chart an axis of one', () => {
    expect(roundTop(0)).toBe(1);
  });
});

describe('barChart', () => {
  const days = [day('2026-11-20', 0, 0), day('2026-11-21', 3, 120.5), day('2026-11-22', 1, 40)];

  it('draws one bar per day, oldest on the left, in equal slots across the plot', () => {
    const { bars } = barChart(days, 'orders');
    expect(bars.map((bar) => bar.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    const slot = (CHART.width - CHART.left) / 3;
    expect(bars.map((bar) => bar.x)).toEqual(
      [0, 1, 2].map((index) => CHART.left + index * slot + slot * 0.1),
    );
    for (const bar of bars) expect(bar.width).toBeCloseTo(slot * 0.8);
  });

  it('sizes bars against the axis’s round top, each standing on the axis', () => {
    const { bars, top } = barChart(days, 'revenue');
    expect(top).toBe(200);
    const plotHeight = plotBottom - CHART.top;
    expect(bars.map((bar) => bar.height)).toEqual([0, (120.5 / 200) * plotHeight, (40 / 200) * plotHeight]);
    for (const bar of bars) expect(bar.y + bar.height).toBeCloseTo(plotBottom);
  });

  it('labels nought, the middle and the top, but never half an order', () => {
    expect(barChart(days, 'revenue').ticks).toEqual([0, 100, 200]);
    expect(barChart(days, 'orders').ticks).toEqual([0, 5]);
    expect(barChart([day('2026-11-22', 4, 0)], 'orders').ticks).toEqual([0, 2.5, 5].filter(Number.isInteger));
  });

  it('draws a month without sales as flat bars under an axis of one', () => {
    const { bars, top } = barChart([day('2026-11-21', 0, 0), day('2026-11-22', 0, 0)], 'revenue');
    expect(top).toBe(1);
    expect(bars.every((bar) => bar.height === 0)).toBe(true);
  });

  it('puts an axis value at its height on the drawing', () => {
    expect(tickY(0, 200)).toBe(plotBottom);
    expect(tickY(200, 200)).toBe(CHART.top);
  });
});

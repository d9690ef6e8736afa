import { type admin, formatMoney } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { barChart, CHART, type SalesFigure, tickY } from './sales-chart';

type Day = admin.Dashboard['days'][number];

const BAR_COLOUR: Record<SalesFigure, string> = { orders: 'fill-navy-700', revenue: 'fill-teal-700' };

/**
 * One figure per day as bars: drawn in SVG by hand (docs/decisions/071-the-dashboard-chart-is-a-hand-drawn-svg.md): the picture is named
 * for screen readers, each bar says its day and value on hover, and the figures table beside it
 * says all of it in words.
 */
function Bars({
  days,
  figure,
  format,
}: {
  days: Day[];
  figure: SalesFigure;
  format: (value: number) => string;
}) {
  const texts = useAdminTexts();
  const clock = useAdminTime();
  const chart = barChart(days, figure);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-semibold">{texts.dashboard.sales[figure]}</figcaption>
      <svg role="img" viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="h-auto w-full text-[12px]">
        <title>{texts.dashboard.sales[figure]}</title>
        {chart.ticks.map((tick) => (
          <g key={tick} className="fill-navy/60 stroke-navy/10">
            <line x1={CHART.left} x2={CHART.width} y1={tickY(tick, chart.top)} y2={tickY(tick, chart.top)} />
            <text
              x={CHART.left - 6}
              y={tickY(tick, chart.top)}
              textAnchor="end"
              dominantBaseline="middle"
              stroke="none"
            >
              {format(tick)}
            </text>
          </g>
        ))}
        {chart.bars.map((bar) => (
          <rect
            key={bar.date}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx={2}
            className={BAR_COLOUR[figure]}
          >
            <title>{`${clock.day(bar.date)}: ${format(bar.value)}`}</title>
          </rect>
        ))}
        {first && last ? (
          <g className="fill-navy/60">
            <text x={CHART.left} y={CHART.height - 6}>
              {clock.day(first.date)}
            </text>
            <text x={CHART.width} y={CHART.height - 6} textAnchor="end">
              {clock.day(last.date)}
            </text>
          </g>
        ) : null}
      </svg>
    </figure>
  );
}

/** The figures in words, for whoever reads rather than looks. */
function FiguresTable({ days }: { days: Day[] }) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const clock = useAdminTime();
  const { sales } = texts.dashboard;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-teal-800">{sales.figures}</summary>
      <table className="mt-2 w-full max-w-md">
        <thead className="text-left text-navy/70">
          <tr>
            <th scope="col" className="py-1 font-medium">
              {sales.day}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {sales.orders}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {sales.revenue}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-t border-navy/5">
              <th scope="row" className="py-1 text-left font-normal">
                {clock.day(day.date)}
              </th>
              <td className="py-1 text-right">{day.orders}</td>
              <td className="py-1 text-right">{formatMoney(day.revenue, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Paid orders and revenue per day over the dashboard's days (admin.DASHBOARD_DAYS), with totals. */
export function SalesChart({ days }: { days: Day[] }) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const { sales } = texts.dashboard;
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <>
      <p className="text-sm text-navy/75">
        {interpolate(sales.totals, { orders, revenue: formatMoney(revenue, lang), days: days.length })}
      </p>
      <div className="grid gap-4 xl:grid-cols-2">
        <Bars days={days} figure="revenue" format={(value) => formatMoney(value, lang)} />
        <Bars days={days} figure="orders" format={String} />
      </div>
      <FiguresTable days={days} />
    </>
  );
}

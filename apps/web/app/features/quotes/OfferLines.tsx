import { type api, formatMoney } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';

/** A line of the table; on a phone, a small card of its title, quantity and price. */
const ROW = 'border-b border-navy/5 last:border-0 max-sm:grid max-sm:grid-cols-2 max-sm:py-2';

/** The offer's lines: what is made, how many, and the price of each whole line. A list of cards on a phone. */
export function OfferLines({ lines }: { lines: api.OfferLine[] }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <section
      aria-labelledby="offer-lines"
      className="rounded-2xl border border-navy/10 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="offer-lines" className="mb-4 text-lg font-bold tracking-tight">
        {t('offerPage.lines.label')}
      </h2>
      <table className="w-full text-left text-sm sm:text-base">
        <thead className="max-sm:sr-only">
          <tr className="border-b border-navy/10 text-navy/70">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('offerPage.lines.item')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('offerPage.lines.quantity')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              {t('offerPage.lines.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed and may repeat a title.
            <tr key={index} className={ROW}>
              <td className="py-2 pr-3 font-medium break-words max-sm:col-span-2 max-sm:py-0">
                {line.title}
              </td>
              <td className="px-3 py-2 text-right tabular-nums max-sm:px-0 max-sm:py-0 max-sm:text-left max-sm:text-navy/75">
                <span className="sm:sr-only">{t('offerPage.lines.quantity')}: </span>
                {line.quantity.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US')}
              </td>
              <td className="py-2 pl-3 text-right font-semibold tabular-nums max-sm:py-0">
                {formatMoney(line.price, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { AdminSection } from '../ui/AdminSection';

const TABLE = 'w-full min-w-[36rem] text-left text-sm';
const HEAD = 'border-b border-navy/10 bg-sand/50 text-navy/80';
const CELL = 'px-3 py-2 align-top';

/** What a catalogue file changes, product by product, and what is wrong in it, cell by cell. */
export function ImportReport({ report }: { report: admin.ImportReport }) {
  const texts = useAdminTexts().productsCsv;
  const changed = report.products.filter((product) => product.change !== 'unchanged');
  const { errors } = report;
  return (
    <>
      {errors.length > 0 ? (
        <AdminSection id="csv-errors" title={interpolate(texts.errors, { count: report.errorCount })}>
          {report.errorCount > errors.length ? (
            <p className="text-sm">
              {interpolate(texts.errorsFirst, { shown: errors.length, count: report.errorCount })}
            </p>
          ) : null}
          <div className="overflow-x-auto">
            <table className={TABLE} aria-labelledby="csv-errors">
              <thead className={HEAD}>
                <tr>
                  <th scope="col" className={CELL}>
                    {texts.columns.row}
                  </th>
                  <th scope="col" className={CELL}>
                    {texts.columns.column}
                  </th>
                  <th scope="col" className={CELL}>
                    {texts.columns.message}
                  </th>
                </tr>
              </thead>
              <tbody>
                {errors.map((error) => (
                  <tr
                    key={`${error.row}-${error.column}-${error.message}`}
                    className="border-b border-navy/5"
                  >
                    <td className={CELL}>{error.row}</td>
                    <td className={`${CELL} font-mono`}>{error.column}</td>
                    <td className={`${CELL} text-coral-800`}>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </AdminSection>
      ) : null}
      {changed.length > 0 ? (
        <AdminSection id="csv-changes" title={texts.changes}>
          <div className="overflow-x-auto">
            <table className={TABLE} aria-labelledby="csv-changes">
              <thead className={HEAD}>
                <tr>
                  {[
                    texts.columns.row,
                    texts.columns.product,
                    texts.columns.change,
                    texts.columns.fields,
                    texts.columns.prices,
                  ].map((title) => (
                    <th key={title} scope="col" className={CELL}>
                      {title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {changed.map((product) => (
                  <tr key={product.productNo} className="border-b border-navy/5">
                    <td className={CELL}>{product.row}</td>
                    <td className={`${CELL} font-mono`}>{product.productNo}</td>
                    <td className={CELL}>{texts.change[product.change]}</td>
                    <td className={`${CELL} font-mono`}>{product.columns.join(', ')}</td>
                    <td className={CELL}>{product.prices}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </AdminSection>
      ) : null}
    </>
  );
}

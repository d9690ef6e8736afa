import type { admin } from '@printshop/contract';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { interpolate } from '~/lib/interpolate';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { backToList } from '../lib/opened-from';
import { useAdminApi } from '../lib/use-admin-api';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { RefusalNote } from '../ui/RefusalNote';
import { PriceGrid } from './PriceGrid';
import { PriceRulesPanel } from './PriceRulesPanel';
import { GroupFilter, PercentHelper } from './PriceTools';
import {
  changesOf,
  type Drafts,
  filledDrafts,
  filteredRows,
  type GroupFilters,
  movedDrafts,
  unpricedCount,
} from './price-matrix';
import { PRODUCTS_PATH, productPath } from './product-query';

const LINK = 'text-sm font-semibold text-teal-800 hover:underline';

/**
 * /admin/products/:productNo/prices, for owners: a product's price matrix, a row per combination
 * of its options, those not priced yet among them. Prices typed (moved by a percentage, or filled
 * from rules) stay on the page, marked, until "Save changes" sends the changed ones in one
 * request, whose answer the grid then shows; "Discard" puts the saved prices back. The server's
 * refusal of a save is shown above the grid.
 */
export function PricesPage({ matrix: loaded }: { matrix: admin.PriceMatrix }) {
  const texts = useAdminTexts();
  const labels = texts.productPrices;
  const { t } = useTranslation();
  const client = useAdminApi();
  const toast = useToast();
  const location = useLocation();
  const [matrix, setMatrix] = useState(loaded);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [filters, setFilters] = useState<GroupFilters>(() => matrix.groups.map(() => ''));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = useMemo(
    () => filteredRows(matrix.groups, matrix.skus, filters),
    [matrix.groups, matrix.skus, filters],
  );
  const changes = useMemo(() => changesOf(matrix.skus, drafts), [matrix.skus, drafts]);
  const touched = changes.cells.length > 0 || changes.invalid > 0;
  const unpriced = unpricedCount(matrix.skus);

  function type(codes: string, text: string) {
    setDrafts((current) => ({ ...current, [codes]: text }));
  }

  function discard() {
    setDrafts({});
    setRefusal(null);
  }

  async function save() {
    if (changes.invalid > 0) {
      setRefusal(labels.notNumbers);
      return;
    }
    if (changes.cells.length === 0) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await client.callWithMsg('adminSaveProductPrices', {
        productNo: matrix.productNo,
        skus: changes.cells,
      });
      setMatrix(answer.data);
      setDrafts({});
      toast('success', answer.msg);
    } catch (error) {
      setRefusal(errorMessage(error, t('api.unreachable')));
    }
    setBusy(false);
  }

  return (
    <div className="grid min-w-0 gap-5">
      <header className="grid gap-2">
        <p className="flex flex-wrap gap-x-5 gap-y-1">
          <Link to={backToList(location.state, PRODUCTS_PATH)} className={LINK}>
            {labels.back}
          </Link>
          <Link to={productPath(matrix.productNo)} state={location.state} className={LINK}>
            {labels.editProduct}
          </Link>
        </p>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          {interpolate(labels.title, { name: matrix.name })}
        </h1>
        <p className="text-sm text-navy/70">
          {interpolate(labels.summary, { productNo: matrix.productNo, count: matrix.skus.length })}
          {unpriced > 0 ? ` · ${interpolate(labels.unpriced, { count: unpriced })}` : null}
        </p>
        <p className="max-w-3xl text-sm text-navy/70">{labels.intro}</p>
      </header>
      <PriceRulesPanel
        groups={matrix.groups}
        disabled={busy}
        onFill={(prices) => setDrafts(filledDrafts(prices))}
      />
      <section
        aria-label={labels.filters.label}
        className="grid gap-4 rounded-xl border border-navy/10 bg-white p-4 shadow-sm"
      >
        <GroupFilter groups={matrix.groups} filters={filters} onChange={setFilters} />
        <PercentHelper
          shown={rows.length}
          disabled={busy}
          onApply={(percent) => setDrafts((current) => movedDrafts(rows, current, percent))}
        />
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="mr-auto text-sm text-navy/70">
          {interpolate(labels.showing, { shown: rows.length, count: matrix.skus.length })}
        </p>
        <button type="button" onClick={discard} disabled={busy || !touched} className={SECONDARY_BUTTON}>
          {labels.discard}
        </button>
        <button type="button" onClick={save} disabled={busy || !touched} className={PRIMARY_BUTTON}>
          {busy ? labels.saving : interpolate(labels.save, { count: changes.cells.length })}
        </button>
      </div>
      <RefusalNote message={refusal} />
      <PriceGrid groups={matrix.groups} rows={rows} drafts={drafts} onType={type} busy={busy} />
    </div>
  );
}

import { admin, routeHref } from '@printshop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { ADMIN_ENDPOINTS } from '../lib/admin-endpoints';
import { useAdminApi } from '../lib/use-admin-api';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { RefusalNote } from '../ui/RefusalNote';
import { ImportReport } from './ImportReport';

const changedCount = (report: admin.ImportReport) =>
  report.products.filter((product) => product.change !== 'unchanged').length;

/**
 * /admin/products/csv: the catalogue exported as CSV, and a file imported in two steps: a check
 * (a dry run) that lists every change and error by row, then, only for a file without errors,
 * the import of that same file in one transaction.
 */
export function CatalogueCsvPage() {
  const texts = useAdminTexts().productsCsv;
  const { lang } = useRootData();
  const { t } = useTranslation();
  const client = useAdminApi();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<admin.ImportReport | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(dryRun: 'true' | 'false') {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await client.callWithMsg('adminProductsImport', { file, dryRun });
      setReport(answer.data);
      if (answer.data.written) toast('success', answer.msg);
    } catch (error) {
      setRefusal(errorMessage(error, t('api.unreachable')));
    }
    setBusy(false);
  }

  const changed = report ? changedCount(report) : 0;
  const importable = report?.dryRun && report.errorCount === 0 && changed > 0;
  return (
    <div className="grid gap-5">
      <header className="grid gap-2">
        <Link
          to={admin.ADMIN_SCREENS.products.path}
          className="text-sm font-semibold text-teal-800 hover:underline"
        >
          {texts.back}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{texts.title}</h1>
        <p className="max-w-3xl text-sm text-navy/80">{texts.intro}</p>
      </header>
      {/* A plain link: the browser downloads it with the staff cookie. */}
      <a
        href={routeHref(ADMIN_ENDPOINTS.adminProductsCsv, {}, lang)}
        download
        className={`${SECONDARY_BUTTON} justify-self-start`}
      >
        {texts.export}
      </a>
      <form
        className="flex flex-wrap items-end gap-3 rounded-xl border border-navy/10 bg-white p-4 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          void send('true');
        }}
      >
        <label className="grid gap-1.5 text-sm font-semibold">
          {texts.file}
          <input
            type="file"
            accept=".csv,text/csv"
            className="text-sm font-normal"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setReport(null);
            }}
          />
        </label>
        <button type="submit" className={SECONDARY_BUTTON} disabled={!file || busy}>
          {texts.check}
        </button>
        {importable ? (
          <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={() => void send('false')}>
            {interpolate(texts.import, { count: changed })}
          </button>
        ) : null}
      </form>
      <RefusalNote message={refusal} />
      {report ? (
        <p role="status" className="text-sm font-medium">
          {report.written
            ? interpolate(texts.imported, { changed })
            : changed === 0 && report.errorCount === 0
              ? texts.nothingChanges
              : interpolate(texts.checked, { changed, count: report.products.length })}
        </p>
      ) : null}
      {report ? <ImportReport report={report} /> : null}
    </div>
  );
}

import { useTranslation } from '~/i18n/use-translation';
import type { PageGeometry } from './page-geometry';

/**
 * What shows until the editor runs: the page at its real proportions with its trim and safe area,
 * and the words that it is loading. The server renders it, so it shows before any script.
 */
export function EditorLoading({ page }: { page: PageGeometry }) {
  const { t } = useTranslation();
  const { trim, safe } = page;
  return (
    <div role="status" aria-busy="true" className="grid justify-items-center gap-4 rounded-xl bg-navy/5 p-6">
      <svg
        viewBox={`0 0 ${page.width} ${page.height}`}
        aria-hidden="true"
        className="max-h-[50vh] w-full max-w-2xl animate-pulse bg-white shadow-lg"
      >
        <rect {...trim} fill="none" stroke="#1f2a44" strokeWidth={0.3} />
        <rect {...safe} fill="none" stroke="#137a73" strokeWidth={0.3} strokeDasharray="1.5 1" />
      </svg>
      <p className="text-sm font-medium">{t('designEditor.loading')}</p>
    </div>
  );
}

import { useTranslation } from '~/i18n/use-translation';
import { ChevronRightIcon } from './icons';

export interface Crumb {
  label: string;
  /** Absent for the page itself, the last crumb. */
  href?: string;
}

/** Home, then the given trail; the last crumb is the current page. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [{ label: t('storefront.common.home'), href: '/' }, ...trail];
  return (
    <nav aria-label={t('storefront.common.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-navy/70">
        {crumbs.map((crumb, index) => (
          <li key={crumb.href ?? crumb.label} className="flex items-center gap-1.5">
            {index > 0 ? <ChevronRightIcon width={14} height={14} className="text-navy/40" /> : null}
            {crumb.href ? (
              <a href={crumb.href} className="hover:text-navy hover:underline">
                {crumb.label}
              </a>
            ) : (
              <span aria-current="page" className="font-semibold text-navy">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

import { type ReactNode, useId } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pagerItems } from './pager';

interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  /** The address of another page: every page is a full page load, rendered by the server. */
  hrefFor: (page: number) => string;
  /** The query parameters the page-number form must keep (everything but `page`). */
  params: Record<string, string>;
}

const BOX = 'inline-grid h-10 min-w-10 place-items-center rounded-lg px-2 text-sm font-semibold';

/** docs/product.md's pagination layout: total, previous, pager, next and a page-number jumper. */
export function Pagination({ page, total, pageSize, hrefFor, params }: PaginationProps) {
  const { t } = useTranslation();
  const jumperId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));

  const step = (target: number, label: string, icon: ReactNode) =>
    target >= 1 && target <= pages ? (
      <a href={hrefFor(target)} aria-label={label} className={`${BOX} text-navy hover:bg-sand`}>
        {icon}
      </a>
    ) : (
      <span aria-hidden="true" className={`${BOX} text-navy/25`}>
        {icon}
      </span>
    );

  return (
    <nav
      aria-label={t('storefront.pagination.label')}
      className="flex flex-wrap items-center justify-center gap-x-2 gap-y-3"
    >
      <p className="mr-2 text-sm text-navy/70">{t('storefront.pagination.total', { count: total })}</p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step(page - 1, t('storefront.pagination.previous'), <ChevronLeftIcon />)}</li>
        {pagerItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <a
                href={hrefFor(item)}
                aria-label={t('storefront.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={`${BOX} ${item === page ? 'bg-navy text-white' : 'text-navy hover:bg-sand'}`}
              >
                {item}
              </a>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={`${BOX} text-navy/50`}>
              …
            </li>
          ),
        )}
        <li>{step(page + 1, t('storefront.pagination.next'), <ChevronRightIcon />)}</li>
      </ul>
      <form method="get" className="ml-2 flex items-center gap-2">
        {Object.entries(params).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={jumperId} className="text-sm text-navy/70">
          {t('storefront.pagination.jumpLabel')}
        </label>
        <input
          id={jumperId}
          name="page"
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          defaultValue={page}
          required
          className="h-10 w-16 rounded-lg border border-navy/20 px-2 text-center text-sm outline-none focus:border-teal-700 focus:ring-2 focus:ring-teal/30"
        />
        <button
          type="submit"
          className="h-10 rounded-lg border border-navy/20 px-3 text-sm font-semibold hover:bg-sand"
        >
          {t('storefront.pagination.jumpButton')}
        </button>
      </form>
    </nav>
  );
}

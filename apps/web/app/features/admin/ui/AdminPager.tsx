import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { ChevronLeftIcon, ChevronRightIcon } from '~/ui/icons';
import { pagerItems } from '~/ui/pager';
import { useAdminTexts } from '../i18n/admin-texts';

interface AdminPagerProps {
  page: number;
  total: number;
  size: number;
  /** The address of another page of the same view. */
  hrefFor: (page: number) => string;
}

const BOX = 'inline-grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-semibold';

/**
 * The pages of a back-office list, as links the router follows in the page (the storefront's
 * pagination loads each page afresh from the server, which renders no back-office screen).
 */
export function AdminPager({ page, total, size, hrefFor }: AdminPagerProps) {
  const texts = useAdminTexts();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages === 1) return null;
  const step = (target: number, label: string, icon: ReactNode) =>
    target >= 1 && target <= pages ? (
      <Link to={hrefFor(target)} aria-label={label} className={`${BOX} hover:bg-white`}>
        {icon}
      </Link>
    ) : (
      <span aria-hidden="true" className={`${BOX} text-navy/25`}>
        {icon}
      </span>
    );
  return (
    <nav aria-label={texts.pager.label} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step(page - 1, texts.pager.previous, <ChevronLeftIcon />)}</li>
        {pagerItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={interpolate(texts.pager.page, { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={`${BOX} ${item === page ? 'bg-navy text-white' : 'hover:bg-white'}`}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={`${BOX} text-navy/50`}>
              …
            </li>
          ),
        )}
        <li>{step(page + 1, texts.pager.next, <ChevronRightIcon />)}</li>
      </ul>
    </nav>
  );
}

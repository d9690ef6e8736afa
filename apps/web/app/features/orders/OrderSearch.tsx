import { MAX_LENGTH, ORDER_FILTER } from '@printshop/contract';
import { useId } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { SearchIcon } from '~/ui/icons';
import type { OrderListParams } from './order-params';

/**
 * A GET form back to /order: Enter or the icon searches within the chosen filter, from page 1,
 * and the text lands in the address like the rest of the page's state.
 */
export function OrderSearch({ params }: { params: OrderListParams }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <search className="min-w-0">
      <form action="/order" method="get" className="flex w-full">
        {params.sta !== ORDER_FILTER.all ? <input type="hidden" name="sta" value={params.sta} /> : null}
        <label htmlFor={id} className="sr-only">
          {t('ordersPage.search.label')}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={params.q}
          maxLength={MAX_LENGTH.orderSearch}
          placeholder={t('ordersPage.search.placeholder')}
          enterKeyHint="search"
          className="h-11 min-w-0 flex-1 rounded-l-full border border-r-0 border-navy/20 bg-white pl-5 text-base text-navy outline-none placeholder:text-navy/50 focus:border-teal-700 focus:ring-2 focus:ring-teal/30"
        />
        <button
          type="submit"
          aria-label={t('ordersPage.search.button')}
          className="inline-flex h-11 w-12 items-center justify-center rounded-r-full bg-navy text-white hover:bg-navy-700"
        >
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}

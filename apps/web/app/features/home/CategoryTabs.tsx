import type { api } from '@printshop/contract';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { categoryHref } from '~/lib/links';
import { useApi } from '~/lib/root-data';
import { Carousel } from '~/ui/Carousel';
import { ArrowRightIcon } from '~/ui/icons';
import { ProductTile } from '~/ui/ProductTile';

/** Products per tab: a carousel's worth, not a category page. */
const TAB_PRODUCTS = 12;

const PANEL_ID = 'browse-panel';

type Loaded = Partial<Record<number, api.ProductListItem[]>>;

/** What a tab needs of its category. */
export type TabCategory = Pick<api.HomeCategory, 'pid' | 'typeName'>;

/**
 * Browse by Category: a tab per category, each with a carousel of its products. The server
 * renders the tabs; every tab's products load in the browser, the first tab's once the page runs.
 */
export function CategoryTabs({ categories }: { categories: TabCategory[] }) {
  const { t } = useTranslation();
  const browserApi = useApi();
  const [active, setActive] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({});
  const [failed, setFailed] = useState<string | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const load = useCallback(
    async (pid: number) => {
      setFailed(null);
      try {
        const page = await browserApi.call('categoryIntoData', {
          pid,
          level: 1,
          pagesize: 1,
          pagenum: TAB_PRODUCTS,
        });
        setLoaded((current) => ({ ...current, [pid]: page.productList }));
      } catch (error) {
        setFailed(errorMessage(error, t('storefront.common.loadFailed')));
      }
    },
    [browserApi, t],
  );

  const firstPid = categories[0]?.pid;
  useEffect(() => {
    if (firstPid !== undefined) void load(firstPid);
  }, [firstPid, load]);

  const category = categories[active];
  if (!category) return null;
  const products = loaded[category.pid];

  function select(index: number) {
    const target = categories[index];
    if (!target) return;
    setActive(index);
    if (!loaded[target.pid]) void load(target.pid);
  }

  /** Arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern). */
  function onKeyDown(event: KeyboardEvent) {
    const last = categories.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
    tabs.current[target]?.focus();
  }

  return (
    <section aria-labelledby="browse-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h2 id="browse-heading" className="text-2xl font-bold tracking-tight desktop:text-3xl">
        {t('storefront.home.browse')}
      </h2>
      <div
        role="tablist"
        aria-labelledby="browse-heading"
        onKeyDown={onKeyDown}
        className="-mx-4 mt-5 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {categories.map((item, index) => (
          <button
            key={item.pid}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`browse-tab-${item.pid}`}
            aria-selected={index === active}
            aria-controls={PANEL_ID}
            tabIndex={index === active ? 0 : -1}
            onClick={() => select(index)}
            className={`h-10 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
              index === active
                ? 'border-navy bg-navy text-white'
                : 'border-navy/15 bg-white hover:border-navy'
            }`}
          >
            {item.typeName}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={`browse-tab-${category.pid}`}
        aria-busy={!products && !failed}
        className="mt-6"
      >
        {products && products.length === 0 ? (
          <p className="rounded-2xl bg-sand p-8 text-center text-navy/75">
            {t('storefront.home.noProducts')}
          </p>
        ) : products ? (
          <Carousel
            key={category.pid}
            label={category.typeName}
            heading={
              <a
                href={categoryHref(category.pid, 1)}
                className="inline-flex items-center gap-1 font-semibold text-teal-700 hover:underline"
              >
                {t('storefront.home.viewAll', { name: category.typeName })}
                <ArrowRightIcon width={18} height={18} />
              </a>
            }
            items={products}
            itemKey={(product) => product.product_no}
            renderItem={(product) => (
              <ProductTile
                product={product}
                sizes="(min-width: 1280px) 290px, (min-width: 1024px) 24vw, 50vw"
              />
            )}
            slideClassName="basis-1/2 desktop:basis-1/4"
          />
        ) : failed ? (
          <div className="grid justify-items-center gap-3 rounded-2xl bg-sand p-8 text-center">
            <p>{failed}</p>
            <button
              type="button"
              onClick={() => load(category.pid)}
              className="h-10 rounded-full bg-navy px-5 text-sm font-semibold text-white hover:bg-navy-700"
            >
              {t('storefront.common.retry')}
            </button>
          </div>
        ) : (
          <ul aria-hidden="true" className="grid grid-cols-2 gap-3 desktop:grid-cols-4 desktop:gap-5">
            {[0, 1, 2, 3].map((slot) => (
              <li
                key={slot}
                className={`aspect-[3/4] animate-pulse rounded-2xl bg-sand ${slot > 1 ? 'hidden desktop:block' : ''}`}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

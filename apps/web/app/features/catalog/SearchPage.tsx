import { type api, PAGE_SIZE } from '@printshop/contract';
import { SearchForm } from '~/features/search/SearchForm';
import { useTranslation } from '~/i18n/use-translation';
import { categoryHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';
import { Pagination } from '~/ui/Pagination';
import { ProductGrid } from './ProductGrid';

/** One page of the results for a search text. */
export function searchHref(term: string, page: number): string {
  const params = new URLSearchParams({ search: term });
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

/** Category links as pills: the shop's top categories, or those the search offers instead. */
function CategoryPills({ categories }: { categories: api.CategoryPageLink[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-2">
      {categories.map((category) => (
        <li key={category.id}>
          <a
            href={categoryHref(category.id, category.level)}
            className="inline-flex h-10 items-center rounded-full border border-navy/15 bg-white px-4 text-sm font-semibold hover:border-navy hover:bg-sand"
          >
            {category.typeName}
          </a>
        </li>
      ))}
    </ul>
  );
}

function TopCategories() {
  const { header } = useRootData();
  return (
    <CategoryPills
      categories={header.categoryFirst.map(({ id, typeName }) => ({ id, typeName, level: 1 }))}
    />
  );
}

interface SearchPageProps {
  /** Null when the address carries no search text: the page asks for one. */
  term: string | null;
  result: api.SearchResult | null;
  page: number;
}

export function SearchPage({ term, result, page }: SearchPageProps) {
  const { t } = useTranslation();

  if (term === null || result === null) {
    return (
      <section className="mx-auto grid max-w-2xl justify-items-center gap-5 px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('storefront.search.promptTitle')}</h1>
        <p className="text-navy/75">{t('storefront.search.prompt')}</p>
        <SearchForm className="w-full max-w-lg" />
        <TopCategories />
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-6 grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {t('storefront.search.heading', { term })}
        </h1>
        <p className="text-navy/70">{t('storefront.search.count', { count: result.total })}</p>
      </div>
      {result.list.length > 0 ? (
        <>
          <h2 className="sr-only">{t('storefront.category.products')}</h2>
          <ProductGrid products={result.list} />
          <div className="mt-8">
            <Pagination
              page={page}
              total={result.total}
              pageSize={PAGE_SIZE.search}
              hrefFor={(target) => searchHref(term, target)}
              params={{ search: term }}
            />
          </div>
        </>
      ) : (
        <div className="grid justify-items-center gap-4 rounded-3xl bg-sand px-4 py-12 text-center">
          <h2 className="text-xl font-bold break-words">{t('storefront.search.emptyTitle', { term })}</h2>
          <p className="max-w-md text-navy/75">{t('storefront.search.emptyText')}</p>
          <SearchForm label={t('storefront.search.searchAgain')} className="w-full max-w-lg" />
          {result.categories.length > 0 ? (
            <nav aria-labelledby="search-instead" className="grid gap-3">
              <h3 id="search-instead" className="font-semibold">
                {t('storefront.search.insteadTitle')}
              </h3>
              <CategoryPills categories={result.categories} />
            </nav>
          ) : (
            <TopCategories />
          )}
        </div>
      )}
    </section>
  );
}

import { type api, PAGE_SIZE } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { categoryHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';
import { Breadcrumb, type Crumb } from '~/ui/Breadcrumb';
import { Img } from '~/ui/Img';
import { Pagination } from '~/ui/Pagination';
import { Prose } from '~/ui/Prose';
import { ProductGrid } from './ProductGrid';

interface CategoryPageProps {
  data: api.CategoryPage;
  level: 1 | 2;
  page: number;
}

export function CategoryPage({ data, level, page }: CategoryPageProps) {
  const { t } = useTranslation();
  const { header } = useRootData();
  const { type: category, productList, total } = data;
  const parent = header.categoryFirst.find((first) => first.id === category.parentId);
  const trail: Crumb[] = parent
    ? [{ label: parent.typeName, href: categoryHref(parent.id, 1) }, { label: category.typeName }]
    : [{ label: category.typeName }];

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-5 sm:px-6">
        <Breadcrumb trail={trail} />
      </div>

      <section className="mx-auto mt-4 max-w-7xl px-4 sm:px-6">
        {/* The banner art sits on the right of a wide picture: its left side is room for the text. */}
        <div className="relative overflow-hidden rounded-3xl bg-sand">
          <Img
            src={category.img}
            alt=""
            width={1600}
            height={400}
            sizes="(min-width: 1280px) 1232px, 100vw"
            priority
            className="aspect-[2/1] w-full object-cover object-right md:aspect-[4/1]"
          />
          <div className="grid gap-3 p-6 md:absolute md:inset-y-0 md:left-0 md:w-1/2 md:content-center md:p-10">
            <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
              {category.typeName}
            </h1>
            <p className="leading-relaxed text-navy/80">{category.remark}</p>
          </div>
        </div>
      </section>

      {level === 1 && category.children.length > 0 ? (
        <nav aria-labelledby="subcategories-heading" className="mx-auto mt-6 max-w-7xl px-4 sm:px-6">
          <h2 id="subcategories-heading" className="sr-only">
            {t('storefront.category.subcategories')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {category.children.map((child) => (
              <li key={child.id}>
                <a
                  href={categoryHref(child.id, 2)}
                  className="inline-flex h-10 items-center rounded-full border border-navy/15 bg-white px-4 text-sm font-semibold hover:border-navy hover:bg-sand"
                >
                  {child.typeName}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <section aria-labelledby="products-heading" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h2 id="products-heading" className="mb-5 text-2xl font-bold tracking-tight">
          {t('storefront.category.products')}
        </h2>
        {productList.length > 0 ? (
          <ProductGrid products={productList} />
        ) : (
          <p className="rounded-2xl bg-sand p-8 text-center text-navy/75">{t('storefront.category.empty')}</p>
        )}
        {total > 0 ? (
          <div className="mt-8">
            <Pagination
              page={page}
              total={total}
              pageSize={PAGE_SIZE.category}
              hrefFor={(target) => categoryPageHref(category.id, level, target)}
              params={{ no: String(category.id), level: String(level) }}
            />
          </div>
        ) : null}
      </section>

      {category.content ? (
        <section className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
          <Prose html={category.content} className="max-w-3xl" />
        </section>
      ) : null}
    </>
  );
}

/** One page of a category's products; the first page is the category's own address. */
export function categoryPageHref(id: number, level: 1 | 2, page: number): string {
  const base = categoryHref(id, level);
  return page > 1 ? `${base}&page=${page}` : base;
}

import { type admin, type Lang, pick } from '@printshop/contract';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { FilterForm } from '../ui/FilterForm';
import { FilterSelect } from '../ui/FilterSelect';
import {
  TEMPLATE_VISIBILITIES,
  type TemplatesQuery,
  templatesQueryOf,
  templatesSearch,
} from './template-query';

/** A product as the choices name it: its number and its name in the reader's language. */
export const productLabel = (product: admin.AdminDesignProductRow, lang: Lang) =>
  `${product.productNo} · ${pick(product.name, lang)}`;

/**
 * The templates list's filters: a product, and published or hidden. Applying them changes the
 * address (the view can be linked and reloaded) and goes back to the first page.
 */
export function TemplateFilters({
  query,
  products,
}: {
  query: TemplatesQuery;
  products: admin.AdminDesignProductRow[];
}) {
  const texts = useAdminTexts().designTemplates;
  const { lang } = useRootData();
  const { filters } = texts;
  return (
    <FilterForm
      texts={filters}
      query={query}
      queryOf={templatesQueryOf}
      searchOf={templatesSearch}
      className="sm:grid-cols-2 lg:grid-cols-3"
    >
      <FilterSelect
        label={filters.product}
        name="productNo"
        value={query.productNo || undefined}
        anyLabel={filters.any}
        choices={products.map((product) => ({
          value: product.productNo,
          label: productLabel(product, lang),
        }))}
      />
      <FilterSelect
        label={filters.visibility}
        name="visibility"
        value={query.visibility}
        anyLabel={filters.any}
        choices={TEMPLATE_VISIBILITIES.map((visibility) => ({ value: visibility, label: texts[visibility] }))}
      />
    </FilterForm>
  );
}

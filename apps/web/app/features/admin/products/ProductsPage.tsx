import { Link } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { useViewSelection } from '../orders/use-view-selection';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { ListHeading } from '../ui/ListHeading';
import { ListResults } from '../ui/ListResults';
import { ProductFilters } from './ProductFilters';
import { ProductsTable } from './ProductsTable';
import {
  NEW_PRODUCT_PATH,
  PRODUCTS_CSV_PATH,
  type ProductsQuery,
  productsPath,
  productsSearch,
} from './product-query';
import { RepriceProducts } from './RepriceProducts';

interface ProductsPageProps {
  query: ProductsQuery;
  result: AdminCallOutput<'adminProductList'>;
}

/**
 * /admin/products, for owners: the catalogue's products matching the view's filters, a page at a
 * time, each leading to its editor and its price matrix; the products picked on the page can have
 * every price moved by a percentage at once. A new product starts from "New product".
 */
export function ProductsPage({ query, result }: ProductsPageProps) {
  const texts = useAdminTexts();
  const labels = texts.products;
  const [selection, setSelection] = useViewSelection(productsSearch(query));
  const picked = result.list.filter((row) => selection[row.productNo]).map((row) => row.productNo);
  return (
    <div className="grid gap-5">
      <ListHeading title={labels.title} found={interpolate(labels.found, { count: result.total })}>
        <div className="flex flex-wrap gap-2">
          <Link to={PRODUCTS_CSV_PATH} className={SECONDARY_BUTTON}>
            {texts.productsCsv.open}
          </Link>
          <Link to={NEW_PRODUCT_PATH} className={PRIMARY_BUTTON}>
            {labels.newProduct}
          </Link>
        </div>
      </ListHeading>
      <ProductFilters query={query} categories={result.categories} />
      <RepriceProducts productNos={picked} onDone={() => setSelection({})} />
      <ListResults
        rows={result.list.length}
        empty={labels.empty}
        page={query.page}
        total={result.total}
        hrefFor={(page) => productsPath({ ...query, page })}
      >
        <ProductsTable rows={result.list} selection={selection} onSelectionChange={setSelection} />
      </ListResults>
    </div>
  );
}

import type { api } from '@printshop/contract';
import { ProductTile } from '~/ui/ProductTile';

/** Two tiles a row on phones, four on desktop. */
const SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** The first row on desktop, two on phones: the tiles a visitor sees before scrolling. */
const FIRST_SCREEN_TILES = 4;

/** The category and search results grid. */
export function ProductGrid({ products }: { products: api.ProductListItem[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 desktop:grid-cols-4 desktop:gap-5">
      {products.map((product, index) => (
        <li key={product.product_no}>
          <ProductTile product={product} sizes={SIZES} priority={index < FIRST_SCREEN_TILES} />
        </li>
      ))}
    </ul>
  );
}

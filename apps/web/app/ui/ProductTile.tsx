import type { api } from '@printshop/contract';
import { formatMoney } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { productHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';
import { Img } from '~/ui/Img';
import { Stars } from '~/ui/Stars';

type Product = api.ProductSummary & Partial<Pick<api.ProductListItem, 'startype' | 'plnum'>>;

interface ProductTileProps {
  product: Product;
  /** The tile's rendered width per layout, for the image's `sizes`. */
  sizes: string;
  priority?: boolean;
}

/** A product's picture, name, rating (when known) and lowest price; the whole tile opens the product. */
export function ProductTile({ product, sizes, priority = false }: ProductTileProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <a
      href={productHref(product.product_no)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-navy/10 bg-white transition-shadow hover:shadow-lg"
    >
      <div className="aspect-square overflow-hidden bg-sand">
        <Img
          src={product.icon}
          alt=""
          width={480}
          height={480}
          sizes={sizes}
          priority={priority}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 desktop:p-4">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold group-hover:text-coral-700 desktop:text-base">
          {product.productname}
        </h3>
        {product.plnum ? (
          <p className="flex items-center gap-1.5 text-xs text-navy/70">
            <Stars rating={product.startype ?? 0} className="text-sm" />
            <span>{t('storefront.common.reviews', { count: product.plnum })}</span>
          </p>
        ) : null}
        <p className="mt-auto pt-1 text-xs text-navy/80 sm:text-sm">
          {t('storefront.common.from', { price: formatMoney(product.price, lang) })}
        </p>
      </div>
    </a>
  );
}

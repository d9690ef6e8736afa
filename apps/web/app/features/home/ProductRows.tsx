import { type api, formatMoney } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { productHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';
import { Carousel } from '~/ui/Carousel';
import { Img } from '~/ui/Img';
import { ProductTile } from '~/ui/ProductTile';

const TILE_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 24vw, 33vw';

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight desktop:text-3xl">
      {children}
    </h2>
  );
}

/** A home carousel of product tiles: four a view on desktop, three on phones. */
export function ProductRow({
  id,
  title,
  products,
}: {
  id: string;
  title: string;
  products: api.ProductSummary[];
}) {
  if (products.length === 0) return null;
  return (
    <Carousel
      label={title}
      heading={<Heading id={id}>{title}</Heading>}
      items={products}
      itemKey={(product) => product.product_no}
      renderItem={(product) => <ProductTile product={product} sizes={TILE_SIZES} />}
      slideClassName="basis-1/3 desktop:basis-1/4"
      className="mx-auto max-w-7xl px-4 py-8 sm:px-6 desktop:py-10"
    />
  );
}

function DealTile({ product }: { product: api.ProductSummary }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <a
      href={productHref(product.product_no)}
      className="group grid h-full grid-cols-[2fr_3fr] overflow-hidden rounded-2xl border border-navy/10 bg-white transition-shadow hover:shadow-lg"
    >
      <Img
        src={product.icon}
        alt=""
        width={480}
        height={480}
        sizes="(min-width: 1024px) 240px, 40vw"
        className="size-full bg-sand object-cover"
      />
      <div className="flex flex-col gap-3 p-4 desktop:p-6">
        <h3 className="text-base leading-snug font-bold group-hover:text-coral-700 desktop:text-lg">
          {product.productname}
        </h3>
        {product.featureTags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5">
            {product.featureTags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-coral-100 px-2.5 py-0.5 text-xs font-semibold text-coral-800"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-auto text-sm text-navy/80">
          {t('storefront.common.from', { price: formatMoney(product.price, lang) })}
        </p>
        <span className="inline-flex h-10 w-fit items-center rounded-full bg-navy px-5 text-sm font-semibold text-white group-hover:bg-navy-700">
          {t('storefront.home.shopNow')}
        </span>
      </div>
    </a>
  );
}

/** Best deals: wider tiles with their feature tags, two a view on desktop, one on phones. */
export function DealsRow({ title, products }: { title: string; products: api.ProductSummary[] }) {
  if (products.length === 0) return null;
  return (
    <div className="bg-sand">
      <Carousel
        label={title}
        heading={<Heading id="deals-heading">{title}</Heading>}
        items={products}
        itemKey={(product) => product.product_no}
        renderItem={(product) => <DealTile product={product} />}
        slideClassName="basis-full md:basis-1/2"
        className="mx-auto max-w-7xl px-4 py-10 sm:px-6"
      />
    </div>
  );
}

/** Partner logos: five a view on desktop, three on phones. */
export function PartnersRow({ partners }: { partners: api.ActivityData['list'] }) {
  const { t } = useTranslation();
  if (partners.length === 0) return null;
  return (
    <Carousel
      label={t('storefront.home.partners')}
      heading={
        <h2 className="text-lg font-bold tracking-tight text-navy/80 desktop:text-xl">
          {t('storefront.home.partners')}
        </h2>
      }
      items={partners}
      // Two partners may share a name: their place tells them apart.
      itemKey={(partner, index) => `${index}-${partner.name}`}
      renderItem={(partner) => (
        <Img
          src={partner.img}
          alt={partner.name}
          width={800}
          height={320}
          sizes="(min-width: 1024px) 232px, 33vw"
          className="aspect-[5/2] w-full rounded-2xl border border-navy/10 bg-white object-contain"
        />
      )}
      slideClassName="basis-1/3 desktop:basis-1/5"
      className="mx-auto max-w-7xl px-4 py-10 sm:px-6"
    />
  );
}

import { type api, formatMoney } from '@printshop/contract';
import { useState } from 'react';
import { TrustBlocks } from '~/features/catalog/TrustBlocks';
import { useTranslation } from '~/i18n/use-translation';
import { categoryHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';
import { Breadcrumb, type Crumb } from '~/ui/Breadcrumb';
import { CartIcon, CheckCircleIcon } from '~/ui/icons';
import { ShipByNote } from '~/ui/ShipByNote';
import { Stars } from '~/ui/Stars';
import { ArtworkNote } from './ArtworkNote';
import { DesignOnlineLink } from './DesignOnlineLink';
import { DesignUploadSlot } from './DesignUploadSlot';
import { Gallery } from './Gallery';
import { chosenPages, defaultChoice, findSku } from './options';
import { ProductSections } from './ProductSections';
import { useAddToCart } from './use-add-to-cart';

/** The product's pictures: `img` lists them, comma-separated; the icon stands in for none. */
function galleryImages(product: api.ProductDetail['productItem']): string[] {
  const images = product.img
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  return images.length > 0 ? [...new Set(images)] : [product.icon];
}

/** Home, the category and its parent (from the header's navigation), then the product. */
function useTrail(product: api.ProductDetail['productItem']): Crumb[] {
  const { header } = useRootData();
  const crumbs: Crumb[] = [];
  for (const first of header.categoryFirst) {
    if (first.id === product.categoryId) {
      crumbs.push({ label: first.typeName, href: categoryHref(first.id, 1) });
    }
    const child = first.subclassVOList.find((second) => second.id === product.categoryId);
    if (child) {
      crumbs.push(
        { label: first.typeName, href: categoryHref(first.id, 1) },
        { label: child.typeName, href: categoryHref(child.id, 2) },
      );
    }
  }
  return [...crumbs, { label: product.productname }];
}

interface AddButtonProps {
  onClick: () => void;
  adding: boolean;
  disabled: boolean;
  /** Its display and width: the page shows different buttons on phones and on desktop. */
  className: string;
}

function AddButton({ onClick, adding, disabled, className }: AddButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || adding}
      className={`h-12 items-center justify-center gap-2 rounded-full bg-coral px-8 font-bold text-navy transition-colors hover:bg-[#ff836f] disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
    >
      <CartIcon />
      {adding ? t('storefront.product.adding') : t('storefront.product.addToCart')}
    </button>
  );
}

interface ProductPageProps {
  detail: api.ProductDetail;
  reviews: api.Review[];
  notices: api.OrderProcessData;
}

export function ProductPage({ detail, reviews, notices }: ProductPageProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { productItem: product, skulist } = detail;
  const groups = detail.alist[0]?.hash ?? [];
  const [chosen, setChosen] = useState(() => defaultChoice(groups));
  const [files, setFiles] = useState<string[]>([]);
  const sku = findSku(chosen, skulist);
  const cart = useAddToCart({
    productId: product.productId,
    groups,
    skus: skulist,
    chosen,
    files,
    onResume: (choice) => {
      setChosen(choice.chosen);
      setFiles(choice.files);
    },
  });
  const price = sku ? formatMoney(sku.price, lang) : null;
  const trail = useTrail(product);

  const choose = (groupIndex: number, key: string) =>
    setChosen((current) => current.map((value, index) => (index === groupIndex ? key : value)));

  return (
    <div>
      <div className="mx-auto max-w-7xl px-4 pt-5 sm:px-6">
        <Breadcrumb trail={trail} />
      </div>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-5 pb-10 sm:px-6 desktop:grid-cols-2 desktop:gap-12">
        <Gallery images={galleryImages(product)} name={product.productname} />

        <div className="grid content-start gap-5">
          <div className="grid gap-3">
            <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
              {product.productname}
            </h1>
            {product.featureTags.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {product.featureTags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-coral-100 px-3 py-1 text-xs font-semibold text-coral-800"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Stars rating={product.startype} className="text-lg" />
              <span className="font-semibold">{product.startype.toFixed(1)}</span>
              <a href="#reviews" className="text-teal-700 underline-offset-2 hover:underline">
                {t('storefront.common.reviews', { count: product.plnum })}
              </a>
            </p>
          </div>

          <AddButton
            onClick={cart.add}
            adding={cart.adding}
            disabled={!sku}
            className="flex w-full desktop:hidden"
          />

          {product.server_content ? (
            <p className="flex gap-2 rounded-2xl bg-teal-100/60 p-4 text-sm leading-relaxed text-teal-800">
              <CheckCircleIcon className="mt-0.5 shrink-0" />
              {product.server_content}
            </p>
          ) : null}

          {groups.length > 0 ? (
            <section aria-labelledby="options-heading" className="grid gap-4">
              <h2 id="options-heading" className="text-lg font-bold">
                {t('storefront.product.options')}
              </h2>
              {groups.map((group, groupIndex) => (
                <fieldset key={group.groupName} className="grid gap-2">
                  <legend className="mb-2 text-sm font-semibold text-navy/80">{group.groupName}</legend>
                  <div className="flex flex-wrap gap-2">
                    {group.list.map((value) => {
                      const selected = chosen[groupIndex] === value.attributeKey;
                      return (
                        <button
                          key={value.attributeKey}
                          type="button"
                          aria-pressed={selected}
                          onClick={() => choose(groupIndex, value.attributeKey)}
                          className={`min-h-10 rounded-lg border px-3.5 py-2 text-sm font-medium transition-colors ${
                            selected
                              ? 'border-navy bg-navy text-white'
                              : 'border-navy/20 bg-white hover:border-navy'
                          }`}
                        >
                          {value.attributeValue}
                        </button>
                      );
                    })}
                  </div>
                </fieldset>
              ))}
            </section>
          ) : null}

          <div className="flex flex-wrap items-end justify-between gap-4 rounded-2xl bg-sand p-5">
            <div className="grid gap-1">
              <p id="price-label" className="text-sm font-semibold text-navy/75">
                {t('storefront.product.price')}
              </p>
              <output
                aria-labelledby="price-label"
                aria-live="polite"
                data-testid="product-price"
                className="text-3xl font-extrabold tracking-tight"
              >
                {price ?? '—'}
              </output>
              {price === null ? (
                <p className="text-sm text-coral-800">{t('storefront.product.unavailable')}</p>
              ) : null}
            </div>
            <AddButton
              onClick={cart.add}
              adding={cart.adding}
              disabled={!sku}
              className="hidden desktop:inline-flex"
            />
          </div>

          <ShipByNote promise={detail.shipBy} />

          {detail.printSize ? <DesignOnlineLink productNo={product.product_no} /> : null}
          <DesignUploadSlot
            files={files}
            onFilesChange={setFiles}
            productNo={product.product_no}
            pages={chosenPages(groups, chosen)}
          />
          <ArtworkNote size={detail.printSize} />
        </div>
      </div>

      <ProductSections product={product} notices={notices} reviews={reviews} />
      <TrustBlocks items={notices.trustlist} />

      <div className="sticky bottom-0 z-30 border-t border-navy/10 bg-white/95 px-4 py-3 backdrop-blur desktop:hidden">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4">
          <p className="grid">
            <span className="text-xs text-navy/70">{t('storefront.product.price')}</span>
            <span className="text-xl font-extrabold tracking-tight">{price ?? '—'}</span>
          </p>
          <AddButton onClick={cart.add} adding={cart.adding} disabled={!sku} className="inline-flex" />
        </div>
      </div>
    </div>
  );
}

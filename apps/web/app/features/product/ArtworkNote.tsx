import { ARTWORK_GUIDE_ARTICLE, type api } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { articleHref } from '~/lib/links';
import { formatNumber as number } from '~/lib/numbers';
import { type ArtworkNumbers, artworkNumbers, type ShownSize } from './artwork';

function Row({ term, value, hint }: { term: string; value: string; hint: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="font-semibold">{term}</dt>
      <dd className="grid gap-0.5">
        <span>{value}</span>
        <span className="text-navy/70">{hint}</span>
      </dd>
    </div>
  );
}

/** The rows' words, each number written as both languages write it (1,125; 3.25). */
function useRows(numbers: ArtworkNumbers) {
  const { t } = useTranslation();
  const size = ({ mm, inches }: ShownSize) =>
    t('storefront.artwork.size', {
      width: number(mm.width),
      height: number(mm.height),
      widthIn: number(inches.width),
      heightIn: number(inches.height),
    });
  const { bleed, safeMargin, pixels, leastPixels } = numbers;
  const count = (shown: { width: number; height: number; ppi: number }) => ({
    width: number(shown.width),
    height: number(shown.height),
    ppi: shown.ppi,
  });
  return [
    { term: t('storefront.artwork.trim'), value: size(numbers.trim), hint: t('storefront.artwork.trimHint') },
    {
      term: t('storefront.artwork.withBleed'),
      value: size(numbers.withBleed),
      hint:
        bleed.mm > 0
          ? t('storefront.artwork.bleedHint', { bleed: number(bleed.mm), bleedIn: number(bleed.inches) })
          : t('storefront.artwork.noBleed'),
    },
    {
      term: t('storefront.artwork.safe'),
      value: size(numbers.safe),
      hint: t('storefront.artwork.safeHint', {
        margin: number(safeMargin.mm),
        marginIn: number(safeMargin.inches),
      }),
    },
    {
      term: t('storefront.artwork.pixels'),
      value: t('storefront.artwork.pixelsValue', count(pixels)),
      hint: t('storefront.artwork.leastPixels', count(leastPixels)),
    },
  ];
}

function Note({ size }: { size: NonNullable<api.ProductDetail['printSize']> }) {
  const { t } = useTranslation();
  const rows = useRows(artworkNumbers(size));
  return (
    <section
      aria-labelledby="artwork-heading"
      className="grid gap-3 rounded-2xl border border-navy/10 p-5 text-sm"
    >
      <h2 id="artwork-heading" className="text-lg font-bold">
        {t('storefront.artwork.title')}
      </h2>
      <p className="text-navy/80">{t('storefront.artwork.intro')}</p>
      <dl className="grid gap-3">
        {rows.map((row) => (
          <Row key={row.term} {...row} />
        ))}
      </dl>
      <p className="text-navy/80">
        {t('storefront.artwork.colour')}{' '}
        <a
          href={articleHref(ARTWORK_GUIDE_ARTICLE)}
          className="font-semibold text-teal-700 underline underline-offset-2"
        >
          {t('storefront.artwork.guide')}
        </a>
      </p>
    </section>
  );
}

/**
 * The product page's note on preparing artwork, in the product's own numbers: trim, size with
 * bleed, safe area and the pixels a sharp print needs (article 14 explains them). Nothing for a
 * product without a print size.
 */
export function ArtworkNote({ size }: { size: api.ProductDetail['printSize'] }) {
  return size ? <Note size={size} /> : null;
}

import type { api } from '@printshop/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { htmlLang } from '~/i18n/i18n';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/lib/dates';
import { useRootData } from '~/lib/root-data';
import { Img } from '~/ui/Img';
import { BadgeCheckIcon, ChevronRightIcon } from '~/ui/icons';
import { Prose } from '~/ui/Prose';
import { Stars } from '~/ui/Stars';

const SECTIONS = [
  { id: 'overview', label: 'overview' },
  { id: 'notes', label: 'notes' },
  { id: 'process', label: 'process' },
  { id: 'precautions', label: 'precautions' },
  { id: 'after-sales', label: 'afterSales' },
  { id: 'reviews', label: 'reviews' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

/** Below the sticky tab bar: a section whose top has passed this line is being read. */
const READING_LINE_PX = 120;

/** The section being read, for the tab bar to mark: the last one whose top has scrolled past the line. */
function useSectionInView(): SectionId {
  const [active, setActive] = useState<SectionId>('overview');
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: SectionId = 'overview';
      for (const section of SECTIONS) {
        const top = document.getElementById(section.id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= READING_LINE_PX) current = section.id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // First measured in the next frame, as a scroll is: measuring here would force a layout of the
    // whole page inside hydration's task.
    frame = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return active;
}

/**
 * The sections lie below the purchase panel: the browser lays out and paints each only as it
 * nears the screen (`content-visibility`), so a phone's first layout is of the first screen alone.
 * A section not yet drawn holds its place at a guessed height, then at the height it last had.
 */
function Section({ id, title, children }: { id: SectionId; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-20 border-t border-navy/10 py-10 [contain-intrinsic-height:auto_32rem] [content-visibility:auto]"
    >
      <h2 id={`${id}-heading`} className="mb-6 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Reviews({ rating, reviews }: { rating: number; reviews: api.Review[] }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  if (reviews.length === 0) return <p className="text-navy/75">{t('storefront.product.noReviews')}</p>;
  return (
    <div className="grid gap-8 desktop:grid-cols-[16rem_1fr]">
      <div className="grid content-start justify-items-start gap-2 self-start rounded-2xl bg-sand p-6">
        <p className="flex items-baseline gap-2">
          <span className="text-5xl font-extrabold tracking-tight">{rating.toFixed(1)}</span>
          <span className="text-navy/70">{t('storefront.product.outOf')}</span>
        </p>
        <Stars rating={rating} className="text-2xl" />
        <p className="text-sm text-navy/70">{t('storefront.product.basedOn', { count: reviews.length })}</p>
      </div>
      <ul className="grid gap-4">
        {reviews.map((review, index) => (
          <li
            // Reviews have no id of their own; the list is fixed for the page's lifetime.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            className="rounded-2xl border border-navy/10 p-5"
          >
            <article className="grid gap-2">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars rating={review.fraction} className="text-lg" />
                <h3 className="font-bold" lang={htmlLang(review.lang)}>
                  {review.title}
                </h3>
              </div>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-navy/70">
                {review.verified ? (
                  <span className="inline-flex items-center gap-1 font-semibold text-teal-700">
                    <BadgeCheckIcon width={16} height={16} />
                    {t('storefront.product.verified')}
                  </span>
                ) : null}
                <time dateTime={review.createTime}>{formatDate(review.createTime, lang)}</time>
                <span>{review.author}</span>
                {review.lang !== lang && (
                  <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-navy/80">
                    {t(`storefront.product.writtenIn.${review.lang}`)}
                  </span>
                )}
              </p>
              <p className="leading-relaxed text-navy/85" lang={htmlLang(review.lang)}>
                {review.content}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ProductSectionsProps {
  product: api.ProductDetail['productItem'];
  notices: api.OrderProcessData;
  reviews: api.Review[];
}

/** The details under the purchase panel, with a tab bar that jumps to each section. */
export function ProductSections({ product, notices, reviews }: ProductSectionsProps) {
  const { t } = useTranslation();
  const active = useSectionInView();

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <nav
        aria-label={t('storefront.product.sectionsLabel')}
        className="sticky top-0 z-20 -mx-4 border-b border-navy/10 bg-white/95 px-4 backdrop-blur sm:-mx-6 sm:px-6"
      >
        <ul className="flex gap-1 overflow-x-auto [scrollbar-width:none]">
          {SECTIONS.map((section) => (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                aria-current={active === section.id ? 'location' : undefined}
                className={`inline-block border-b-2 px-3 py-4 text-sm font-semibold whitespace-nowrap ${
                  active === section.id
                    ? 'border-coral text-navy'
                    : 'border-transparent text-navy/65 hover:text-navy'
                }`}
              >
                {t(`storefront.product.${section.label}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="overview" title={t('storefront.product.overview')}>
        <div className="grid gap-8 desktop:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          {product.overview.length > 0 ? (
            <table className="w-full self-start overflow-hidden rounded-2xl text-sm ring-1 ring-navy/10">
              <caption className="sr-only">{t('storefront.product.specifications')}</caption>
              <tbody>
                {product.overview.map((row) => (
                  <tr key={row.key} className="border-b border-navy/10 last:border-b-0">
                    <th scope="row" className="w-2/5 bg-sand px-4 py-3 text-left font-semibold">
                      {row.key}
                    </th>
                    <td className="px-4 py-3">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <Prose html={product.remark} />
        </div>
      </Section>

      <Section id="notes" title={t('storefront.product.notes')}>
        <ul className="grid gap-5 sm:grid-cols-2 desktop:grid-cols-3">
          {notices.wgaolist.map((note) => (
            <li
              key={note.title}
              className="grid grid-cols-[6.5rem_1fr] overflow-hidden rounded-2xl border border-navy/10 sm:block"
            >
              <Img
                src={note.img}
                alt=""
                width={800}
                height={600}
                sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 104px"
                className="size-full bg-sand object-cover sm:aspect-[4/3] sm:h-auto"
              />
              <div className="grid content-start gap-1.5 p-4 sm:p-5">
                <h3 className="font-bold">{note.title}</h3>
                <p className="text-sm leading-relaxed text-navy/75">{note.remark}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" title={t('storefront.product.process')}>
        <ol className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 desktop:grid-cols-5">
          {notices.orderlclist.map((step, index) => (
            <li key={step.title} className="relative grid justify-items-center gap-3 text-center">
              <Img
                src={step.img}
                alt=""
                width={160}
                height={160}
                sizes="96px"
                className="size-24 rounded-full"
              />
              <p className="grid gap-0.5">
                <span className="text-xs font-bold tracking-wide text-coral-700 uppercase">
                  {t('storefront.product.step', { index: index + 1 })}
                </span>
                <span className="font-semibold">{step.title}</span>
              </p>
              {index < notices.orderlclist.length - 1 ? (
                <ChevronRightIcon
                  width={28}
                  height={28}
                  className="absolute top-9 -right-5 hidden text-navy/30 desktop:block"
                />
              ) : null}
            </li>
          ))}
        </ol>
      </Section>

      <Section id="precautions" title={t('storefront.product.precautions')}>
        <div className="grid gap-6">
          {notices.precautionslist.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: back-office texts without ids, fixed per page.
            <Prose key={index} html={item.content} className="max-w-3xl" />
          ))}
        </div>
      </Section>

      <Section id="after-sales" title={t('storefront.product.afterSales')}>
        <div className="grid gap-6">
          {notices.aftersalesservicelist.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: back-office texts without ids, fixed per page.
            <Prose key={index} html={item.content} className="max-w-3xl" />
          ))}
        </div>
      </Section>

      <Section id="reviews" title={t('storefront.product.reviews')}>
        <Reviews rating={product.startype} reviews={reviews} />
      </Section>
    </div>
  );
}

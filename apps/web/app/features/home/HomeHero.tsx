import type { api } from '@printshop/contract';
import { preload } from 'react-dom';
import { useTranslation } from '~/i18n/use-translation';
import { categoryHref } from '~/lib/links';
import { mediaSrcSet, mediaUrl } from '~/lib/media';
import { useRootData } from '~/lib/root-data';
import { Img } from '~/ui/Img';
import { ChevronRightIcon, MailIcon, PenIcon, QuoteIcon } from '~/ui/icons';

/**
 * Intrinsic sizes of the two banners, so the page keeps their space before they load. Both
 * leave room for the shop's title: the desktop one on its left, the phone one at its top.
 */
const BANNER = { width: 1920, height: 600 };
const MOBILE_BANNER = { width: 800, height: 960 };

/** Phones get the tall banner; the media query matches the `md` breakpoint. */
const PHONE_MEDIA = '(max-width: 767px)';
const WIDE_MEDIA = '(min-width: 768px)';
const BANNER_SIZES = '(min-width: 1280px) 976px, (min-width: 1024px) 76vw, 100vw';

function Banner({ img, mimg }: { img: string; mimg: string }) {
  const { t } = useTranslation();
  const { header } = useRootData();
  // The banner is the largest paint: asked for from the head, each screen only its own picture
  // (React preloads no image inside a <picture> by itself).
  preload(mediaUrl(mimg, MOBILE_BANNER.width), {
    as: 'image',
    imageSrcSet: mediaSrcSet(mimg),
    imageSizes: '100vw',
    media: PHONE_MEDIA,
    fetchPriority: 'high',
  });
  preload(mediaUrl(img, BANNER.width), {
    as: 'image',
    imageSrcSet: mediaSrcSet(img),
    imageSizes: BANNER_SIZES,
    media: WIDE_MEDIA,
    fetchPriority: 'high',
  });
  return (
    <div className="relative h-full overflow-hidden rounded-3xl bg-navy">
      <picture>
        <source
          media={PHONE_MEDIA}
          srcSet={mediaSrcSet(mimg)}
          sizes="100vw"
          width={MOBILE_BANNER.width}
          height={MOBILE_BANNER.height}
        />
        <Img
          src={img}
          alt={t('storefront.home.bannerAlt')}
          width={BANNER.width}
          height={BANNER.height}
          sizes={BANNER_SIZES}
          priority
          className="aspect-[5/6] size-full object-cover md:aspect-[16/5] desktop:aspect-auto desktop:object-right"
        />
      </picture>
      <div className="absolute inset-x-0 top-0 grid gap-3 p-6 text-white sm:p-8 md:inset-y-0 md:right-auto md:w-1/2 md:content-center md:p-10">
        <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
          {header.hometitle}
        </h1>
        <p className="text-sm leading-relaxed text-white/85 sm:text-base">{t('storefront.home.lead')}</p>
      </div>
    </div>
  );
}

function PopularCategories({ categories }: { categories: api.HomeCategory[] }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-labelledby="popular-heading"
      className="rounded-3xl border border-navy/10 bg-white p-3 desktop:p-4"
    >
      <h2 id="popular-heading" className="px-2 pb-2 text-sm font-bold tracking-wide text-navy/70 uppercase">
        {t('storefront.home.popularHeading')}
      </h2>
      <ul className="flex gap-2 overflow-x-auto [scrollbar-width:none] desktop:grid desktop:gap-0.5 desktop:overflow-visible">
        {categories.map((category) => (
          <li key={category.pid} className="shrink-0">
            <a
              href={categoryHref(category.pid, 1)}
              className="group flex items-center gap-3 rounded-2xl border border-navy/10 py-2 pr-4 pl-2 hover:bg-sand desktop:border-0 desktop:pr-2"
            >
              {/* A category's own picture is a wide banner; its first type's picture is a square product shot. */}
              <Img
                src={category.subclassVOList[0]?.img ?? category.img}
                alt=""
                width={160}
                height={160}
                sizes="40px"
                className="size-10 shrink-0 rounded-xl bg-sand object-cover object-right"
              />
              <span className="text-sm font-semibold whitespace-nowrap group-hover:text-coral-700 desktop:whitespace-normal">
                {category.typeName}
              </span>
              <ChevronRightIcon
                width={16}
                height={16}
                className="ml-auto hidden text-navy/40 group-hover:text-coral-700 desktop:block"
              />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The category the direct-mail shortcut opens, found by its slug whatever its id. */
const DIRECT_MAIL_SLUG = 'direct-mail';

function Shortcuts() {
  const { t } = useTranslation();
  const { header } = useRootData();
  // docs/product.md points this shortcut at article 15, which is the delivery instructions: a link named
  // Direct mail opens the direct-mail category instead, and carries that category's own name.
  const directMail = header.categoryFirst.find((category) => category.slug === DIRECT_MAIL_SLUG);
  const links = [
    ...(directMail
      ? [
          {
            href: categoryHref(directMail.id, 1),
            title: directMail.typeName,
            text: t('storefront.home.directMailText'),
            Icon: MailIcon,
          },
        ]
      : []),
    {
      href: '/designService',
      title: t('storefront.home.designService'),
      text: t('storefront.home.designServiceText'),
      Icon: PenIcon,
    },
    {
      href: '/quotes',
      title: t('storefront.home.customQuote'),
      text: t('storefront.home.customQuoteText'),
      Icon: QuoteIcon,
    },
  ];
  return (
    <nav aria-label={t('storefront.home.shortcutsLabel')}>
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        {links.map(({ href, title, text, Icon }) => (
          <li key={href}>
            <a
              href={href}
              className="group flex h-full flex-col items-center gap-2 rounded-2xl bg-sand p-3 text-center transition-colors hover:bg-sand-200 sm:flex-row sm:items-start sm:gap-4 sm:p-5 sm:text-left"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-coral text-navy sm:size-12">
                <Icon width={22} height={22} />
              </span>
              <span className="grid gap-1">
                <span className="text-sm font-bold group-hover:underline sm:text-base">{title}</span>
                <span className="hidden text-sm leading-relaxed text-navy/75 sm:block">{text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface HomeHeroProps {
  banner: Pick<api.HomeData, 'img' | 'mimg'>;
  popular: api.HomeCategory[];
}

/** The top of the home page: banner, popular categories and the three shortcuts. */
export function HomeHero({ banner, popular }: HomeHeroProps) {
  return (
    <section className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 pt-4 sm:px-6 desktop:grid-cols-[15rem_minmax(0,1fr)] desktop:gap-5 desktop:pt-6">
      <div className="desktop:order-2 desktop:min-h-80">
        <Banner img={banner.img} mimg={banner.mimg} />
      </div>
      <div className="desktop:order-1">
        <PopularCategories categories={popular} />
      </div>
      <div className="desktop:order-3 desktop:col-span-2">
        <Shortcuts />
      </div>
    </section>
  );
}

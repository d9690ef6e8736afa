import { useTranslation } from 'react-i18next';
import { Claims } from '~/features/layout/Claims';
import { categoryHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';
import { ArrowRightIcon, BookIcon, PenIcon, QuoteIcon } from '~/ui/icons';
import { HeroArt } from './HeroArt';

/** Monogram colours, cycled through the category cards. */
const ACCENTS = [
  'bg-navy text-white',
  'bg-coral text-navy',
  'bg-teal-700 text-white',
  'bg-sand-200 text-navy',
];

export function HomePage() {
  const { t } = useTranslation();
  const { header } = useRootData();

  const services = [
    {
      href: '/designService',
      title: t('header.designService'),
      text: t('home.designServiceText'),
      Icon: PenIcon,
    },
    { href: '/quotes', title: t('footer.quotes'), text: t('home.quoteText'), Icon: QuoteIcon },
    { href: '/blog', title: t('header.blog'), text: t('home.blogText'), Icon: BookIcon },
  ];

  return (
    <>
      <section className="overflow-hidden bg-sand">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-20">
          <div className="grid gap-6">
            <p className="text-sm font-bold tracking-wide text-coral-700 uppercase">{t('home.eyebrow')}</p>
            <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
              {header.hometitle}
            </h1>
            <p className="max-w-xl text-lg leading-relaxed text-navy/80">{t('home.lead')}</p>
            <div className="flex flex-wrap gap-3">
              <a
                href="#categories"
                className="inline-flex h-12 items-center gap-2 rounded-full bg-coral px-6 font-bold text-navy hover:bg-[#ff836f]"
              >
                {t('home.shopNow')}
                <ArrowRightIcon width={18} height={18} />
              </a>
              <a
                href="/quotes"
                className="inline-flex h-12 items-center rounded-full border-2 border-navy px-6 font-bold text-navy hover:bg-navy hover:text-white"
              >
                {t('home.getQuote')}
              </a>
            </div>
            <Claims tone="light" />
          </div>
          <HeroArt className="mx-auto w-full max-w-md max-md:hidden" />
        </div>
      </section>

      <section
        id="categories"
        aria-labelledby="categories-heading"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6"
      >
        <h2 id="categories-heading" className="text-3xl font-bold tracking-tight">
          {t('home.categoriesHeading')}
        </h2>
        <p className="mt-2 text-navy/70">{t('home.categoriesIntro')}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {header.categoryFirst.map((category, index) => (
            <li
              key={category.id}
              className="flex flex-col rounded-2xl border border-navy/10 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={`grid size-11 shrink-0 place-items-center rounded-xl text-lg font-bold ${ACCENTS[index % ACCENTS.length]}`}
                >
                  {Array.from(category.typeName)[0]}
                </span>
                <h3 className="text-lg font-bold">
                  <a href={categoryHref(category.id, 1)} className="hover:text-coral-700">
                    {category.typeName}
                  </a>
                </h3>
              </div>
              {category.subclassVOList.length > 0 ? (
                <ul className="mt-4 grid gap-1.5 text-sm">
                  {category.subclassVOList.map((child) => (
                    <li key={child.id}>
                      <a
                        href={categoryHref(child.id, 2)}
                        className="text-navy/75 hover:text-navy hover:underline"
                      >
                        {child.typeName}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <a
                href={categoryHref(category.id, 1)}
                aria-label={t('header.allOf', { name: category.typeName })}
                className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-teal-700 hover:underline"
              >
                {t('home.viewCategory')}
                <ArrowRightIcon width={16} height={16} />
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="services-heading" className="bg-navy text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 id="services-heading" className="text-3xl font-bold tracking-tight">
            {t('home.servicesHeading')}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {services.map(({ href, title, text, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  className="group flex h-full gap-4 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 transition-colors hover:bg-white/10"
                >
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-coral text-navy">
                    <Icon width={24} height={24} />
                  </span>
                  <span className="grid gap-1">
                    <span className="text-lg font-bold group-hover:underline">{title}</span>
                    <span className="text-sm leading-relaxed text-white/75">{text}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

import { ARTICLE } from '@printshop/contract';
import type { ComponentType, SVGProps } from 'react';
import type { Messages } from '~/i18n/messages';
import { useTranslation } from '~/i18n/use-translation';
import { articleHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';
import { FacebookIcon, InstagramIcon, LinkedInIcon, PinterestIcon, XIcon, YouTubeIcon } from '~/ui/icons';
import { Logo } from '~/ui/Logo';
import { Claims } from './Claims';

interface FooterColumn {
  heading: 'aboutHeading' | 'helpHeading' | 'policiesHeading';
  links: { key: keyof Messages['footer']; href: string }[];
}

const COLUMNS: FooterColumn[] = [
  {
    heading: 'aboutHeading',
    links: [
      { key: 'about', href: articleHref(ARTICLE.about) },
      { key: 'joinUs', href: articleHref(ARTICLE.join) },
      { key: 'contact', href: '/contact-us' },
      { key: 'blog', href: '/blog' },
    ],
  },
  {
    heading: 'helpHeading',
    links: [
      { key: 'help', href: articleHref(ARTICLE.help) },
      { key: 'orderingGuide', href: articleHref(ARTICLE.orderingGuide) },
      { key: 'delivery', href: articleHref(ARTICLE.delivery) },
      { key: 'afterSales', href: articleHref(ARTICLE.afterSales) },
      { key: 'quotes', href: '/quotes' },
    ],
  },
  {
    heading: 'policiesHeading',
    links: [
      { key: 'terms', href: articleHref(ARTICLE.footerTerms) },
      { key: 'privacy', href: articleHref(ARTICLE.privacy) },
      { key: 'colourDifference', href: articleHref(ARTICLE.colourDifference) },
      { key: 'notesForCompletion', href: articleHref(ARTICLE.notesForCompletion) },
    ],
  },
];

const SOCIAL: { name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'X', Icon: XIcon },
  { name: 'YouTube', Icon: YouTubeIcon },
  { name: 'Pinterest', Icon: PinterestIcon },
  { name: 'LinkedIn', Icon: LinkedInIcon },
];

export function Footer() {
  const { t } = useTranslation();
  const { year } = useRootData();
  return (
    <footer className="mt-auto bg-navy text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr]">
        <div className="grid content-start gap-5">
          <div className="w-fit rounded-lg bg-white px-3 py-2">
            <Logo />
          </div>
          <p className="max-w-sm text-sm leading-relaxed text-white/75">{t('footer.pitch')}</p>
          <Claims tone="dark" />
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {COLUMNS.map((column) => (
            <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
              <h2
                id={`footer-${column.heading}`}
                className="text-sm font-bold tracking-wide text-white uppercase"
              >
                {t(`footer.${column.heading}`)}
              </h2>
              <ul className="mt-4 grid gap-2.5 text-sm">
                {column.links.map((link) => (
                  <li key={link.key}>
                    <a href={link.href} className="text-white/75 hover:text-white hover:underline">
                      {t(`footer.${link.key}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col-reverse items-center justify-between gap-4 px-4 py-6 text-sm text-white/65 sm:flex-row sm:px-6">
          <p>{t('footer.copyright', { year })}</p>
          <div className="flex items-center gap-3">
            <span className="text-white/75">{t('footer.socialHeading')}</span>
            {/* The shop has no social accounts yet: the icons show where they will be and go nowhere. */}
            <ul className="flex gap-2">
              {SOCIAL.map(({ name, Icon }) => (
                <li key={name}>
                  <span
                    role="img"
                    aria-label={name}
                    title={name}
                    className="grid size-9 place-items-center rounded-full bg-white/10 text-white/80"
                  >
                    <Icon width={18} height={18} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}

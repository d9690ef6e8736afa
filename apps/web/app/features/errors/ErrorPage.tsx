import type { Lang } from '@printshop/contract';
import { useLocation } from 'react-router';
import type { ErrorTexts } from '~/i18n/fallback';
import { htmlLang } from '~/i18n/i18n';
import { shopPath } from '~/lib/shop-path';

/**
 * A friendly error page. It is given one language when the page knows the shopper's, and
 * both when it does not (the root loader failed), each marked with its own lang attribute.
 */
export function ErrorPage({ texts }: { texts: { lang: Lang; text: ErrorTexts }[] }) {
  const location = useLocation();
  // The address bar may hold `//host/...`, which as a link would lead off the shop.
  const here = shopPath(location.pathname + location.search);
  return (
    <section className="mx-auto grid max-w-2xl gap-10 px-4 py-20 text-center sm:px-6">
      <svg viewBox="0 0 120 80" className="mx-auto h-20 w-32" aria-hidden="true" focusable="false">
        <rect x="10" y="14" width="76" height="52" rx="6" fill="#f4efe6" stroke="#1f2a44" strokeWidth="3" />
        <path
          d="M86 30h14l10 14v22H86Z"
          fill="#ff6b57"
          stroke="#1f2a44"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M30 34l14 14M44 34 30 48" stroke="#1f2a44" strokeWidth="3" strokeLinecap="round" />
        <circle cx="96" cy="68" r="6" fill="#1f2a44" />
        <circle cx="30" cy="68" r="6" fill="#1f2a44" />
      </svg>
      {texts.map(({ lang, text }, index) => (
        <div key={lang} lang={htmlLang(lang)} className="grid gap-3">
          {index === 0 ? (
            <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
          ) : (
            <p className="text-3xl font-bold tracking-tight">{text.title}</p>
          )}
          <p className="text-navy/75">{text.body}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <a
              href={here}
              className="inline-flex h-11 items-center rounded-full bg-coral px-6 font-semibold text-navy hover:bg-[#ff836f]"
            >
              {text.retry}
            </a>
            <a
              href="/"
              className="inline-flex h-11 items-center rounded-full border border-navy/20 px-6 font-semibold hover:bg-sand"
            >
              {text.home}
            </a>
          </div>
        </div>
      ))}
    </section>
  );
}

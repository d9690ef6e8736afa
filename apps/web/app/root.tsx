import { api } from '@printshop/contract';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { CartCountProvider } from './features/cart/cart-count';
import { ErrorPage } from './features/errors/ErrorPage';
import { pageCatalogue } from './i18n/catalogues.server';
import { errorTexts } from './i18n/fallback';
import { createTranslate, htmlLang } from './i18n/i18n';
import { syncStoredLang } from './i18n/lang-storage';
import { TranslationProvider } from './i18n/use-translation';
import { loadFromApi } from './lib/api.server';
import { isMobileUserAgent } from './lib/device';
import { requestLang } from './lib/page-load.server';
import { publicOrigin } from './lib/request.server';
import { type RootData, useOptionalRootData } from './lib/root-data';
import { pageMeta } from './lib/seo';
import { ToastProvider } from './ui/toast';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // With a precedence React puts the stylesheet first in the head, so browsers ask for it before
  // the page's scripts: the first paint waits for it alone.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
];

/** Language, its catalogue and the header data (docs/product.md's hometitle call), once per request. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const lang = requestLang(request);
  const header = await loadFromApi(context, lang, api.homeTitle, {});
  return {
    lang,
    messages: pageCatalogue(lang, new URL(request.url).pathname),
    header,
    origin: publicOrigin(context, request),
    mobile: isMobileUserAgent(request.headers.get('user-agent')),
    year: new Date().getFullYear(),
  };
}

/**
 * The HTML differs by the language cookie (unless the address names the language) and by the
 * phone test on the user agent.
 */
export const headers: Route.HeadersFunction = () => ({ Vary: 'Cookie, User-Agent' });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(loaderData, {
        title: loaderData.messages.seo.errorTitle,
        description: loaderData.messages.error.body,
        path: null,
      })
    : [{ title: `${errorTexts.en.title} · ${errorTexts.zh.title}` }, { name: 'robots', content: 'noindex' }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useOptionalRootData();
  return (
    <html lang={htmlLang(data?.lang ?? 'en')} data-device={data?.mobile ? 'mobile' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2a44" />
        <Meta />
        <Links />
      </head>
      <body className="bg-white font-sans text-navy antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang, messages } = loaderData;
  const t = useMemo(() => createTranslate(lang, messages), [lang, messages]);
  useEffect(() => syncStoredLang(lang), [lang]);
  useEffect(() => {
    // Controls rendered on the server do nothing until React hydrates them; browser tests
    // wait for this mark before they click.
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <TranslationProvider t={t}>
      <ToastProvider>
        <CartCountProvider>
          <Outlet />
        </CartCountProvider>
      </ToastProvider>
    </TranslationProvider>
  );
}

/**
 * Errors no page handled. When the root loader itself failed there is no catalogue and no
 * language, so the page speaks both.
 */
export function ErrorBoundary() {
  const data = useOptionalRootData();
  const texts = data
    ? [{ lang: data.lang, text: data.messages.error }]
    : [
        { lang: 'en' as const, text: errorTexts.en },
        { lang: 'zh' as const, text: errorTexts.zh },
      ];
  return (
    <main>
      <ErrorPage texts={texts} />
    </main>
  );
}

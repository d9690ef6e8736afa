import shopEntries from 'virtual:shop-entries';
import { api } from '@printshop/contract';
import { type ReactNode, useContext } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_DataRouterStateContext,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { ErrorPage } from './features/errors/ErrorPage';
import { AppProviders } from './features/layout/AppProviders';
import { pageCatalogue } from './i18n/catalogues.server';
import { errorTexts } from './i18n/fallback';
import { htmlLang } from './i18n/i18n';
import { loadFromApi } from './lib/api.server';
import { isMobileUserAgent } from './lib/device';
import { requestLang } from './lib/page-load.server';
import { publicOrigin } from './lib/request.server';
import type { RootData } from './lib/root-data';
import { pageMeta } from './lib/seo';
import { ShopPageScripts } from './shop-pages/ShopPageScripts';
import { SHOP_ROOT_ID } from './shop-pages/shop-page';

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

/** Undefined only when the root loader itself failed. */
const useOptionalRootData = () => useRouteLoaderData<typeof loader>('root');

/**
 * The entry of a storefront page that hydrates without React Router (docs/decisions/113), with
 * what it needs: null for every other page, and for a storefront page that failed, whose error
 * page React Router hydrates. Only the router's state says whether a route failed.
 */
function useShopPage() {
  const root = useOptionalRootData();
  const failed = useContext(UNSAFE_DataRouterStateContext)?.errors;
  const page = useMatches().at(-1);
  // A route's id is its file's path (routes/home), an entry's name its file's name (home).
  const entry = page && shopEntries[page.id.replace(/^routes\//, '')];
  if (!root || failed || !page || !entry) return null;
  return { entry, data: { root, page: page.loaderData ?? null } };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useOptionalRootData();
  const shopPage = useShopPage();
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
        {shopPage ? (
          <>
            <div id={SHOP_ROOT_ID}>{children}</div>
            <ShopPageScripts entry={shopPage.entry} data={shopPage.data} />
          </>
        ) : (
          <>
            {children}
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AppProviders data={loaderData}>
      <Outlet />
    </AppProviders>
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

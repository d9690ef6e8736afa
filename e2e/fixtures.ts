import { test as base, expect, type Page, type Response } from '@playwright/test';
import type { api, Fixtures as DatabaseFixtures, Lang } from '@printshop/contract';
import { callApi } from './api-client';
import { newShopper } from './database-fixtures';

type UrlMatcher = RegExp | ((url: URL) => boolean);

interface Guard {
  /**
   * Declares responses of 400 or more that the test expects (a 404 page, say), with the
   * browser's console line about them. Anything else fails the test.
   */
  allowHttpError(matcher: UrlMatcher, status?: number): void;
}

interface Fixtures {
  guard: Guard;
  /** Loads a page and waits until React has hydrated it, so clicks reach their handlers. */
  open: (path: string) => Promise<Response | null>;
  /** Opens the shop in the given language, as a returning shopper who chose it. */
  useLang: (lang: Lang) => Promise<void>;
  /** The header data the seeded API serves in a language. */
  headerData: (lang: Lang) => Promise<api.HeaderData>;
  /**
   * Makes a new member straight in the database (docs/decisions/080) and logs the page in as
   * them (the three local-storage keys of docs/product.md, set once per tab), so a test owns its
   * cart and orders. Call before `open`.
   */
  signIn: (name?: string) => Promise<Member>;
}

/** A member made for the test, with the session token its API calls send (`callApi(…, member)`). */
export type Member = DatabaseFixtures['member'];

function matches(matcher: UrlMatcher, url: string): boolean {
  const parsed = new URL(url);
  return matcher instanceof RegExp ? matcher.test(parsed.pathname + parsed.search) : matcher(parsed);
}

/**
 * Collects into `problems` a page's console errors, uncaught page errors, failed requests and HTTP
 * error responses `isAllowed` does not expect: the guard's checks, for the test's own page or for
 * another one it opens (a second browser context).
 */
export function watchPage(
  page: Page,
  problems: string[],
  isAllowed: (url: string, status?: number) => boolean,
  javaScriptEnabled = true,
): void {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs every HTTP error response as "Failed to load resource"; the response
    // listener below judges those by URL and status.
    const resourceUrl = message.location().url;
    if (message.text().startsWith('Failed to load resource') && resourceUrl) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A full page load (reload, form submit, link) cancels what the old page still fetched.
    if (reason === 'net::ERR_ABORTED') return;
    // With JavaScript off, Chromium refuses to fetch the page's scripts and reports them as blocked.
    if (!javaScriptEnabled && reason === 'csp' && request.resourceType() === 'script') return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status >= 400 && !isAllowed(response.url(), status)) {
      problems.push(`HTTP ${status}: ${response.request().method()} ${response.url()}`);
    }
  });
}

/**
 * Fails a test on any console error, uncaught page error, failed request or unexpected
 * HTTP error response, so a page that looks right but logs or fetches badly does not pass.
 */
export const test = base.extend<Fixtures>({
  guard: [
    async ({ page, javaScriptEnabled }, use) => {
      const problems: string[] = [];
      const allowed: { matcher: UrlMatcher; status?: number }[] = [];
      const isAllowed = (url: string, status?: number) =>
        allowed.some(
          (rule) => matches(rule.matcher, url) && (rule.status === undefined || rule.status === status),
        );

      watchPage(page, problems, isAllowed, javaScriptEnabled);

      await use({ allowHttpError: (matcher, status) => allowed.push({ matcher, status }) });
      expect(problems, 'console errors, failed requests and unexpected HTTP errors').toEqual([]);
    },
    { auto: true },
  ],

  open: async ({ page }, use) => {
    await use(async (path) => {
      const response = await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    });
  },

  useLang: async ({ context, baseURL }, use) => {
    await use(async (lang) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await context.addInitScript((value) => {
        if (!localStorage.getItem('lang')) localStorage.setItem('lang', value);
      }, lang);
    });
  },

  headerData: async ({ request }, use) => {
    await use((lang) => callApi(request, 'homeTitle', {}, { lang }));
  },

  signIn: async ({ page, request }, use) => {
    await use(async (name = 'Robin') => {
      const member = await newShopper(request, name);
      const { token, email, nickname } = member;
      await page.addInitScript(
        (session) => {
          // Once per tab, as a log-in does: a later log-out or account change stays in effect.
          if (sessionStorage.getItem('signed-in')) return;
          sessionStorage.setItem('signed-in', '1');
          localStorage.setItem('token', session.token);
          localStorage.setItem('email', session.email);
          localStorage.setItem('nickname', session.nickname);
        },
        { token, email, nickname },
      );
      return member;
    });
  },
});

export { expect };

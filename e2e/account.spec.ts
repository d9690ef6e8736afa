import type { Locator, Page } from '@playwright/test';
import { ADDRESS_TYPE, type Lang } from '@printshop/contract';
import { isApiUrl, isCall } from './api-client';
import { newShopper } from './database-fixtures';
import { expect, test } from './fixtures';
import { readResetLink } from './mail';
import { addressBook, saveAddress } from './shop-api';
import { fill, SHOP_TEXT, serverMessage } from './texts';

type Section = 'user' | 'password' | 'address' | 'paymethod';

/** The card dialog's countries are the browser's own names (Intl.DisplayNames), in no catalogue. */
const UNITED_STATES = { en: 'United States', zh: '美国' } as const satisfies Record<Lang, string>;

const ACCOUNT_PAGES = ['/user', '/password', '/address', '/paymethod'] as const;

/** The header's cart count is fetched on every page once logged in; it is not a call the payment page makes. */
const isCartCount = isCall('cartQty');

/** The label of a select's chosen option, as the page shows it. */
async function selectedText(select: Locator): Promise<string> {
  const label = (await select.locator('option:checked').textContent())?.trim() ?? '';
  expect(label).not.toBe('');
  return label;
}

/** The log-in page, asked to come back to `path`. */
const isLoginFor = (path: string) => (url: URL) =>
  url.pathname === '/login' && url.searchParams.get('redirect') === path;

/** Waits until the warning toast with exactly this text shows. */
async function expectWarning(page: Page, message: string): Promise<void> {
  await expect(
    page.locator('[data-kind="warning"]').filter({ has: page.getByText(message, { exact: true }) }),
  ).toBeVisible();
}

/** Clicks a submit button and checks that the warnings come in `steps` order, fixing each in turn. */
async function expectWarningsInOrder(
  page: Page,
  submit: Locator,
  steps: readonly [message: string, fix: () => Promise<void>][],
): Promise<void> {
  for (const [message, fix] of steps) {
    await submit.click();
    await expectWarning(page, message);
    await fix();
  }
}

/** A page title that starts with `name`, as the shop's titles do ("name | brand"). */
function titled(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `);
}

/** Waits until the current document has hydrated. */
async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Moves between account pages: the side menu on wide screens, the dropdown on a phone. */
async function goToSection(page: Page, lang: Lang, isMobile: boolean, section: Section) {
  const { nav: labels } = SHOP_TEXT[lang].accountPages;
  const href = `/${section}`;
  const nav = page.getByRole('navigation', { name: labels.label });
  if (isMobile) {
    await expect(nav).toBeHidden();
    await Promise.all([
      page.waitForURL(href),
      page.getByRole('combobox', { name: labels.mobileLabel }).selectOption(href),
    ]);
  } else {
    await Promise.all([page.waitForURL(href), nav.getByRole('link', { name: labels[section] }).click()]);
  }
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels[section]);
}

/** Fills and saves the address form in a dialog, checking docs/product.md's warnings on the way. */
async function fillAddressInOrder(
  page: Page,
  dialog: Locator,
  lang: Lang,
  address: { email: string; first: string; last: string; country: string; state: string; city: string },
) {
  const { form, required } = SHOP_TEXT[lang].accountPages.address;
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await expectWarningsInOrder(page, dialog.getByRole('button', { name: form.save }), [
    [required.email, () => field(form.email).fill(address.email)],
    [required.firstName, () => field(form.firstName).fill(address.first)],
    [required.lastName, () => field(form.lastName).fill(address.last)],
    [
      required.country,
      () =>
        field(form.country)
          .selectOption(address.country)
          .then(() => undefined),
    ],
    [required.street, () => field(form.street).fill('1 Market Street')],
    [required.city, () => field(form.city).fill(address.city)],
    [
      required.state,
      () =>
        field(form.state)
          .selectOption(address.state)
          .then(() => undefined),
    ],
    [required.zip, () => field(form.zip).fill('94105')],
    [required.phone, () => field(form.phone).fill('415 555 0100')],
  ]);
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const shop = SHOP_TEXT[lang];
  const { auth } = shop;
  const pages = shop.accountPages;
  const greeting = (name: string) => fill(shop.header.greeting, { name });

  test.describe(`account pages in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('the account modal registers a shopper, then logs them in and out', async ({
      page,
      open,
    }, testInfo) => {
      const email = `ann.${lang}.${testInfo.project.name}.${Date.now()}@example.com`;
      const password = 'first-pass-123';

      // Register through the modal; it returns to its login mode after a second.
      await open('/');
      await page.getByRole('button', { name: shop.header.accountButton }).click();
      await page.getByRole('menuitem', { name: shop.account.register }).click();
      const modal = page.getByRole('dialog');
      await modal.getByLabel(auth.firstName, { exact: true }).fill('Ann');
      await modal.getByLabel(auth.lastName, { exact: true }).fill('Lee');
      await modal.getByLabel(auth.mobile, { exact: true }).fill('415 555 0100');
      await modal.getByLabel(auth.email, { exact: true }).fill(email);
      await modal.getByLabel(auth.password, { exact: true }).fill(password);
      await modal.getByRole('button', { name: auth.registerSubmit, exact: true }).last().click();
      await expect(page.locator('[data-kind="success"]')).toContainText(auth.registerSuccess);
      await expect(modal.getByRole('heading', { name: auth.loginTitle })).toBeVisible();

      // Log in there, then out.
      await modal.getByLabel(auth.email, { exact: true }).fill(email);
      await modal.getByLabel(auth.password, { exact: true }).fill(password);
      await Promise.all([
        page.waitForEvent('load'),
        modal.getByRole('button', { name: auth.loginSubmit, exact: true }).last().click(),
      ]);
      await hydrated(page);
      const accountButton = page.getByRole('button', { name: greeting('Ann') });
      await expect(accountButton).toBeVisible();
      await accountButton.click();
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('menuitem', { name: shop.account.logout }).click(),
      ]);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });

    test('a visitor opening an account page logs in on /login and lands back on it', async ({
      page,
      request,
    }) => {
      const { email, password } = await newShopper(request, 'Ann');
      await page.goto('/user');
      await page.waitForURL(isLoginFor('/user'));
      await hydrated(page);
      await expect(page).toHaveTitle(titled(pages.login.title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.login.heading);
      const main = page.getByRole('main');
      await main.getByLabel(auth.email, { exact: true }).fill(email);
      await main.getByLabel(auth.password, { exact: true }).fill(password);
      await Promise.all([
        page.waitForURL('/user'),
        main.getByRole('button', { name: auth.loginSubmit, exact: true }).last().click(),
      ]);
      await hydrated(page);
      await expect(page.getByTestId('account-email')).toHaveText(email);
    });

    test('the account pages are reached from the side menu, or the dropdown on a phone', {
      tag: '@layout',
    }, async ({ page, open, signIn, isMobile }) => {
      await signIn();
      await open('/user');
      for (const section of ['address', 'paymethod', 'password', 'user'] as const) {
        await goToSection(page, lang, isMobile, section);
      }
    });

    test('account details load after hydration, are checked in order, and saved', async ({
      page,
      open,
      signIn,
    }) => {
      // A signIn member is Ann Buyer, nicknamed Ann.
      const member = await signIn('Ann');
      await open('/user');
      const main = page.getByRole('main');
      await expect(page).toHaveTitle(titled(pages.nav.user));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByTestId('account-email')).toHaveText(member.email);
      const firstName = main.getByLabel(pages.user.firstName, { exact: true });
      const lastName = main.getByLabel(pages.user.lastName, { exact: true });
      const nickname = main.getByLabel(pages.user.nickname, { exact: true });
      await expect(firstName).toHaveValue('Ann');
      await expect(lastName).toHaveValue('Buyer');
      await expect(nickname).toHaveValue('Ann');
      for (const input of [firstName, lastName, nickname]) {
        await expect(input).toHaveAttribute('maxlength', '30');
        await input.fill('');
      }
      await expectWarningsInOrder(page, main.getByRole('button', { name: pages.user.submit }), [
        [pages.user.required.firstName, () => firstName.fill('Ann')],
        [pages.user.required.lastName, () => lastName.fill('Lee')],
        [pages.user.required.nickname, () => nickname.fill('Annie')],
      ]);
      // Saved, then the page reloads with the new nickname, in the header too.
      await Promise.all([
        page.waitForResponse((r) => isCall('updateAccount')(new URL(r.url())) && r.ok()),
        main.getByRole('button', { name: pages.user.submit }).click(),
      ]);
      await expect(page.locator('[data-kind="success"]')).toContainText(
        serverMessage(lang, 'accountUpdated'),
      );
      await page.waitForEvent('load');
      await hydrated(page);
      expect(await page.evaluate(() => localStorage.getItem('nickname'))).toBe('Annie');
      await expect(page.getByRole('button', { name: greeting('Annie') })).toBeVisible();
      await expect(main.getByLabel(pages.user.nickname, { exact: true })).toHaveValue('Annie');
    });

    test('the address book starts empty and saves a billing and a delivery address, each with its country’s states', async ({
      page,
      open,
      signIn,
    }) => {
      const { email } = await signIn('Ann');
      await open('/address');
      const main = page.getByRole('main');
      const billing = main.getByRole('region', { name: pages.address.billing });
      const delivery = main.getByRole('region', { name: pages.address.delivery });
      await expect(billing).toContainText(pages.address.noneBilling);
      await expect(delivery).toContainText(pages.address.noneDelivery);

      // Billing in the US with a state.
      await billing.getByRole('button', { name: pages.address.add }).click();
      const form = page.getByRole('dialog', { name: pages.address.billing });
      await fillAddressInOrder(page, form, lang, {
        email,
        first: 'Ann',
        last: 'Lee',
        country: 'US',
        state: 'CA',
        city: 'San Francisco',
      });
      const california = await selectedText(form.getByLabel(pages.address.form.state, { exact: true }));
      await form.getByLabel(pages.address.form.company, { exact: true }).fill('Lee Print Co');
      await Promise.all([
        page.waitForResponse((r) => isCall('addAddress')(new URL(r.url())) && r.ok()),
        form.getByRole('button', { name: pages.address.form.save }).click(),
      ]);
      await expect(form).toBeHidden();
      await expect(billing).toContainText('Lee Print Co');
      await expect(billing).toContainText(`San Francisco, ${california} 94105`);
      await expect(billing.getByRole('button', { name: pages.address.edit })).toBeVisible();

      // Delivery in Canada: the state list is Canada's own.
      await delivery.getByRole('button', { name: pages.address.add }).click();
      const deliveryForm = page.getByRole('dialog', { name: pages.address.delivery });
      await fillAddressInOrder(page, deliveryForm, lang, {
        email,
        first: 'Ann',
        last: 'Lee',
        country: 'CA',
        state: 'ON',
        city: 'Toronto',
      });
      const ontario = await selectedText(deliveryForm.getByLabel(pages.address.form.state, { exact: true }));
      await Promise.all([
        page.waitForResponse((r) => isCall('addAddress')(new URL(r.url())) && r.ok()),
        deliveryForm.getByRole('button', { name: pages.address.form.save }).click(),
      ]);
      await expect(delivery).toContainText(`Toronto, ${ontario} 94105`);
    });

    test('editing an address opens on its saved values; a new country clears the state, one without states hides it', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      const member = await signIn('Ann');
      await saveAddress(request, member, ADDRESS_TYPE.billing, {
        countryCode: 'US',
        provinceCode: 'CA',
        city: 'San Francisco',
        companyName: 'Lee Print Co',
      });
      await saveAddress(request, member, ADDRESS_TYPE.delivery, {
        countryCode: 'CA',
        provinceCode: 'ON',
        city: 'Toronto',
      });
      await open('/address');
      const main = page.getByRole('main');
      const billing = main.getByRole('region', { name: pages.address.billing });
      const delivery = main.getByRole('region', { name: pages.address.delivery });
      const form = page.getByRole('dialog', { name: pages.address.billing });

      await billing.getByRole('button', { name: pages.address.edit }).click();
      const country = form.getByLabel(pages.address.form.country, { exact: true });
      const state = form.getByLabel(pages.address.form.state, { exact: true });
      await expect(form.getByLabel(pages.address.form.email, { exact: true })).toHaveValue(member.email);
      await expect(country).toHaveValue('US');
      await expect(state).toHaveValue('CA');
      const california = await selectedText(state);
      await expect(billing).toContainText(california);
      const ontario = (await addressBook(request, member, lang)).find(
        (address) => address.type === ADDRESS_TYPE.delivery,
      )!.province!;
      await expect(delivery).toContainText(ontario);

      await country.selectOption('CA');
      await expect(state).toHaveValue('');
      await expect(state.locator('option[value="ON"]')).toHaveCount(1);
      await country.selectOption('IE');
      await expect(state).toBeHidden();
      const ireland = await selectedText(country);
      await form.getByLabel(pages.address.form.city, { exact: true }).fill('Dublin');
      await form.getByLabel(pages.address.form.apartment, { exact: true }).fill('Unit 4');
      await Promise.all([
        page.waitForResponse((r) => isCall('updateAddress')(new URL(r.url())) && r.ok()),
        form.getByRole('button', { name: pages.address.form.save }).click(),
      ]);
      await expect(form).toBeHidden();
      await expect(billing).toContainText('Unit 4');
      await expect(billing).toContainText(ireland);
      await expect(billing).not.toContainText(california);
      await expect(delivery).toContainText(ontario);
    });

    test('the payment method page stores no card, and its dialog says so', async ({ page, open, signIn }) => {
      await signIn();
      // A static page: the modal stores nothing and says so.
      await open('/paymethod');
      const main = page.getByRole('main');
      await expect(main).toContainText(pages.paymethod.none);
      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (isApiUrl(url) && !isCartCount(url)) calls.push(url.pathname);
      });
      await main.getByRole('button', { name: pages.paymethod.add }).click();
      const cardDialog = page.getByRole('dialog');
      await expect(cardDialog.getByLabel(pages.paymethod.email, { exact: true })).toBeVisible();
      await cardDialog.getByLabel(pages.paymethod.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
      await cardDialog.getByLabel(pages.paymethod.expiry, { exact: true }).fill('12 / 30');
      await cardDialog.getByLabel(pages.paymethod.cvc, { exact: true }).fill('123');
      const cardCountry = cardDialog.getByLabel(pages.paymethod.country, { exact: true });
      expect(await cardCountry.locator('option').count()).toBe(20);
      await expect(cardCountry.locator('option', { hasText: UNITED_STATES[lang] })).toHaveCount(1);
      await cardDialog.getByRole('button', { name: pages.paymethod.save }).click();
      await expect(cardDialog).toBeHidden();
      await expect(main.getByRole('status')).toContainText(pages.paymethod.notSaved);
      expect(calls).toEqual([]);
    });

    test('changing the password checks its fields in order, then ends the session on /login', async ({
      page,
      open,
      signIn,
    }) => {
      const member = await signIn();
      await open('/password');
      const main = page.getByRole('main');
      const current = main.getByLabel(pages.password.current, { exact: true });
      const next = main.getByLabel(pages.password.new, { exact: true });
      const confirm = main.getByLabel(pages.password.confirm, { exact: true });
      await expect(current).toHaveAttribute('maxlength', '50');
      await expect(next).toHaveAttribute('maxlength', '30');
      await expect(confirm).toHaveAttribute('maxlength', '30');
      await expectWarningsInOrder(page, main.getByRole('button', { name: pages.password.submit }), [
        [pages.password.required.current, () => current.fill(member.password)],
        [pages.password.required.new, () => next.fill('second-pass-456')],
        [pages.password.required.confirm, () => confirm.fill('second-pass-456x')],
        [pages.password.mismatch, () => confirm.fill('second-pass-456')],
      ]);
      await Promise.all([
        page.waitForURL('/login'),
        main.getByRole('button', { name: pages.password.submit }).click(),
      ]);
      await hydrated(page);
      expect(
        await page.evaluate(() => ['token', 'email', 'nickname'].map((key) => localStorage.getItem(key))),
      ).toEqual([null, null, null]);
    });

    test('a forgotten password is reset through the mailed link, and the new one logs in', async ({
      page,
      open,
      request,
    }) => {
      const { email } = await newShopper(request, 'Ann');
      const resetPassword = 'third-pass-789';

      // Forgot password on /login: the mailed link opens the reset page.
      await open('/login');
      const main = page.getByRole('main');
      await main.getByRole('button', { name: auth.forgotLink }).click();
      await expect(main.getByRole('heading', { name: auth.forgotTitle })).toBeVisible();
      await main.getByLabel(auth.email, { exact: true }).fill(email);
      await main.getByRole('button', { name: auth.forgotSubmit }).click();
      await expect(page.locator('[data-kind="success"]')).toContainText(auth.forgotSuccess);
      const link = await readResetLink(email);
      expect(link.origin).toBe(new URL(page.url()).origin);

      await open(link.pathname + link.search);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.reset.title);
      await expect(main.getByRole('link', { name: pages.reset.backToLogin })).toHaveAttribute(
        'href',
        '/login',
      );
      await main.getByLabel(pages.password.new, { exact: true }).fill(resetPassword);
      await main.getByLabel(pages.password.confirm, { exact: true }).fill(resetPassword);
      await Promise.all([
        page.waitForURL('/login'),
        main.getByRole('button', { name: pages.reset.submit }).click(),
        expect(page.locator('[data-kind="success"]')).toHaveText(pages.reset.success),
      ]);
      await hydrated(page);

      // The reset password works; with nowhere to return to, login goes home.
      await main.getByLabel(auth.email, { exact: true }).fill(email);
      await main.getByLabel(auth.password, { exact: true }).fill(resetPassword);
      await Promise.all([
        page.waitForURL('/'),
        main.getByRole('button', { name: auth.loginSubmit, exact: true }).last().click(),
      ]);
      await hydrated(page);
      await expect(page.getByRole('button', { name: greeting('Ann') })).toBeVisible();
    });

    test('the reset page checks its fields in order and shows why the server refused', async ({
      page,
      open,
      guard,
    }) => {
      guard.allowHttpError(isCall('newPassword'), 400);
      await open('/reset-password?ckey=not-a-real-key');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const main = page.getByRole('main');
      const next = main.getByLabel(pages.password.new, { exact: true });
      const confirm = main.getByLabel(pages.password.confirm, { exact: true });
      await expect(next).toHaveAttribute('maxlength', '50');
      await expect(confirm).toHaveAttribute('maxlength', '50');
      const submit = main.getByRole('button', { name: pages.reset.submit });
      await expectWarningsInOrder(page, submit, [
        [pages.password.required.new, () => next.fill('long enough 1')],
        [pages.password.required.confirm, () => confirm.fill('long enough 2')],
        [pages.password.mismatch, () => confirm.fill('long enough 1')],
      ]);
      const [response] = await Promise.all([
        page.waitForResponse((r) => isCall('newPassword')(new URL(r.url()))),
        submit.click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.locator('[data-kind="error"]')).toContainText(serverMessage(lang, 'resetKeyInvalid'));
      expect(page.url()).toContain('/reset-password');

      await open('/reset-password');
      await expect(main.getByRole('alert')).toContainText(pages.reset.missingKey);
      await expect(main.getByRole('button', { name: pages.reset.submit })).toHaveCount(0);
    });
  });
}

test('a visitor on an account page is sent to log in, and asked to come back there', async ({ page }) => {
  for (const path of ACCOUNT_PAGES) {
    const response = await page.goto(path);
    // The server renders the frame; the browser, which holds the token, decides.
    expect(response?.status()).toBe(200);
    await page.waitForURL(isLoginFor(path));
    await hydrated(page);
    await expect(page.getByRole('heading', { name: SHOP_TEXT.en.auth.loginTitle })).toBeVisible();
  }
});

test('a log-in asked to go off the shop lands on its home page', async ({ page, request, baseURL }) => {
  const { auth, header } = SHOP_TEXT.en;
  const { email, password } = await newShopper(request, 'Mallory');
  const home = new URL('/', baseURL).href;

  // A URL parser turns `/.//evil.example` into `//evil.example`, another host.
  await page.goto(`/login?redirect=${encodeURIComponent('/.//evil.example')}`);
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByLabel(auth.email, { exact: true }).fill(email);
  await main.getByLabel(auth.password, { exact: true }).fill(password);
  await Promise.all([
    page.waitForURL(home),
    main.getByRole('button', { name: auth.loginSubmit, exact: true }).last().click(),
  ]);
  await hydrated(page);
  await expect(page.getByRole('button', { name: fill(header.greeting, { name: 'Mallory' }) })).toBeVisible();

  // Logged in, /login goes straight on: home again, however the way off is spelled.
  for (const redirect of [
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/..//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ]) {
    await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
    await page.waitForURL(home);
  }
});

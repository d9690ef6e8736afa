import type { Locator, Page } from '@playwright/test';
import { ADDRESS_TYPE, type Lang } from '@printshop/contract';
import { newShopper } from './database-fixtures';
import { expect, test } from './fixtures';
import { readResetLink } from './mail';
import { addressBook, saveAddress } from './shop-api';

/** What the shopper reads, per language. The required messages are docs/product.md#validation's. */
const TEXT = {
  en: {
    account: 'Account',
    greeting: (name: string) => `Hi, ${name}`,
    login: 'Log in',
    register: 'Create account',
    submitRegister: 'Create account',
    logout: 'Log out',
    loginTitle: 'Welcome back',
    forgotTitle: 'Forgot your password?',
    forgotLink: 'Forgot password?',
    email: 'Email',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Mobile',
    sendLink: 'Send reset link',
    registered: 'Your account has been created. Please log in.',
    linkSent: 'If this email is registered, a password reset link is on its way.',
    loginHeading: 'Your Inkfold Print account',
    navLabel: 'My account',
    section: 'Account section',
    nav: {
      user: 'Account details',
      password: 'Change Password',
      address: 'Address Book',
      paymethod: 'Payment Method',
    },
    nickname: 'Nickname',
    update: 'Update',
    needFirstName: 'Please enter your first name',
    needSurname: 'Please enter your surname.',
    needNickname: 'Please enter your nickname.',
    current: 'Current password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    needCurrent: 'Current password is required.',
    needNew: 'Please enter the new password',
    needAgain: 'Please enter the new password again',
    mismatch: 'The passwords entered twice are inconsistent',
    resetTitle: 'Reset your password',
    resetButton: 'Reset My Password',
    backToLogin: 'Back to Log In',
    resetDone: 'Success',
    missingKey: 'This link has no reset key.',
    billing: 'Billing Address',
    delivery: 'Delivery Address',
    noneBilling: 'No billing address is set yet.',
    noneDelivery: 'No delivery address is set yet.',
    add: 'Add',
    edit: 'Edit',
    save: 'Save',
    form: {
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
      company: 'Company name (optional)',
      country: 'Country/Region',
      state: 'State/Province',
      street: 'Street address',
      apartment: 'Apartment, suite, unit (optional)',
      city: 'City',
      zip: 'Zip code',
      phone: 'Phone number',
    },
    need: {
      email: 'Please enter your email address',
      firstName: 'Please enter your first name',
      lastName: 'Please enter your surname.',
      country: 'Please select a country/region',
      street: 'Please enter the street address',
      city: 'Please enter the city',
      state: 'Please select a state',
      zip: 'Please enter the zip code',
      phone: 'Please enter the phone number',
    },
    noPayment: 'You have no saved payment method.',
    addPayment: 'Add Payment Methods',
    cardNumber: 'Card number',
    expiry: 'Expiration date',
    cvc: 'CVC',
    cardCountry: 'Country',
    unitedStates: 'United States',
    notSaved: 'Nothing was saved. Inkfold Print never stores card details',
  },
  zh: {
    account: '我的账户',
    greeting: (name: string) => `您好，${name}`,
    login: '登录',
    register: '注册账户',
    submitRegister: '注册',
    logout: '退出登录',
    loginTitle: '欢迎回来',
    forgotTitle: '忘记密码？',
    forgotLink: '忘记密码？',
    email: '邮箱',
    password: '密码',
    firstName: '名字',
    lastName: '姓氏',
    mobile: '手机号码',
    sendLink: '发送重置链接',
    registered: '账户注册成功，请登录。',
    linkSent: '如果该邮箱已注册，重置密码的链接已发送到您的邮箱。',
    loginHeading: '您的墨折印刷账户',
    navLabel: '我的账户',
    section: '账户栏目',
    nav: {
      user: '账户信息',
      password: '修改密码',
      address: '地址簿',
      paymethod: '支付方式',
    },
    nickname: '昵称',
    update: '更新',
    needFirstName: '请输入您的名字',
    needSurname: '请输入您的姓氏。',
    needNickname: '请输入您的昵称。',
    current: '当前密码',
    newPassword: '新密码',
    confirm: '确认新密码',
    needCurrent: '请输入当前密码。',
    needNew: '请输入新密码',
    needAgain: '请再次输入新密码',
    mismatch: '两次输入的密码不一致',
    resetTitle: '重置密码',
    resetButton: '重置密码',
    backToLogin: '返回登录',
    resetDone: '成功',
    missingKey: '此链接缺少重置密钥。',
    billing: '账单地址',
    delivery: '收货地址',
    noneBilling: '尚未设置账单地址。',
    noneDelivery: '尚未设置收货地址。',
    add: '添加',
    edit: '编辑',
    save: '保存',
    form: {
      email: '邮箱',
      firstName: '名字',
      lastName: '姓氏',
      company: '公司名称（选填）',
      country: '国家/地区',
      state: '州/省',
      street: '街道地址',
      apartment: '公寓、套房、单元（选填）',
      city: '城市',
      zip: '邮政编码',
      phone: '电话号码',
    },
    need: {
      email: '请输入您的邮箱地址',
      firstName: '请输入您的名字',
      lastName: '请输入您的姓氏。',
      country: '请选择国家/地区',
      street: '请输入街道地址',
      city: '请输入城市',
      state: '请选择州/省',
      zip: '请输入邮政编码',
      phone: '请输入电话号码',
    },
    noPayment: '您还没有保存支付方式。',
    addPayment: '添加支付方式',
    cardNumber: '卡号',
    expiry: '有效期',
    cvc: '安全码（CVC）',
    cardCountry: '国家/地区',
    unitedStates: '美国',
    notSaved: '未保存任何信息。墨折印刷从不保存银行卡信息',
  },
} as const;

type Text = (typeof TEXT)[Lang];

const ACCOUNT_PAGES = ['/user', '/password', '/address', '/paymethod'] as const;

/** The header's cart count is fetched on every page once logged in; it is not a call the payment page makes. */
const CART_COUNT = /^\/api\/cartadvanced\/querycartqty/;

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

/** Waits until the current document has hydrated. */
async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Moves between account pages: the side menu on wide screens, the dropdown on a phone. */
async function goToSection(page: Page, text: Text, isMobile: boolean, section: keyof Text['nav']) {
  const href = `/${section}`;
  const nav = page.getByRole('navigation', { name: text.navLabel });
  if (isMobile) {
    await expect(nav).toBeHidden();
    await Promise.all([
      page.waitForURL(href),
      page.getByRole('combobox', { name: text.section }).selectOption(href),
    ]);
  } else {
    await Promise.all([page.waitForURL(href), nav.getByRole('link', { name: text.nav[section] }).click()]);
  }
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.nav[section]);
}

/** Fills and saves the address form in a dialog, checking docs/product.md's warnings on the way. */
async function fillAddressInOrder(
  page: Page,
  dialog: Locator,
  text: Text,
  address: { email: string; first: string; last: string; country: string; state: string; city: string },
) {
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await expectWarningsInOrder(page, dialog.getByRole('button', { name: text.save }), [
    [text.need.email, () => field(text.form.email).fill(address.email)],
    [text.need.firstName, () => field(text.form.firstName).fill(address.first)],
    [text.need.lastName, () => field(text.form.lastName).fill(address.last)],
    [
      text.need.country,
      () =>
        field(text.form.country)
          .selectOption(address.country)
          .then(() => undefined),
    ],
    [text.need.street, () => field(text.form.street).fill('1 Market Street')],
    [text.need.city, () => field(text.form.city).fill(address.city)],
    [
      text.need.state,
      () =>
        field(text.form.state)
          .selectOption(address.state)
          .then(() => undefined),
    ],
    [text.need.zip, () => field(text.form.zip).fill('94105')],
    [text.need.phone, () => field(text.form.phone).fill('415 555 0100')],
  ]);
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = TEXT[lang];

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
      await page.getByRole('button', { name: text.account }).click();
      await page.getByRole('menuitem', { name: text.register }).click();
      const modal = page.getByRole('dialog');
      await modal.getByLabel(text.firstName, { exact: true }).fill('Ann');
      await modal.getByLabel(text.lastName, { exact: true }).fill('Lee');
      await modal.getByLabel(text.mobile, { exact: true }).fill('415 555 0100');
      await modal.getByLabel(text.email, { exact: true }).fill(email);
      await modal.getByLabel(text.password, { exact: true }).fill(password);
      await modal.getByRole('button', { name: text.submitRegister, exact: true }).last().click();
      await expect(page.locator('[data-kind="success"]')).toContainText(text.registered);
      await expect(modal.getByRole('heading', { name: text.loginTitle })).toBeVisible();

      // Log in there, then out.
      await modal.getByLabel(text.email, { exact: true }).fill(email);
      await modal.getByLabel(text.password, { exact: true }).fill(password);
      await Promise.all([
        page.waitForEvent('load'),
        modal.getByRole('button', { name: text.login, exact: true }).last().click(),
      ]);
      await hydrated(page);
      const accountButton = page.getByRole('button', { name: text.greeting('Ann') });
      await expect(accountButton).toBeVisible();
      await accountButton.click();
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('menuitem', { name: text.logout }).click(),
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
      await expect(page).toHaveTitle(new RegExp(`^${text.login} \\| `));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.loginHeading);
      const main = page.getByRole('main');
      await main.getByLabel(text.email, { exact: true }).fill(email);
      await main.getByLabel(text.password, { exact: true }).fill(password);
      await Promise.all([
        page.waitForURL('/user'),
        main.getByRole('button', { name: text.login, exact: true }).last().click(),
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
        await goToSection(page, text, isMobile, section);
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
      await expect(page).toHaveTitle(new RegExp(`^${text.nav.user} \\| `));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByTestId('account-email')).toHaveText(member.email);
      const firstName = main.getByLabel(text.firstName, { exact: true });
      const lastName = main.getByLabel(text.lastName, { exact: true });
      const nickname = main.getByLabel(text.nickname, { exact: true });
      await expect(firstName).toHaveValue('Ann');
      await expect(lastName).toHaveValue('Buyer');
      await expect(nickname).toHaveValue('Ann');
      for (const input of [firstName, lastName, nickname]) {
        await expect(input).toHaveAttribute('maxlength', '30');
        await input.fill('');
      }
      await expectWarningsInOrder(page, main.getByRole('button', { name: text.update }), [
        [text.needFirstName, () => firstName.fill('Ann')],
        [text.needSurname, () => lastName.fill('Lee')],
        [text.needNickname, () => nickname.fill('Annie')],
      ]);
      // Saved, then the page reloads with the new nickname, in the header too.
      const [saved] = await Promise.all([
        page.waitForResponse('**/api/member/updateaccount'),
        main.getByRole('button', { name: text.update }).click(),
      ]);
      const savedBody = (await saved.json()) as { code: number; msg: string };
      expect(savedBody.code).toBe(200);
      await expect(page.locator('[data-kind="success"]')).toContainText(savedBody.msg);
      await page.waitForEvent('load');
      await hydrated(page);
      expect(await page.evaluate(() => localStorage.getItem('nickname'))).toBe('Annie');
      await expect(page.getByRole('button', { name: text.greeting('Annie') })).toBeVisible();
      await expect(main.getByLabel(text.nickname, { exact: true })).toHaveValue('Annie');
    });

    test('the address book starts empty and saves a billing and a delivery address, each with its country’s states', async ({
      page,
      open,
      signIn,
    }) => {
      const { email } = await signIn('Ann');
      await open('/address');
      const main = page.getByRole('main');
      const billing = main.getByRole('region', { name: text.billing });
      const delivery = main.getByRole('region', { name: text.delivery });
      await expect(billing).toContainText(text.noneBilling);
      await expect(delivery).toContainText(text.noneDelivery);

      // Billing in the US with a state.
      await billing.getByRole('button', { name: text.add }).click();
      const form = page.getByRole('dialog', { name: text.billing });
      await fillAddressInOrder(page, form, text, {
        email,
        first: 'Ann',
        last: 'Lee',
        country: 'US',
        state: 'CA',
        city: 'San Francisco',
      });
      const california = await selectedText(form.getByLabel(text.form.state, { exact: true }));
      await form.getByLabel(text.form.company, { exact: true }).fill('Lee Print Co');
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/memberAddress/add') && r.ok()),
        form.getByRole('button', { name: text.save }).click(),
      ]);
      await expect(form).toBeHidden();
      await expect(billing).toContainText('Lee Print Co');
      await expect(billing).toContainText(`San Francisco, ${california} 94105`);
      await expect(billing.getByRole('button', { name: text.edit })).toBeVisible();

      // Delivery in Canada: the state list is Canada's own.
      await delivery.getByRole('button', { name: text.add }).click();
      const deliveryForm = page.getByRole('dialog', { name: text.delivery });
      await fillAddressInOrder(page, deliveryForm, text, {
        email,
        first: 'Ann',
        last: 'Lee',
        country: 'CA',
        state: 'ON',
        city: 'Toronto',
      });
      const ontario = await selectedText(deliveryForm.getByLabel(text.form.state, { exact: true }));
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/memberAddress/add') && r.ok()),
        deliveryForm.getByRole('button', { name: text.save }).click(),
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
      const billing = main.getByRole('region', { name: text.billing });
      const delivery = main.getByRole('region', { name: text.delivery });
      const form = page.getByRole('dialog', { name: text.billing });

      await billing.getByRole('button', { name: text.edit }).click();
      const country = form.getByLabel(text.form.country, { exact: true });
      const state = form.getByLabel(text.form.state, { exact: true });
      await expect(form.getByLabel(text.form.email, { exact: true })).toHaveValue(member.email);
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
      await form.getByLabel(text.form.city, { exact: true }).fill('Dublin');
      await form.getByLabel(text.form.apartment, { exact: true }).fill('Unit 4');
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/memberAddress/updateMemberAddress') && r.ok()),
        form.getByRole('button', { name: text.save }).click(),
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
      await expect(main).toContainText(text.noPayment);
      const calls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') && !CART_COUNT.test(pathname)) calls.push(pathname);
      });
      await main.getByRole('button', { name: text.addPayment }).click();
      const cardDialog = page.getByRole('dialog');
      await expect(cardDialog.getByLabel(text.email, { exact: true })).toBeVisible();
      await cardDialog.getByLabel(text.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
      await cardDialog.getByLabel(text.expiry, { exact: true }).fill('12 / 30');
      await cardDialog.getByLabel(text.cvc, { exact: true }).fill('123');
      const cardCountry = cardDialog.getByLabel(text.cardCountry, { exact: true });
      expect(await cardCountry.locator('option').count()).toBe(20);
      await expect(cardCountry.locator('option', { hasText: text.unitedStates })).toHaveCount(1);
      await cardDialog.getByRole('button', { name: text.save }).click();
      await expect(cardDialog).toBeHidden();
      await expect(main.getByRole('status')).toContainText(text.notSaved);
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
      const current = main.getByLabel(text.current, { exact: true });
      const next = main.getByLabel(text.newPassword, { exact: true });
      const confirm = main.getByLabel(text.confirm, { exact: true });
      await expect(current).toHaveAttribute('maxlength', '50');
      await expect(next).toHaveAttribute('maxlength', '30');
      await expect(confirm).toHaveAttribute('maxlength', '30');
      await expectWarningsInOrder(page, main.getByRole('button', { name: text.update }), [
        [text.needCurrent, () => current.fill(member.password)],
        [text.needNew, () => next.fill('second-pass-456')],
        [text.needAgain, () => confirm.fill('second-pass-456x')],
        [text.mismatch, () => confirm.fill('second-pass-456')],
      ]);
      await Promise.all([page.waitForURL('/login'), main.getByRole('button', { name: text.update }).click()]);
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
      await main.getByRole('button', { name: text.forgotLink }).click();
      await expect(main.getByRole('heading', { name: text.forgotTitle })).toBeVisible();
      await main.getByLabel(text.email, { exact: true }).fill(email);
      await main.getByRole('button', { name: text.sendLink }).click();
      await expect(page.locator('[data-kind="success"]')).toContainText(text.linkSent);
      const link = await readResetLink(email);
      expect(link.origin).toBe(new URL(page.url()).origin);

      await open(link.pathname + link.search);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.resetTitle);
      await expect(main.getByRole('link', { name: text.backToLogin })).toHaveAttribute('href', '/login');
      await main.getByLabel(text.newPassword, { exact: true }).fill(resetPassword);
      await main.getByLabel(text.confirm, { exact: true }).fill(resetPassword);
      await Promise.all([
        page.waitForURL('/login'),
        main.getByRole('button', { name: text.resetButton }).click(),
        expect(page.locator('[data-kind="success"]')).toHaveText(text.resetDone),
      ]);
      await hydrated(page);

      // The reset password works; with nowhere to return to, login goes home.
      await main.getByLabel(text.email, { exact: true }).fill(email);
      await main.getByLabel(text.password, { exact: true }).fill(resetPassword);
      await Promise.all([
        page.waitForURL('/'),
        main.getByRole('button', { name: text.login, exact: true }).last().click(),
      ]);
      await hydrated(page);
      await expect(page.getByRole('button', { name: text.greeting('Ann') })).toBeVisible();
    });

    test('the reset page checks its fields in order and shows why the server refused', async ({
      page,
      open,
      guard,
    }) => {
      guard.allowHttpError(/^\/api\/member\/newpassword/, 400);
      await open('/reset-password?ckey=not-a-real-key');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const main = page.getByRole('main');
      const next = main.getByLabel(text.newPassword, { exact: true });
      const confirm = main.getByLabel(text.confirm, { exact: true });
      await expect(next).toHaveAttribute('maxlength', '50');
      await expect(confirm).toHaveAttribute('maxlength', '50');
      const submit = main.getByRole('button', { name: text.resetButton });
      await expectWarningsInOrder(page, submit, [
        [text.needNew, () => next.fill('long enough 1')],
        [text.needAgain, () => confirm.fill('long enough 2')],
        [text.mismatch, () => confirm.fill('long enough 1')],
      ]);
      const [response] = await Promise.all([
        page.waitForResponse('**/api/member/newpassword'),
        submit.click(),
      ]);
      const body = (await response.json()) as { code: number; msg: string };
      expect(body.code).toBe(400);
      await expect(page.locator('[data-kind="error"]')).toContainText(body.msg);
      expect(page.url()).toContain('/reset-password');

      await open('/reset-password');
      await expect(main.getByRole('alert')).toContainText(text.missingKey);
      await expect(main.getByRole('button', { name: text.resetButton })).toHaveCount(0);
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
    await expect(page.getByRole('heading', { name: TEXT.en.loginTitle })).toBeVisible();
  }
});

test('a log-in asked to go off the shop lands on its home page', async ({ page, request, baseURL }) => {
  const text = TEXT.en;
  const { email, password } = await newShopper(request, 'Mallory');
  const home = new URL('/', baseURL).href;

  // A URL parser turns `/.//evil.example` into `//evil.example`, another host.
  await page.goto(`/login?redirect=${encodeURIComponent('/.//evil.example')}`);
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByLabel(text.email, { exact: true }).fill(email);
  await main.getByLabel(text.password, { exact: true }).fill(password);
  await Promise.all([
    page.waitForURL(home),
    main.getByRole('button', { name: text.login, exact: true }).last().click(),
  ]);
  await hydrated(page);
  await expect(page.getByRole('button', { name: text.greeting('Mallory') })).toBeVisible();

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

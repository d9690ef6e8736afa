import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney, type Lang } from '@printshop/contract';
import { DEMO_STAFF, expectToast, loginAsStaff, openMenu } from './admin';
import { isCall, sendCall } from './api-client';
import { expect, type Member, test } from './fixtures';
import { addToCart, checkoutSummary, saveDeliveryAddress, skuOf, uploadedDesign } from './shop-api';
import { ADMIN_TEXT, fill, serverMessage } from './texts';

/** A coupon code no other test uses: the tests run side by side on one server. */
function newCode(): string {
  return `E2E-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`.toUpperCase();
}

/** A shopper whose cart holds a business card with a design, with a delivery address saved. */
async function shopperWithCart(request: APIRequestContext, signIn: () => Promise<Member>): Promise<Member> {
  const member = await signIn();
  await addToCart(request, member, await skuOf(request, 'BC-1001', 0), [await uploadedDesign(request)]);
  await saveDeliveryAddress(request, member);
  return member;
}

/** The coupon's row in the list. */
function rowOf(page: Page, code: string) {
  return page.getByRole('row').filter({ hasText: code });
}

/** Against the viewport's width: on a phone, window.innerWidth grows with a page that overflows. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const { shell, nav, coupons, activity, screenError } = ADMIN_TEXT[lang];
  const { form } = coupons;
  const money = (dollars: number) => formatMoney(dollars, lang);

  test.describe(`the back office's coupons in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('the owner adds a percent coupon with a minimum and a limit per customer, which checkout takes until it is switched off', {
      tag: '@layout',
    }, async ({ page, open, request, signIn, guard, isMobile }) => {
      guard.allowHttpError(isCall('adminCouponCreate'), 400);
      const code = newCode();
      const member = await shopperWithCart(request, signIn);
      const priced = await checkoutSummary(request, member, lang);
      // A minimum the cart reaches, in whole dollars.
      const minimum = Math.max(1, Math.floor(priced.totalPrice / 2));

      await loginAsStaff(page, 'owner');
      await open('/admin');
      await openMenu(page, lang, isMobile);
      await page
        .getByRole('navigation', { name: shell.navLabel })
        .getByRole('link', { name: nav.coupons })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(coupons.title);

      await page.getByRole('button', { name: coupons.add }).click();
      const dialog = page.getByRole('dialog', { name: form.addTitle });
      const create = dialog.getByRole('button', { name: form.create });
      // The form asks for a code itself.
      await create.click();
      await expectToast(page, 'warning', form.required.code);
      await expect(dialog.getByLabel(form.code, { exact: true })).toHaveAttribute('aria-invalid', 'true');

      await dialog.getByLabel(form.code, { exact: true }).fill(code);
      await expect(dialog.getByRole('radio', { name: coupons.kinds.percent })).toBeChecked();
      // The amount's label follows the kind.
      await dialog.getByRole('radio', { name: coupons.kinds.fixed }).check();
      await expect(dialog.getByLabel(form.value.fixed, { exact: true })).toBeVisible();
      await dialog.getByRole('radio', { name: coupons.kinds.percent }).check();
      const value = dialog.getByLabel(form.value.percent, { exact: true });
      await value.fill('150');
      await dialog.getByLabel(form.minSubtotal, { exact: true }).fill(String(minimum));
      await dialog.getByLabel(form.perCustomerLimit, { exact: true }).fill('1');
      // What only the server judges, it says in the dialog, which stays open.
      await create.click();
      await expect(dialog.getByRole('alert')).toHaveText(serverMessage(lang, 'couponPercentRange'));
      await expect(dialog).toBeVisible();

      await value.fill('15');
      await create.click();
      await expectToast(page, 'success', serverMessage(lang, 'couponCreated', { code }));
      await expect(dialog).toBeHidden();

      const row = rowOf(page, code);
      await expect(row.getByRole('cell')).toHaveText([
        code,
        '15%',
        money(minimum),
        coupons.noStart,
        coupons.noEnd,
        '0',
        '1',
        coupons.on,
        coupons.edit,
      ]);
      const rows = await page.getByRole('table').locator('tbody tr').count();
      await expect(page.getByRole('status')).toHaveText(fill(coupons.found, { count: rows }));
      await expectNoHorizontalScroll(page);

      // While it is on, the shopper's checkout takes 15% off; the code is read whatever its case.
      const discounted = await checkoutSummary(request, member, lang, code.toLowerCase());
      expect(discounted.coupon).toBe(code);
      expect(discounted.discount).toBeCloseTo(Math.round(priced.totalPrice * 15) / 100, 2);

      // The edit form opens filled; switched off, with a last day, the list says so.
      const editTitle = fill(form.editTitle, { code });
      await row.getByRole('button', { name: editTitle }).click();
      const edit = page.getByRole('dialog', { name: editTitle });
      await expect(edit.getByLabel(form.code, { exact: true })).toHaveValue(code);
      await expect(edit.getByLabel(form.value.percent, { exact: true })).toHaveValue('15');
      await expect(edit.getByLabel(form.minSubtotal, { exact: true })).toHaveValue(minimum.toFixed(2));
      await expect(edit.getByLabel(form.perCustomerLimit, { exact: true })).toHaveValue('1');
      await expect(edit.getByLabel(form.usageLimit, { exact: true })).toHaveValue('');
      const active = edit.getByRole('checkbox', { name: form.active });
      await expect(active).toBeChecked();
      await active.uncheck();
      await edit.getByLabel(form.endsOn, { exact: true }).fill('2099-12-31');
      await edit.getByRole('button', { name: form.save }).click();
      await expectToast(page, 'success', serverMessage(lang, 'couponSaved', { code }));
      await expect(edit).toBeHidden();
      await expect(row.getByRole('cell').nth(7)).toHaveText(coupons.off);
      await expect(row.getByRole('cell').nth(4)).toContainText('2099');

      // Switched off, checkout refuses it.
      const refused = await sendCall(request, 'toOrder', { coupon: code }, { token: member.token, lang });
      expect(await refused.json()).toMatchObject({ code: 400, msg: serverMessage(lang, 'couponUnknown') });

      // The audit log tells both, in the reader's words.
      await open('/admin/audit?action=coupon.create');
      const who = DEMO_STAFF.owner.name;
      await expect(
        page.getByRole('row').filter({ hasText: fill(activity.couponCreated, { who, code }) }),
      ).toHaveCount(1);
      await open('/admin/audit?action=coupon.update');
      await expect(
        page.getByRole('row').filter({ hasText: fill(activity.couponUpdated, { who, code }) }),
      ).toHaveCount(1);
    });

    test('support has no Coupons item, and the coupon screen’s address shows the refusal', async ({
      page,
      open,
      guard,
      isMobile,
    }) => {
      guard.allowHttpError(isCall('adminCouponList'), 403);
      guard.allowHttpError((url) => url.pathname === '/admin/coupons', 403);
      await loginAsStaff(page, 'support');
      await open('/admin');
      await openMenu(page, lang, isMobile);
      const menu = page.getByRole('navigation', { name: shell.navLabel });
      // The whole menu of each role is admin-shell.spec.ts's: here, that coupons are not in it.
      await expect(menu.getByRole('link', { name: nav.orders })).toBeVisible();
      await expect(menu.getByRole('link', { name: nav.coupons })).toHaveCount(0);

      expect((await open('/admin/coupons'))?.status()).toBe(403);
      const refusal = page.getByRole('alert');
      await expect(refusal.getByRole('heading', { level: 1 })).toHaveText(screenError.forbidden);
      await expect(page.getByRole('table')).toHaveCount(0);
    });
  });
}

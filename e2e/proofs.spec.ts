import type { Locator, Page } from '@playwright/test';
import { type Lang, MAX_LENGTH } from '@printshop/contract';
import { loginAsStaff } from './admin';
import { callApi, isCall } from './api-client';
import { expect, test } from './fixtures';
import { PNG } from './images';
import { moveItem, type PlacedItem, placeOrder, sendProof } from './production-api';
import { fill, SHOP_TEXT, serverMessage } from './texts';

/** The texts of the order pages. */
type Text = (typeof SHOP_TEXT)[Lang]['ordersPage'];
type StageStatus = 'done' | 'current' | 'ahead';

/** The tracker's stages, in order (the keys of their names in the catalogue). */
const STAGES = ['fileReview', 'printing', 'shipping'] as const;

/** What the production line types in when it ships the item. */
const SHIPMENT = { carrier: 'Parcel Express', trackingNo: 'PX-2026-0042' };

const detailPath = ({ orderId, itemId }: PlacedItem) => `/orderDetail?no=${orderId}&oid=${itemId}`;

/** The tracker says where the item is, and of each stage whether it is done, current or ahead. */
async function expectTracker(page: Page, text: Text, where: string, statuses: StageStatus[]): Promise<void> {
  const tracker = page.getByRole('main').getByRole('region', { name: text.tracker.label });
  await expect(tracker.getByTestId('tracker-state')).toContainText(where);
  const stages = tracker.getByRole('list', { name: text.tracker.label }).getByRole('listitem');
  await expect(stages).toHaveCount(statuses.length);
  for (const [index, status] of statuses.entries()) {
    const stage = stages.nth(index);
    await expect(stage).toContainText(text.tracker[STAGES[index]!]);
    await expect(stage).toContainText(`(${text.tracker[status]})`);
    if (status === 'current') await expect(stage).toHaveAttribute('aria-current', 'step');
    else await expect(stage).not.toHaveAttribute('aria-current');
  }
}

/** The proofs block's first card: the newest version. */
function latestProof(page: Page, text: Text): Locator {
  return page.getByRole('main').getByRole('region', { name: text.proofs.title }).getByTestId('latest-proof');
}

async function expectToast(
  page: Page,
  kind: 'success' | 'warning' | 'error',
  message: string,
): Promise<void> {
  await expect(page.locator(`[data-kind="${kind}"]`).filter({ hasText: message })).toBeVisible();
}

/** Waits for the page a link or reload opened to hydrate, so clicks reach their handlers. */
async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const shop = SHOP_TEXT[lang];
  const text = shop.ordersPage;
  const { proofs, itemState } = text;

  test.describe(`proofs on the order pages in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('the customer asks for changes with a new file, then approves the next version', async ({
      page,
      open,
      signIn,
    }) => {
      const member = await signIn();
      const placed = await placeOrder(page, member, 'paid');
      await loginAsStaff(page, 'production');
      const first = await sendProof(page, placed.itemId, 'Please check the bleed and the phone number.');

      // docs/product.md#production: the list points the customer to the proof waiting for them.
      const { dtl } = await callApi(
        page.request,
        'getOrderDetail',
        { orderId: placed.orderId, orderItemId: placed.itemId },
        { token: member.token, lang },
      );
      await open('/order');
      await page.getByRole('link', { name: fill(text.card.reviewProof, { name: dtl.productName }) }).click();
      await page.waitForURL((url) => url.pathname === '/orderDetail');
      await hydrated(page);
      expect(new URL(page.url()).searchParams.get('oid')).toBe(String(placed.itemId));

      await expectTracker(page, text, itemState.proof_sent, ['current', 'ahead', 'ahead']);
      const latest = latestProof(page, text);
      await expect(latest.getByRole('heading', { name: fill(proofs.version, { version: 1 }) })).toBeVisible();
      await expect(latest).toContainText(proofs.state.pending);
      await expect(latest).toContainText('Please check the bleed and the phone number.');
      const picture = latest.getByRole('img', { name: fill(proofs.picture, { version: 1 }) });
      await expect(picture).toHaveAttribute('src', first.url);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const designs = page
        .getByRole('main')
        .getByRole('list', { name: text.designs.label })
        .getByRole('listitem');
      await expect(designs).toHaveCount(1);

      await latest.getByRole('button', { name: proofs.askChanges }).click();
      const changes = page.getByRole('dialog', { name: fill(proofs.changes.title, { version: 1 }) });
      await changes.getByRole('button', { name: proofs.changes.send }).click();
      await expectToast(page, 'warning', proofs.changes.commentRequired);
      await changes.getByLabel(proofs.changes.comment).fill('Please make the logo larger.');
      await changes
        .locator('input[type="file"]')
        .setInputFiles({ name: 'new-design.png', mimeType: 'image/png', buffer: PNG });
      // An upload on its way is a list item too, with a progress bar; Send waits for it to finish.
      // Counted as the list's own items: each file's verdict is a list of checks inside its item.
      await expect(
        changes.getByRole('list', { name: shop.forms.upload.uploaded }).locator(':scope > li'),
      ).toHaveCount(1);
      await expect(changes.getByRole('progressbar')).toHaveCount(0);
      await changes.getByRole('button', { name: proofs.changes.send }).click();
      await expect(changes).toBeHidden();
      await expectToast(page, 'success', serverMessage(lang, 'changesRequested'));

      // The page loads the item again: the proof is answered, and the new file joined the designs.
      await expectTracker(page, text, itemState.changes_requested, ['current', 'ahead', 'ahead']);
      await expect(latest).toContainText(proofs.state.changes_requested);
      await expect(latest).toContainText(
        fill(proofs.yourComment, { comment: 'Please make the logo larger.' }),
      );
      await expect(latest.getByRole('button', { name: proofs.approve })).toHaveCount(0);
      await expect(designs).toHaveCount(2);

      const second = await sendProof(page, placed.itemId, 'The logo is larger now.');
      await page.reload();
      await hydrated(page);
      await expect(latest.getByRole('heading', { name: fill(proofs.version, { version: 2 }) })).toBeVisible();
      await expect(latest.getByRole('img', { name: fill(proofs.picture, { version: 2 }) })).toHaveAttribute(
        'src',
        second.url,
      );
      const earlier = page
        .getByRole('main')
        .getByRole('list', { name: proofs.earlier })
        .getByRole('listitem');
      await expect(earlier).toHaveCount(1);
      await expect(earlier).toContainText(proofs.state.changes_requested);
      await expect(earlier).toContainText(
        fill(proofs.yourComment, { comment: 'Please make the logo larger.' }),
      );
      await expect(
        earlier.getByRole('link', { name: fill(proofs.openVersion, { version: 1 }) }),
      ).toHaveAttribute('href', first.url);

      await latest.getByRole('button', { name: proofs.approve }).click();
      const confirm = page.getByRole('dialog', { name: fill(proofs.approveDialog.title, { version: 2 }) });
      await expect(confirm).toContainText(proofs.approveDialog.final);
      await confirm.getByRole('button', { name: proofs.approveDialog.confirm, exact: true }).click();
      await expect(confirm).toBeHidden();
      await expectToast(page, 'success', serverMessage(lang, 'proofApproved'));
      await expectTracker(page, text, itemState.approved, ['current', 'ahead', 'ahead']);
      await expect(latest).toContainText(proofs.state.approved);
      await expect(latest.getByRole('button', { name: proofs.approve })).toHaveCount(0);
      await expect(latest.getByRole('button', { name: proofs.askChanges })).toHaveCount(0);
    });

    test('the customer follows the item through printing, shipping with its tracking number, and delivery', async ({
      page,
      open,
      signIn,
    }) => {
      const member = await signIn();
      const placed = await placeOrder(page, member, 'paid');
      await loginAsStaff(page, 'production');
      await moveItem(page, 'approveFiles', { itemId: placed.itemId });
      await moveItem(page, 'printItem', { itemId: placed.itemId });
      await open(detailPath(placed));
      await expectTracker(page, text, itemState.printing, ['done', 'current', 'ahead']);

      await moveItem(page, 'shipItem', { itemId: placed.itemId, ...SHIPMENT });
      await page.reload();
      await hydrated(page);
      await expectTracker(page, text, itemState.shipped, ['done', 'done', 'current']);
      await expect(page.getByRole('main').getByTestId('tracker-state')).toContainText(
        fill(text.tracker.shipment, SHIPMENT),
      );

      await moveItem(page, 'deliverItem', { itemId: placed.itemId });
      await page.reload();
      await hydrated(page);
      await expectTracker(page, text, itemState.delivered, ['done', 'done', 'done']);
    });

    test('a comment cannot outgrow the limit, and approving a replaced proof shows the server’s refusal', async ({
      page,
      open,
      signIn,
      guard,
    }) => {
      guard.allowHttpError(isCall('approveProof'), 409);
      const member = await signIn();
      const placed = await placeOrder(page, member, 'paid');
      await loginAsStaff(page, 'production');
      await sendProof(page, placed.itemId, 'First try.');
      await open(detailPath(placed));
      const latest = latestProof(page, text);

      // The comment box takes no more than the contract allows.
      await latest.getByRole('button', { name: proofs.askChanges }).click();
      const changes = page.getByRole('dialog', { name: fill(proofs.changes.title, { version: 1 }) });
      const comment = changes.getByLabel(proofs.changes.comment);
      await comment.fill('x'.repeat(MAX_LENGTH.proofComment + 1));
      await expect(comment).toHaveValue('x'.repeat(MAX_LENGTH.proofComment));
      await changes.press('Escape');
      await expect(changes).toBeHidden();

      // The shop replaces the proof while the page still shows version 1: approving it is a 409.
      await sendProof(page, placed.itemId, 'Second try.');
      await latest.getByRole('button', { name: proofs.approve }).click();
      const confirm = page.getByRole('dialog', { name: fill(proofs.approveDialog.title, { version: 1 }) });
      await confirm.getByRole('button', { name: proofs.approveDialog.confirm, exact: true }).click();
      await expectToast(page, 'error', serverMessage(lang, 'proofNotPending'));
      await confirm.getByRole('button', { name: proofs.approveDialog.cancel }).click();

      await page.reload();
      await hydrated(page);
      await expect(latest.getByRole('heading', { name: fill(proofs.version, { version: 2 }) })).toBeVisible();
      await expect(latest).toContainText(proofs.state.pending);
      await expectTracker(page, text, itemState.proof_sent, ['current', 'ahead', 'ahead']);
    });

    test('an unpaid order’s tracker waits for the payment, with no stage done', async ({
      page,
      open,
      signIn,
    }) => {
      const member = await signIn();
      const placed = await placeOrder(page, member, 'unpaid');
      await open(detailPath(placed));
      await expectTracker(page, text, text.tracker.awaitingPayment, ['ahead', 'ahead', 'ahead']);
      await expect(page.getByRole('main').getByRole('region', { name: proofs.title })).toHaveCount(0);
    });
  });
}

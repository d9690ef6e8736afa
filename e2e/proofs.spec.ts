import type { Locator, Page } from '@playwright/test';
import { type Lang, MAX_LENGTH } from '@printshop/contract';
import { loginAsStaff } from './admin';
import { expect, test } from './fixtures';
import { PNG } from './images';
import { moveItem, type PlacedItem, placeOrder, sendProof } from './production-api';

/** What the customer reads, per language; the success and refusal messages are the server's. */
const TEXT = {
  en: {
    tracker: 'Production progress',
    stages: ['File review', 'Printing', 'Shipping'],
    status: { done: '(done)', current: '(in progress)', ahead: '(not yet)' },
    awaitingPayment: 'Awaiting payment',
    waiting: 'Waiting for your approval',
    changesRequested: 'Changes requested',
    approved: 'Approved',
    printing: 'Printing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    shipment: 'Sent with Parcel Express, tracking number PX-2026-0042',
    reviewProof: 'Waiting for your approval: see the proof of',
    proofs: 'Proofs',
    version: (version: number) => `Proof version ${version}`,
    approve: 'Approve this proof',
    askChanges: 'Ask for changes',
    approveTitle: (version: number) => `Approve proof version ${version}?`,
    final: 'Approval is final',
    confirm: 'Yes, approve it',
    notYet: 'Not yet',
    changesTitle: (version: number) => `Ask for changes to version ${version}`,
    comment: 'What should we change?',
    commentRequired: 'Please tell us what to change',
    uploaded: 'Uploaded images',
    send: 'Send my changes',
    yourComment: (comment: string) => `Your comment: ${comment}`,
    earlier: 'Earlier versions',
    openVersion: (version: number) => `Open version ${version}`,
    designFiles: 'Design files',
    changesSent: 'Thank you: we will send you a new proof with your changes.',
    approvedSent: 'Thank you: the proof is approved, we will print it as shown.',
    notPending: 'This proof can no longer be answered: it is not the one waiting for your answer.',
  },
  zh: {
    tracker: '生产进度',
    stages: ['文件审核', '印刷', '发货'],
    status: { done: '(已完成)', current: '(进行中)', ahead: '(未开始)' },
    awaitingPayment: '待付款',
    waiting: '等待您确认校样',
    changesRequested: '已要求修改',
    approved: '已确认',
    printing: '印刷中',
    shipped: '已发货',
    delivered: '已送达',
    shipment: '承运商：Parcel Express，运单号：PX-2026-0042',
    reviewProof: '等待您确认校样：查看',
    proofs: '校样',
    version: (version: number) => `校样第 ${version} 版`,
    approve: '确认此校样',
    askChanges: '要求修改',
    approveTitle: (version: number) => `确认校样第 ${version} 版？`,
    final: '确认后不可更改',
    confirm: '确认',
    notYet: '暂不确认',
    changesTitle: (version: number) => `对第 ${version} 版提出修改`,
    comment: '需要修改什么？',
    commentRequired: '请告诉我们需要修改的内容',
    uploaded: '已上传的图片',
    send: '提交修改意见',
    yourComment: (comment: string) => `您的意见：${comment}`,
    earlier: '以前的版本',
    openVersion: (version: number) => `打开第 ${version} 版`,
    designFiles: '设计稿',
    changesSent: '感谢反馈，我们会按您的意见发送新的校样。',
    approvedSent: '感谢确认，我们将按校样印刷。',
    notPending: '该校样已无法回复：它不是等待您确认的校样。',
  },
} as const;

type Text = (typeof TEXT)[Lang];
type StageStatus = keyof Text['status'];

const detailPath = ({ orderId, itemId }: PlacedItem) => `/orderDetail?no=${orderId}&oid=${itemId}`;

/** The tracker says where the item is, and of each stage whether it is done, current or ahead. */
async function expectTracker(page: Page, text: Text, where: string, statuses: StageStatus[]): Promise<void> {
  const tracker = page.getByRole('main').getByRole('region', { name: text.tracker });
  await expect(tracker.getByTestId('tracker-state')).toContainText(where);
  const stages = tracker.getByRole('list', { name: text.tracker }).getByRole('listitem');
  await expect(stages).toHaveCount(statuses.length);
  for (const [index, status] of statuses.entries()) {
    const stage = stages.nth(index);
    await expect(stage).toContainText(text.stages[index]!);
    await expect(stage).toContainText(text.status[status]);
    if (status === 'current') await expect(stage).toHaveAttribute('aria-current', 'step');
    else await expect(stage).not.toHaveAttribute('aria-current');
  }
}

/** The proofs block's first card: the newest version. */
function latestProof(page: Page, text: Text): Locator {
  return page.getByRole('main').getByRole('region', { name: text.proofs }).getByTestId('latest-proof');
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
  const text = TEXT[lang];

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
      await open('/order');
      await page.getByRole('link', { name: text.reviewProof }).click();
      await page.waitForURL((url) => url.pathname === '/orderDetail');
      await hydrated(page);
      expect(new URL(page.url()).searchParams.get('oid')).toBe(String(placed.itemId));

      await expectTracker(page, text, text.waiting, ['current', 'ahead', 'ahead']);
      const latest = latestProof(page, text);
      await expect(latest.getByRole('heading', { name: text.version(1) })).toBeVisible();
      await expect(latest).toContainText(text.waiting);
      await expect(latest).toContainText('Please check the bleed and the phone number.');
      const picture = latest.getByRole('img', { name: text.version(1) });
      await expect(picture).toHaveAttribute('src', first.url);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const designs = page
        .getByRole('main')
        .getByRole('list', { name: text.designFiles })
        .getByRole('listitem');
      await expect(designs).toHaveCount(1);

      await latest.getByRole('button', { name: text.askChanges }).click();
      const changes = page.getByRole('dialog', { name: text.changesTitle(1) });
      await changes.getByRole('button', { name: text.send }).click();
      await expectToast(page, 'warning', text.commentRequired);
      await changes.getByLabel(text.comment).fill('Please make the logo larger.');
      await changes
        .locator('input[type="file"]')
        .setInputFiles({ name: 'new-design.png', mimeType: 'image/png', buffer: PNG });
      // An upload on its way is a list item too, with a progress bar; Send waits for it to finish.
      await expect(changes.getByRole('list', { name: text.uploaded }).getByRole('listitem')).toHaveCount(1);
      await expect(changes.getByRole('progressbar')).toHaveCount(0);
      await changes.getByRole('button', { name: text.send }).click();
      await expect(changes).toBeHidden();
      await expectToast(page, 'success', text.changesSent);

      // The page loads the item again: the proof is answered, and the new file joined the designs.
      await expectTracker(page, text, text.changesRequested, ['current', 'ahead', 'ahead']);
      await expect(latest).toContainText(text.changesRequested);
      await expect(latest).toContainText(text.yourComment('Please make the logo larger.'));
      await expect(latest.getByRole('button', { name: text.approve })).toHaveCount(0);
      await expect(designs).toHaveCount(2);

      const second = await sendProof(page, placed.itemId, 'The logo is larger now.');
      await page.reload();
      await hydrated(page);
      await expect(latest.getByRole('heading', { name: text.version(2) })).toBeVisible();
      await expect(latest.getByRole('img', { name: text.version(2) })).toHaveAttribute('src', second.url);
      const earlier = page.getByRole('main').getByRole('list', { name: text.earlier }).getByRole('listitem');
      await expect(earlier).toHaveCount(1);
      await expect(earlier).toContainText(text.changesRequested);
      await expect(earlier).toContainText(text.yourComment('Please make the logo larger.'));
      await expect(earlier.getByRole('link', { name: text.openVersion(1) })).toHaveAttribute(
        'href',
        first.url,
      );

      await latest.getByRole('button', { name: text.approve }).click();
      const confirm = page.getByRole('dialog', { name: text.approveTitle(2) });
      await expect(confirm).toContainText(text.final);
      await confirm.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(confirm).toBeHidden();
      await expectToast(page, 'success', text.approvedSent);
      await expectTracker(page, text, text.approved, ['current', 'ahead', 'ahead']);
      await expect(latest).toContainText(text.approved);
      await expect(latest.getByRole('button', { name: text.approve })).toHaveCount(0);
      await expect(latest.getByRole('button', { name: text.askChanges })).toHaveCount(0);
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
      await expectTracker(page, text, text.printing, ['done', 'current', 'ahead']);

      await moveItem(page, 'shipItem', {
        itemId: placed.itemId,
        carrier: 'Parcel Express',
        trackingNo: 'PX-2026-0042',
      });
      await page.reload();
      await hydrated(page);
      await expectTracker(page, text, text.shipped, ['done', 'done', 'current']);
      await expect(page.getByRole('main').getByTestId('tracker-state')).toContainText(text.shipment);

      await moveItem(page, 'deliverItem', { itemId: placed.itemId });
      await page.reload();
      await hydrated(page);
      await expectTracker(page, text, text.delivered, ['done', 'done', 'done']);
    });

    test('a comment cannot outgrow the limit, and approving a replaced proof shows the server’s refusal', async ({
      page,
      open,
      signIn,
      guard,
    }) => {
      guard.allowHttpError((url) => url.pathname === '/api/order/approveProof', 409);
      const member = await signIn();
      const placed = await placeOrder(page, member, 'paid');
      await loginAsStaff(page, 'production');
      await sendProof(page, placed.itemId, 'First try.');
      await open(detailPath(placed));
      const latest = latestProof(page, text);

      // The comment box takes no more than the contract allows.
      await latest.getByRole('button', { name: text.askChanges }).click();
      const changes = page.getByRole('dialog', { name: text.changesTitle(1) });
      const comment = changes.getByLabel(text.comment);
      await comment.fill('x'.repeat(MAX_LENGTH.proofComment + 1));
      await expect(comment).toHaveValue('x'.repeat(MAX_LENGTH.proofComment));
      await changes.press('Escape');
      await expect(changes).toBeHidden();

      // The shop replaces the proof while the page still shows version 1: approving it is a 409.
      await sendProof(page, placed.itemId, 'Second try.');
      await latest.getByRole('button', { name: text.approve }).click();
      const confirm = page.getByRole('dialog', { name: text.approveTitle(1) });
      await confirm.getByRole('button', { name: text.confirm, exact: true }).click();
      await expectToast(page, 'error', text.notPending);
      await confirm.getByRole('button', { name: text.notYet }).click();

      await page.reload();
      await hydrated(page);
      await expect(latest.getByRole('heading', { name: text.version(2) })).toBeVisible();
      await expect(latest).toContainText(text.waiting);
      await expectTracker(page, text, text.waiting, ['current', 'ahead', 'ahead']);
    });

    test('an unpaid order’s tracker waits for the payment, with no stage done', async ({
      page,
      open,
      signIn,
    }) => {
      const member = await signIn();
      const placed = await placeOrder(page, member, 'unpaid');
      await open(detailPath(placed));
      await expectTracker(page, text, text.awaitingPayment, ['ahead', 'ahead', 'ahead']);
      await expect(page.getByRole('main').getByRole('region', { name: text.proofs })).toHaveCount(0);
    });
  });
}

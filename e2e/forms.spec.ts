import type { Locator, Page } from '@playwright/test';
import type { Lang } from '@printshop/contract';
import { expect, test } from './fixtures';
import { PNG } from './images';

/** What the shopper reads, per language. */
const TEXT = {
  en: {
    quoteTitle: 'Custom quote',
    home: 'Home',
    name: 'Name',
    email: 'Email',
    remark: 'Additional remark',
    submitQuote: 'Submit quote',
    needName: 'Please input name',
    needEmail: 'Please input email',
    needContent: 'Please input content',
    quoteSent:
      'Thank you! We have received your quote request and will reply by email within one business day.',
    uploadLabel: 'Upload files (maximum 50MB)',
    image: (n: number) => `Uploaded image ${n}`,
    remove: (n: number) => `Delete image ${n}`,
    notImage: (name: string) => `${name} is not an image. Please choose a JPG, PNG, WebP or GIF file.`,
    serverNotImage: 'Only JPEG, PNG, WebP and GIF images can be uploaded',
    contactTitle: 'Contact Us',
    contactForm: 'Send us a message',
    phone: 'Phone',
    company: 'Company name',
    message: 'Message',
    send: 'Send message',
    contactNeedName: 'Please input your name',
    contactNeedMobile: 'Please input your phone number',
    contactNeedEmail: 'Please input your email',
    contactNeedContent: 'Please input your message',
    messageSent: 'Thank you for your message. We will get back to you within one business day.',
  },
  zh: {
    quoteTitle: '定制报价',
    home: '首页',
    name: '姓名',
    email: '邮箱',
    remark: '补充说明',
    submitQuote: '提交询价',
    needName: '请输入姓名',
    needEmail: '请输入邮箱',
    needContent: '请输入补充说明',
    quoteSent: '感谢您的询价！我们已收到您的需求，将在一个工作日内通过邮件回复您。',
    uploadLabel: '上传文件（最大 50MB）',
    image: (n: number) => `已上传的第 ${n} 张图片`,
    remove: (n: number) => `删除第 ${n} 张图片`,
    notImage: (name: string) => `${name} 不是图片，请选择 JPG、PNG、WebP 或 GIF 文件。`,
    serverNotImage: '仅支持上传 JPEG、PNG、WebP 和 GIF 格式的图片',
    contactTitle: '联系我们',
    contactForm: '给我们留言',
    phone: '电话',
    company: '公司名称',
    message: '留言内容',
    send: '发送留言',
    contactNeedName: '请输入您的姓名',
    contactNeedMobile: '请输入您的电话号码',
    contactNeedEmail: '请输入您的邮箱',
    contactNeedContent: '请输入留言内容',
    messageSent: '感谢您的留言，我们将在一个工作日内回复您。',
  },
} satisfies Record<Lang, unknown>;

/** Waits until a toast of this kind with exactly this text shows. */
async function expectToast(
  page: Page,
  kind: 'success' | 'warning' | 'error',
  message: string,
): Promise<void> {
  await expect(
    page.locator(`[data-kind="${kind}"]`).filter({ has: page.getByText(message, { exact: true }) }),
  ).toBeVisible();
}

/** Submits, checks that the warning shows, fixes its field, and so on in `steps` order. */
async function expectWarningsInOrder(
  page: Page,
  submit: Locator,
  steps: readonly [message: string, fix: () => Promise<void>][],
): Promise<void> {
  for (const [message, fix] of steps) {
    await submit.click();
    await expectToast(page, 'warning', message);
    await fix();
  }
}

/** Holds each upload's answer back a little, so its progress bar can be seen. */
async function slowUploads(page: Page): Promise<void> {
  await page.route('**/api/file/upload', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

for (const lang of ['en', 'zh'] as const) {
  const text = TEXT[lang];

  test.describe(`forms in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('the contact page shows article 11 and its form asks for name, phone, email and message in turn', async ({
      page,
      open,
    }) => {
      await open('/contact-us');
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1, name: text.contactTitle })).toBeVisible();
      await expect(main.getByRole('navigation').getByRole('link', { name: text.home })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(main.getByRole('table')).toBeVisible();

      const form = main.getByRole('form', { name: text.contactForm });
      const name = form.getByRole('textbox', { name: text.name, exact: true });
      const phone = form.getByRole('textbox', { name: text.phone });
      const company = form.getByRole('textbox', { name: text.company });
      const email = form.getByRole('textbox', { name: text.email });
      const message = form.getByRole('textbox', { name: text.message });
      await expect(phone).toHaveAttribute('placeholder', '(000)000-0000');
      await expect(name).toHaveAttribute('maxlength', '20');
      await expect(phone).toHaveAttribute('maxlength', '14');
      await expect(company).toHaveAttribute('maxlength', '50');

      const submit = form.getByRole('button', { name: text.send });
      await expectWarningsInOrder(page, submit, [
        [text.contactNeedName, () => name.fill('Lin Wei')],
        [text.contactNeedMobile, () => phone.fill('(555)010-0142')],
        [text.contactNeedEmail, () => email.fill(`contact-${lang}@example.com`)],
        [text.contactNeedContent, () => message.fill('Do you print on recycled card?')],
      ]);
      await submit.click();
      await expectToast(page, 'success', text.messageSent);
      for (const field of [name, phone, company, email, message]) await expect(field).toHaveValue('');
    });

    test('the quote uploader shows each image’s progress and preview, and deletes one', async ({
      page,
      open,
    }) => {
      await open('/quotes');
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1, name: text.quoteTitle })).toBeVisible();
      await expect(main.getByRole('navigation').getByText(text.quoteTitle)).toHaveAttribute(
        'aria-current',
        'page',
      );

      const uploader = main.getByRole('group', { name: text.uploadLabel });
      await expect(uploader).toBeVisible();
      await slowUploads(page);
      const input = uploader.locator('input[type="file"]');
      await expect(input).toHaveAttribute('accept', 'image/*');

      await input.setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: PNG });
      await expect(uploader.getByRole('progressbar')).toBeVisible();
      await expect(uploader.getByRole('img', { name: text.image(1) })).toBeVisible();
      await expect(uploader.getByRole('progressbar')).toHaveCount(0);
      await input.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: PNG });
      await expect(uploader.getByRole('img', { name: text.image(2) })).toBeVisible();
      const first = await uploader.getByRole('img', { name: text.image(1) }).getAttribute('src');
      const second = await uploader.getByRole('img', { name: text.image(2) }).getAttribute('src');
      expect(first).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

      await uploader.getByRole('button', { name: text.remove(1) }).click();
      await expect(uploader.getByRole('img')).toHaveCount(1);
      await expect(uploader.getByRole('img', { name: text.image(1) })).toHaveAttribute('src', second!);
    });

    test('the quote form asks for name, email and remark in turn, sends the images kept and returns home', async ({
      page,
      open,
    }) => {
      await open('/quotes');
      const main = page.locator('main');
      const uploader = main.getByRole('group', { name: text.uploadLabel });
      const input = uploader.locator('input[type="file"]');
      await input.setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: PNG });
      await expect(uploader.getByRole('img', { name: text.image(1) })).toBeVisible();
      await input.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: PNG });
      await expect(uploader.getByRole('img', { name: text.image(2) })).toBeVisible();
      const second = await uploader.getByRole('img', { name: text.image(2) }).getAttribute('src');
      await uploader.getByRole('button', { name: text.remove(1) }).click();
      await expect(uploader.getByRole('img')).toHaveCount(1);

      const submit = main.getByRole('button', { name: text.submitQuote });
      await expectWarningsInOrder(page, submit, [
        [
          text.needName,
          () => main.getByRole('textbox', { name: text.name, exact: true }).fill('Ada Lovelace'),
        ],
        [
          text.needEmail,
          () =>
            main.getByRole('textbox', { name: text.email, exact: true }).fill(`quote-${lang}@example.com`),
        ],
        [
          text.needContent,
          () =>
            main.getByRole('textbox', { name: text.remark }).fill('500 kraft boxes with a one-colour logo'),
        ],
      ]);

      // The home page has its own tests; here it only has to be where the shopper lands.
      await page.route(
        (url) => url.pathname === '/',
        (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>home</title>' }),
      );
      const sent = page.waitForRequest('**/api/quotation/add');
      await submit.click();
      const body = (await sent).postDataJSON() as { fileurl: string; appellation: string };
      expect(body).toMatchObject({ appellation: 'Ada Lovelace', fileurl: second });
      await expectToast(page, 'success', text.quoteSent);
      const shownAt = Date.now();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });
      expect(Date.now() - shownAt).toBeGreaterThan(1000);
    });

    test('the uploader refuses a file that is not an image, by its type and by its bytes', async ({
      page,
      open,
      guard,
    }) => {
      await open('/quotes');
      const uploader = page.locator('main').getByRole('group', { name: text.uploadLabel });
      const input = uploader.locator('input[type="file"]');

      let sent = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/file/upload')) sent += 1;
      });
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expectToast(page, 'warning', text.notImage('notes.txt'));
      expect(sent).toBe(0);

      guard.allowHttpError(/^\/api\/file\/upload$/, 415);
      await input.setInputFiles({
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not a picture'),
      });
      await expectToast(page, 'error', text.serverNotImage);
      expect(sent).toBe(1);
      await expect(uploader.getByRole('img')).toHaveCount(0);
      await expect(uploader.getByRole('progressbar')).toHaveCount(0);
    });
  });
}

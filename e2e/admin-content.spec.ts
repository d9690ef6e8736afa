import type { Browser, Page } from '@playwright/test';
import { admin, type Lang } from '@printshop/contract';
import { expectToast, loginAsStaff } from './admin';
import { callApi, isCall, sendCall } from './api-client';
import { expect, test } from './fixtures';
import { PNG } from './images';
import { ADMIN_TEXT, fill, SHOP_TEXT, serverMessage } from './texts';

/**
 * The articles and the blog as an owner edits them, and the storefront showing each edit at once.
 * The article edited is number 8, whose Chinese text no other test reads; the post lives in a
 * category of its own, dated long ago so it comes last in the blog, and both are removed whatever
 * happens. The tests run one after another.
 */
test.describe.configure({ mode: 'serial' });

const { shell, nav, articles, blog, contentFields, productEditor, images, pager } = ADMIN_TEXT.en;
/** An input of one language, as the editor labels it and the server names it: "Title (Chinese)". */
const inLanguage = (field: string, lang: Lang) =>
  fill(productEditor.inLanguage, { field, language: productEditor.languages[lang] });

const TERMS = 8;

/** A storefront page in `lang` in a browser of its own, failing the test on any page or console error. */
async function shopPage(
  browser: Browser,
  baseURL: string,
  lang: Lang,
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  await context.addInitScript((value) => localStorage.setItem('lang', value), lang);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return { page, problems };
}

/** The fields of the save call that put an article back as it was. */
const fieldsOf = ({ id, title, subheading, img, content }: admin.AdminArticle) => ({
  id,
  title,
  subheading,
  img: img ?? '',
  content,
});

test.describe('the back office’s articles and blog in en', { tag: '@desktop' }, () => {
  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  test('an owner changes an article’s Chinese text, which the storefront’s Chinese page shows at once', async ({
    page,
    open,
    browser,
    baseURL,
  }) => {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const words = `墨折服务条款 ${tag}`;
    await loginAsStaff(page, 'owner');
    const original = await callApi(page.request, 'adminArticleDetail', { id: TERMS });
    const shop = await shopPage(browser, baseURL!, 'zh');

    try {
      await open('/admin');
      await page
        .getByRole('navigation', { name: shell.navLabel })
        .getByRole('link', { name: nav.articles })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles.title);
      await page.getByRole('link', { name: fill(articles.editOf, { title: original.title.en }) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fill(articles.editor.pageTitle, { no: TERMS, title: original.title.en }),
      );
      const chinese = page.getByRole('textbox', {
        name: inLanguage(contentFields.content, 'zh'),
        exact: true,
      });
      await expect(chinese).toContainText(/\S/);
      await chinese.fill(words);
      await expect(page.getByText(contentFields.unsaved)).toBeVisible();
      await page.getByRole('button', { name: contentFields.save }).click();
      await expectToast(page, 'success', serverMessage('en', 'articleSaved', { title: original.title.en }));
      await expect(page.getByText(contentFields.unsaved)).toHaveCount(0);

      // The Chinese page shows the new text; the English one keeps its own.
      await shop.page.goto(`/article?no=${TERMS}`);
      await expect(shop.page.getByRole('heading', { level: 1 })).toHaveText(original.title.zh);
      await expect(shop.page.getByRole('main')).toContainText(words);
      expect(
        (await callApi(page.request, 'queryArticle', { type: TERMS }, { lang: 'en' })).content,
      ).not.toContain(words);
    } finally {
      await callApi(page.request, 'adminArticleUpdate', fieldsOf(original));
      await shop.page.context().close();
    }
    expect(shop.problems, 'page and console errors on the storefront').toEqual([]);
    expect(
      (await callApi(page.request, 'queryArticle', { type: TERMS }, { lang: 'zh' })).content,
    ).not.toContain(words);
  });

  test('an owner writes a post in both languages as a draft, which the storefront does not show, then publishes it', async ({
    page,
    open,
    guard,
    browser,
    baseURL,
  }) => {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const category = { en: `Test topics ${tag}`, zh: `测试主题 ${tag}` };
    const title = { en: `Test post ${tag}`, zh: `测试文章 ${tag}` };
    let categoryId: number | undefined;
    let postId: number | undefined;
    guard.allowHttpError(isCall('blogPostDetail'), 404);
    guard.allowHttpError((url) => url.pathname === '/blogDetail', 404);
    await loginAsStaff(page, 'owner');
    const shops = {
      en: await shopPage(browser, baseURL!, 'en'),
      zh: await shopPage(browser, baseURL!, 'zh'),
    };

    try {
      // A category of its own, so the storefront's list of it holds this post alone.
      await open('/admin');
      await page
        .getByRole('navigation', { name: shell.navLabel })
        .getByRole('link', { name: nav.blog })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
      await page.getByRole('button', { name: blog.categories.add }).click();
      const dialog = page.getByRole('dialog', { name: blog.categories.form.addTitle });
      await dialog.getByLabel(inLanguage(blog.categories.form.name, 'en')).fill(category.en);
      await dialog.getByLabel(inLanguage(blog.categories.form.name, 'zh')).fill(category.zh);
      await dialog.getByRole('button', { name: blog.categories.form.create }).click();
      await expectToast(page, 'success', serverMessage('en', 'blogCategoryCreated', { title: category.en }));
      categoryId = (await callApi(page.request, 'adminBlogCategoryList', {})).list.find(
        (c) => c.title.en === category.en,
      )?.id;
      expect(categoryId).toBeDefined();

      // The post, written in both languages, saved as a draft.
      await page.getByRole('link', { name: blog.add }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.editor.newTitle);
      await page.getByLabel(inLanguage(contentFields.title, 'en')).fill(title.en);
      await page.getByLabel(inLanguage(contentFields.title, 'zh')).fill(title.zh);
      await page.getByLabel(inLanguage(contentFields.subheading, 'en')).fill('Why paper weight matters');
      await page.getByLabel(inLanguage(contentFields.subheading, 'zh')).fill('纸张克重为何重要');
      await page
        .getByLabel(images.upload)
        .setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('img', { name: contentFields.image })).toBeVisible();
      await page
        .getByRole('textbox', { name: inLanguage(contentFields.content, 'en'), exact: true })
        .fill('Heavier paper feels better.');
      await page
        .getByRole('textbox', { name: inLanguage(contentFields.content, 'zh'), exact: true })
        .fill('更厚的纸张手感更好。');
      await page.getByLabel(category.en).check();
      await page.getByLabel(blog.editor.publishedOn, { exact: true }).fill('2001-02-03');
      await expect(page.getByRole('radio', { name: blog.editor.statuses.draft })).toBeChecked();
      await page.getByRole('button', { name: blog.editor.create }).click();
      await expectToast(page, 'success', serverMessage('en', 'blogPostCreated', { title: title.en }));
      await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
      postId = Number(new URL(page.url()).pathname.split('/').at(-1));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fill(blog.editor.title, { title: title.en }),
      );

      // A draft: neither its page nor the blog shows it.
      expect((await sendCall(page.request, 'blogPostDetail', { id: postId })).status()).toBe(404);
      expect((await callApi(page.request, 'blogListByType', { type: categoryId! })).total).toBe(0);
      expect((await open(`/blogDetail?no=${postId}`))?.status()).toBe(404);
      await page.goBack();

      // Published, the blog lists it in both languages at once.
      await page.getByRole('radio', { name: blog.editor.statuses.published }).check();
      await page.getByRole('button', { name: contentFields.save }).click();
      await expectToast(page, 'success', serverMessage('en', 'blogPostSaved', { title: title.en }));
      await expect(page.getByRole('link', { name: blog.editor.viewInShop })).toBeVisible();
      for (const lang of ['en', 'zh'] as const) {
        const shop = shops[lang].page;
        await shop.goto(`/blog?type=${categoryId}`);
        await expect(shop.getByRole('heading', { level: 1 })).toHaveText(
          SHOP_TEXT[lang].storefront.blog.title,
        );
        const posts = shop.getByRole('main').locator('article');
        await expect(posts).toHaveCount(1);
        await expect(posts.getByRole('link', { name: title[lang] })).toBeVisible();
        await posts.getByRole('link', { name: title[lang] }).click();
        await expect(shop.getByRole('heading', { level: 1 })).toHaveText(title[lang]);
        await expect(shop.getByRole('main')).toContainText(
          lang === 'en' ? 'Heavier paper feels better.' : '更厚的纸张手感更好。',
        );
      }

      // The list of posts has it, published, under its category.
      // Dated long ago, it is on the last page of the list, the latest first.
      await page.getByRole('link', { name: blog.editor.back }).click();
      const { total } = await callApi(page.request, 'adminBlogPostList', {});
      const pages = Math.ceil(total / admin.ADMIN_PAGE_SIZE);
      if (pages > 1) await page.getByRole('link', { name: fill(pager.page, { page: pages }) }).click();
      const row = page.getByRole('row').filter({ hasText: title.en });
      await expect(row).toContainText(blog.standings.published);
      await expect(row).toContainText(category.en);
    } finally {
      if (postId !== undefined) await sendCall(page.request, 'adminBlogPostDelete', { id: postId });
      if (categoryId !== undefined)
        await sendCall(page.request, 'adminBlogCategoryDelete', { id: categoryId });
      await shops.en.page.context().close();
      await shops.zh.page.context().close();
    }
    expect([...shops.en.problems, ...shops.zh.problems], 'page and console errors on the storefront').toEqual(
      [],
    );
    expect((await sendCall(page.request, 'blogPostDetail', { id: postId! })).status()).toBe(404);
  });
});

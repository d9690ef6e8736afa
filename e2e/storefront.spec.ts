import type { Locator, Page } from '@playwright/test';
import {
  ARTWORK_GUIDE_ARTICLE,
  type api,
  formatMoney,
  type Lang,
  uploadPreviewUrl,
} from '@printshop/contract';
import { callApi, isCall } from './api-client';
import { expect, test } from './fixtures';
import { cartLines } from './shop-api';
import { designUploader, uploadDesignOnProductPage } from './steps';
import { fill, SHOP_TEXT, serverMessage } from './texts';

const PRODUCT = 'BC-1001';

/** What the search test types into the search box. */
const SEARCH_TERM = { en: 'business card', zh: '名片' } as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The home page's shortcuts as [name, href]: the direct-mail category (found by its slug), then two pages. */
function homeShortcuts(lang: Lang, header: api.HeaderData): [string, string][] {
  const directMail = header.categoryFirst.find((category) => category.slug === 'direct-mail')!;
  const { home } = SHOP_TEXT[lang].storefront;
  return [
    [directMail.typeName, `/category?no=${directMail.id}&level=1`],
    [home.designService, '/designService'],
    [home.customQuote, '/quotes'],
  ];
}

/** Names of the product tiles (category and search grids) in the order shown. */
function tileNames(scope: Locator): Promise<string[]> {
  return scope.locator('a[href^="/product?no="] h3').allTextContents();
}

async function visibleButton(page: Page, name: string): Promise<Locator> {
  return page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = SHOP_TEXT[lang];
  const shop = text.storefront;
  const sections = (['overview', 'notes', 'process', 'precautions', 'afterSales', 'reviews'] as const).map(
    (key) => shop.product[key],
  );

  test.describe(`storefront pages in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('home shows every block the API serves', { tag: '@layout' }, async ({
      page,
      open,
      request,
      headerData,
      isMobile,
    }) => {
      const header = await headerData(lang);
      const home = await callApi(request, 'homeInto', {}, { lang });
      const products = await callApi(request, 'homeIntoProduct', {}, { lang });
      const activity = await callApi(request, 'activityList', {}, { lang });
      await open('/');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(header.hometitle);
      const popular = page.getByRole('navigation', { name: shop.home.popularHeading });
      for (const category of home.categorysecond) {
        await expect(popular.getByRole('link', { name: category.typeName, exact: true })).toHaveAttribute(
          'href',
          `/category?no=${category.pid}&level=1`,
        );
      }
      const shortcuts = page.getByRole('navigation', { name: shop.home.shortcutsLabel });
      for (const [name, href] of homeShortcuts(lang, header)) {
        await expect(shortcuts.getByRole('link', { name })).toHaveAttribute('href', href);
      }

      const rows = [
        [shop.home.topSellers, products.hotlist],
        [shop.home.featured, products.tslist],
        [shop.home.newUpdated, products.newlist],
        [shop.home.bestDeals, products.yhlist],
      ] as const;
      for (const [title, list] of rows) {
        const row = page.getByRole('region', { name: title, exact: true });
        await expect(row.getByRole('heading', { name: title })).toBeVisible();
        await expect(row.locator('a[href^="/product?no="]')).toHaveCount(list.length);
        await expect(row.locator(`a[href="/product?no=${list[0]!.product_no}"]`)).toBeVisible();
      }
      const deal = products.yhlist[0]!;
      const deals = page.getByRole('region', { name: shop.home.bestDeals, exact: true });
      for (const tag of deal.featureTags) await expect(deals.getByText(tag).first()).toBeVisible();
      // At least the shop's partners: admin-home-content.spec.ts adds one of its own for a moment.
      const logos = page.getByRole('region', { name: shop.home.partners }).getByRole('img');
      await expect.poll(() => logos.count()).toBeGreaterThanOrEqual(activity.list.length);

      const quality = page.getByRole('region', { name: shop.checkpoints.heading });
      await expect(quality.getByRole('listitem')).toHaveCount(33);
      if (!activity.videourl) await expect(quality.locator('video')).toHaveCount(0);
      // Their words are the owner's (admin-home-content.spec.ts edits them): here, that all three show.
      const trust = page.getByRole('region', { name: shop.trust.heading });
      await expect(trust.getByRole('heading', { level: 3 })).toHaveCount(activity.trustlist.length);
      expect(activity.trustlist).toHaveLength(3);

      const comments = page.getByRole('region', { name: shop.home.comments, exact: true });
      // A phone shows every comment, a test's own dated last among them for a moment; a desktop the first three.
      if (isMobile) {
        await expect
          .poll(() => comments.locator('figure').count())
          .toBeGreaterThanOrEqual(activity.evaluationItems.length);
      } else {
        await expect(comments.locator('figure')).toHaveCount(3);
      }
      await expect(comments.getByText(activity.evaluationItems[0]!.title)).toBeVisible();
      // Each card's row shows exactly its rating, however wide the card stretches the row.
      for (const [index, comment] of activity.evaluationItems.slice(0, 3).entries()) {
        const stars = comments.locator('figure').nth(index).getByRole('img').first();
        await expect(stars.locator('path[data-fill="1"]')).toHaveCount(comment.fraction);
        const box = (await stars.boundingBox())!;
        expect(box.width).toBeLessThan(box.height * 6);
      }
    });

    test('the top sellers carousel stops at either end; a phone swipes it instead', {
      tag: '@layout',
    }, async ({ page, open, request, isMobile }) => {
      const products = await callApi(request, 'homeIntoProduct', {}, { lang });
      await open('/');
      const topSellers = page.getByRole('region', { name: shop.home.topSellers, exact: true });
      const previous = topSellers.getByRole('button', { name: shop.carousel.previous });
      const next = topSellers.getByRole('button', { name: shop.carousel.next });
      if (isMobile) {
        // Phones swipe: the buttons are not shown.
        await expect(next).toBeHidden();
      } else {
        await topSellers.scrollIntoViewIfNeeded();
        await expect(previous).toBeDisabled();
        await expect(next).toBeEnabled();
        const last = topSellers.locator(`a[href="/product?no=${products.hotlist.at(-1)!.product_no}"]`);
        await expect(last).not.toBeInViewport();
        while (await next.isEnabled()) await next.click();
        await expect(next).toBeDisabled();
        await expect(previous).toBeEnabled();
        await expect(last).toBeInViewport();
        while (await previous.isEnabled()) await previous.click();
        await expect(previous).toBeDisabled();
      }
    });

    test('a category tab of Browse by Category shows that category’s products', async ({
      page,
      open,
      request,
    }) => {
      const home = await callApi(request, 'homeInto', {}, { lang });
      await open('/');
      const browse = page.getByRole('region', { name: shop.home.browse });
      const tabs = browse.getByRole('tab');
      await expect(tabs).toHaveCount(home.categorylist.length);
      const [first, second] = home.categorylist;
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const viewAll = (name: string) => fill(shop.home.viewAll, { name });
      await expect(browse.getByRole('link', { name: viewAll(first!.typeName) })).toBeVisible();
      const secondProducts = await callApi(
        request,
        'categoryIntoData',
        { pid: second!.pid, level: 1, pagenum: 12 },
        { lang },
      );
      await Promise.all([
        page.waitForResponse((response) => {
          const url = new URL(response.url());
          return isCall('categoryIntoData')(url) && url.searchParams.get('pid') === String(second!.pid);
        }),
        browse.getByRole('tab', { name: second!.typeName, exact: true }).click(),
      ]);
      await expect(browse.getByRole('link', { name: viewAll(second!.typeName) })).toHaveAttribute(
        'href',
        `/category?no=${second!.pid}&level=1`,
      );
      await expect(
        browse.locator(`a[href="/product?no=${secondProducts.productList[0]!.product_no}"]`),
      ).toBeVisible();
    });

    test('every home shortcut opens a page titled as the link says', async ({ page, open, headerData }) => {
      for (const [index, [name]] of homeShortcuts(lang, await headerData(lang)).entries()) {
        await open('/');
        const link = page
          .getByRole('navigation', { name: shop.home.shortcutsLabel })
          .getByRole('link')
          .nth(index);
        await expect(link).toContainText(name);
        await Promise.all([page.waitForEvent('load'), link.click()]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      }
    });

    test('choosing product options updates the price, and a visitor is asked to log in', async ({
      page,
      open,
      request,
    }) => {
      const detail = await callApi(request, 'productDetail', { productNo: PRODUCT }, { lang });
      const groups = detail.alist[0]!.hash;
      const priceOf = (keys: string[]) =>
        formatMoney(detail.skulist.find((sku) => sku.codes === keys.join(''))!.price, lang);
      const chosen = groups.map((group) => group.list[0]!.attributeKey);

      await open(`/product?no=${PRODUCT}`);
      await expect(page).toHaveTitle(new RegExp(`^${detail.productItem.productname} \\|`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.productItem.productname);
      const price = page.getByTestId('product-price');
      await expect(price).toHaveText(priceOf(chosen));

      for (const [groupIndex, valueIndex] of [
        [0, 1],
        [groups.length - 1, groups.at(-1)!.list.length - 1],
        [1, 2],
      ] as const) {
        const value = groups[groupIndex]!.list[valueIndex]!;
        const option = page
          .getByRole('group', { name: groups[groupIndex]!.groupName })
          .getByRole('button', { name: value.attributeValue, exact: true });
        const before = await price.textContent();
        await option.click();
        await expect(option).toHaveAttribute('aria-pressed', 'true');
        chosen[groupIndex] = value.attributeKey;
        await expect(price).toHaveText(priceOf(chosen));
        expect(priceOf(chosen)).not.toBe(before);
      }

      await (await visibleButton(page, shop.product.addToCart)).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: text.auth.loginTitle })).toBeVisible();
      await expect(page.getByText(shop.product.loginToAdd)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('a member uploads and deletes designs, then adds the product to the cart with them', async ({
      page,
      open,
      request,
      signIn,
    }) => {
      const member = await signIn();
      await open(`/product?no=${PRODUCT}`);
      await uploadDesignOnProductPage(page, lang, { name: 'first.png' });
      const second = await uploadDesignOnProductPage(page, lang, { name: 'second.png', n: 2 });
      const kept = await second.getAttribute('src');
      await designUploader(page, lang)
        .getByRole('button', { name: fill(text.forms.upload.remove, { number: 1 }) })
        .click();
      await expect(second).toHaveCount(0);

      await (await visibleButton(page, shop.product.addToCart)).click();
      await expect(page.getByText(serverMessage(lang, 'addedToCart'))).toBeVisible();
      const lines = await cartLines(request, member, lang);
      expect(
        lines.some(
          (line) =>
            line.productNo === PRODUCT &&
            line.fileurllist.length === 1 &&
            uploadPreviewUrl(line.fileurllist[0]!) === kept,
        ),
      ).toBe(true);
    });

    test('the product gallery selects, zooms, and the sections are all there', { tag: '@layout' }, async ({
      page,
      open,
      request,
    }) => {
      const detail = await callApi(request, 'productDetail', { productNo: PRODUCT }, { lang });
      const reviews = await callApi(request, 'productReviews', { productNo: PRODUCT }, { lang });
      await open(`/product?no=${PRODUCT}`);

      const showImage = (index: number) => fill(shop.product.showImage, { index });
      const thumbnail = page.getByRole('button', { name: showImage(2) });
      await thumbnail.click();
      await expect(thumbnail).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('button', { name: showImage(1) })).not.toHaveAttribute('aria-current');

      await page.getByRole('button', { name: fill(shop.product.zoom, { index: 2 }) }).click();
      const zoom = page.getByRole('dialog');
      await expect(zoom.getByRole('img', { name: detail.productItem.productname })).toBeVisible();
      await zoom.getByRole('button', { name: shop.product.close }).click();
      await expect(zoom).toBeHidden();

      for (const [index, title] of sections.entries()) {
        await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeAttached();
        const tab = page
          .getByRole('navigation')
          .filter({ has: page.locator('a[href="#overview"]') })
          .getByRole('link', { name: title, exact: true });
        if (index === sections.length - 1) {
          await tab.click();
          await expect(page).toHaveURL(/#reviews$/);
          await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeInViewport();
        }
      }
      const table = page.getByRole('table');
      for (const row of detail.productItem.overview) {
        await expect(table.getByRole('rowheader', { name: row.key })).toBeVisible();
      }
      await expect(page.getByText(shop.product.outOf)).toBeVisible();
      await expect(page.locator('#reviews article')).toHaveCount(reviews.length);
      // Reviews in the page's language come first; the others say which language they are in.
      expect(reviews[0]!.lang).toBe(lang);
      const foreign = reviews.findIndex((review) => review.lang !== lang);
      if (foreign >= 0) {
        const writtenIn = shop.product.writtenIn[reviews[foreign]!.lang];
        await expect(page.locator('#reviews article').nth(foreign)).toContainText(writtenIn);
        await expect(page.locator('#reviews article').first()).not.toContainText(writtenIn);
      }
      if (reviews.some((review) => review.verified)) {
        await expect(page.getByText(shop.product.verified).first()).toBeVisible();
      }
    });

    test('the artwork note gives the product’s own print size in mm and inches, and links to the guide', {
      tag: '@words',
    }, async ({ page, open }) => {
      await open(`/product?no=${PRODUCT}`);
      // BC-1001 is a 3.5 x 2 in card with a 1/8 in bleed.
      const note = page.getByRole('region', { name: shop.artwork.title });
      const size = (width: string, height: string, widthIn: string, heightIn: string) =>
        fill(shop.artwork.size, { width, height, widthIn, heightIn });
      await expect(note).toContainText(size('88.9', '50.8', '3.5', '2'));
      await expect(note).toContainText(size('95.3', '57.2', '3.75', '2.25'));
      await expect(note).toContainText(size('82.6', '44.5', '3.25', '1.75'));
      await expect(note).toContainText(
        fill(shop.artwork.pixelsValue, { width: '1,125', height: '675', ppi: 300 }),
      );
      await expect(note).toContainText(
        fill(shop.artwork.leastPixels, { width: '563', height: '338', ppi: 150 }),
      );
      await expect(note.getByRole('link', { name: shop.artwork.guide })).toHaveAttribute(
        'href',
        `/article?no=${ARTWORK_GUIDE_ARTICLE}`,
      );
    });

    test('a category pages through with links and the jumper', async ({ page, open, request }) => {
      const first = await callApi(request, 'categoryIntoData', { pid: 1, level: 1, pagenum: 20 }, { lang });
      expect(first.total).toBeGreaterThan(20);
      await open('/category?no=1');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.type.typeName);
      await expect(page).toHaveTitle(new RegExp(`^${first.type.typeName} \\|`));

      const main = page.getByRole('main');
      const pageOne = await tileNames(main);
      expect(pageOne).toEqual(first.productList.map((product) => product.productname));
      const { pagination } = shop;
      const pageLink = (n: number) => fill(pagination.page, { page: n });
      const pager = page.getByRole('navigation', { name: pagination.label });
      await expect(pager.getByText(fill(pagination.total, { count: first.total }))).toBeVisible();
      await expect(pager.getByRole('link', { name: pageLink(1) })).toHaveAttribute('aria-current', 'page');

      await Promise.all([
        page.waitForURL(/page=2$/),
        pager.getByRole('link', { name: pagination.next }).click(),
      ]);
      await expect(
        page.getByRole('navigation', { name: pagination.label }).getByRole('link', { name: pageLink(2) }),
      ).toHaveAttribute('aria-current', 'page');
      const pageTwo = await tileNames(page.getByRole('main'));
      expect(pageTwo.length).toBe(first.total - 20);
      expect(pageTwo.some((name) => pageOne.includes(name))).toBe(false);

      const jumper = page
        .getByRole('navigation', { name: pagination.label })
        .getByLabel(pagination.jumpLabel);
      await jumper.fill('1');
      await Promise.all([
        page.waitForURL(/[?&]page=1$/),
        page
          .getByRole('navigation', { name: pagination.label })
          .getByRole('button', { name: pagination.jumpButton })
          .click(),
      ]);
      expect(await tileNames(page.getByRole('main'))).toEqual(pageOne);
    });

    test('search finds business cards, asks for a text, and says when nothing matches', async ({
      page,
      open,
      request,
    }) => {
      const detail = await callApi(request, 'productDetail', { productNo: PRODUCT }, { lang });
      const term = SEARCH_TERM[lang];
      const heading = fill(shop.search.heading, { term });
      await open('/');
      const box = page.getByRole('combobox', { name: text.header.searchLabel }).filter({ visible: true });
      await box.fill(term);
      await Promise.all([page.waitForURL(/\/search\?search=/), box.press('Enter')]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const names = await tileNames(page.getByRole('main'));
      expect(names).toContain(detail.productItem.productname);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(heading)));

      await open('/search');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.search.promptTitle);

      await open('/search?search=zzqx');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        fill(shop.search.emptyTitle, { term: 'zzqx' }),
      );
    });

    test('the blog loads more posts until there are no more, and filters by category', async ({
      page,
      open,
      request,
    }) => {
      const blog = await callApi(request, 'blogList', {}, { lang });
      await open('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.blog.title);
      const posts = page.getByRole('main').locator('article');
      await expect(posts).toHaveCount(10);

      // Page by page until none is left. At least the shop's own posts: admin-content.spec.ts
      // publishes one of its own, dated last, for a moment.
      const more = page.getByRole('button', { name: shop.blog.loadMore });
      for (let loaded = 2; await more.isVisible(); loaded += 1) {
        await more.click();
        await expect.poll(() => posts.count()).toBeGreaterThanOrEqual(Math.min(loaded * 10, blog.total));
      }
      expect(await posts.count()).toBeGreaterThanOrEqual(blog.total);
      await expect(page.getByText(shop.blog.noMore)).toBeVisible();

      const type = blog.typeVoList[0]!;
      const filters = page.getByRole('navigation', { name: shop.blog.filterLabel });
      await expect(filters.getByRole('link', { name: shop.blog.all })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await Promise.all([
        page.waitForURL(new RegExp(`/blog\\?type=${type.id}$`)),
        filters.getByRole('link', { name: type.title }).click(),
      ]);
      const filtered = page.getByRole('main').locator('article');
      await expect(filtered.first()).toBeVisible();
      for (const post of await filtered.all()) await expect(post).toContainText(type.title);
    });

    test('an article, a blog post and the design service render', async ({ page, open, request }) => {
      const article = await callApi(request, 'queryArticle', { type: 10 }, { lang });
      await open('/article?no=10');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.getByText(article.subheading)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${article.title} \\|`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.subheading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/article\?no=10$/);
      const crumbs = page.getByRole('navigation', { name: shop.common.breadcrumb });
      await expect(crumbs.getByRole('link', { name: shop.common.home })).toHaveAttribute('href', '/');

      const blog = await callApi(request, 'blogList', {}, { lang });
      const post = blog.list[0]!;
      await open('/blog');
      await Promise.all([
        page.waitForURL(`**/blogDetail?no=${post.id}`),
        page.getByRole('link', { name: post.title }).click(),
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      const trail = page.getByRole('navigation', { name: shop.common.breadcrumb });
      await expect(trail.getByRole('link', { name: shop.blog.title })).toHaveAttribute('href', '/blog');

      const design = await callApi(request, 'designServiceContent', {}, { lang });
      await open('/designService');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.designService.title);
      for (const item of design) {
        await expect(page.getByRole('heading', { level: 2, name: item.title })).toBeVisible();
      }
    });

    test('unknown categories, products, articles and posts, and hostile parameters, are 404 pages', async ({
      page,
      open,
      guard,
    }) => {
      for (const path of [
        '/category?no=999',
        '/product?no=NO-SUCH',
        '/article?no=99',
        '/blogDetail?no=9999',
        '/product?no=%00',
        '/product?no=BC-1001%00',
        '/search?search=%00',
        '/search?search=card%00&page=2',
        '/category?no=%00',
        '/category?no=99999999999',
      ]) {
        guard.allowHttpError((url) => url.pathname + url.search === path, 404);
        const response = await open(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound.title);
      }
    });
  });

  test.describe(`storefront pages without JavaScript in ${lang}`, () => {
    test.use({ javaScriptEnabled: false });

    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('the server renders every page in full', async ({ page, request }) => {
      const products = await callApi(request, 'homeIntoProduct', {}, { lang });
      const detail = await callApi(request, 'productDetail', { productNo: PRODUCT }, { lang });
      const category = await callApi(request, 'categoryIntoData', { pid: 1, level: 1 }, { lang });
      const blog = await callApi(request, 'blogList', {}, { lang });

      await page.goto('/');
      await expect(
        page.locator(`a[href="/product?no=${products.hotlist[0]!.product_no}"]`).first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: shop.checkpoints.heading })).toBeVisible();

      await page.goto(`/product?no=${PRODUCT}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.productItem.productname);
      await expect(page.getByTestId('product-price')).toHaveText(
        formatMoney(
          detail.skulist.find(
            (sku) => sku.codes === detail.alist[0]!.hash.map((g) => g.list[0]!.attributeKey).join(''),
          )!.price,
          lang,
        ),
      );
      await expect(
        page.getByRole('heading', { level: 2, name: shop.product.reviews, exact: true }),
      ).toBeVisible();

      await page.goto('/category?no=1&page=2');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.type.typeName);
      expect((await tileNames(page.getByRole('main'))).length).toBe(category.total - 20);

      await page.goto(`/search?search=${encodeURIComponent(SEARCH_TERM[lang])}`);
      expect(await tileNames(page.getByRole('main'))).toContain(detail.productItem.productname);

      await page.goto('/blog');
      await expect(page.getByRole('main').locator('article')).toHaveCount(10);
      await expect(page.getByRole('link', { name: blog.list[0]!.title })).toBeVisible();

      await page.goto(`/blogDetail?no=${blog.list[0]!.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.list[0]!.title);

      await page.goto('/article?no=8');
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

      await page.goto('/designService');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.designService.title);
    });
  });
}

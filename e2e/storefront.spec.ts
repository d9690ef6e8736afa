import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type api, formatMoney, type Lang } from '@printshop/contract';
import { expect, test } from './fixtures';
import { designUploader, uploadDesignOnProductPage } from './steps';

/** What the shopper reads, per language: the tests check the page, not the catalogue files. */
const TEXT = {
  en: {
    home: 'Home',
    popular: 'Popular categories',
    topSellers: 'Top Sellers',
    featured: 'Featured Products',
    newUpdated: 'New and Updated Products',
    bestDeals: 'Best Deals',
    partners: 'Trusted by businesses like yours',
    checkpoints: '33 checkpoints on every order',
    trust: ['Quality guarantee', 'Fast turnaround', 'Secure payment'],
    comments: 'What our customers say',
    browse: 'Browse by Category',
    viewAll: (name: string) => `View all ${name}`,
    previous: 'Previous',
    next: 'Next',
    shortcutsLabel: 'More ways to order',
    shortcuts: [
      ['Direct Mail', /^\/category\?no=\d+&level=1$/],
      ['Design service', '/designService'],
      ['Custom quote', '/quotes'],
    ],
    price: 'Printing cost',
    addToCart: 'Add to cart',
    loginTitle: 'Welcome back',
    loginToAdd: 'Please log in to add items to your cart.',
    removeDesign: (n: number) => `Delete image ${n}`,
    added: 'Added to your cart',
    zoom: (index: number) => `Enlarge image ${index}`,
    showImage: (index: number) => `Show image ${index}`,
    close: 'Close',
    sections: [
      'Overview',
      'Notes for completion',
      'Ordering process',
      'Precautions',
      'After-sales service',
      'Reviews',
    ],
    outOf: 'out of 5.0',
    verified: 'Verified buyer',
    writtenInOther: 'Written in Chinese',
    pages: 'Pages',
    total: (count: number) => `Total ${count}`,
    page: (page: number) => `Page ${page}`,
    nextPage: 'Next page',
    jump: 'Go to page',
    go: 'Go',
    searchBox: 'Search products',
    searchTerm: 'business card',
    searchHit: 'Classic Matte Business Cards',
    searchHeading: (term: string) => `Search results for “${term}”`,
    searchPrompt: 'What are you looking for?',
    searchEmpty: (term: string) => `No products match “${term}”`,
    blog: 'Printing knowledge',
    blogFilter: 'Filter posts by category',
    all: 'All',
    loadMore: 'Load more',
    noMore: 'No more posts',
    designService: 'Design service',
    notFound: 'We could not find that page',
  },
  zh: {
    home: '首页',
    popular: '热门分类',
    topSellers: '热销产品',
    featured: '精选产品',
    newUpdated: '新品与更新',
    bestDeals: '超值优惠',
    partners: '众多企业的信赖之选',
    checkpoints: '每笔订单 33 道质检关卡',
    trust: ['品质保证', '快速交付', '安全支付'],
    comments: '客户评价',
    browse: '按分类浏览',
    viewAll: (name: string) => `查看全部${name}`,
    previous: '上一组',
    next: '下一组',
    shortcutsLabel: '更多订购方式',
    shortcuts: [
      ['直邮', /^\/category\?no=\d+&level=1$/],
      ['设计服务', '/designService'],
      ['定制报价', '/quotes'],
    ],
    price: '印刷费用',
    addToCart: '加入购物车',
    loginTitle: '欢迎回来',
    loginToAdd: '请先登录，再将产品加入购物车。',
    removeDesign: (n: number) => `删除第 ${n} 张图片`,
    added: '已加入购物车',
    zoom: (index: number) => `放大第 ${index} 张图片`,
    showImage: (index: number) => `查看第 ${index} 张图片`,
    close: '关闭',
    sections: ['产品概述', '完稿须知', '订购流程', '注意事项', '售后服务', '客户评价'],
    outOf: '满分 5.0',
    verified: '已验证买家',
    writtenInOther: '英文评价',
    pages: '分页',
    total: (count: number) => `共 ${count} 条`,
    page: (page: number) => `第 ${page} 页`,
    nextPage: '下一页',
    jump: '跳至页码',
    go: '前往',
    searchBox: '搜索产品',
    searchTerm: '名片',
    searchHit: '经典哑光名片',
    searchHeading: (term: string) => `“${term}”的搜索结果`,
    searchPrompt: '您想找什么产品？',
    searchEmpty: (term: string) => `没有与“${term}”相符的产品`,
    blog: '印刷知识',
    blogFilter: '按分类筛选文章',
    all: '全部',
    loadMore: '加载更多',
    noMore: '没有更多文章了',
    designService: '设计服务',
    notFound: '找不到该页面',
  },
} as const;

const PRODUCT = 'BC-1001';

/** `data` of a public GET call, as the seeded API serves it in a language. */
async function apiData<T>(request: APIRequestContext, path: string, lang: Lang): Promise<T> {
  const response = await request.get(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

/** Names of the product tiles (category and search grids) in the order shown. */
function tileNames(scope: Locator): Promise<string[]> {
  return scope.locator('a[href^="/product?no="] h3').allTextContents();
}

async function visibleButton(page: Page, name: string): Promise<Locator> {
  return page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = TEXT[lang];

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
      const home = await apiData<api.HomeData>(request, '/api/home/homeinto', lang);
      const products = await apiData<api.HomeProducts>(request, '/api/home/homeintoproduct', lang);
      const activity = await apiData<api.ActivityData>(request, '/api/activity/getActivityList', lang);
      await open('/');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(header.hometitle);
      const popular = page.getByRole('navigation', { name: text.popular });
      for (const category of home.categorysecond) {
        await expect(popular.getByRole('link', { name: category.typeName, exact: true })).toHaveAttribute(
          'href',
          `/category?no=${category.pid}&level=1`,
        );
      }
      const shortcuts = page.getByRole('navigation', { name: text.shortcutsLabel });
      for (const [name, href] of text.shortcuts) {
        await expect(shortcuts.getByRole('link', { name })).toHaveAttribute('href', href);
      }

      const rows = [
        [text.topSellers, products.hotlist],
        [text.featured, products.tslist],
        [text.newUpdated, products.newlist],
        [text.bestDeals, products.yhlist],
      ] as const;
      for (const [title, list] of rows) {
        const row = page.getByRole('region', { name: title, exact: true });
        await expect(row.getByRole('heading', { name: title })).toBeVisible();
        await expect(row.locator('a[href^="/product?no="]')).toHaveCount(list.length);
        await expect(row.locator(`a[href="/product?no=${list[0]!.product_no}"]`)).toBeVisible();
      }
      const deal = products.yhlist[0]!;
      const deals = page.getByRole('region', { name: text.bestDeals, exact: true });
      for (const tag of deal.featureTags) await expect(deals.getByText(tag).first()).toBeVisible();
      await expect(page.getByRole('region', { name: text.partners }).getByRole('img')).toHaveCount(
        activity.list.length,
      );

      const quality = page.getByRole('region', { name: text.checkpoints });
      await expect(quality.getByRole('listitem')).toHaveCount(33);
      if (!activity.videourl) await expect(quality.locator('video')).toHaveCount(0);
      for (const title of text.trust) await expect(page.getByRole('heading', { name: title })).toBeVisible();

      const comments = page.getByRole('region', { name: text.comments, exact: true });
      await expect(comments.locator('figure')).toHaveCount(isMobile ? activity.evaluationItems.length : 3);
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
      const products = await apiData<api.HomeProducts>(request, '/api/home/homeintoproduct', lang);
      await open('/');
      const topSellers = page.getByRole('region', { name: text.topSellers, exact: true });
      const previous = topSellers.getByRole('button', { name: text.previous });
      const next = topSellers.getByRole('button', { name: text.next });
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
      const home = await apiData<api.HomeData>(request, '/api/home/homeinto', lang);
      await open('/');
      const browse = page.getByRole('region', { name: text.browse });
      const tabs = browse.getByRole('tab');
      await expect(tabs).toHaveCount(home.categorylist.length);
      const [first, second] = home.categorylist;
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(browse.getByRole('link', { name: text.viewAll(first!.typeName) })).toBeVisible();
      const secondProducts = await apiData<api.CategoryPage>(
        request,
        `/api/product/intodata?pid=${second!.pid}&level=1&pagenum=12`,
        lang,
      );
      await Promise.all([
        page.waitForResponse((response) =>
          response.url().includes(`/api/product/intodata?pid=${second!.pid}`),
        ),
        browse.getByRole('tab', { name: second!.typeName, exact: true }).click(),
      ]);
      await expect(browse.getByRole('link', { name: text.viewAll(second!.typeName) })).toHaveAttribute(
        'href',
        `/category?no=${second!.pid}&level=1`,
      );
      await expect(
        browse.locator(`a[href="/product?no=${secondProducts.productList[0]!.product_no}"]`),
      ).toBeVisible();
    });

    test('every home shortcut opens a page titled as the link says', async ({ page, open }) => {
      for (const [index, [name]] of text.shortcuts.entries()) {
        await open('/');
        const link = page.getByRole('navigation', { name: text.shortcutsLabel }).getByRole('link').nth(index);
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
      const detail = await apiData<api.ProductDetail>(request, `/api/product/dtl?productNo=${PRODUCT}`, lang);
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

      await (await visibleButton(page, text.addToCart)).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: text.loginTitle })).toBeVisible();
      await expect(page.getByText(text.loginToAdd)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('a member uploads and deletes designs, then adds the product to the cart with them', async ({
      page,
      open,
      request,
    }) => {
      const login = await request.post('/api/token/login', {
        form: { email: 'demo@inkfold.example', password: 'demo-password-1' },
      });
      const { token, nickname } = ((await login.json()) as { data: { token: string; nickname: string } })
        .data;
      await page.addInitScript(
        (session) => {
          localStorage.setItem('token', session.token);
          localStorage.setItem('email', 'demo@inkfold.example');
          localStorage.setItem('nickname', session.nickname);
        },
        { token, nickname },
      );
      await open(`/product?no=${PRODUCT}`);
      await uploadDesignOnProductPage(page, lang, { name: 'first.png' });
      const second = await uploadDesignOnProductPage(page, lang, { name: 'second.png', n: 2 });
      const kept = await second.getAttribute('src');
      await designUploader(page, lang)
        .getByRole('button', { name: text.removeDesign(1) })
        .click();
      await expect(second).toHaveCount(0);

      await (await visibleButton(page, text.addToCart)).click();
      await expect(page.getByText(text.added)).toBeVisible();
      const cart = await request.get('/api/cartadvanced/list', { headers: { token } });
      const lines = ((await cart.json()) as { data: { list: api.CartLine[] } }).data.list;
      expect(lines.some((line) => line.productNo === PRODUCT && line.fileurllist.join() === kept)).toBe(true);
    });

    test('the product gallery selects, zooms, and the sections are all there', { tag: '@layout' }, async ({
      page,
      open,
      request,
    }) => {
      const detail = await apiData<api.ProductDetail>(request, `/api/product/dtl?productNo=${PRODUCT}`, lang);
      const reviews = await apiData<api.Review[]>(request, `/api/product/reviews?productNo=${PRODUCT}`, lang);
      await open(`/product?no=${PRODUCT}`);

      const thumbnail = page.getByRole('button', { name: text.showImage(2) });
      await thumbnail.click();
      await expect(thumbnail).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('button', { name: text.showImage(1) })).not.toHaveAttribute('aria-current');

      await page.getByRole('button', { name: text.zoom(2) }).click();
      const zoom = page.getByRole('dialog');
      await expect(zoom.getByRole('img', { name: detail.productItem.productname })).toBeVisible();
      await zoom.getByRole('button', { name: text.close }).click();
      await expect(zoom).toBeHidden();

      for (const [index, title] of text.sections.entries()) {
        await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeAttached();
        const tab = page
          .getByRole('navigation')
          .filter({ has: page.locator('a[href="#overview"]') })
          .getByRole('link', { name: title, exact: true });
        if (index === text.sections.length - 1) {
          await tab.click();
          await expect(page).toHaveURL(/#reviews$/);
          await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeInViewport();
        }
      }
      const table = page.getByRole('table');
      for (const row of detail.productItem.overview) {
        await expect(table.getByRole('rowheader', { name: row.key })).toBeVisible();
      }
      await expect(page.getByText(text.outOf)).toBeVisible();
      await expect(page.locator('#reviews article')).toHaveCount(reviews.length);
      // Reviews in the page's language come first; the others say which language they are in.
      expect(reviews[0]!.lang).toBe(lang);
      const foreign = reviews.findIndex((review) => review.lang !== lang);
      if (foreign >= 0) {
        await expect(page.locator('#reviews article').nth(foreign)).toContainText(text.writtenInOther);
        await expect(page.locator('#reviews article').first()).not.toContainText(text.writtenInOther);
      }
      if (reviews.some((review) => review.verified)) {
        await expect(page.getByText(text.verified).first()).toBeVisible();
      }
    });

    test('a category pages through with links and the jumper', async ({ page, open, request }) => {
      const first = await apiData<api.CategoryPage>(
        request,
        '/api/product/intodata?pid=1&level=1&pagenum=20',
        lang,
      );
      expect(first.total).toBeGreaterThan(20);
      await open('/category?no=1');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.type.typeName);
      await expect(page).toHaveTitle(new RegExp(`^${first.type.typeName} \\|`));

      const main = page.getByRole('main');
      const pageOne = await tileNames(main);
      expect(pageOne).toEqual(first.productList.map((product) => product.productname));
      const pager = page.getByRole('navigation', { name: text.pages });
      await expect(pager.getByText(text.total(first.total))).toBeVisible();
      await expect(pager.getByRole('link', { name: text.page(1) })).toHaveAttribute('aria-current', 'page');

      await Promise.all([
        page.waitForURL(/page=2$/),
        pager.getByRole('link', { name: text.nextPage }).click(),
      ]);
      await expect(
        page.getByRole('navigation', { name: text.pages }).getByRole('link', { name: text.page(2) }),
      ).toHaveAttribute('aria-current', 'page');
      const pageTwo = await tileNames(page.getByRole('main'));
      expect(pageTwo.length).toBe(first.total - 20);
      expect(pageTwo.some((name) => pageOne.includes(name))).toBe(false);

      const jumper = page.getByRole('navigation', { name: text.pages }).getByLabel(text.jump);
      await jumper.fill('1');
      await Promise.all([
        page.waitForURL(/[?&]page=1$/),
        page.getByRole('navigation', { name: text.pages }).getByRole('button', { name: text.go }).click(),
      ]);
      expect(await tileNames(page.getByRole('main'))).toEqual(pageOne);
    });

    test('search finds business cards, asks for a text, and says when nothing matches', async ({
      page,
      open,
    }) => {
      await open('/');
      const box = page.getByRole('searchbox', { name: text.searchBox }).filter({ visible: true });
      await box.fill(text.searchTerm);
      await Promise.all([page.waitForURL(/\/search\?search=/), box.press('Enter')]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.searchHeading(text.searchTerm));
      const names = await tileNames(page.getByRole('main'));
      expect(names).toContain(text.searchHit);
      await expect(page).toHaveTitle(new RegExp(text.searchHeading(text.searchTerm)));

      await open('/search');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.searchPrompt);

      await open('/search?search=zzqx');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        text.searchEmpty('zzqx'),
      );
    });

    test('the blog loads more posts until there are no more, and filters by category', async ({
      page,
      open,
      request,
    }) => {
      const blog = await apiData<api.BlogPage>(request, '/api/printingKnowledge/printingknowledgelist', lang);
      await open('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.blog);
      const posts = page.getByRole('main').locator('article');
      await expect(posts).toHaveCount(10);

      const more = page.getByRole('button', { name: text.loadMore });
      const pages = Math.ceil(blog.total / 10);
      for (let loaded = 2; loaded <= pages; loaded += 1) {
        await more.click();
        await expect(posts).toHaveCount(Math.min(loaded * 10, blog.total));
      }
      await expect(more).toBeHidden();
      await expect(page.getByText(text.noMore)).toBeVisible();

      const type = blog.typeVoList[0]!;
      const filters = page.getByRole('navigation', { name: text.blogFilter });
      await expect(filters.getByRole('link', { name: text.all })).toHaveAttribute('aria-current', 'page');
      await Promise.all([
        page.waitForURL(new RegExp(`/blog\\?type=${type.id}$`)),
        filters.getByRole('link', { name: type.title }).click(),
      ]);
      const filtered = page.getByRole('main').locator('article');
      await expect(filtered.first()).toBeVisible();
      for (const post of await filtered.all()) await expect(post).toContainText(type.title);
    });

    test('an article, a blog post and the design service render', async ({ page, open, request }) => {
      const article = await apiData<api.Article>(
        request,
        '/api/printingKnowledge/queryarticle?type=10',
        lang,
      );
      await open('/article?no=10');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.getByText(article.subheading)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${article.title} \\|`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.subheading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/article\?no=10$/);
      const crumbs = page.getByRole('navigation', { name: /breadcrumb|面包屑/i });
      await expect(crumbs.getByRole('link', { name: text.home })).toHaveAttribute('href', '/');

      const blog = await apiData<api.BlogPage>(request, '/api/printingKnowledge/printingknowledgelist', lang);
      const post = blog.list[0]!;
      await open('/blog');
      await Promise.all([
        page.waitForURL(`**/blogDetail?no=${post.id}`),
        page.getByRole('link', { name: post.title }).click(),
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      const trail = page.getByRole('navigation', { name: /breadcrumb|面包屑/i });
      await expect(trail.getByRole('link', { name: text.blog })).toHaveAttribute('href', '/blog');

      const design = await apiData<api.Article[]>(
        request,
        '/api/printingKnowledge/designservicecontent',
        lang,
      );
      await open('/designService');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.designService);
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
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
      }
    });
  });

  test.describe(`storefront pages without JavaScript in ${lang}`, () => {
    test.use({ javaScriptEnabled: false });

    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('the server renders every page in full', async ({ page, request }) => {
      const products = await apiData<api.HomeProducts>(request, '/api/home/homeintoproduct', lang);
      const detail = await apiData<api.ProductDetail>(request, `/api/product/dtl?productNo=${PRODUCT}`, lang);
      const category = await apiData<api.CategoryPage>(request, '/api/product/intodata?pid=1&level=1', lang);
      const blog = await apiData<api.BlogPage>(request, '/api/printingKnowledge/printingknowledgelist', lang);

      await page.goto('/');
      await expect(
        page.locator(`a[href="/product?no=${products.hotlist[0]!.product_no}"]`).first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: text.checkpoints })).toBeVisible();

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
        page.getByRole('heading', { level: 2, name: text.sections.at(-1), exact: true }),
      ).toBeVisible();

      await page.goto('/category?no=1&page=2');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.type.typeName);
      expect((await tileNames(page.getByRole('main'))).length).toBe(category.total - 20);

      await page.goto(`/search?search=${encodeURIComponent(text.searchTerm)}`);
      expect(await tileNames(page.getByRole('main'))).toContain(text.searchHit);

      await page.goto('/blog');
      await expect(page.getByRole('main').locator('article')).toHaveCount(10);
      await expect(page.getByRole('link', { name: blog.list[0]!.title })).toBeVisible();

      await page.goto(`/blogDetail?no=${blog.list[0]!.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.list[0]!.title);

      await page.goto('/article?no=8');
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

      await page.goto('/designService');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.designService);
    });
  });
}

import type { Db } from '../db/client.ts';
import { writeCalendarSettings } from '../modules/content/shop-calendar.ts';
import { writeSiteSettings } from '../modules/content/site-settings.ts';
import {
  articles,
  blogCategories,
  blogPostCategories,
  blogPosts,
  partners,
  productNotices,
  testimonials,
} from '../modules/content/tables.ts';
import { writeTrustBlocks } from '../modules/content/trust-blocks.ts';
import { articles as articleData } from './content/articles.ts';
import { blogCategories as blogCategoryData, blogPosts as blogPostData } from './content/blog.ts';
import {
  afterSalesHtml,
  designArticles,
  noticeTiles,
  partners as partnerData,
  precautionsHtml,
  processSteps,
  shopCalendar,
  siteSettings,
  testimonials as testimonialData,
  trustBlocks,
} from './content/home.ts';

/** Articles keep their numbers (the ?no= of /article) as ids; design-service entries follow them. */
export async function seedContent(db: Db): Promise<void> {
  await writeSiteSettings(db, siteSettings);
  await writeTrustBlocks(db, trustBlocks);
  await writeCalendarSettings(db, shopCalendar);
  await db
    .insert(articles)
    .values(articleData.map((a, sort) => ({ id: a.no, kind: 'page' as const, sort, ...a })));
  await db.insert(articles).values(
    designArticles.map((a, sort) => ({
      id: 100 + sort,
      kind: 'design' as const,
      sort,
      ...a,
    })),
  );

  const insertedCategories = await db
    .insert(blogCategories)
    .values(blogCategoryData.map((c, sort) => ({ sort, title: c.title })))
    .returning({ id: blogCategories.id });
  const categoryIdByKey = new Map(blogCategoryData.map((c, i) => [c.key, insertedCategories[i]!.id]));
  const insertedPosts = await db
    .insert(blogPosts)
    .values(blogPostData.map((p) => ({ ...p, publishedAt: new Date(p.publishedAt) })))
    .returning({ id: blogPosts.id });
  await db
    .insert(blogPostCategories)
    .values(
      blogPostData.flatMap((p, i) =>
        p.categories.map((key) => ({ postId: insertedPosts[i]!.id, categoryId: categoryIdByKey.get(key)! })),
      ),
    );

  await db.insert(partners).values(partnerData.map((p, sort) => ({ sort, ...p })));
  await db
    .insert(testimonials)
    .values(testimonialData.map((t) => ({ ...t, createdAt: new Date(t.createdAt) })));
  await db
    .insert(productNotices)
    .values([
      ...noticeTiles.map((n, sort) => ({ kind: 'notice' as const, sort, ...n })),
      ...processSteps.map((s, sort) => ({ kind: 'step' as const, sort, ...s, remark: { en: '', zh: '' } })),
      { kind: 'precaution' as const, sort: 0, title: { en: '', zh: '' }, remark: precautionsHtml },
      { kind: 'aftersales' as const, sort: 0, title: { en: '', zh: '' }, remark: afterSalesHtml },
    ]);
}

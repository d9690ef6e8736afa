import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { API_ROUTES } from '../routes.ts';
import { pageParams, productSummary } from './catalog.ts';
import { endpoint } from './endpoint.ts';
import { idParam } from './inputs.ts';

export const categoryLink = z.object({ id: z.number().int(), typeName: z.string() });

export const headerData = z.object({
  hometitle: z.string(),
  title: z.string(),
  mobile: z.string(),
  categoryFirst: z.array(
    categoryLink.extend({
      /** A stable name of the category for links that must find it (the home's direct-mail shortcut). */
      slug: z.string(),
      subclassVOList: z.array(categoryLink),
    }),
  ),
});
export type HeaderData = z.infer<typeof headerData>;

export const homeTitle = endpoint({
  ...API_ROUTES.homeTitle,
  auth: false,
  summary: 'Header data: shop title, contact phone and the category navigation',
  input: z.object({}),
  output: headerData,
});

const html = z.string().describe('Sanitised HTML');
const isoDate = z.string().describe('ISO date, YYYY-MM-DD');

/** A level-1 category of the home page; `pid` is its id (the name docs/product.md uses). */
export const homeCategory = z.object({
  typeName: z.string(),
  pid: z.number().int(),
  img: z.string(),
  subclassVOList: z.array(z.object({ id: z.number().int(), typeName: z.string(), img: z.string() })),
});
export type HomeCategory = z.infer<typeof homeCategory>;

export const homeData = z.object({
  img: z.string().describe('Desktop banner'),
  mimg: z.string().describe('Mobile banner'),
  categorysecond: z.array(homeCategory).describe('Popular level-1 categories'),
  categorylist: z.array(homeCategory).describe('Every level-1 category'),
});
export type HomeData = z.infer<typeof homeData>;

export const homeInto = endpoint({
  ...API_ROUTES.homeInto,
  auth: false,
  summary: 'Home page: banners, popular categories and every category with its children',
  input: z.object({}),
  output: homeData,
});

export const homeProducts = z.object({
  hotlist: z.array(productSummary).describe('Top sellers'),
  newlist: z.array(productSummary).describe('New and updated products'),
  tslist: z.array(productSummary).describe('Featured products'),
  yhlist: z.array(productSummary).describe('Best deals'),
});
export type HomeProducts = z.infer<typeof homeProducts>;

export const homeIntoProduct = endpoint({
  ...API_ROUTES.homeIntoProduct,
  auth: false,
  summary: 'Home carousels: top sellers, new, featured and best deals (up to 12 each)',
  input: z.object({}),
  output: homeProducts,
});

export const testimonial = z.object({
  img: z.string().describe("The customer's picture; '' for none"),
  author: z.string(),
  title: z.string(),
  createTime: isoDate,
  fraction: z.number().int().describe('Stars, 0-5'),
  content: z.string(),
});

/** One of the shop's three promises, on the home page and under every product. */
export const trustItem = z.object({ icon: z.string(), title: z.string(), text: z.string() });
export type TrustItem = z.infer<typeof trustItem>;

const trustlist = z.array(trustItem).describe('The three trust blocks');

export const activityData = z.object({
  list: z.array(z.object({ name: z.string(), img: z.string() })).describe('Partner logos'),
  videourl: z.string().describe('Empty when the home page shows no video'),
  evaluationItems: z.array(testimonial).describe('Customer comments, newest first'),
  trustlist,
});
export type ActivityData = z.infer<typeof activityData>;

export const activityList = endpoint({
  ...API_ROUTES.activityList,
  auth: false,
  summary: 'Home page partners, video, customer comments and trust blocks',
  input: z.object({}),
  output: activityData,
});

export const blogListItem = z.object({
  id: z.number().int(),
  img: z.string(),
  title: z.string(),
  typenames: z.array(z.string()).describe('Names of the post categories'),
  subheading: z.string(),
});

export const blogPage = z.object({
  list: z.array(blogListItem),
  typeVoList: z.array(z.object({ id: z.number().int(), title: z.string() })).describe('Every category'),
  total: z.number().int(),
});
export type BlogPage = z.infer<typeof blogPage>;

export const blogList = endpoint({
  ...API_ROUTES.blogList,
  auth: false,
  summary: 'One page of printing-knowledge posts, newest first, with every category',
  input: z.object(pageParams(PAGE_SIZE.blog)),
  output: blogPage,
});

export const blogListByType = endpoint({
  ...API_ROUTES.blogListByType,
  auth: false,
  summary: 'One page of the posts of one category (type = category id), newest first',
  input: z.object({ type: idParam, ...pageParams(PAGE_SIZE.blog) }),
  output: blogPage,
});

export const blogPost = z.object({
  id: z.number().int(),
  title: z.string(),
  subheading: z.string(),
  img: z.string(),
  content: html,
  publishedAt: isoDate,
});
export type BlogPost = z.infer<typeof blogPost>;

export const blogPostDetail = endpoint({
  ...API_ROUTES.blogPostDetail,
  auth: false,
  summary: 'One printing-knowledge post',
  input: z.object({ id: idParam }),
  output: blogPost,
});

export const article = z.object({
  title: z.string(),
  subheading: z.string(),
  img: z.string().nullable().describe('Optional banner'),
  content: html,
});
export type Article = z.infer<typeof article>;

export const designServiceContent = endpoint({
  ...API_ROUTES.designServiceContent,
  auth: false,
  summary: 'The articles of the design-service page',
  input: z.object({}),
  output: z.array(article.extend({ id: z.number().int() })),
});

export const queryArticle = endpoint({
  ...API_ROUTES.queryArticle,
  auth: false,
  summary: 'A numbered article (8 terms of service ... 19 colour difference)',
  input: z.object({ type: idParam }),
  output: article,
});

export const processStep = z.object({ img: z.string(), title: z.string() });
export type ProcessStep = z.infer<typeof processStep>;

export const orderProcessData = z.object({
  precautionslist: z.array(z.object({ content: html })),
  orderlclist: z.array(processStep).describe('Ordering-process steps'),
  wgaolist: z
    .array(z.object({ img: z.string(), title: z.string(), remark: z.string().describe('Plain text') }))
    .describe('Notes for completion'),
  aftersalesservicelist: z.array(z.object({ content: html })),
  trustlist,
});
export type OrderProcessData = z.infer<typeof orderProcessData>;

export const orderProcessNotices = endpoint({
  ...API_ROUTES.orderProcessNotices,
  auth: false,
  summary:
    'Texts every product page shares: precautions, ordering process, notes, after-sales service, trust blocks',
  input: z.object({}),
  output: orderProcessData,
});

export const orderProcessList = endpoint({
  ...API_ROUTES.orderProcessList,
  auth: false,
  summary: 'The ordering-process steps',
  input: z.object({}),
  output: z.array(processStep),
});

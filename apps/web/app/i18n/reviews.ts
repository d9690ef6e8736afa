import type { Messages } from './messages';

/** A delivered item's review on /orderDetail (docs/product.md#reviews), and the customer's own once written. */
export const reviewEn = {
  title: 'Review this product',
  intro:
    'How did your order turn out? Your review shows on the product page with a verified-buyer badge, under your nickname.',
  stars: 'Your rating',
  star_one: '{{count}} star',
  star_other: '{{count}} stars',
  headline: 'Title',
  headlinePlaceholder: 'For example: Crisp colours, sturdy card',
  text: 'Your review',
  textPlaceholder: 'What did you like, and what could be better?',
  send: 'Post my review',
  sending: 'Posting…',
  starsRequired: 'Please choose from 1 to 5 stars',
  headlineRequired: 'Please give your review a title',
  textRequired: 'Please write your review',
  yours: 'Your review',
  postedOn: 'Posted on {{date}}',
  onProductPage: 'See it on the product page',
} as const;

export const reviewZh: Messages['ordersPage']['review'] = {
  title: '评价此商品',
  intro: '您的订单效果如何？您的评价将以昵称显示在商品页面，并带有“已验证买家”标识。',
  stars: '您的评分',
  star_one: '{{count}} 星',
  star_other: '{{count}} 星',
  headline: '标题',
  headlinePlaceholder: '例如：颜色鲜明，卡纸厚实',
  text: '评价内容',
  textPlaceholder: '您喜欢哪些地方？哪些地方还可以改进？',
  send: '发表评价',
  sending: '正在发表…',
  starsRequired: '请选择 1 至 5 星',
  headlineRequired: '请填写评价标题',
  textRequired: '请填写评价内容',
  yours: '您的评价',
  postedOn: '发表于{{date}}',
  onProductPage: '在商品页面查看',
};

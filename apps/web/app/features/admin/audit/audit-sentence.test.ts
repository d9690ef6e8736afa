import { admin, type Lang } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { adminTexts } from '../i18n/admin-texts';
import { type SentenceLink, sentenceText } from '../lib/sentence';
import { auditSentence } from './audit-sentence';

const ORDER_NO = 'IP20260101123456';
const marco = { id: 5, name: 'Marco Reyes', email: 'marco@shop.test' };
const pat = { id: 9, name: 'Pat Lee', email: 'pat@shop.test' };

function entry(fields: Partial<admin.AuditEntry>): admin.AuditEntry {
  return {
    id: 1,
    createTime: '2026-01-02T10:00:00.000Z',
    staff: marco,
    ip: '10.0.0.1',
    action: 'staff.login',
    entity: 'staff',
    entityId: marco.id,
    orderId: null,
    orderNo: null,
    subject: null,
    before: null,
    after: null,
    ...fields,
  };
}

const onOrder = { entity: 'order', entityId: 42, orderId: 42, orderNo: ORDER_NO };
const onItem = { entity: 'order_item', entityId: 27, orderId: 42, orderNo: ORDER_NO };
const account = { email: pat.email, name: pat.name, role: 'support', active: true };
const coupon = {
  code: 'SPRING15',
  kind: 'percent',
  value: 15,
  minSubtotal: 50,
  startsOn: null,
  endsOn: '2026-05-31',
  usageLimit: 100,
  perCustomerLimit: 1,
  active: true,
};
const onCoupon = { entity: 'coupon', entityId: 4 };
const onSellingRules = { entity: 'selling_rules', entityId: null };
const onProduct = { entity: 'product', entityId: 31 };
const onPartner = { entity: 'partner', entityId: 13 };
const partner = { name: 'Harbor & Pine Coffee', img: '/media/partner/1.webp' };
const onComment = { entity: 'comment', entityId: 7 };
const comment = {
  img: '/media/avatar/1.webp',
  author: 'Sarah Mitchell',
  title: { en: 'Foil cards', zh: '烫金名片' },
  body: { en: 'Lovely.', zh: '很好。' },
  stars: 5,
  date: '2025-03-18',
};
const onCategory = { entity: 'category', entityId: 61 };
const category = {
  parentId: 1,
  level: 2,
  slug: 'kraft-labels',
  name: { en: 'Kraft labels', zh: '牛皮纸标签' },
  remark: { en: '', zh: '' },
  content: { en: '<p>Brown paper.</p>', zh: '<p>牛皮纸。</p>' },
  img: '/media/uploads/AbCdEfGhIjKlMnOpQrStUv.webp',
  sort: 3,
  popular: false,
  active: true,
};
const onTemplate = { entity: 'designTemplate', entityId: 8 };
const template = { productNo: 'BC-1001', name: { en: 'Side band', zh: '侧边色带' }, published: false };
const pricesBefore = { productNo: 'BC-1001', prices: { S1P1Q1: 12, S1P1Q2: 20, S1P2Q1: 14.5 } };
const pricesAfter = { productNo: 'BC-1001', prices: { S1P1Q1: 12.6, S1P1Q2: 21, S1P2Q1: 15.23 } };

const onArticle = { entity: 'article', entityId: 10 };
const article = {
  id: 10,
  kind: 'page',
  title: { en: 'About us', zh: '关于我们' },
  content: { en: '<p>Hi</p>', zh: '<p>你好</p>' },
};
const onDesign = { entity: 'article', entityId: 105 };
const design = { id: 105, kind: 'design', title: { en: 'Logo design', zh: '标志设计' } };
const onPost = { entity: 'blogPost', entityId: 31 };
const post = {
  id: 31,
  title: { en: 'Foil stamping', zh: '烫金工艺' },
  status: 'draft',
  publishedOn: '2026-03-14',
};
const onBlogCategory = { entity: 'blogCategory', entityId: 3 };
const onMessage = { entity: 'message', entityId: 8 };
const openMessage = { from: 'Grace Hopper', status: 'open', assignee: null };
const patsMessage = { ...openMessage, assignee: { id: pat.id, name: pat.name } };
const closedMessage = { ...openMessage, status: 'closed' };
const onReview = { entity: 'review', entityId: 77 };
const review = { productNo: 'BC-1001', title: 'Crisp cards', author: 'Pat', fraction: 5, hidden: false };
const blogCategory = { id: 3, title: { en: 'Paper', zh: '纸张' }, posts: 0 };
const onCustomer = { entity: 'customer', entityId: 12 };
const onQuote = { entity: 'quote', entityId: 42 };
const offered = {
  reference: 'Q000042',
  status: 'offered',
  lines: [
    { title: 'Kraft boxes', quantity: 500, price: 420 },
    { title: 'Cutting die', quantity: 1, price: 80.5 },
  ],
  validUntil: '2026-02-01',
  message: 'Ships in two weeks.',
};
const standing = { email: 'buyer@example.com', disabledAt: null };
const disabled = { ...standing, disabledAt: '2026-01-02T10:00:00.000Z' };
const retriedMail = {
  id: '6b0f3c1e-2a4d-4e8f-9b7c-5d1e2f3a4b5c',
  to: 'ada@example.com',
  subject: 'Your proof',
};

/** An entry of each action as the server records it, and its sentence in each language. */
const CASES: Record<admin.AuditAction, { entry: Partial<admin.AuditEntry>; en: string; zh: string }> = {
  'quote.offer': {
    entry: { ...onQuote, before: { reference: 'Q000042', status: 'new' }, after: offered },
    en: 'Marco Reyes offered $500.50 on quote Q000042',
    zh: 'Marco Reyes 对询价 Q000042 报价 500.50 美元',
  },
  'quote.decline': {
    entry: {
      ...onQuote,
      before: offered,
      after: { reference: 'Q000042', status: 'declined', reason: 'We do not print on wood.' },
    },
    en: 'Marco Reyes declined quote Q000042',
    zh: 'Marco Reyes 婉拒了询价 Q000042',
  },
  'message.reply': {
    entry: {
      ...onMessage,
      before: openMessage,
      after: { ...openMessage, replyId: 3, text: 'Yes, by Friday.' },
    },
    en: 'Marco Reyes replied to the message from Grace Hopper',
    zh: 'Marco Reyes 回复了 Grace Hopper 的留言',
  },
  'message.assign': {
    entry: { ...onMessage, before: openMessage, after: patsMessage },
    en: 'Marco Reyes assigned the message from Grace Hopper to Pat Lee',
    zh: 'Marco Reyes 将 Grace Hopper 的留言分配给了 Pat Lee',
  },
  'message.close': {
    entry: { ...onMessage, before: openMessage, after: closedMessage },
    en: 'Marco Reyes closed the message from Grace Hopper',
    zh: 'Marco Reyes 关闭了 Grace Hopper 的留言',
  },
  'message.reopen': {
    entry: { ...onMessage, before: closedMessage, after: openMessage },
    en: 'Marco Reyes opened the message from Grace Hopper again',
    zh: 'Marco Reyes 重新打开了 Grace Hopper 的留言',
  },
  'staff.login': { entry: { subject: marco }, en: 'Marco Reyes logged in', zh: 'Marco Reyes 登录了' },
  'staff.login.failed': {
    entry: { staff: null, entityId: null, after: { email: 'who@shop.test' } },
    en: 'Someone failed to log in as who@shop.test',
    zh: '有人以 who@shop.test 登录失败',
  },
  'staff.logout': { entry: { subject: marco }, en: 'Marco Reyes logged out', zh: 'Marco Reyes 退出了登录' },
  'staff.password': {
    entry: { subject: marco, after: { passwordChanged: true } },
    en: 'Marco Reyes changed their own password',
    zh: 'Marco Reyes 修改了自己的密码',
  },
  'staff.create': {
    entry: { entityId: pat.id, subject: { ...pat, name: 'Patricia Lee' }, after: account },
    en: 'Marco Reyes added Pat Lee as Support',
    zh: 'Marco Reyes 添加了员工 Pat Lee，角色为客服',
  },
  'staff.update': {
    entry: {
      entityId: pat.id,
      subject: pat,
      before: account,
      after: { ...account, name: 'Patricia Lee', role: 'production', active: false, passwordChanged: true },
    },
    en: 'Marco Reyes changed Pat Lee: renamed to Patricia Lee, role Support → Production, may no longer log in, new password',
    zh: 'Marco Reyes 修改了员工 Pat Lee：姓名改为 Patricia Lee，角色 客服 → 生产，停用登录权限，设置了新密码',
  },
  'staff.notices': {
    entry: { subject: marco, before: { notices: [] }, after: { notices: ['orderPaid', 'changesRequested'] } },
    en: 'Marco Reyes chose the mails they get: A new paid order, A customer asked for changes to a proof',
    zh: 'Marco Reyes 选择了接收的邮件：新的已付款订单，客户要求修改校样',
  },
  'order.note': {
    entry: { ...onOrder, after: { noteId: 3, text: 'Called the customer' } },
    en: `Marco Reyes added a note to order ${ORDER_NO}`,
    zh: `Marco Reyes 为订单 ${ORDER_NO} 添加了备注`,
  },
  'order.cancel': {
    entry: { ...onOrder, after: { cancelled: true, reason: 'Ordered twice', refundedCents: 1250 } },
    en: `Marco Reyes cancelled order ${ORDER_NO} and refunded $12.50`,
    zh: `Marco Reyes 取消了订单 ${ORDER_NO} 并退款 12.50 美元`,
  },
  'order.refund': {
    entry: { ...onOrder, after: { refundedCents: 2000, amountCents: 500, itemIds: [27], reason: 'Smudged' } },
    en: `Marco Reyes refunded $5.00 of order ${ORDER_NO}`,
    zh: `Marco Reyes 为订单 ${ORDER_NO} 退款 5.00 美元`,
  },
  'item.sendProof': {
    entry: {
      ...onItem,
      before: { state: 'awaiting_review' },
      after: { state: 'proof_sent', result: { id: 8, version: 2 } },
    },
    en: `Marco Reyes sent proof v2 of item #27 of order ${ORDER_NO}`,
    zh: `Marco Reyes 发送了订单 ${ORDER_NO} 商品 #27 的校样 v2`,
  },
  'item.approveFiles': {
    entry: onItem,
    en: `Marco Reyes approved the files of item #27 of order ${ORDER_NO} as sent`,
    zh: `Marco Reyes 按原文件确认了订单 ${ORDER_NO} 商品 #27`,
  },
  'item.print': {
    entry: onItem,
    en: `Marco Reyes started printing item #27 of order ${ORDER_NO}`,
    zh: `Marco Reyes 开始印刷订单 ${ORDER_NO} 商品 #27`,
  },
  'item.ship': {
    entry: { ...onItem, after: { state: 'shipped', carrier: 'UPS', trackingNo: '1Z999' } },
    en: `Marco Reyes shipped item #27 of order ${ORDER_NO} by UPS, tracking number 1Z999`,
    zh: `Marco Reyes 通过 UPS 发出了订单 ${ORDER_NO} 商品 #27，运单号 1Z999`,
  },
  'item.deliver': {
    entry: onItem,
    en: `Marco Reyes marked item #27 of order ${ORDER_NO} delivered`,
    zh: `Marco Reyes 将订单 ${ORDER_NO} 商品 #27 标记为已送达`,
  },
  'item.moveBack': {
    entry: {
      ...onItem,
      staff: pat,
      before: { state: 'printing' },
      after: { state: 'approved', reason: 'Wrong paper' },
    },
    en: `Pat Lee moved item #27 of order ${ORDER_NO} back to “Approved”`,
    zh: `Pat Lee 将订单 ${ORDER_NO} 商品 #27 退回到“已确认”`,
  },
  'item.reprint': {
    entry: onItem,
    en: `Marco Reyes sent item #27 of order ${ORDER_NO} back to be printed again, at no charge`,
    zh: `Marco Reyes 安排免费重新印刷订单 ${ORDER_NO} 商品 #27`,
  },
  'coupon.create': {
    entry: { ...onCoupon, after: coupon },
    en: 'Marco Reyes added coupon SPRING15',
    zh: 'Marco Reyes 添加了优惠券 SPRING15',
  },
  'coupon.update': {
    entry: { ...onCoupon, before: coupon, after: { ...coupon, active: false } },
    en: 'Marco Reyes changed coupon SPRING15',
    zh: 'Marco Reyes 修改了优惠券 SPRING15',
  },
  'taxRates.save': {
    entry: {
      ...onSellingRules,
      before: [{ countryCode: 'US', provinceCode: 'CA', rate: 7.25 }],
      after: [{ countryCode: 'US', provinceCode: 'CA', rate: 8 }],
    },
    en: 'Marco Reyes saved the tax rates',
    zh: 'Marco Reyes 保存了税率',
  },
  'shippingRates.save': {
    entry: {
      ...onSellingRules,
      before: [{ countryCode: '*', fee: 29.95, freeOver: null, transitMinDays: 6, transitMaxDays: 12 }],
      after: [
        { countryCode: 'US', fee: 9.95, freeOver: 99, transitMinDays: 2, transitMaxDays: 5 },
        { countryCode: '*', fee: 29.95, freeOver: null, transitMinDays: 6, transitMaxDays: 12 },
      ],
    },
    en: 'Marco Reyes saved the shipping fees',
    zh: 'Marco Reyes 保存了运费',
  },
  'settings.save': {
    entry: {
      entity: 'settings',
      entityId: null,
      before: {
        hometitle: { en: 'Inkfold Print', zh: '墨折印刷' },
        title: { en: 'Inkfold', zh: '墨折' },
        mobile: '555 0100',
      },
      after: {
        hometitle: { en: 'Inkfold Print', zh: '墨折印刷' },
        title: { en: 'Inkfold', zh: '墨折印务' },
        mobile: '555 0199',
      },
    },
    en: 'Marco Reyes changed the shop settings',
    zh: 'Marco Reyes 修改了店铺设置',
  },
  'calendar.save': {
    entry: {
      entity: 'settings',
      entityId: null,
      before: { cutoff: '12:00', holidays: [] },
      after: {
        cutoff: '14:00',
        holidays: [{ date: '2026-12-25', label: { en: 'Christmas Day', zh: '圣诞节' } }],
      },
    },
    en: 'Marco Reyes changed the order cut-off and holidays',
    zh: 'Marco Reyes 修改了截单时间和节假日',
  },
  'product.prices': {
    entry: { ...onProduct, before: pricesBefore, after: pricesAfter },
    en: 'Marco Reyes changed 3 prices of BC-1001',
    zh: 'Marco Reyes 修改了 BC-1001 的 3 个价格',
  },
  'category.create': {
    entry: { ...onCategory, after: category },
    en: 'Marco Reyes added category Kraft labels',
    zh: 'Marco Reyes 添加了分类 牛皮纸标签',
  },
  'category.update': {
    entry: { ...onCategory, before: category, after: { ...category, slug: 'kraft' } },
    en: 'Marco Reyes changed category Kraft labels',
    zh: 'Marco Reyes 修改了分类 牛皮纸标签',
  },
  'category.delete': {
    entry: { ...onCategory, before: category },
    en: 'Marco Reyes deleted category Kraft labels',
    zh: 'Marco Reyes 删除了分类 牛皮纸标签',
  },
  'designTemplate.create': {
    entry: { ...onTemplate, after: template },
    en: 'Marco Reyes added the template Side band of BC-1001',
    zh: 'Marco Reyes 添加了 BC-1001 的模板 侧边色带',
  },
  'designTemplate.update': {
    entry: { ...onTemplate, before: template, after: { ...template, position: 2 } },
    en: 'Marco Reyes changed the template Side band of BC-1001',
    zh: 'Marco Reyes 修改了 BC-1001 的模板 侧边色带',
  },
  'designTemplate.publish': {
    entry: { ...onTemplate, before: template, after: { ...template, published: true } },
    en: 'Marco Reyes offered the template Side band of BC-1001 in the shop',
    zh: 'Marco Reyes 在商店上线了 BC-1001 的模板 侧边色带',
  },
  'designTemplate.delete': {
    entry: { ...onTemplate, before: template },
    en: 'Marco Reyes deleted the template Side band of BC-1001',
    zh: 'Marco Reyes 删除了 BC-1001 的模板 侧边色带',
  },
  'product.reprice': {
    entry: {
      ...onProduct,
      before: { ...pricesBefore, percent: 5 },
      after: { ...pricesAfter, percent: 5 },
    },
    en: 'Marco Reyes moved the prices of BC-1001 by 5 %',
    zh: 'Marco Reyes 将 BC-1001 的价格调整了 5%',
  },
  'product.create': {
    entry: { ...onProduct, after: { productNo: 'BC-2001', name: { en: 'Card', zh: '名片' }, active: false } },
    en: 'Marco Reyes added product BC-2001',
    zh: 'Marco Reyes 添加了产品 BC-2001',
  },
  'product.update': {
    entry: {
      ...onProduct,
      before: { productNo: 'BC-1001', name: { en: 'Card', zh: '名片' } },
      after: { productNo: 'BC-1001', name: { en: 'Classic card', zh: '经典名片' } },
    },
    en: 'Marco Reyes changed product BC-1001',
    zh: 'Marco Reyes 修改了产品 BC-1001',
  },
  'product.import': {
    entry: {
      ...onProduct,
      before: { productNo: 'BC-1001', 'name:zh': '名片', prices: { P1Q1: 24 } },
      after: { productNo: 'BC-1001', 'name:zh': '经典名片', prices: { P1Q1: 25 } },
    },
    en: 'Marco Reyes imported product BC-1001 from a spreadsheet',
    zh: 'Marco Reyes 从表格导入了产品 BC-1001',
  },
  'media.upload': {
    entry: {
      entity: 'media',
      entityId: null,
      after: {
        url: '/media/uploads/AbCdEfGhIjKlMnOpQrStUv.webp',
        width: 1200,
        height: 800,
        mime: 'image/png',
      },
    },
    en: 'Marco Reyes uploaded an image of 1200 × 800 pixels',
    zh: 'Marco Reyes 上传了一张 1200 × 800 像素的图片',
  },
  'partner.create': {
    entry: { ...onPartner, after: partner },
    en: 'Marco Reyes added partner Harbor & Pine Coffee',
    zh: 'Marco Reyes 添加了合作伙伴 Harbor & Pine Coffee',
  },
  'partner.update': {
    entry: { ...onPartner, before: partner, after: { ...partner, name: 'Harbor Coffee' } },
    en: 'Marco Reyes changed partner Harbor Coffee',
    zh: 'Marco Reyes 修改了合作伙伴 Harbor Coffee',
  },
  'partner.delete': {
    entry: { ...onPartner, before: partner },
    en: 'Marco Reyes removed partner Harbor & Pine Coffee',
    zh: 'Marco Reyes 移除了合作伙伴 Harbor & Pine Coffee',
  },
  'partner.order': {
    entry: { entity: 'partner', entityId: null, before: [1, 2, 3], after: [3, 1, 2] },
    en: 'Marco Reyes reordered the partner logos',
    zh: 'Marco Reyes 调整了合作伙伴标志的顺序',
  },
  'comment.create': {
    entry: { ...onComment, after: comment },
    en: 'Marco Reyes added the comment by Sarah Mitchell',
    zh: 'Marco Reyes 添加了 Sarah Mitchell 的评价',
  },
  'comment.update': {
    entry: { ...onComment, before: comment, after: { ...comment, stars: 4 } },
    en: 'Marco Reyes changed the comment by Sarah Mitchell',
    zh: 'Marco Reyes 修改了 Sarah Mitchell 的评价',
  },
  'comment.delete': {
    entry: { ...onComment, before: comment },
    en: 'Marco Reyes removed the comment by Sarah Mitchell',
    zh: 'Marco Reyes 移除了 Sarah Mitchell 的评价',
  },
  'trust.save': {
    entry: { entity: 'trust', entityId: null, before: null, after: [] },
    en: 'Marco Reyes changed the trust blocks',
    zh: 'Marco Reyes 修改了信任模块',
  },
  'article.update': {
    entry: {
      ...onArticle,
      before: article,
      after: { ...article, subheading: { en: 'Since 2011', zh: '始于 2011' } },
    },
    en: 'Marco Reyes changed the page About us',
    zh: 'Marco Reyes 修改了页面 关于我们',
  },
  'designArticle.create': {
    entry: { ...onDesign, after: design },
    en: 'Marco Reyes added Logo design to the design-service page',
    zh: 'Marco Reyes 在设计服务页面添加了 标志设计',
  },
  'designArticle.update': {
    entry: { ...onDesign, before: design, after: design },
    en: 'Marco Reyes changed the design-service entry Logo design',
    zh: 'Marco Reyes 修改了设计服务条目 标志设计',
  },
  'designArticle.delete': {
    entry: { ...onDesign, before: design },
    en: 'Marco Reyes removed Logo design from the design-service page',
    zh: 'Marco Reyes 从设计服务页面删除了 标志设计',
  },
  'designArticle.order': {
    entry: { entity: 'article', entityId: null, before: { ids: [100, 101] }, after: { ids: [101, 100] } },
    en: 'Marco Reyes reordered the design-service page',
    zh: 'Marco Reyes 调整了设计服务页面的顺序',
  },
  'blogPost.create': {
    entry: { ...onPost, after: post },
    en: 'Marco Reyes wrote the post Foil stamping',
    zh: 'Marco Reyes 撰写了文章 烫金工艺',
  },
  'blogPost.update': {
    entry: { ...onPost, before: post, after: { ...post, status: 'published' } },
    en: 'Marco Reyes published the post Foil stamping',
    zh: 'Marco Reyes 发布了文章 烫金工艺',
  },
  'blogPost.delete': {
    entry: { ...onPost, before: post },
    en: 'Marco Reyes removed the post Foil stamping',
    zh: 'Marco Reyes 删除了文章 烫金工艺',
  },
  'blogCategory.create': {
    entry: { ...onBlogCategory, after: blogCategory },
    en: 'Marco Reyes added the blog category Paper',
    zh: 'Marco Reyes 添加了博客分类 纸张',
  },
  'blogCategory.update': {
    entry: {
      ...onBlogCategory,
      before: blogCategory,
      after: { ...blogCategory, title: { en: 'Papers', zh: '纸品' } },
    },
    en: 'Marco Reyes renamed the blog category Paper to Papers',
    zh: 'Marco Reyes 将博客分类 纸张 重命名为 纸品',
  },
  'blogCategory.delete': {
    entry: { ...onBlogCategory, before: blogCategory },
    en: 'Marco Reyes removed the blog category Paper',
    zh: 'Marco Reyes 删除了博客分类 纸张',
  },
  'blogCategory.order': {
    entry: { entity: 'blogCategory', entityId: null, before: { ids: [1, 2] }, after: { ids: [2, 1] } },
    en: 'Marco Reyes reordered the blog’s categories',
    zh: 'Marco Reyes 调整了博客分类的顺序',
  },
  'review.hide': {
    entry: { ...onReview, before: review, after: { ...review, hidden: true } },
    en: 'Marco Reyes hid the review “Crisp cards” of BC-1001',
    zh: 'Marco Reyes 隐藏了 BC-1001 的评价“Crisp cards”',
  },
  'review.show': {
    entry: { ...onReview, before: { ...review, hidden: true }, after: review },
    en: 'Marco Reyes showed the review “Crisp cards” of BC-1001 again',
    zh: 'Marco Reyes 重新显示了 BC-1001 的评价“Crisp cards”',
  },
  'customer.note': {
    entry: { ...onCustomer, after: { noteId: 4, email: 'buyer@example.com', text: 'Prefers matte paper' } },
    en: 'Marco Reyes added a note to customer buyer@example.com',
    zh: 'Marco Reyes 为客户 buyer@example.com 添加了备注',
  },
  'customer.disable': {
    entry: { ...onCustomer, before: standing, after: { ...disabled, sessionsEnded: 2 } },
    en: 'Marco Reyes disabled the account of buyer@example.com',
    zh: 'Marco Reyes 停用了客户 buyer@example.com 的账户',
  },
  'customer.enable': {
    entry: { ...onCustomer, before: disabled, after: standing },
    en: 'Marco Reyes enabled the account of buyer@example.com again',
    zh: 'Marco Reyes 恢复了客户 buyer@example.com 的账户',
  },
  'mail.retry': {
    entry: {
      entity: 'mail',
      entityId: null,
      before: { ...retriedMail, attempts: 9, error: 'connect ECONNREFUSED 127.0.0.1:587' },
      after: retriedMail,
    },
    en: 'Marco Reyes sent the mail “Your proof” to ada@example.com again',
    zh: 'Marco Reyes 重新发送了发给 ada@example.com 的邮件“Your proof”',
  },
};

const sentence = (fields: Partial<admin.AuditEntry>, lang: Lang = 'en') =>
  auditSentence(entry(fields), adminTexts(lang), lang);
const textOf = (fields: Partial<admin.AuditEntry>, lang: Lang = 'en') =>
  sentenceText(sentence(fields, lang).parts);
const linksOf = (fields: Partial<admin.AuditEntry>) =>
  sentence(fields).parts.filter((part): part is SentenceLink => typeof part !== 'string');

describe('an audit entry as a sentence', () => {
  for (const lang of ['en', 'zh'] as const) {
    it.each(admin.AUDIT_ACTIONS)(`tells %s in ${lang}`, (action) => {
      const { entry: fields, ...expected } = CASES[action];
      expect(textOf({ action, ...fields }, lang)).toBe(expected[lang]);
    });
  }

  it('links the staff member to what they did, and the order to its screen', () => {
    expect(linksOf({ action: 'item.sendProof', ...CASES['item.sendProof'].entry })).toEqual([
      { text: 'Marco Reyes', to: '/admin/audit?staff=5' },
      { text: ORDER_NO, to: '/admin/orders/42' },
    ]);
    expect(linksOf({ action: 'staff.update', ...CASES['staff.update'].entry })).toEqual([
      { text: 'Marco Reyes', to: '/admin/audit?staff=5' },
      { text: 'Pat Lee', to: '/admin/audit?staff=9' },
    ]);
  });

  it('quotes what the staff member wrote: a note, a reason', () => {
    expect(sentence({ action: 'order.note', ...CASES['order.note'].entry }).quote).toBe(
      'Called the customer',
    );
    expect(sentence({ action: 'order.cancel', ...CASES['order.cancel'].entry }).quote).toBe('Ordered twice');
    expect(sentence({ action: 'item.print', ...onItem }).quote).toBe('');
    expect(sentence({ action: 'customer.note', ...CASES['customer.note'].entry }).quote).toBe(
      'Prefers matte paper',
    );
  });

  it('links a quote to its screen, quotes a refusal’s message, and reads an offer without its lines as unknown', () => {
    expect(linksOf({ action: 'quote.offer', ...CASES['quote.offer'].entry })[1]).toEqual({
      text: 'Q000042',
      to: '/admin/quotes/42',
    });
    expect(sentence({ action: 'quote.decline', ...CASES['quote.decline'].entry }).quote).toBe(
      'We do not print on wood.',
    );
    expect(textOf({ action: 'quote.offer', ...onQuote, after: { reference: 'Q000042' } })).toBe(
      'Marco Reyes: Offered a price on a quote, quote #42',
    );
  });

  it('links a customer to their screen, and names one the entry does not describe by number', () => {
    expect(linksOf({ action: 'customer.disable', ...CASES['customer.disable'].entry })[1]).toEqual({
      text: 'buyer@example.com',
      to: '/admin/customers/12',
    });
    expect(textOf({ action: 'customer.enable', ...onCustomer, after: null }, 'zh')).toBe(
      'Marco Reyes：恢复了客户账户，客户 #12',
    );
  });

  it('links a message to its screen and its assignee to what they did; quotes a reply; tells a reply that reopened it', () => {
    const reply = { action: 'message.reply', ...CASES['message.reply'].entry };
    expect(linksOf(reply)[1]).toEqual({ text: 'Grace Hopper', to: '/admin/messages/8' });
    expect(sentence(reply).quote).toBe('Yes, by Friday.');
    expect(linksOf({ action: 'message.assign', ...CASES['message.assign'].entry })[2]).toEqual({
      text: 'Pat Lee',
      to: '/admin/audit?staff=9',
    });
    const reopened = { ...onMessage, before: closedMessage, after: { ...openMessage, text: 'More' } };
    expect(textOf({ action: 'message.reply', ...reopened })).toBe(
      'Marco Reyes replied to the message from Grace Hopper, which opened it again',
    );
    expect(
      textOf({ action: 'message.assign', ...onMessage, before: patsMessage, after: openMessage }, 'zh'),
    ).toBe('Marco Reyes 取消了 Pat Lee 对 Grace Hopper 的留言的分配');
    expect(textOf({ action: 'message.assign', ...onMessage, before: patsMessage, after: openMessage })).toBe(
      'Marco Reyes took Pat Lee off the message from Grace Hopper',
    );
  });

  it('tells a password reset from the command line, and a failed log-in with no email', () => {
    expect(textOf({ action: 'staff.password', staff: null, entityId: pat.id, subject: pat }, 'en')).toBe(
      'The password of Pat Lee was reset from the server’s command line',
    );
    expect(textOf({ action: 'staff.password', staff: null, entityId: pat.id, subject: pat }, 'zh')).toBe(
      '已通过服务器命令行重置 Pat Lee 的密码',
    );
    expect(textOf({ action: 'staff.login.failed', staff: null, entityId: null }, 'zh')).toBe('有人登录失败');
  });

  it('tells a change that changed nothing, and a cancel with nothing refunded', () => {
    expect(textOf({ action: 'staff.update', entityId: pat.id, before: account, after: account })).toBe(
      'Marco Reyes saved Pat Lee unchanged',
    );
    expect(textOf({ action: 'order.cancel', ...onOrder, after: { refundedCents: 0 } }, 'zh')).toBe(
      `Marco Reyes 取消了订单 ${ORDER_NO}`,
    );
  });

  it('names a coupon by its old code and its new one when its code changed', () => {
    const renamed = { ...onCoupon, before: coupon, after: { ...coupon, code: 'SPRING20' } };
    expect(textOf({ action: 'coupon.update', ...renamed })).toBe(
      'Marco Reyes changed coupon SPRING15, now SPRING20',
    );
    expect(textOf({ action: 'coupon.update', ...renamed }, 'zh')).toBe(
      'Marco Reyes 修改了优惠券 SPRING15，代码改为 SPRING20',
    );
  });

  it('links a page, an entry and a post to their editors while they exist, and tells a post taken back to a draft', () => {
    expect(linksOf({ action: 'article.update', ...CASES['article.update'].entry })[1]).toEqual({
      text: 'About us',
      to: '/admin/articles/10',
    });
    expect(linksOf({ action: 'blogPost.create', ...CASES['blogPost.create'].entry })[1]).toEqual({
      text: 'Foil stamping',
      to: '/admin/blog/31',
    });
    expect(linksOf({ action: 'designArticle.delete', ...CASES['designArticle.delete'].entry })).toHaveLength(
      1,
    );
    const unpublished = { ...onPost, before: { ...post, status: 'published' }, after: post };
    expect(textOf({ action: 'blogPost.update', ...unpublished })).toBe(
      'Marco Reyes took the post Foil stamping back to a draft',
    );
    expect(textOf({ action: 'blogPost.update', ...onPost, before: post, after: post }, 'zh')).toBe(
      'Marco Reyes 修改了文章 烫金工艺',
    );
  });

  it('tells a category hidden or shown again, by its name in the reader’s language', () => {
    const hidden = { ...onCategory, before: category, after: { ...category, active: false } };
    expect(textOf({ action: 'category.update', ...hidden })).toBe('Marco Reyes hid category Kraft labels');
    expect(textOf({ action: 'category.update', ...hidden }, 'zh')).toBe('Marco Reyes 隐藏了分类 牛皮纸标签');
    const shown = { ...onCategory, before: hidden.after, after: category };
    expect(textOf({ action: 'category.update', ...shown })).toBe(
      'Marco Reyes showed category Kraft labels again',
    );
    const noChinese = { ...onCategory, after: { ...category, name: { en: 'Kraft labels', zh: '' } } };
    expect(textOf({ action: 'category.create', ...noChinese }, 'zh')).toBe(
      'Marco Reyes 添加了分类 Kraft labels',
    );
  });

  it('tells a saved table even when the log no longer names who saved it', () => {
    expect(textOf({ action: 'taxRates.save', ...onSellingRules, staff: null })).toBe(
      'An unknown staff member saved the tax rates',
    );
    expect(textOf({ action: 'shippingRates.save', ...onSellingRules, staff: null }, 'zh')).toBe(
      '未知员工 保存了运费',
    );
  });

  it('links a product to its prices, and tells one price changed, or a price lowered', () => {
    const one = { ...onProduct, after: { productNo: 'TT-1001', prices: { A1: 3 } } };
    expect(textOf({ action: 'product.prices', ...one })).toBe('Marco Reyes changed a price of TT-1001');
    expect(textOf({ action: 'product.prices', ...one }, 'zh')).toBe('Marco Reyes 修改了 TT-1001 的一个价格');
    expect(linksOf({ action: 'product.prices', ...one })).toEqual([
      { text: 'Marco Reyes', to: '/admin/audit?staff=5' },
      { text: 'TT-1001', to: '/admin/products/TT-1001/prices' },
    ]);
    const lowered = { ...onProduct, after: { ...pricesAfter, percent: -12.5 } };
    expect(textOf({ action: 'product.reprice', ...lowered })).toBe(
      'Marco Reyes moved the prices of BC-1001 by -12.5 %',
    );
  });

  it('links an edited product to its editor, and tells when the edit showed or hid it', () => {
    const shown = {
      ...onProduct,
      before: { productNo: 'BC-1001', active: false },
      after: { productNo: 'BC-1001', active: true },
    };
    expect(textOf({ action: 'product.update', ...shown })).toBe(
      'Marco Reyes showed product BC-1001 in the shop',
    );
    expect(textOf({ action: 'product.update', ...shown }, 'zh')).toBe(
      'Marco Reyes 在商店中显示了产品 BC-1001',
    );
    const hidden = { ...onProduct, before: shown.after, after: shown.before };
    expect(textOf({ action: 'product.update', ...hidden })).toBe('Marco Reyes hid product BC-1001');
    expect(linksOf({ action: 'product.update', ...hidden })).toEqual([
      { text: 'Marco Reyes', to: '/admin/audit?staff=5' },
      { text: 'BC-1001', to: '/admin/products/BC-1001' },
    ]);
  });

  it('tells a member who chose no mails at all', () => {
    expect(textOf({ action: 'staff.notices', after: { notices: [] } })).toBe(
      'Marco Reyes chose to get no mails',
    );
    expect(textOf({ action: 'staff.notices', after: { notices: [] } }, 'zh')).toBe(
      'Marco Reyes 选择不接收任何邮件',
    );
  });

  it('reads shapes it does not know as who, the action and the record, never as stored values', () => {
    expect(textOf({ action: 'item.sendProof', ...onItem, after: { state: 'proof_sent' } })).toBe(
      `Marco Reyes: Sent a proof, item #27 of order ${ORDER_NO}`,
    );
    expect(textOf({ action: 'order.note', ...onOrder, staff: null }, 'zh')).toBe(
      `未知员工：添加备注，订单 ${ORDER_NO}`,
    );
    expect(textOf({ action: 'staff.create', entityId: pat.id, subject: pat, after: { oops: [1] } })).toBe(
      'Marco Reyes: Added a staff member, staff member Pat Lee',
    );
    expect(textOf({ action: 'coupon.create', ...onCoupon, after: null }, 'zh')).toBe(
      'Marco Reyes：添加优惠券，优惠券 #4',
    );
    expect(textOf({ action: 'product.reprice', ...onProduct, after: { productNo: 'BC-1001' } })).toBe(
      'Marco Reyes: Moved prices by a percentage, product #31',
    );
    const old = { action: 'item.polish', entity: 'widget', entityId: 3, after: { colour: { r: 1 } } };
    expect(textOf(old)).toBe('Marco Reyes: item.polish, widget #3');
    // An item whose order is gone is named by its kind and number.
    expect(textOf({ action: 'item.print', entity: 'order_item', entityId: 27 }, 'zh')).toBe(
      'Marco Reyes：开始印刷，order_item #27',
    );
  });
});

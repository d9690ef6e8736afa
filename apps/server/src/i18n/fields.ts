import { admin, api, isLang, type Lang } from '@printshop/contract';
import { DESIGN_FIELDS_OF_CALL } from './design-fields.ts';

type Text = Record<Lang, string>;

/** How a refused input names its field: as the shopper's form labels it. */
export interface FieldText {
  /** The field's name within a sentence ('first name'); capitalised where a sentence starts with it. */
  label: Text;
  /** The form's own warning when the field is left empty (docs/product.md#validation); else "Please input <label>". */
  required?: Text;
  /**
   * Chosen from a list, a link or an upload, never typed (a country, an order, a sort): any value
   * the form does not offer reads "Please choose <label>", or `required`.
   */
  chosen?: boolean;
}

const field = (en: string, zh: string, required?: Text): FieldText => ({ label: { en, zh }, required });
const choice = (en: string, zh: string, required?: Text): FieldText => ({
  ...field(en, zh, required),
  chosen: true,
});

/**
 * Every input field of every call, by its name in the contract; a unit test keeps this list
 * complete. The required warnings are docs/product.md#validation's words and the forms' translations.
 */
const FIELDS: Record<string, FieldText> = {
  // Account
  email: field('email', '邮箱', { en: 'Please input email', zh: '请输入邮箱' }),
  password: field('password', '密码'),
  mobile: field('mobile number', '手机号码'),
  firstname: field('first name', '名字', { en: 'Please enter your first name', zh: '请输入您的名字' }),
  lastname: field('last name', '姓氏', { en: 'Please enter your surname.', zh: '请输入您的姓氏。' }),
  nickname: field('nickname', '昵称', { en: 'Please enter your nickname.', zh: '请输入您的昵称。' }),
  odlpassword: field('current password', '当前密码', {
    en: 'Current password is required.',
    zh: '请输入当前密码。',
  }),
  confirmpassword: field('confirmed password', '确认密码', {
    en: 'Please enter the new password again',
    zh: '请再次输入新密码',
  }),
  ckey: field('reset key', '重置密钥'),
  newpassword: field('new password', '新密码', { en: 'Please enter the new password', zh: '请输入新密码' }),
  confirmnewpassword: field('confirmed password', '确认密码', {
    en: 'Please enter the new password again',
    zh: '请再次输入新密码',
  }),
  // Addresses
  type: choice('type', '类型'),
  companyName: field('company name', '公司名称'),
  country: field('country/region name', '国家/地区名称'),
  countryCode: choice('country/region', '国家/地区', {
    en: 'Please select a country/region',
    zh: '请选择国家/地区',
  }),
  address: field('street address', '街道地址', {
    en: 'Please enter the street address',
    zh: '请输入街道地址',
  }),
  remark: field('order remarks', '订单备注'),
  city: field('city', '城市', { en: 'Please enter the city', zh: '请输入城市' }),
  province: field('state name', '州/省名称'),
  provinceCode: choice('state', '州/省', { en: 'Please select a state', zh: '请选择州/省' }),
  postalcode: field('zip code', '邮政编码', { en: 'Please enter the zip code', zh: '请输入邮政编码' }),
  phone: field('phone number', '电话号码', { en: 'Please enter the phone number', zh: '请输入电话号码' }),
  pid: choice('parent', '上级'),
  level: choice('level', '级别'),
  // Custom quote and contact form
  appellation: field('name', '姓名', { en: 'Please input name', zh: '请输入姓名' }),
  content: field('content', '补充说明', { en: 'Please input content', zh: '请输入补充说明' }),
  productName: field('product name', '产品名称'),
  qty: field('quantity', '数量'),
  material: field('material', '材质'),
  processing: field('processing', '工艺'),
  daterequirements: field('date requirement', '交货日期'),
  fileurl: choice('design files', '设计文件'),
  name: field('name', '姓名'),
  companyname: field('company name', '公司名称'),
  file: choice('image', '图片'),
  // Catalogue and content
  productNo: field('product number', '商品编号'),
  pagesize: field('page number', '页码'),
  pagenum: field('page size', '每页数量'),
  id: choice('id', '编号'),
  // Cart and orders
  productId: choice('product', '商品'),
  skucode: choice('product option', '产品规格'),
  skulist: choice('product options', '产品规格'),
  unitPrice: field('unit price', '单价'),
  productNum: field('quantity', '数量'),
  cartjson: choice('cart items', '购物车商品'),
  cartId: choice('cart item', '购物车商品'),
  designdraft: choice('design', '设计稿'),
  paytype: choice('payment method', '支付方式'),
  coupon: field('coupon code', '优惠券代码'),
  deliveryfee: field('delivery fee', '运费'),
  tax: field('tax', '税费'),
  pageSize: field('page size', '每页数量'),
  pageNum: field('page number', '页码'),
  sta: choice('order status', '订单状态'),
  queryparam: field('order search', '订单搜索内容'),
  orderId: choice('order', '订单'),
  orderItemId: choice('order item', '订单商品'),
  // Production line
  itemId: choice('order item', '订单商品'),
  carrier: field('carrier', '承运商', { en: 'Please enter the carrier', zh: '请输入承运商' }),
  trackingNo: field('tracking number', '运单号', {
    en: 'Please enter the tracking number',
    zh: '请输入运单号',
  }),
  reason: field('reason', '原因', { en: 'Please give a reason', zh: '请填写原因' }),
  proofId: choice('proof', '校样'),
  comment: field('comment', '修改意见', {
    en: 'Please tell us what to change',
    zh: '请告诉我们需要修改的地方',
  }),
  // Back office: order list, notes, audit log
  stage: choice('stage', '阶段'),
  state: choice('item state', '商品状态'),
  payment: choice('payment status', '付款状态'),
  q: field('search', '搜索内容'),
  from: field('from date', '开始日期'),
  to: field('to date', '结束日期'),
  late: choice('late filter', '逾期筛选'),
  ids: choice('selected orders', '所选订单'),
  sort: choice('sort', '排序'),
  dir: choice('sort direction', '排序方向'),
  page: field('page number', '页码'),
  size: field('page size', '每页数量'),
  text: field('note', '备注', { en: 'Please write the note', zh: '请填写备注' }),
  staff: choice('staff member', '员工'),
  entity: choice('record type', '记录类型'),
  entityId: choice('record', '记录'),
  action: choice('action', '操作'),
  items: choice('order items', '订单商品'),
  orderNo: field('order number', '订单号'),
  // Back office: staff accounts
  role: choice('role', '角色', { en: 'Please choose a role', zh: '请选择角色' }),
  active: field('active', '启用状态'),
  notices: choice('mails to get', '接收的邮件'),
  // Payment
  cardNo: field('card number', '卡号', { en: 'please input card number', zh: '请输入卡号' }),
  validityperiod: field('expiry date', '有效期', { en: 'please input expiry date', zh: '请输入有效期' }),
  safetycode: field('security code', '安全码', { en: 'please input security code', zh: '请输入安全码' }),
};

/** The customer the back office's customer calls name by id. */
const CUSTOMER = choice('customer', '客户');

/** The contact message the back office's message calls name by id. */
const MESSAGE = { id: choice('message', '留言') };

/** A review's stars, as a buyer gives them and staff filter by them. */
const STARS = choice('stars', '星级', { en: 'Please choose from 1 to 5 stars', zh: '请选择 1 至 5 星' });

/** The review the back office's moderation names by id. */
const REVIEW = { id: choice('review', '评价') };

/** A coupon's form, to add one or to change it. */
const COUPON_FIELDS: Record<string, FieldText> = {
  code: field('coupon code', '优惠券代码'),
  kind: choice('kind of discount', '优惠方式'),
  value: field('discount', '优惠额度'),
  minSubtotal: field('minimum subtotal', '最低小计'),
  startsOn: field('first day', '开始日期'),
  endsOn: field('last day', '结束日期'),
  usageLimit: field('limit of uses', '总使用次数上限'),
  perCustomerLimit: field('limit per customer', '每位客户使用次数上限'),
};

/** A category's form, to add one or to change it; its texts' halves are named with their language. */
const CATEGORY_FIELDS: Record<string, FieldText> = {
  parentId: choice('parent category', '上级分类'),
  slug: field('slug', '网址别名'),
  name: field('name', '名称'),
  remark: field('short description', '简介'),
  content: field('description', '详细介绍'),
  img: choice('image', '图片'),
  sort: field('order', '排序'),
  popular: field('popular', '热门'),
  active: field('shown', '显示'),
};

/** A partner of the home page's carousel, to add one or to change it. */
const PARTNER_FIELDS: Record<string, FieldText> = {
  name: field('partner name', '合作伙伴名称'),
  img: choice('logo', '标志'),
};

/** A customer's comment on the home page, to add one or to change it. */
const COMMENT_FIELDS: Record<string, FieldText> = {
  img: choice('picture', '头像'),
  author: field('author', '作者'),
  title: field('comment title', '评价标题'),
  body: field('comment text', '评价内容'),
  stars: field('stars', '星级'),
  date: field('date', '日期'),
};

/** An article's form, of a numbered page or a design-service entry. */
const ARTICLE_FIELDS: Record<string, FieldText> = {
  id: choice('article', '文章'),
  title: field('title', '标题'),
  subheading: field('subheading', '副标题'),
  img: choice('image', '图片'),
  content: field('article text', '正文'),
};

/** A blog post's form, to write one or to change it; the list's filter shares its path. */
const BLOG_POST_FIELDS: Record<string, FieldText> = {
  ...ARTICLE_FIELDS,
  id: choice('post', '文章'),
  content: field('post text', '正文'),
  categories: choice('categories', '分类'),
  status: choice('status', '状态'),
  publishedOn: field('publish date', '发布日期'),
};

/** An offer on a quote, and its refusal: both name the quote and carry a message to the customer. */
const QUOTE_ANSWER_FIELDS: Record<string, FieldText> = {
  id: choice('quote', '询价'),
  lines: field('offer lines', '报价明细'),
  title: field('line title', '项目名称'),
  quantity: field('quantity', '数量'),
  price: field('line price', '项目价格'),
  validUntil: field('last day of the offer', '报价有效期'),
  message: field('message to the customer', '给客户的留言'),
};

/** A blog category's form; its removal's path names the category. */
const BLOG_CATEGORY_FIELDS: Record<string, FieldText> = {
  id: choice('category', '分类'),
  title: field('category name', '分类名称'),
};

/**
 * A product's editor, to add one or to change it. `groups.name` is an option group's name, apart
 * from the product's `name` (a field is looked up with its parent's name first).
 */
const PRODUCT_FIELDS: Record<string, FieldText> = {
  productNo: field('product number', '产品编号'),
  categoryId: choice('category', '分类'),
  name: field('product name', '产品名称'),
  remark: field('description', '产品介绍'),
  serverContent: field('service notes', '服务说明'),
  featureTags: field('feature tags', '特色标签'),
  overview: field('overview', '产品概览'),
  key: field('overview heading', '概览项目'),
  value: field('overview text', '概览内容'),
  images: choice('pictures', '图片'),
  topSeller: field('top seller', '热销'),
  featured: field('featured', '精选'),
  isNew: field('new', '新品'),
  bestDeal: field('best deal', '特惠'),
  active: field('shown in the shop', '在商店显示'),
  productionDays: field('production days', '生产天数'),
  printSize: field('print size', '印刷尺寸'),
  trimWidthMm: field('trimmed width (mm)', '成品宽度（毫米）'),
  trimHeightMm: field('trimmed height (mm)', '成品高度（毫米）'),
  bleedMm: field('bleed (mm)', '出血（毫米）'),
  groups: field('options', '选项'),
  'groups.name': field('option name', '选项名称'),
  values: field('option values', '选项值'),
  code: field('option code', '选项代码'),
  label: field('option value', '选项值名称'),
  pages: field('pages printed', '印刷页数'),
};

/** Where one call's form names a field differently from the rest of the shop. */
const FIELDS_OF_CALL: Record<string, Record<string, FieldText>> = {
  [api.updatePassword.path]: { password: FIELDS.newpassword! },
  [api.addAddress.path]: {
    remark: field('apartment, suite, unit', '公寓、套房、单元'),
    type: choice('address type', '地址类型'),
  },
  [api.updateAddress.path]: {
    remark: field('apartment, suite, unit', '公寓、套房、单元'),
    type: choice('address type', '地址类型'),
    id: choice('address', '地址'),
  },
  [api.addSuggestion.path]: {
    name: field('name', '姓名', { en: 'Please input your name', zh: '请输入您的姓名' }),
    mobile: field('phone number', '电话号码', {
      en: 'Please input your phone number',
      zh: '请输入您的电话号码',
    }),
    email: field('email', '邮箱', { en: 'Please input your email', zh: '请输入您的邮箱' }),
    content: field('message', '留言内容', { en: 'Please input your message', zh: '请输入留言内容' }),
  },
  [api.queryRegion.path]: {
    pid: choice('country/region', '国家/地区', {
      en: 'Please choose a country or region',
      zh: '请选择国家或地区',
    }),
  },
  [api.categoryIntoData.path]: { pid: choice('category', '分类') },
  [api.categoryQueryList.path]: { pid: choice('category', '分类') },
  [api.productSearch.path]: { productName: field('search text', '搜索内容') },
  [api.productSuggest.path]: { productName: field('search text', '搜索内容') },
  [api.blogListByType.path]: { type: choice('category', '分类') },
  [api.blogPostDetail.path]: { id: choice('post', '文章') },
  [api.queryArticle.path]: { type: choice('article', '文章') },
  [api.cartEdit.path]: { id: choice('cart item', '购物车商品') },
  [api.cartDelete.path]: { id: choice('cart item', '购物车商品') },
  [admin.sendProof.path]: {
    file: choice('proof file', '校样文件'),
    message: field('message to the customer', '给客户的说明'),
  },
  [admin.cancelOrder.path]: { id: choice('order', '订单') },
  [admin.reprintItem.path]: {
    reason: field('reason for the reprint', '重印原因', {
      en: 'Please give a reason for the reprint',
      zh: '请填写重印原因',
    }),
  },
  [admin.refundOrder.path]: {
    id: choice('order', '订单'),
    requestId: field('refund request', '退款请求'),
    amount: field('amount to refund', '退款金额', {
      en: 'Please enter an amount to refund or choose items',
      zh: '请输入退款金额或选择商品',
    }),
    itemIds: choice('items to refund', '退款商品'),
  },
  [admin.adminStaffUpdate.path]: { id: choice('staff member', '员工') },
  [admin.adminFailedMailRetry.path]: { mailId: choice('mail', '邮件') },
  [admin.adminCouponCreate.path]: COUPON_FIELDS,
  // The detail's and the change's path.
  [admin.adminArticleUpdate.path]: ARTICLE_FIELDS,
  [admin.adminDesignArticleCreate.path]: ARTICLE_FIELDS,
  [admin.adminDesignArticleDelete.path]: { id: choice('design-service entry', '设计服务条目') },
  [admin.adminDesignArticleOrder.path]: { ids: choice('order of the entries', '条目的顺序') },
  // The list's and the new post's path; then the detail's, the change's and the removal's.
  [admin.adminBlogPostCreate.path]: BLOG_POST_FIELDS,
  [admin.adminBlogPostUpdate.path]: BLOG_POST_FIELDS,
  [admin.adminBlogCategoryCreate.path]: BLOG_CATEGORY_FIELDS,
  // The change's and the removal's path.
  [admin.adminBlogCategoryUpdate.path]: BLOG_CATEGORY_FIELDS,
  [admin.adminBlogCategoryOrder.path]: { ids: choice('order of the categories', '分类的顺序') },
  [admin.adminPartnerCreate.path]: PARTNER_FIELDS,
  // The change's and the removal's path.
  [admin.adminPartnerUpdate.path]: { ...PARTNER_FIELDS, id: choice('partner', '合作伙伴') },
  [admin.adminPartnerOrder.path]: { ids: choice('order of the partners', '合作伙伴的顺序') },
  [admin.adminCommentCreate.path]: COMMENT_FIELDS,
  // The change's and the removal's path.
  [admin.adminCommentUpdate.path]: { ...COMMENT_FIELDS, id: choice('comment', '评价') },
  [admin.adminSaveTrustBlocks.path]: {
    blocks: field('trust blocks', '信任模块'),
    icon: choice('icon', '图标'),
    title: field('trust block title', '信任模块标题'),
    body: field('trust block text', '信任模块说明'),
  },
  [admin.adminCategoryCreate.path]: CATEGORY_FIELDS,
  // The change's and the deletion's path.
  [admin.adminCategoryUpdate.path]: { ...CATEGORY_FIELDS, id: choice('category', '分类') },
  // The list's and the new product's path; then the editor's and the change's.
  [admin.adminProductList.path]: {
    ...PRODUCT_FIELDS,
    q: field('search text', '搜索内容'),
    categoryId: choice('category', '分类'),
    visibility: choice('shown or hidden', '显示状态'),
  },
  [admin.adminProductPrices.path]: { productNo: choice('product', '产品') },
  [admin.adminProductUpdate.path]: PRODUCT_FIELDS,
  [admin.adminSaveProductPrices.path]: {
    productNo: choice('product', '产品'),
    skus: field('prices', '价格'),
    codes: choice('combination', '组合'),
    price: field('price', '价格'),
  },
  [admin.adminProductsImport.path]: {
    dryRun: choice('check only', '仅检查'),
    file: choice('CSV file', 'CSV 文件'),
  },
  [admin.adminRepriceProducts.path]: {
    productNos: choice('products', '产品'),
    percent: field('percentage', '百分比'),
  },
  [admin.adminSaveSiteSettings.path]: {
    hometitle: field('page title', '页面标题'),
    title: field('header title', '页眉标题'),
    mobile: field('phone number', '电话号码'),
    bannerImg: choice('banner on computers', '电脑端横幅'),
    bannerMobileImg: choice('banner on phones', '手机端横幅'),
  },
  [admin.adminSaveTaxRates.path]: {
    rates: field('tax rates', '税率'),
    countryCode: choice('country', '国家'),
    provinceCode: choice('state or province', '州/省'),
    rate: field('tax rate (%)', '税率（%）'),
  },
  [admin.adminSaveShippingRates.path]: {
    rates: field('shipping fees', '运费'),
    countryCode: choice('country', '国家'),
    fee: field('shipping fee', '运费'),
    freeOver: field('free shipping from', '免运费门槛'),
    transitMinDays: field('fewest transit days', '最短运输天数'),
    transitMaxDays: field('most transit days', '最长运输天数'),
  },
  [admin.adminSaveShopCalendar.path]: {
    cutoff: field('order cut-off time', '截单时间'),
    holidays: field('holidays', '节假日'),
    date: field('holiday date', '节假日日期'),
    label: field('holiday name', '节假日名称'),
  },
  [admin.adminCouponUpdate.path]: { ...COUPON_FIELDS, id: choice('coupon', '优惠券') },
  [admin.adminChangeOwnPassword.path]: {
    current: field('current password', '当前密码', {
      en: 'Please enter your current password',
      zh: '请输入当前密码',
    }),
    password: FIELDS.newpassword!,
  },
  [admin.adminOrderDetail.path]: { id: choice('order', '订单') },
  [admin.printItems.path]: { itemIds: choice('items to print', '要印刷的商品') },
  [admin.addOrderNote.path]: { id: choice('order', '订单') },
  [admin.adminCustomerDetail.path]: { id: CUSTOMER },
  [admin.addCustomerNote.path]: { id: CUSTOMER },
  [admin.disableCustomer.path]: { id: CUSTOMER },
  [admin.enableCustomer.path]: { id: CUSTOMER },
  [admin.adminMessageList.path]: {
    status: choice('message status', '留言状态'),
    assigned: choice('assigned to', '分配对象'),
    q: field('search text', '搜索内容'),
  },
  [admin.adminMessageDetail.path]: MESSAGE,
  [admin.adminMessageReply.path]: {
    ...MESSAGE,
    text: field('reply', '回复', { en: 'Please write the reply', zh: '请填写回复内容' }),
  },
  [admin.adminMessageAssign.path]: { ...MESSAGE, staffId: choice('staff member to assign', '分配的员工') },
  [admin.adminMessageClose.path]: MESSAGE,
  [admin.adminMessageReopen.path]: MESSAGE,
  [api.requestChanges.path]: { fileurl: choice('new design file', '新的设计文件') },
  [api.uploadFile.path]: { pages: field('number of pages printed', '印刷页数') },
  [api.addReview.path]: {
    fraction: STARS,
    title: field('review title', '评价标题', { en: 'Please give your review a title', zh: '请填写评价标题' }),
    content: field('review', '评价内容', { en: 'Please write your review', zh: '请填写评价内容' }),
  },
  [api.reorder.path]: {
    orderItemId: choice('item to order again', '再次购买的商品', {
      en: 'Please choose the item to order again',
      zh: '请选择要再次购买的商品',
    }),
  },
  [admin.adminReviewList.path]: {
    visibility: choice('shown or hidden', '显示状态'),
    productNo: field('product number', '商品编号'),
    stars: STARS,
  },
  [admin.adminReviewHide.path]: REVIEW,
  [admin.adminReviewShow.path]: REVIEW,
  [admin.adminQuoteList.path]: { status: choice('status', '状态'), q: field('email or name', '邮箱或姓名') },
  [admin.adminQuoteDetail.path]: { id: choice('quote', '询价') },
  [admin.adminQuoteOffer.path]: QUOTE_ANSWER_FIELDS,
  [admin.adminQuoteDecline.path]: {
    ...QUOTE_ANSWER_FIELDS,
    message: field('reason for declining', '婉拒的原因', {
      en: 'Please tell the customer why',
      zh: '请告诉客户原因',
    }),
  },
  [api.quoteOfferDetail.path]: { key: field('offer link', '报价链接') },
  [api.acceptQuoteOffer.path]: { key: field('offer link', '报价链接') },
  ...DESIGN_FIELDS_OF_CALL,
};

/** A field by its parent's name and its own (`groups.name`), else by its own. */
function fieldText(path: string, name: string, parent?: string): FieldText | undefined {
  const ofCall = FIELDS_OF_CALL[path];
  return (parent === undefined ? undefined : ofCall?.[`${parent}.${name}`]) ?? ofCall?.[name] ?? FIELDS[name];
}

const LANGUAGE_NAMES: Record<Lang, Record<Lang, string>> = {
  en: { en: 'English', zh: 'Chinese' },
  zh: { en: '英文', zh: '中文' },
};

/**
 * How the form of the call at `path` names the field at `fieldPath` (its names and list
 * positions); a bilingual text's half (`title.zh`) by its field and its language: "header title
 * (Chinese)", "页眉标题（中文）". Undefined for a field of no call (tests).
 */
export function fieldTextAt(path: string, fieldPath: readonly PropertyKey[]): FieldText | undefined {
  const names = fieldPath.filter((key): key is string => typeof key === 'string');
  const [field, language] = names.slice(-2);
  if (field && isLang(language)) {
    const whole = fieldText(path, field, names.at(-3));
    if (whole) {
      return {
        label: {
          en: `${whole.label.en} (${LANGUAGE_NAMES.en[language]})`,
          zh: `${whole.label.zh}（${LANGUAGE_NAMES.zh[language]}）`,
        },
      };
    }
  }
  const name = names.at(-1);
  return name === undefined ? undefined : fieldText(path, name, names.at(-2));
}

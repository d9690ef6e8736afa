import type { Lang } from '@printshop/contract';
import { designMessages } from './design-messages.ts';
import { interpolate } from './interpolate.ts';

/**
 * Every message the server sends to shoppers, in both languages. `{{name}}` placeholders are
 * filled by `t`. Modules add their own keys here so translators have one file to work on.
 */
const messages = {
  ok: { en: 'Success', zh: '操作成功' },
  badInput: { en: 'Invalid request: {{detail}}', zh: '请求无效：{{detail}}' },
  requestInvalid: { en: 'This request is not valid', zh: '请求无效' },
  // A refused input field, named as its form labels it (i18n/fields.ts): {{field}} in a sentence,
  // {{Field}} at its start.
  fieldRequired: { en: 'Please input {{field}}', zh: '请输入{{field}}' },
  fieldTooLong: {
    en: '{{Field}} is too long (at most {{max}} characters)',
    zh: '{{field}}过长（最多 {{max}} 个字符）',
  },
  fieldTooShort: {
    en: '{{Field}} must have at least {{min}} characters',
    zh: '{{field}}至少需要 {{min}} 个字符',
  },
  fieldEmail: { en: 'Please input a valid email address', zh: '请输入有效的邮箱地址' },
  fieldDate: {
    en: '{{Field}} must be a date written as YYYY-MM-DD',
    zh: '{{field}}须为 YYYY-MM-DD 格式的日期',
  },
  fieldDayRange: {
    en: '{{Field}} must be a day from {{min}} to {{max}}',
    zh: '{{field}}须为 {{min}} 至 {{max}} 之间的日期',
  },
  fieldNotNumber: { en: 'Please enter a number for {{field}}', zh: '请为{{field}}填写数字' },
  fieldNotWhole: { en: 'Please enter a whole number for {{field}}', zh: '请为{{field}}填写整数' },
  fieldTooSmall: { en: '{{Field}} must be at least {{min}}', zh: '{{field}}不能小于 {{min}}' },
  fieldTooBig: { en: '{{Field}} must be at most {{max}}', zh: '{{field}}不能大于 {{max}}' },
  fieldTooMany: { en: 'Please give at most {{max}} {{field}}', zh: '{{field}}最多 {{max}} 个' },
  // A field chosen from a list, a link or an upload, never typed: its values are not the reader's words.
  fieldChoose: { en: 'Please choose {{field}}', zh: '请选择{{field}}' },
  fieldUnstorable: {
    en: '{{Field}} contains characters that are not allowed',
    zh: '{{field}}包含不允许的字符',
  },
  fieldInvalid: { en: 'Please check {{field}}', zh: '请检查{{field}}' },
  /** The message built from the templates above for the request's language. */
  inputRefused: { en: '{{message}}', zh: '{{message}}' },
  badJson: { en: 'The request body is not valid JSON', zh: '请求内容不是有效的 JSON' },
  unsupportedBody: { en: 'Unsupported request body type', zh: '不支持的请求内容类型' },
  tooLarge: { en: 'The request is too large', zh: '请求内容过大' },
  notFound: { en: 'Not found', zh: '未找到' },
  apiNotFound: { en: 'No such API call: {{method}} {{path}}', zh: '不存在的接口：{{method}} {{path}}' },
  unauthorized: { en: 'Please log in first', zh: '请先登录' },
  // Why /api/ready answers 503, for the operator looking at a load balancer's checks.
  notReadyDatabase: { en: 'Not ready: the database does not answer', zh: '未就绪：数据库没有应答' },
  notReadyMigrations: {
    en: 'Not ready: the database lacks migrations of this version: {{names}}',
    zh: '未就绪：数据库缺少此版本的迁移：{{names}}',
  },
  metricsUnauthorized: {
    en: 'The metrics need the token set in METRICS_TOKEN, sent as Authorization: Bearer <token>',
    zh: '读取指标需要 METRICS_TOKEN 中设置的令牌，请以 Authorization: Bearer <令牌> 发送',
  },
  // The back office.
  staffUnauthorized: { en: 'Please log in to the back office', zh: '请先登录后台' },
  staffForbidden: { en: 'Your role may not do this', zh: '您的角色无权执行此操作' },
  staffOriginRefused: {
    en: 'This change must come from the back office itself',
    zh: '此操作必须从后台页面发起',
  },
  staffPasswordShort: {
    en: 'A staff password needs at least {{min}} characters',
    zh: '员工密码至少需要 {{min}} 个字符',
  },
  staffEmailTaken: { en: 'A staff member with this email already exists', zh: '该邮箱的员工已存在' },
  staffNotFound: { en: 'Staff member not found', zh: '员工不存在' },
  staffSelfLockout: {
    en: 'You cannot change your own role or deactivate yourself: another owner can',
    zh: '您不能更改自己的角色或停用自己，请由其他店主操作',
  },
  staffLastOwner: {
    en: 'The shop must keep at least one active owner',
    zh: '店铺必须保留至少一位启用的店主',
  },
  staffNothingToChange: { en: 'Nothing to change was sent', zh: '没有需要修改的内容' },
  staffCurrentPasswordWrong: { en: 'The current password is not right', zh: '当前密码不正确' },
  staffPasswordChanged: {
    en: 'Your password is changed; your other sessions have ended',
    zh: '密码已修改，您在其他地方的登录已退出',
  },
  staffAdded: { en: '{{name}} can now log in to the back office', zh: '{{name}} 现在可以登录后台了' },
  staffNoticesSaved: { en: 'Your mail choices are saved', zh: '邮件通知设置已保存' },
  staffNoticeNotOffered: {
    en: 'Mails to get: your role cannot choose “{{notice}}”',
    zh: '接收的邮件：您的角色不能选择“{{notice}}”',
  },
  // The notices a staff member may choose to be mailed of (admin.STAFF_NOTICES).
  noticeOrderPaid: { en: 'A new paid order', zh: '新的已付款订单' },
  noticeProofApproved: { en: 'A customer approved a proof', zh: '客户确认了校样' },
  noticeChangesRequested: { en: 'A customer asked for changes to a proof', zh: '客户要求修改校样' },
  staffSaved: { en: 'Changes to {{name}} saved', zh: '已保存对 {{name}} 的修改' },
  loggedOutStaff: { en: 'Logged out of the back office', zh: '已退出后台' },
  orderNoteAdded: { en: 'Note added', zh: '备注已添加' },
  // The back office's customers.
  customerNotFound: { en: 'No such customer', zh: '客户不存在' },
  customerAlreadyDisabled: { en: 'This account is already disabled', zh: '该账户已处于停用状态' },
  customerNotDisabled: { en: 'This account is not disabled', zh: '该账户未被停用' },
  customerDisabled: {
    en: 'The account of {{email}} is disabled: its sessions ended',
    zh: '已停用 {{email}} 的账户，其登录已全部失效',
  },
  customerEnabled: {
    en: 'The account of {{email}} may log in again',
    zh: '{{email}} 的账户已恢复，可以重新登录',
  },
  tooManyRequests: { en: 'Too many requests, please try again later', zh: '请求过于频繁，请稍后再试' },
  tooManyAttempts: {
    en: 'Too many attempts, please try again in {{minutes}} min',
    zh: '尝试次数过多，请 {{minutes}} 分钟后再试',
  },
  serverError: { en: 'Something went wrong on our side, please try again', zh: '服务器出错了，请稍后重试' },
  emailTaken: { en: 'An account with this email already exists', zh: '该邮箱已注册' },
  invalidCredentials: { en: 'Wrong email or password', zh: '邮箱或密码错误' },
  accountDisabled: {
    en: 'This account has been disabled. Please contact us if you think this is a mistake.',
    zh: '该账户已被停用。如有疑问，请联系我们。',
  },
  registered: { en: 'Registration successful, please log in', zh: '注册成功，请登录' },
  resetMailSent: {
    en: 'If an account exists for this email, a reset link is on its way',
    zh: '如果该邮箱已注册，重置链接已发送至该邮箱',
  },
  resetKeyInvalid: {
    en: 'This reset link is invalid or has expired, please request a new one',
    zh: '重置链接无效或已过期，请重新申请',
  },
  passwordsDiffer: { en: 'The passwords entered twice are inconsistent', zh: '两次输入的密码不一致' },
  wrongPassword: { en: 'The current password is wrong', zh: '当前密码错误' },
  accountUpdated: { en: 'Your account details were saved', zh: '账户信息已保存' },
  passwordChanged: { en: 'Password changed, please log in again', zh: '密码已修改，请重新登录' },
  passwordReset: { en: 'Password reset, please log in', zh: '密码已重置，请登录' },
  loggedOut: { en: 'Logged out', zh: '已退出登录' },
  regionInvalid: { en: 'Please select a country/region', zh: '请选择国家/地区' },
  provinceRequired: { en: 'Please select a state', zh: '请选择州/省' },
  addressNotFound: { en: 'Address not found', zh: '地址不存在' },
  addressTypeTaken: { en: 'You already have an address of this type', zh: '该类型的地址已存在' },
  addressSaved: { en: 'Address saved', zh: '地址已保存' },
  productNotFound: { en: 'Product not found', zh: '商品不存在' },
  categoryNotFound: { en: 'Category not found', zh: '分类不存在' },
  // An owner's edits of the categories (docs/staff.md).
  categorySlugFormat: {
    en: 'The slug takes lowercase letters, digits and single hyphens, such as business-cards',
    zh: '网址别名只能包含小写字母、数字和单个连字符，例如 business-cards',
  },
  categorySlugTaken: {
    en: 'Another category already has the slug {{slug}}',
    zh: '已有分类使用网址别名 {{slug}}',
  },
  categoryParentNotTop: {
    en: 'The parent category must be an existing top-level category',
    zh: '上级分类必须是已有的一级分类',
  },
  categoryOwnParent: { en: 'A category cannot be its own parent', zh: '分类不能以自己为上级分类' },
  categoryParentHasChildren: {
    en: 'This category has subcategories, so it stays a top-level category',
    zh: '该分类含有子分类，只能是一级分类',
  },
  categoryHasProducts: {
    en: 'This category has products, so it cannot be deleted: hide it instead',
    zh: '该分类下有产品，不能删除：请改为隐藏',
  },
  categoryHasSubcategories: {
    en: 'This category has subcategories, so it cannot be deleted: hide it instead',
    zh: '该分类下有子分类，不能删除：请改为隐藏',
  },
  categoryCreated: { en: 'Category {{name}} added', zh: '已添加分类 {{name}}' },
  categorySaved: { en: 'Changes to category {{name}} saved', zh: '分类 {{name}} 的修改已保存' },
  categoryDeleted: { en: 'Category {{name}} deleted', zh: '已删除分类 {{name}}' },
  articleNotFound: { en: 'Article not found', zh: '文章不存在' },
  blogPostNotFound: { en: 'Post not found', zh: '文章不存在' },
  blogCategoryNotFound: { en: 'Blog category not found', zh: '文章分类不存在' },
  // An owner's edits of the articles and the blog (docs/staff.md).
  articleSaved: { en: 'Article “{{title}}” saved', zh: '文章“{{title}}”已保存' },
  designArticleCreated: {
    en: '“{{title}}” added to the design-service page',
    zh: '已将“{{title}}”添加到设计服务页面',
  },
  designArticleDeleted: {
    en: 'Entry removed from the design-service page',
    zh: '已从设计服务页面删除该条目',
  },
  contentOrderSaved: { en: 'New order saved', zh: '新的顺序已保存' },
  contentOrderChanged: {
    en: 'The list has changed since it was loaded: reload it and put it in order again',
    zh: '列表在加载后已有变动：请重新加载后再排序',
  },
  blogPostCreated: { en: 'Post “{{title}}” added', zh: '已添加文章“{{title}}”' },
  blogPostSaved: { en: 'Post “{{title}}” saved', zh: '文章“{{title}}”已保存' },
  blogPostDeleted: { en: 'Post removed', zh: '文章已删除' },
  blogPostCategoryUnknown: {
    en: 'Please choose the post’s categories among the blog’s',
    zh: '请从博客的分类中选择文章的分类',
  },
  blogCategoryCreated: { en: 'Category “{{title}}” added', zh: '已添加分类“{{title}}”' },
  blogCategorySaved: { en: 'Category “{{title}}” saved', zh: '分类“{{title}}”已保存' },
  blogCategoryDeleted: { en: 'Category removed', zh: '分类已删除' },
  blogCategoryInUse: {
    en: 'Posts are still in this category ({{posts}}): take them out of it before removing it',
    zh: '该分类下仍有文章（{{posts}} 篇）：请先将它们移出该分类，再删除',
  },
  uploadMissing: { en: 'Please choose an image to upload', zh: '请选择要上传的图片' },
  uploadDesignMissing: { en: 'Please choose a PDF or an image to upload', zh: '请选择要上传的 PDF 或图片' },
  uploadTooLarge: { en: 'The file is larger than {{max}} MB', zh: '文件大小超过 {{max}} MB' },
  uploadNotImage: {
    en: 'Only JPEG, PNG, WebP and GIF images can be uploaded',
    zh: '仅支持上传 JPEG、PNG、WebP 和 GIF 格式的图片',
  },
  uploadUnreadable: { en: 'This image is damaged and cannot be read', zh: '该图片已损坏，无法读取' },
  uploadNotDesign: {
    en: 'Only PDF files and JPEG, PNG, WebP and GIF images can be uploaded',
    zh: '仅支持上传 PDF 文件及 JPEG、PNG、WebP 和 GIF 格式的图片',
  },
  uploadPdfUnreadable: {
    en: 'This PDF is damaged or incomplete and cannot be read: please export it again',
    zh: '该 PDF 已损坏或不完整，无法读取，请重新导出',
  },
  uploadEncrypted: {
    en: 'This PDF is protected by a password or encryption: please save it without protection',
    zh: '该 PDF 设有密码或加密保护，请取消保护后重新保存',
  },
  uploadMalformed: {
    en: 'The upload was cut off or is not a valid form, please try again',
    zh: '上传的内容不完整或格式有误，请重试',
  },
  uploadTooManyPixels: {
    en: 'The image is larger than {{max}} megapixels',
    zh: '图片尺寸超过 {{max}} 百万像素',
  },
  uploadUnknown: {
    en: 'An attached file was not found, please upload it again',
    zh: '找不到所附文件，请重新上传',
  },
  quoteDateInPast: { en: 'The date requirement cannot be in the past', zh: '交货日期不能早于今天' },
  // Offers on quotes: support's answers (docs/staff.md#quotes) and the customer's offer page.
  quoteNotFound: { en: 'Quote not found', zh: '询价不存在' },
  quoteOffered: { en: 'Offer sent to {{email}}', zh: '报价已发送至 {{email}}' },
  quoteDeclined: { en: 'Quote declined; {{email}} is told why', zh: '已婉拒该询价，并已告知 {{email}} 原因' },
  quoteOfferedNotMailed: {
    en: 'The offer is saved, but the mail to {{email}} could not be sent: send the offer again for a new link',
    zh: '报价已保存，但发送至 {{email}} 的邮件失败：请重新发送报价以生成新链接',
  },
  quoteDeclinedNotMailed: {
    en: 'The quote is declined, but the mail to {{email}} could not be sent: please write to them',
    zh: '已婉拒该询价，但发送至 {{email}} 的邮件失败：请另行联系客户',
  },
  quoteAlreadyAccepted: {
    en: 'The customer accepted this quote’s offer: it is an order now and no longer changes',
    zh: '客户已接受该报价并生成订单，不能再修改',
  },
  quoteAlreadyDeclined: { en: 'This quote is already declined', zh: '该询价已被婉拒' },
  offerValidUntilPast: {
    en: 'The offer’s last day cannot be before today',
    zh: '报价有效期的最后一天不能早于今天',
  },
  offerValidUntilFar: {
    en: 'The offer’s last day must be within {{days}} days',
    zh: '报价有效期的最后一天须在 {{days}} 天之内',
  },
  offerTotalTooLarge: {
    en: 'The offer’s lines together may cost at most {{maxWithSign}}, what one order can be paid online',
    zh: '报价各项合计最多 {{max}} 美元，即一笔订单在线支付的上限',
  },
  offerNotFound: {
    en: 'This offer link does not work. A newer offer may have replaced it: please use the link in our latest email.',
    zh: '此报价链接无效。它可能已被新的报价取代：请使用我们最新邮件中的链接。',
  },
  offerExpired: {
    en: 'This offer has expired. Write to us and we will gladly make you a new one.',
    zh: '此报价已过期。请联系我们，我们很乐意为您重新报价。',
  },
  offerTaken: {
    en: 'This offer was already accepted with another account',
    zh: '此报价已由其他账户接受',
  },
  offerAccepted: {
    en: 'Offer accepted: your order {{orderNo}} is ready to pay',
    zh: '已接受报价：您的订单 {{orderNo}} 可以付款了',
  },
  quoteSent: {
    en: 'Thank you! We have received your quote request and will reply by email within one business day.',
    zh: '感谢您的询价！我们已收到您的需求，将在一个工作日内通过邮件回复您。',
  },
  messageSent: {
    en: 'Thank you for your message. We will get back to you within one business day.',
    zh: '感谢您的留言，我们将在一个工作日内回复您。',
  },
  skuNotFound: { en: 'This product option is not available', zh: '该产品规格不存在' },
  cartLineNotFound: { en: 'This item is not in your cart', zh: '购物车中没有该商品' },
  // Order again (docs/product.md#reorder): the item's line back in the cart at today's price.
  reordered: {
    en: 'Added to your cart at today’s price',
    zh: '已按今日价格加入购物车',
  },
  reorderProductGone: {
    en: '{{name}} is no longer sold, so it cannot be ordered again',
    zh: '{{name}}已停售，无法再次购买',
  },
  reorderQuoted: {
    en: '{{name}} was made to a custom quote: please ask for a new quote to order it again',
    zh: '{{name}}是按定制报价制作的，如需再次订购，请重新询价',
  },
  reorderCombinationGone: {
    en: '{{name}} is no longer sold with these options: please choose them again on its page',
    zh: '{{name}}已不再提供这组规格，请在商品页面重新选择',
  },
  // Buyers' reviews (docs/product.md#reviews) and their moderation (docs/staff.md#reviews).
  reviewAdded: {
    en: 'Thank you! Your review is on the product page',
    zh: '感谢您的评价！评价已显示在商品页面',
  },
  reviewNotDelivered: {
    en: 'You can review this item once it has been delivered',
    zh: '商品送达后才能评价',
  },
  reviewExists: { en: 'You have already reviewed this item', zh: '您已评价过该商品' },
  reviewProductNotSold: {
    en: 'This product is no longer sold, so it cannot be reviewed',
    zh: '该商品已停售，无法评价',
  },
  reviewNotFound: { en: 'No such review', zh: '评价不存在' },
  reviewHidden: {
    en: 'The review “{{title}}” is hidden from the product page',
    zh: '评价“{{title}}”已从商品页面隐藏',
  },
  reviewShown: {
    en: 'The review “{{title}}” is shown on the product page again',
    zh: '评价“{{title}}”已重新显示在商品页面',
  },
  addedToCart: { en: 'Added to your cart', zh: '已加入购物车' },
  cartLineDeleted: { en: 'Removed from your cart', zh: '已从购物车删除' },
  deliveryAddressRequired: { en: 'The delivery address cannot be empty.', zh: '收货地址不能为空。' },
  cartEmpty: { en: 'Your cart is empty', zh: '您的购物车是空的' },
  cartChanged: {
    en: 'Your cart changed, please review it and place the order again',
    zh: '您的购物车已变更，请确认后重新下单',
  },
  couponUnknown: { en: 'This coupon code does not exist', zh: '优惠券代码不存在' },
  couponExpired: { en: 'This coupon has expired', zh: '该优惠券已过期' },
  couponUsedUp: { en: 'This coupon has been used up', zh: '该优惠券已达使用上限' },
  couponPercentRange: {
    en: 'A percentage off is a whole number from 1 to 100',
    zh: '折扣百分比须为 1 到 100 的整数',
  },
  couponEndBeforeStart: {
    en: 'The last day cannot be before the first day',
    zh: '结束日期不能早于开始日期',
  },
  couponNotFound: { en: 'No such coupon', zh: '优惠券不存在' },
  couponCodeTaken: { en: 'Another coupon has this code', zh: '已有优惠券使用此代码' },
  couponCodeUsed: {
    en: 'Orders have used this coupon: its code can no longer change',
    zh: '已有订单使用此优惠券，代码不能再修改',
  },
  couponCreated: { en: 'Coupon {{code}} added', zh: '已添加优惠券 {{code}}' },
  couponSaved: { en: 'Changes to coupon {{code}} saved', zh: '优惠券 {{code}} 的修改已保存' },
  sellingRulesUnknownPlace: {
    en: '{{place}} is not a country or state the address forms offer',
    zh: '{{place}} 不是地址表单中可选的国家或州/省',
  },
  rowRepeated: { en: 'A row is repeated: each may appear once', zh: '有重复的行：每行只能出现一次' },
  cutoffFormat: {
    en: 'The cut-off time must be written as HH:MM on a 24-hour clock, from 00:00 to 23:59',
    zh: '截单时间须为 24 小时制的 HH:MM，从 00:00 到 23:59',
  },
  holidayRepeated: { en: 'A day is listed twice among the holidays', zh: '节假日中有重复的日期' },
  transitReversed: {
    en: 'The most transit days cannot be fewer than the fewest',
    zh: '最长运输天数不能少于最短运输天数',
  },
  shippingNeedsAny: {
    en: 'Shipping needs a row for everywhere else (*)',
    zh: '运费须包含一行“其他所有地区（*）”',
  },
  priceUnknownCombination: {
    en: 'The product has no combination {{codes}}',
    zh: '该产品没有组合 {{codes}}',
  },
  pricesSaved: { en: 'Prices of {{name}} saved', zh: '{{name}} 的价格已保存' },
  // The catalogue as CSV (catalog/admin/catalogue-import.ts): an error names the row and column.
  catalogueChecked: {
    en: '{{count}} products read, {{errors}} errors: nothing written yet',
    zh: '已读取 {{count}} 个产品，{{errors}} 处错误：尚未写入',
  },
  catalogueImported: { en: '{{count}} products imported', zh: '已导入 {{count}} 个产品' },
  csvFileMissing: { en: 'Please choose a CSV file to import', zh: '请选择要导入的 CSV 文件' },
  csvHasErrors: {
    en: 'The file has {{count}} errors, so nothing was written: check it first to see them by row',
    zh: '文件有 {{count}} 处错误，未写入任何内容：请先检查文件，按行查看错误',
  },
  csvNotReadable: {
    en: 'This is not a CSV file the shop can read (a quote may be left open)',
    zh: '无法读取此 CSV 文件（可能有未闭合的引号）',
  },
  csvColumnUnknown: {
    en: 'Unknown column: the export names every column',
    zh: '未知的列：请以导出文件的列为准',
  },
  csvColumnMissing: { en: 'This column is missing', zh: '缺少此列' },
  csvTooManyRows: { en: 'At most {{max}} rows at once', zh: '一次最多 {{max}} 行' },
  csvCellMissing: { en: 'Every row needs a product number', zh: '每一行都需要产品编号' },
  csvNotYesNo: { en: 'Write yes or no', zh: '请填写 yes 或 no' },
  csvNotNumber: { en: 'Write a number', zh: '请填写数字' },
  csvNotPrice: {
    en: 'Write a price in dollars above 0 with at most two decimals, such as 24.50',
    zh: '请填写大于 0、最多两位小数的美元价格，例如 24.50',
  },
  csvDiffers: {
    en: 'Differs from the product’s first row: leave it empty or the same',
    zh: '与该产品第一行不同：请留空或填写相同内容',
  },
  csvOptionCount: {
    en: 'Give one entry per option, separated by |',
    zh: '每个选项填写一项，用 | 分隔',
  },
  csvLabelDiffers: {
    en: 'This code has another name on an earlier row',
    zh: '此代码在前面的行中名称不同',
  },
  csvPagesDiffer: {
    en: 'This code prints another number of pages on an earlier row',
    zh: '此代码在前面的行中印刷页数不同',
  },
  csvRepeated: { en: 'This combination is on an earlier row too', zh: '此组合在前面的行中已出现' },
  csvCategoryUnknown: {
    en: 'No subcategory has this slug: see the categories screen',
    zh: '没有使用此标识的子分类：请查看分类页面',
  },
  csvUnpriced: {
    en: '{{count}} combinations have no price, such as {{codes}}: price them or hide the product',
    zh: '{{count}} 个组合没有价格，例如 {{codes}}：请定价或隐藏该产品',
  },
  // Editing a product (catalog/admin/product-write.ts).
  quoteProductShown: {
    en: 'Quoted work stays hidden: each accepted offer brings its own lines and prices',
    zh: '报价定制产品须保持隐藏：每个已接受的报价都有自己的项目和价格',
  },
  productUnpriced: {
    en: 'Price every combination before showing the product',
    zh: '请先为每个组合定价，再显示该产品',
  },
  productNoTaken: {
    en: 'Another product has the number {{productNo}}',
    zh: '已有产品使用编号 {{productNo}}',
  },
  productCategoryNotSub: {
    en: 'Please choose one of the shop’s subcategories as the category',
    zh: '请选择商店的一个子分类作为分类',
  },
  productCodeRepeated: {
    en: 'Option code {{code}} is used twice: each value needs its own code',
    zh: '选项代码 {{code}} 重复：每个选项值需要各自的代码',
  },
  productCodesAmbiguous: {
    en: 'Two combinations of options make the same codes {{codes}}: change a value’s code',
    zh: '两个选项组合拼成了相同的代码 {{codes}}：请修改某个选项值的代码',
  },
  productTooManyCombinations: {
    en: 'The options make more than {{max}} combinations',
    zh: '选项组合超过 {{max}} 个',
  },
  productCreated: { en: 'Product {{productNo}} added', zh: '已添加产品 {{productNo}}' },
  productSaved: { en: 'Changes to {{productNo}} saved', zh: '{{productNo}} 的修改已保存' },
  productsRepriced: {
    en: '{{skus}} prices of {{products}} products moved by {{percent}} %',
    zh: '已将 {{products}} 个产品的 {{skus}} 个价格调整 {{percent}}%',
  },
  settingsSaved: { en: 'Settings saved', zh: '设置已保存' },
  shopCalendarSaved: { en: 'Cut-off and holidays saved', zh: '截单时间和节假日已保存' },
  // An owner's edits of the home page's content (content/admin/home-routes.ts).
  partnerNotFound: { en: 'No such partner', zh: '合作伙伴不存在' },
  partnerAdded: { en: 'Partner {{name}} added', zh: '已添加合作伙伴 {{name}}' },
  partnerSaved: { en: 'Changes to partner {{name}} saved', zh: '合作伙伴 {{name}} 的修改已保存' },
  partnerRemoved: { en: 'Partner {{name}} removed', zh: '已移除合作伙伴 {{name}}' },
  partnersOrdered: { en: 'Order of the partners saved', zh: '合作伙伴的顺序已保存' },
  commentNotFound: { en: 'No such comment', zh: '评价不存在' },
  commentAdded: { en: 'Comment by {{author}} added', zh: '已添加 {{author}} 的评价' },
  commentSaved: { en: 'Changes to the comment by {{author}} saved', zh: '{{author}} 的评价修改已保存' },
  commentRemoved: { en: 'Comment by {{author}} removed', zh: '已移除 {{author}} 的评价' },
  trustBlocksSaved: { en: 'Trust blocks saved', zh: '信任模块已保存' },
  taxRatesSaved: { en: 'Tax rates saved', zh: '税率已保存' },
  shippingRatesSaved: { en: 'Shipping fees saved', zh: '运费已保存' },
  couponNotStarted: { en: 'This coupon cannot be used yet', zh: '该优惠券尚未生效' },
  couponUsedByYou: {
    en: 'You have used this coupon as often as it allows',
    zh: '您使用该优惠券的次数已达上限',
  },
  couponMinimum: {
    en: 'This coupon needs a subtotal of at least {{minWithSign}}',
    zh: '订单小计满 {{min}} 美元才能使用该优惠券',
  },
  orderTotalTooLarge: {
    en: 'An order over {{maxWithSign}} cannot be paid online. Please ask us for a custom quote.',
    zh: '订单总额超过 {{max}} 美元，无法在线支付，请申请定制报价。',
  },
  orderPlaced: { en: 'Your order has been placed', zh: '下单成功' },
  orderNotFound: { en: 'Order not found', zh: '订单不存在' },
  orderItemNotFound: { en: 'This item is not part of the order', zh: '该订单中没有此商品' },
  orderAlreadyPaid: { en: 'This order has already been paid', zh: '该订单已支付' },
  orderAwaitingPayment: { en: 'Awaiting payment', zh: '待付款' },
  orderPaymentFailed: { en: 'Payment failed', zh: '支付失败' },
  stageFileReview: { en: 'File review', zh: '文件审核' },
  stagePrinting: { en: 'Printing', zh: '印刷中' },
  payNameCard: { en: 'Credit card', zh: '信用卡' },
  paymentSucceeded: { en: 'Payment successful', zh: '支付成功' },
  paymentProcessing: {
    en: 'Your payment is being processed; the order is marked paid as soon as it completes',
    zh: '您的付款正在处理中，完成后订单将自动标记为已支付',
  },
  paymentFailed: { en: '{{message}}', zh: '{{message}}' },
  paymentInitFailed: {
    en: 'Payment initialization failed. Please refresh the page and try again.',
    zh: '支付初始化失败，请刷新页面后重试。',
  },
  paymentError: {
    en: 'An error occurred during the payment process. Please try again.',
    zh: '支付过程中出现错误，请重试。',
  },
  cardRequired: {
    en: 'Please enter your card number, expiry date and CVC',
    zh: '请输入卡号、有效期和安全码',
  },
  cardNumberInvalid: { en: 'Your card number is invalid.', zh: '您的卡号无效。' },
  cardExpiryInvalid: { en: "Your card's expiration date is invalid.", zh: '您的银行卡有效期无效。' },
  cardExpired: { en: 'Your card has expired.', zh: '您的银行卡已过期。' },
  cardCvcInvalid: { en: "Your card's security code is invalid.", zh: '您的银行卡安全码无效。' },
  cardDeclined: { en: 'Your card was declined.', zh: '您的银行卡被拒绝。' },
  cardInsufficientFunds: { en: 'Your card has insufficient funds.', zh: '您的银行卡余额不足。' },
  webhookSignatureInvalid: { en: 'Invalid webhook signature', zh: 'Webhook 签名无效' },
  orderCancelled: { en: 'This order was cancelled', zh: '该订单已取消' },
  paidAfterCancel: {
    en: 'This order was cancelled while you paid: your payment has been refunded in full',
    zh: '该订单已取消，您的付款已全额退回',
  },
  refundUnavailable: {
    en: 'This order has no payment the current payment provider can refund',
    zh: '该订单没有可由当前支付服务商退款的付款',
  },
  refundFailed: {
    en: 'The refund failed at the payment provider; nothing was changed. Please try again.',
    zh: '支付服务商退款失败，未作任何更改，请重试。',
  },
  refundUnpaid: { en: 'Only a paid order can be refunded.', zh: '只有已付款的订单才能退款。' },
  refundTooMuch: {
    en: 'At most {{refundable}} of this order can still be refunded.',
    zh: '该订单最多还能退款 {{refundable}}。',
  },
  refundNothing: { en: 'There is nothing left to refund of these items.', zh: '这些商品已没有可退的金额。' },
  itemAlreadyRefunded: {
    en: 'Item #{{itemId}} of this order was refunded already.',
    zh: '该订单的商品 #{{itemId}} 已退款。',
  },
  refundDone: { en: 'Refunded {{amount}}.', zh: '已退款 {{amount}}。' },
  itemsPrintStarted: {
    en: '{{printed}} of {{count}} items started printing.',
    zh: '{{count}} 件商品中已有 {{printed}} 件开始印刷。',
  },
  // What the customer reads of an item (makelStaName) and of an order (docs/product.md#production).
  itemWaitingApproval: { en: 'Waiting for your approval', zh: '等待您确认校样' },
  itemChangesRequested: { en: 'Making your changes', zh: '正在按您的意见修改' },
  itemApproved: { en: 'Approved, ready to print', zh: '已确认，待印刷' },
  itemShipped: { en: 'Shipped', zh: '已发货' },
  itemDelivered: { en: 'Delivered', zh: '已送达' },
  itemCancelled: { en: 'Cancelled', zh: '已取消' },
  // The production line, for staff: an item's state in words, and why a move is refused.
  stateAwaitingReview: { en: 'awaiting file review', zh: '待审核文件' },
  stateProofSent: { en: 'waiting for the customer to answer a proof', zh: '等待客户确认校样' },
  stateChangesRequested: {
    en: 'waiting for a new proof the customer asked for',
    zh: '客户要求修改，待发新校样',
  },
  stateApproved: { en: 'approved for print', zh: '已确认待印刷' },
  statePrinting: { en: 'printing', zh: '印刷中' },
  stateShipped: { en: 'shipped', zh: '已发货' },
  stateDelivered: { en: 'delivered', zh: '已送达' },
  stateCancelled: { en: 'cancelled', zh: '已取消' },
  moveSendProofRefused: {
    en: 'A proof cannot be sent for this item: it is {{state}}.',
    zh: '无法为该商品发送校样：它{{state}}。',
  },
  moveApproveFilesRefused: {
    en: 'The files of this item cannot be approved: it is {{state}}.',
    zh: '无法确认该商品的文件：它{{state}}。',
  },
  movePrintRefused: {
    en: 'This item cannot go to print: it is {{state}}.',
    zh: '该商品无法开始印刷：它{{state}}。',
  },
  moveShipRefused: {
    en: 'This item cannot be shipped: it is {{state}}.',
    zh: '该商品无法发货：它{{state}}。',
  },
  moveDeliverRefused: {
    en: 'This item cannot be marked delivered: it is {{state}}.',
    zh: '无法将该商品标记为已送达：它{{state}}。',
  },
  moveCancelRefused: {
    en: 'This order cannot be cancelled: one of its items is {{state}}.',
    zh: '该订单无法取消：其中一件商品{{state}}。',
  },
  moveReprintRefused: {
    en: 'This item cannot be reprinted: it is {{state}}. Only a shipped or delivered item is.',
    zh: '该商品无法重印：它{{state}}。只有已发货或已送达的商品可以重印。',
  },
  moveUnpaid: {
    en: 'This item cannot move on the production line: its order is not paid yet.',
    zh: '该商品无法进入生产流程：订单尚未付款。',
  },
  moveBackRefused: {
    en: 'This item cannot be moved back: it is {{state}}.',
    zh: '该商品无法退回上一步：它{{state}}。',
  },
  moveBackStale: {
    en: 'This item is no longer {{shown}}: it is {{state}} now.',
    zh: '该商品已不再{{shown}}：它现在{{state}}。',
  },
  moveBackCustomerApproved: {
    en: 'This item cannot be moved back: the customer approved its proof, and only staff approvals are undone.',
    zh: '该商品无法退回上一步：校样是客户确认的，只能撤销员工的确认。',
  },
  orderAlreadyCancelled: { en: 'This order is already cancelled.', zh: '该订单已取消。' },
  proofNotPending: {
    en: 'This proof can no longer be answered: it is not the one waiting for your answer.',
    zh: '该校样已无法回复：它不是等待您确认的校样。',
  },
  proofNotFound: { en: 'Proof not found', zh: '校样不存在' },
  itemNotFound: { en: 'Order item not found', zh: '订单商品不存在' },
  proofApproved: {
    en: 'Thank you: the proof is approved, we will print it as shown.',
    zh: '感谢确认，我们将按校样印刷。',
  },
  changesRequested: {
    en: 'Thank you: we will send you a new proof with your changes.',
    zh: '感谢反馈，我们会按您的意见发送新的校样。',
  },
  proofMissing: { en: 'Please choose the proof file to send', zh: '请选择要发送的校样文件' },
  proofNotImageOrPdf: {
    en: 'A proof must be a JPEG, PNG, WebP or GIF image or a PDF',
    zh: '校样须为 JPEG、PNG、WebP、GIF 图片或 PDF 文件',
  },
  proofPdfUnreadable: { en: 'This PDF is damaged and cannot be read', zh: '该 PDF 已损坏，无法读取' },
  // The printable job ticket of an item, for staff.
  ticketTitle: { en: 'Job ticket', zh: '生产工单' },
  ticketOrder: { en: 'Order', zh: '订单' },
  ticketItem: { en: 'Item', zh: '商品编号' },
  ticketProduct: { en: 'Product', zh: '产品' },
  ticketOptions: { en: 'Options', zh: '规格' },
  ticketQuantity: { en: 'Quantity: {{quantity}}', zh: '数量：{{quantity}}' },
  ticketDue: { en: 'Due', zh: '交期' },
  ticketNotPaid: { en: 'not paid yet', zh: '尚未付款' },
  ticketShipTo: { en: 'Ship to', zh: '收货地址' },
  ticketState: { en: 'State', zh: '状态' },
  ticketScan: { en: "Scan for the order's page in the back office", zh: '扫码打开后台订单页面' },
  ticketArtwork: { en: 'Artwork to print', zh: '印刷稿件' },
  ticketNothingApproved: {
    en: 'Nothing is approved for print yet: do not print.',
    zh: '尚无确认可印刷的稿件，请勿印刷。',
  },
  ticketProof: { en: 'Proof v{{version}}', zh: '校样第 {{version}} 版' },
  ticketFile: { en: "Customer's file {{number}}", zh: '客户文件 {{number}}' },
  ticketProofApproved: { en: 'approved by the customer', zh: '客户已确认' },
  ticketFilesApproved: { en: 'files approved as sent', zh: '按原文件确认' },
  ticketOthers: { en: 'Earlier files and proofs', zh: '其他文件与校样' },
  ticketReplaced: { en: 'replaced', zh: '已替换' },
  ticketAwaitingAnswer: { en: 'waiting for the customer', zh: '等待客户确认' },
  ticketLatestFile: { en: 'latest file, not approved yet', zh: '最新文件，尚未确认' },
  ticketNotFound: { en: 'No such order item: {{items}}', zh: '订单商品不存在：{{items}}' },
  ticketCancelled: {
    en: 'A cancelled item gets no job ticket: {{items}}',
    zh: '已取消的商品没有生产工单：{{items}}',
  },
  // Contact messages as staff answer them (messages/admin/).
  messageNotFound: { en: 'Message not found', zh: '留言不存在' },
  messageReplySent: { en: 'Reply sent to {{email}}', zh: '回复已发送至 {{email}}' },
  messageReplyNotMailed: {
    en: 'The reply is kept in the thread, but its mail to {{email}} could not be sent: please write to them another way.',
    zh: '回复已保存在对话中，但发送至 {{email}} 的邮件失败，请通过其他方式联系对方。',
  },
  messageAssigned: { en: 'Message assigned to {{name}}', zh: '留言已分配给 {{name}}' },
  messageUnassigned: { en: 'Message no longer assigned', zh: '留言已取消分配' },
  messageAssigneeRefused: {
    en: 'A message can only be assigned to active staff who may read messages',
    zh: '留言只能分配给可查看留言的在职员工',
  },
  messageClosed: { en: 'Message closed', zh: '留言已关闭' },
  messageReopened: { en: 'Message opened again', zh: '留言已重新打开' },
  messageAlreadyClosed: { en: 'This message is already closed.', zh: '该留言已关闭。' },
  messageAlreadyOpen: { en: 'This message is already open.', zh: '该留言已处于打开状态。' },
  // Mails that failed every try, as owners send them again (mail/admin/).
  failedMailNotFound: { en: 'No such failed mail', zh: '该发送失败的邮件不存在' },
  failedMailNotFailed: {
    en: 'This mail is no longer failed: it has been sent again already.',
    zh: '该邮件已不处于发送失败状态：已被重新发送。',
  },
  failedMailRetried: { en: 'The mail to {{to}} is being sent again', zh: '发送至 {{to}} 的邮件正在重新发送' },
  // A failed page of the back office opened in its own tab (http/error-page.ts).
  errorPageBack: { en: 'Open the back office', zh: '打开后台' },
  errorPageLogin: { en: 'Log in to the back office', zh: '登录后台' },
  ...designMessages,
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return interpolate(messages[key][lang], params);
}

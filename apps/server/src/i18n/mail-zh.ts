import type { MailCopy } from './mail-en.ts';

/** The words of every mail the server sends, in Chinese (see mail-en.ts). */
export const mailZh: MailCopy = {
  hello: '{{name}}，您好：',
  signature: '墨折印刷',
  sender: { name: '姓名', email: '邮箱', phone: '电话', company: '公司' },
  resetPassword: {
    subject: '重置您的墨折印刷密码',
    body: '我们收到了重置您账户密码的请求。请在一小时内点击下面的链接设置新密码：',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
  order: {
    subject: '您的墨折印刷订单 {{orderNo}}',
    intro: '感谢您的订购。付款完成后我们会立即开始审核您的设计文件。以下是您的订单内容：',
    outro: '您可以在账户的“我的订单”中查看每件商品的进度。',
    labels: {
      orderNo: '订单号',
      items: '商品',
      subtotal: '小计',
      discount: '优惠',
      tax: '税费',
      shipping: '运费',
      total: '合计',
      shipTo: '收货地址',
      remark: '订单备注',
    },
  },
  quote: {
    customerSubject: '我们已收到您的询价 {{reference}}',
    customerIntro:
      '感谢您向墨折印刷询价。我们的团队会为您的项目核算价格，并在一个工作日内回复到此邮箱。以下是您提交的内容：',
    customerOutro: '如需补充信息，请直接回复此邮件并注明询价编号。',
    shopSubject: '新的询价 {{reference}}（{{name}}）',
    shopIntro: '有客户提交了定制询价。直接回复此邮件即可联系客户。',
    labels: {
      reference: '询价编号',
      productName: '产品名称',
      qty: '数量',
      material: '材质',
      processing: '工艺',
      dateRequirements: '交货日期',
      content: '补充说明',
      files: '文件',
    },
  },
  production: {
    proofSubject: '订单 {{orderNo}}：{{product}}的校样已就绪',
    proofIntro:
      '我们已为{{product}}准备好第 {{version}} 版校样。请在订单页面查看，然后确认校样或告诉我们需要修改的地方：我们只印刷您确认过的内容。',
    printingSubject: '订单 {{orderNo}}：{{product}}已开始印刷',
    printingIntro: '{{product}}已开始印刷，发货时我们会再通知您。',
    shippedSubject: '订单 {{orderNo}}：{{product}}已发货',
    shippedIntro: '{{product}}已发出，您可以通过承运商查询物流：',
    printingUndoneSubject: '订单 {{orderNo}}：{{product}}暂停印刷',
    printingUndoneIntro: '由于以下原因，我们暂时停止了{{product}}的印刷。重新开始印刷时我们会再通知您。',
    shippingUndoneSubject: '订单 {{orderNo}}：{{product}}尚未发货',
    shippingUndoneIntro:
      '由于以下原因，我们之前通知您的{{product}}发货已撤回，原物流单号不再有效。发货时我们会再通知您。',
    cancelledSubject: '订单 {{orderNo}} 已取消',
    cancelledIntro: '我们已取消您的订单 {{orderNo}}，其中的商品都不会印刷。',
    reprintSubject: '订单 {{orderNo}}：{{product}}将重新印刷',
    reprintIntro: '我们将免费为您重新印刷{{product}}，发货时会再通知您。',
    refundedSubject: '订单 {{orderNo}}：已退款 {{amount}}',
    refundedIntro: '我们已为您的订单 {{orderNo}} 退款 {{amount}}。',
    refundNote: '退款将退回您付款时使用的银行卡，银行可能需要 5 到 10 个工作日才会显示。',
    outro: '您可以在账户的“我的订单”中查看每件商品的进度。',
    labels: {
      orderNo: '订单号',
      product: '商品',
      message: '我们的说明',
      carrier: '承运商',
      trackingNo: '运单号',
      reason: '原因',
      refund: '已退款',
      link: '您的订单',
    },
  },
  contact: {
    subject: '留言表单：来自 {{name}} 的留言',
    intro: '联系我们表单收到一条新留言。直接回复此邮件即可回复客户。',
    message: '留言',
  },
};

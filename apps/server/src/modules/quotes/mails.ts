import type { Lang } from '@printshop/contract';
import type { MailMessage } from '../mail/mailer.ts';
import { SHOP_INBOX, type SummaryRow, summaryMail } from '../mail/summary.ts';

export interface QuoteDetails {
  reference: string;
  appellation: string;
  email: string;
  companyName: string;
  mobile: string;
  productName: string;
  qty: number | null;
  material: string;
  processing: string;
  dateRequirements: string | null;
  content: string;
  /** Absolute links to the attached images. */
  files: string[];
}

const COPY = {
  en: {
    labels: {
      reference: 'Reference',
      appellation: 'Name',
      email: 'Email',
      companyName: 'Company',
      mobile: 'Phone',
      productName: 'Product',
      qty: 'Quantity',
      material: 'Material',
      processing: 'Processing',
      dateRequirements: 'Date requirement',
      content: 'Additional remark',
      files: 'Files',
    },
    customerSubject: (ref: string) => `We received your quote request ${ref}`,
    customerIntro: (name: string) => [
      `Hello ${name},`,
      'Thank you for asking Inkfold Print for a quote. Our team will price your project and reply to this address within one business day. Here is what you sent us:',
    ],
    customerOutro: ['To add anything, simply reply to this email and quote your reference.', 'Inkfold Print'],
    shopSubject: (ref: string, name: string) => `New quote request ${ref} from ${name}`,
    shopIntro: ['A customer asked for a custom quote. Reply to this email to answer them.'],
  },
  zh: {
    labels: {
      reference: '询价编号',
      appellation: '姓名',
      email: '邮箱',
      companyName: '公司',
      mobile: '电话',
      productName: '产品名称',
      qty: '数量',
      material: '材质',
      processing: '工艺',
      dateRequirements: '交货日期',
      content: '补充说明',
      files: '文件',
    },
    customerSubject: (ref: string) => `我们已收到您的询价 ${ref}`,
    customerIntro: (name: string) => [
      `${name}，您好：`,
      '感谢您向墨折印刷询价。我们的团队会为您的项目核算价格，并在一个工作日内回复到此邮箱。以下是您提交的内容：',
    ],
    customerOutro: ['如需补充信息，请直接回复此邮件并注明询价编号。', '墨折印刷'],
    shopSubject: (ref: string, name: string) => `新的询价 ${ref}（${name}）`,
    shopIntro: ['有客户提交了定制询价。直接回复此邮件即可联系客户。'],
  },
} satisfies Record<Lang, unknown>;

function rows(quote: QuoteDetails, lang: Lang): SummaryRow[] {
  const { labels } = COPY[lang];
  return [
    { label: labels.reference, value: quote.reference },
    { label: labels.appellation, value: quote.appellation },
    { label: labels.email, value: quote.email },
    { label: labels.companyName, value: quote.companyName },
    { label: labels.mobile, value: quote.mobile },
    { label: labels.productName, value: quote.productName },
    { label: labels.qty, value: quote.qty === null ? '' : String(quote.qty) },
    { label: labels.material, value: quote.material },
    { label: labels.processing, value: quote.processing },
    { label: labels.dateRequirements, value: quote.dateRequirements ?? '' },
    { label: labels.content, value: quote.content },
    { label: labels.files, value: quote.files },
  ];
}

/** The customer's confirmation and the shop's notification, both in the customer's language. */
export function quoteMails(quote: QuoteDetails, lang: Lang): MailMessage[] {
  const copy = COPY[lang];
  return [
    summaryMail({
      to: quote.email,
      subject: copy.customerSubject(quote.reference),
      intro: copy.customerIntro(quote.appellation),
      rows: rows(quote, lang),
      outro: copy.customerOutro,
      replyTo: SHOP_INBOX,
    }),
    summaryMail({
      to: SHOP_INBOX,
      subject: copy.shopSubject(quote.reference, quote.appellation),
      intro: copy.shopIntro,
      rows: rows(quote, lang),
      replyTo: quote.email,
    }),
  ];
}

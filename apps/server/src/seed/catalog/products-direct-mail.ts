import {
  defineProducts,
  group,
  type ProductTemplate,
  quantities,
  type SeedProduct,
  sides,
  t,
  tags,
  value,
} from './products-shared.ts';
import { reviewPool } from './reviews.ts';

const mailSizes = group('Size', '尺寸', [
  value('S1', '4 x 6 in', '4×6英寸'),
  value('S2', '5 x 7 in', '5×7英寸', { multiplier: 1.25 }),
  value('S3', '6 x 9 in', '6×9英寸', { multiplier: 1.5 }),
  value('S4', '6 x 11 in', '6×11英寸', { multiplier: 1.75 }),
]);

const mailPapers = group('Paper', '纸张', [
  value('P1', '14 pt gloss', '14磅亮光卡纸'),
  value('P2', '14 pt matte', '14磅哑光卡纸'),
  value('P3', '16 pt uncoated', '16磅无涂布卡纸', { multiplier: 1.1 }),
]);

/** Addressing, sorting and delivery to the post office add work per piece, so they scale with the run. */
const mailService = group('Mailing', '邮寄服务', [
  value('X1', 'Print only', '仅印刷'),
  value('X2', 'Print, address and mail', '印刷、打印地址并投寄', { multiplier: 1.35 }),
]);

const mailQuantities = quantities('张', [250, 500, 1000, 2500, 5000]);

const envelopeSizes = group('Size', '尺寸', [
  value('S1', '#10 (4.125 x 9.5 in)', '10号（4.125×9.5英寸）'),
  value('S2', '6 x 9 in', '6×9英寸', { multiplier: 1.2 }),
  value('S3', '9 x 12 in catalog', '9×12英寸目录信封', { multiplier: 1.6 }),
]);

const envelopeWindows = group('Window', '开窗', [
  value('W1', 'No window', '不开窗'),
  value('W2', 'Left address window', '左侧地址窗', { multiplier: 1.05 }),
]);

const envelopeInks = group('Ink', '油墨', [
  value('K1', 'One color', '单色'),
  value('K2', 'Full color', '四色', { multiplier: 1.35 }),
]);

const envelopeClosures = group('Closure', '封口', [
  value('C1', 'Gummed flap', '上胶封口'),
  value('C2', 'Peel and seal', '自粘封口', { multiplier: 1.12 }),
]);

const envelopeQuantities = quantities('个', [250, 500, 1000, 2500]);

const letterPapers = group('Paper', '纸张', [
  value('P1', '70 lb white uncoated', '100克白色无涂布纸'),
  value('P2', '80 lb cream laid', '120克米色条纹纸', { multiplier: 1.1 }),
  value('P3', '24 lb recycled bond', '90克再生书写纸', { multiplier: 1.05 }),
]);

const letterInks = group('Ink', '油墨', [
  value('K1', 'Black', '黑色'),
  value('K2', 'Full color', '四色', { multiplier: 1.3 }),
]);

const letterFolds = group('Folding', '折叠', [
  value('L1', 'Flat', '不折'),
  value('L2', 'Tri-folded', '三折', { multiplier: 1.05 }),
  value('L3', 'Tri-folded and inserted', '三折并装封', { multiplier: 1.25 }),
]);

const letterData = group('Personalization', '个性化', [
  value('N1', 'Same letter for all', '统一内容'),
  value('N2', 'Names and addresses merged', '合并姓名和地址', { multiplier: 1.2 }),
]);

const letterQuantities = quantities('份', [250, 500, 1000, 2500, 5000]);

const hangerSizes = group('Size', '尺寸', [
  value('S1', '3.5 x 8.5 in', '3.5×8.5英寸'),
  value('S2', '4.25 x 11 in', '4.25×11英寸', { multiplier: 1.3 }),
]);

const hangerPapers = group('Paper', '纸张', [
  value('P1', '14 pt gloss', '14磅亮光卡纸'),
  value('P2', '16 pt matte', '16磅哑光卡纸', { multiplier: 1.1 }),
]);

const hangerPerforations = group('Perforation', '撕线', [
  value('R1', 'None', '无'),
  value('R2', 'Tear-off coupon', '可撕优惠券', { multiplier: 1.15 }),
  value('R3', 'Tear-off business card', '可撕名片', { multiplier: 1.2 }),
]);

const hangerQuantities = quantities('张', [250, 500, 1000, 2500]);

const postcards: ProductTemplate = {
  category: 'mailing-postcards',
  kind: 'postcard',
  prefix: 'DM',
  serverContent: t(
    'Choose the mailing service and we address, sort and hand your postcards to the post office; postage is billed at cost.',
    '选择邮寄服务后，我们负责打印地址、分拣并交付邮局，邮资按实际费用结算。',
  ),
  featureTags: tags(['Mail-ready', 'Address service'], ['可直接投寄', '地址打印服务']),
  highlights: tags(
    [
      'Address panel laid out to postal guidelines',
      'Uncoated back area for clean inkjet addressing',
      'Mailing lists cleaned against change-of-address data',
    ],
    ['地址栏版式符合邮政规范', '背面无涂布区域便于喷墨打印地址', '邮寄名单可进行地址变更清洗'],
  ),
  overview: {
    size: t('4 x 6 in to 6 x 11 in', '4×6至6×11英寸'),
    paper: t('14 pt or 16 pt card', '14磅或16磅卡纸'),
    print: t('Full color both sides', '双面全彩'),
    production: t('4 business days plus mailing', '4个工作日加邮寄时间'),
  },
  groups: [mailSizes, mailPapers, mailService, mailQuantities],
  reviews: reviewPool('postcard'),
};

const envelopes: ProductTemplate = {
  category: 'mailing-envelopes',
  kind: 'envelope',
  prefix: 'EN',
  serverContent: t(
    'Send a sample of your letter or invoice and we check that the address lines up with the window.',
    '寄来信函或发票样本，我们会核对地址是否对准开窗。',
  ),
  featureTags: tags(['Window options', 'Printer safe'], ['可选开窗', '适用打印机']),
  highlights: tags(
    [
      'Bright white 24 lb wove envelopes',
      'Print on the front and flap',
      'Safe for laser and inkjet addressing',
    ],
    ['亮白90克信封纸', '正面和封舌均可印刷', '可用激光和喷墨打印地址'],
  ),
  overview: {
    size: t('#10 to 9 x 12 in', '10号至9×12英寸'),
    paper: t('24 lb white wove', '90克白色信封纸'),
    print: t('One color or full color', '单色或四色'),
    production: t('5 business days', '5个工作日'),
  },
  groups: [envelopeSizes, envelopeWindows, envelopeInks, envelopeClosures, envelopeQuantities],
  reviews: reviewPool('envelope'),
};

const letters: ProductTemplate = {
  category: 'sales-letters',
  kind: 'letter',
  prefix: 'LT',
  serverContent: t(
    'Mail-merge files are checked for missing fields and odd line breaks before printing.',
    '印刷前会检查邮件合并文件中的缺失字段和异常换行。',
  ),
  featureTags: tags(['Mail merge', 'Fold and insert'], ['邮件合并', '折叠装封']),
  highlights: tags(
    [
      'Letter size, printed on one or both sides',
      'Variable names, greetings and addresses',
      'Folded to fit #10 window envelopes',
    ],
    ['信纸尺寸，单面或双面印刷', '可变姓名、称呼和地址', '折叠后适配10号开窗信封'],
  ),
  overview: {
    size: t('8.5 x 11 in', '8.5×11英寸'),
    paper: t('70 lb to 80 lb text', '100克至120克书写纸'),
    fold: t('Flat or tri-folded', '平张或三折'),
    production: t('5 business days', '5个工作日'),
  },
  groups: [letterPapers, letterInks, letterFolds, letterData, letterQuantities],
  reviews: reviewPool('letter'),
};

const hangers: ProductTemplate = {
  category: 'door-hangers',
  kind: 'door-hanger',
  prefix: 'DH',
  serverContent: t(
    'Hangers are bundled in packs of 100 so teams can split them up for each street.',
    '挂卡每100张一捆，方便团队按街道分发。',
  ),
  featureTags: tags(['Die-cut hole', 'No postage'], ['模切挂孔', '无需邮资']),
  highlights: tags(
    [
      'Die-cut hole with slit fits most handles',
      'Thick card that stays put in wind',
      'Optional tear-off coupons',
    ],
    ['模切挂孔带开口，适合大多数门把', '厚卡纸，有风也不易掉落', '可选可撕优惠券'],
  ),
  overview: {
    size: t('3.5 x 8.5 in or 4.25 x 11 in', '3.5×8.5或4.25×11英寸'),
    paper: t('14 pt or 16 pt card', '14磅或16磅卡纸'),
    shape: t('Die-cut handle hole', '模切挂孔'),
    production: t('4 business days', '4个工作日'),
  },
  groups: [hangerSizes, hangerPapers, hangerPerforations, sides(1.2), hangerQuantities],
  reviews: reviewPool('door-hanger'),
};

export const directMailProducts: SeedProduct[] = [
  ...defineProducts(postcards, [
    {
      no: 1001,
      name: t('Neighborhood Saturation Postcards', '社区覆盖直邮明信片'),
      intro: t(
        'Reach every household on the routes you choose without a mailing list, the simplest way for local businesses to announce an offer.',
        '无需邮寄名单即可覆盖您所选路线上的每一户，是本地商家发布优惠最简单的方式。',
      ),
      flags: ['topSeller'],
      baseFactor: 0.9,
    },
    {
      no: 1002,
      name: t('Just Listed Real Estate Postcards', '房产新盘直邮明信片'),
      intro: t(
        'Large photo-led postcards for agents to announce new listings and recent sales to the surrounding streets.',
        '以大图为主的明信片，方便经纪人向周边街道宣布新房源和近期成交。',
      ),
    },
    {
      no: 1003,
      name: t('Grand Opening Postcards', '开业宣传明信片'),
      intro: t(
        'Bold postcards with room for an opening-day offer and a map, timed to land the week before you open the doors.',
        '醒目的明信片可放开业优惠和地图，可安排在开业前一周送达。',
      ),
    },
    {
      no: 1004,
      name: t('Appointment Reminder Mailers', '预约提醒明信片'),
      intro: t(
        "Personalized reminders with each patient's or client's next visit, for dentists, vets and service businesses.",
        '印有每位患者或客户下次预约时间的个性化提醒卡，适合牙医、宠物医院和服务业。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '4 x 6 in', '4×6英寸'),
          value('S2', '5 x 7 in', '5×7英寸', { multiplier: 1.25 }),
        ]),
        mailPapers,
        mailService,
        mailQuantities,
      ],
    },
    {
      no: 1005,
      name: t('Jumbo Oversized Postcards', '超大尺寸明信片'),
      intro: t(
        'A full 6 x 11 inch canvas that towers over letters in the mailbox and gives space for multiple offers.',
        '6×11英寸的大版面在信箱里比普通信件更醒目，可同时展示多个优惠。',
      ),
      overview: { size: t('6 x 11 in', '6×11英寸') },
      groups: [mailPapers, mailService, mailQuantities],
      baseFactor: 1.75,
      flags: ['bestDeal'],
    },
    {
      no: 1006,
      name: t('Seasonal Promotion Postcards', '季节促销明信片'),
      intro: t(
        'Ready-to-mail cards for holiday sales, back-to-school and summer specials, with a bold offer area on the front.',
        '用于节日促销、开学季和夏季特惠的可直接投寄卡片，正面有醒目的优惠区域。',
      ),
    },
  ]),
  ...defineProducts(envelopes, [
    {
      no: 1001,
      name: t('Window Billing Envelopes', '开窗账单信封'),
      intro: t(
        'Standard #10 envelopes with a left address window, so printed invoices and statements go straight in.',
        '带左侧地址窗的标准10号信封，打印好的发票和对账单可以直接装入。',
      ),
      groups: [envelopeWindows, envelopeInks, envelopeClosures, envelopeQuantities],
      overview: { size: t('#10 (4.125 x 9.5 in)', '10号（4.125×9.5英寸）') },
    },
    {
      no: 1002,
      name: t('Full-Color Teaser Envelopes', '全彩悬念信封'),
      intro: t(
        'Edge-to-edge color and a teaser headline on the front that gets your campaign opened instead of recycled.',
        '满版彩印加正面悬念标题，让您的宣传信封被拆开而不是被扔掉。',
      ),
      groups: [envelopeSizes, envelopeWindows, envelopeClosures, envelopeQuantities],
      overview: { print: t('Full color, edge to edge', '满版四色') },
      baseFactor: 1.4,
      flags: ['isNew'],
    },
    {
      no: 1003,
      name: t('Catalog Mailing Envelopes', '目录邮寄信封'),
      intro: t(
        'Large 9 x 12 inch envelopes that hold catalogs, brochures and reports flat, with a strong self-seal flap.',
        '9×12英寸大信封可平放目录、宣传册和报告，配有牢固的自粘封口。',
      ),
      groups: [envelopeInks, envelopeClosures, envelopeQuantities],
      overview: { size: t('9 x 12 in', '9×12英寸'), paper: t('28 lb white wove', '105克白色信封纸') },
      baseFactor: 1.7,
    },
    {
      no: 1004,
      name: t('Business Reply Envelopes', '商业回邮信封'),
      intro: t(
        'Pre-addressed #9 envelopes that fit inside a #10, making it easy for customers and donors to send back a reply.',
        '已印好地址的9号信封可放入10号信封中，方便客户和捐赠者回寄。',
      ),
      groups: [envelopeInks, envelopeClosures, envelopeQuantities],
      overview: { size: t('#9 (3.875 x 8.875 in)', '9号（3.875×8.875英寸）') },
      baseFactor: 0.9,
    },
    {
      no: 1005,
      name: t('Security Tint Envelopes', '防窥内衬信封'),
      intro: t(
        'A printed security pattern inside hides the contents from view, essential for checks, statements and medical mail.',
        '信封内侧印有防窥底纹，遮挡内容，是支票、对账单和医疗信函的必备。',
      ),
      overview: { extras: t('Inside security pattern', '内侧防窥底纹') },
      baseFactor: 1.1,
    },
  ]),
  ...defineProducts(letters, [
    {
      no: 1001,
      name: t('Personalized Sales Letters', '个性化销售信函'),
      intro: t(
        'Letters that greet each reader by name and reference their city or last purchase, merged from your spreadsheet.',
        '根据您的表格合并数据，每封信都用读者的姓名称呼，并提及其所在城市或上次购买。',
      ),
      flags: ['featured'],
    },
    {
      no: 1002,
      name: t('Fundraising Appeal Letters', '募捐倡议信'),
      intro: t(
        'Warm, personal appeal letters on cream paper, folded and inserted with your reply card for annual campaigns.',
        '米色信纸上温暖亲切的倡议信，折好并附上回执卡装封，适合年度募捐活动。',
      ),
      overview: { paper: t('80 lb cream laid', '120克米色条纹纸') },
      baseFactor: 1.05,
    },
    {
      no: 1003,
      name: t('Membership Renewal Letters', '会员续费提醒信'),
      intro: t(
        "Clear renewal reminders with each member's expiry date and a tear-off payment slip at the foot of the page.",
        '清晰的续费提醒信，注明每位会员的到期日，并在页脚附可撕下的付款单。',
      ),
      overview: { extras: t('Perforated payment slip', '打孔付款单') },
    },
    {
      no: 1004,
      name: t('Event Invitation Letters', '活动邀请函'),
      intro: t(
        'Formal invitation letters for galas, openings and client dinners, printed in full color with an RSVP section.',
        '用于晚宴、开幕和客户答谢会的正式邀请信，全彩印刷并附回复栏。',
      ),
      groups: [letterPapers, letterFolds, letterData, letterQuantities],
      overview: { print: t('Full color', '四色全彩') },
      baseFactor: 1.3,
    },
    {
      no: 1005,
      name: t('Printed Newsletter Inserts', '印刷通讯插页'),
      intro: t(
        'Two-sided newsletters to slip into statements or parcels, keeping customers up to date between campaigns.',
        '双面印刷的通讯插页，可放入对账单或包裹中，在活动间隙与客户保持联系。',
      ),
      groups: [letterPapers, letterInks, letterFolds, letterQuantities],
      baseFactor: 1.15,
    },
  ]),
  ...defineProducts(hangers, [
    {
      no: 1001,
      name: t('Classic Door Hangers', '经典门把挂卡'),
      intro: t(
        'The standard 3.5 x 8.5 inch hanger in glossy card, the most economical way to reach every door on a street.',
        '3.5×8.5英寸亮光卡纸标准挂卡，是覆盖整条街道最经济的方式。',
      ),
    },
    {
      no: 1002,
      name: t('Tear-Off Coupon Door Hangers', '可撕优惠券门挂卡'),
      intro: t(
        'A perforated coupon at the bottom that residents tear off and keep, so you can count exactly who responded.',
        '底部带打孔优惠券，住户可撕下保存，方便准确统计回应人数。',
      ),
      groups: [hangerSizes, hangerPapers, sides(1.2), hangerQuantities],
      overview: { extras: t('Perforated coupon', '打孔优惠券') },
      baseFactor: 1.15,
    },
    {
      no: 1003,
      name: t('Lawn and Home Services Hangers', '家政园艺服务挂卡'),
      intro: t(
        'Hangers with a checklist of services and a write-in quote area, perfect for landscapers, cleaners and painters.',
        '带服务勾选清单和手写报价区的挂卡，非常适合园艺、保洁和油漆服务商。',
      ),
    },
    {
      no: 1004,
      name: t('Hotel Do Not Disturb Hangers', '酒店请勿打扰挂牌'),
      intro: t(
        'Double-sided laminated hangers that last for months of guest use, with "Do not disturb" and "Please clean" faces.',
        '双面覆膜挂牌，可供客人使用数月，两面分别为“请勿打扰”和“请打扫”。',
      ),
      groups: [
        hangerSizes,
        group('Finish', '表面工艺', [
          value('F1', 'Gloss lamination', '亮膜'),
          value('F2', 'Matte lamination', '哑膜'),
          value('F3', 'Synthetic waterproof stock', '防水合成纸', { multiplier: 1.3 }),
        ]),
        quantities('张', [100, 250, 500, 1000]),
      ],
      baseFactor: 1.6,
    },
    {
      no: 1005,
      name: t('Campaign Door Hangers', '竞选宣传门挂卡'),
      intro: t(
        'Large hangers for candidates and ballot causes with space for a photo, key messages and polling information.',
        '适合候选人和公投宣传的大尺寸挂卡，可放照片、核心主张和投票信息。',
      ),
      groups: [hangerPapers, hangerPerforations, sides(1.2), hangerQuantities],
      overview: { size: t('4.25 x 11 in', '4.25×11英寸') },
      baseFactor: 1.3,
    },
    {
      no: 1006,
      name: t('Restaurant Delivery Door Hangers', '餐厅外卖门挂卡'),
      intro: t(
        'A mini menu on a hanger with your delivery area and ordering QR code, for new restaurants building a local following.',
        '挂卡上印迷你菜单、配送范围和点餐二维码，帮助新餐厅积累周边客源。',
      ),
    },
  ]),
];

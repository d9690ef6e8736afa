import {
  defineProducts,
  group,
  type ProductTemplate,
  quantities,
  type SeedProduct,
  sides,
  t,
  tags,
  turnaround,
  value,
} from './products-shared.ts';
import { reviewPool } from './reviews.ts';

const flyerSizes = group('Size', '尺寸', [
  value('S1', '5.5 x 8.5 in', '5.5×8.5英寸'),
  value('S2', '8.5 x 11 in', '8.5×11英寸', { multiplier: 1.6 }),
  value('S3', '11 x 17 in', '11×17英寸', { multiplier: 2.8 }),
]);

const flyerPapers = group('Paper', '纸张', [
  value('P1', '100 lb gloss text', '157克亮光铜版纸'),
  value('P2', '100 lb matte text', '157克哑光铜版纸'),
  value('P3', '80 lb uncoated', '120克无涂布纸', { multiplier: 0.95 }),
  value('P4', '14 pt cover', '14磅卡纸', { multiplier: 1.4 }),
]);

const flyerQuantities = quantities('张', [100, 250, 500, 1000, 2500]);
const flyerTurnaround = turnaround(3, 1, 2000);

const postcardSizes = group('Size', '尺寸', [
  value('S1', '4 x 6 in', '4×6英寸'),
  value('S2', '5 x 7 in', '5×7英寸', { multiplier: 1.3 }),
  value('S3', '4.25 x 5.5 in', '4.25×5.5英寸', { multiplier: 0.9 }),
]);

const postcardPapers = group('Paper', '纸张', [
  value('P1', '14 pt gloss', '14磅亮光卡纸'),
  value('P2', '16 pt matte', '16磅哑光卡纸', { multiplier: 1.1 }),
  value('P3', '16 pt uncoated', '16磅无涂布卡纸', { multiplier: 1.1 }),
  value('P4', '32 pt triple-layer', '32磅三层夹心卡', { multiplier: 2 }),
]);

const postcardCorners = group('Corners', '边角', [
  value('C1', 'Square', '直角'),
  value('C2', 'Rounded', '圆角', { multiplier: 1.08 }),
]);

const postcardQuantities = quantities('张', [100, 250, 500, 1000, 2500]);

const cardSizes = group('Size', '尺寸', [
  value('S1', '4.25 x 5.5 in (A2)', '4.25×5.5英寸（A2）'),
  value('S2', '5 x 7 in (A7)', '5×7英寸（A7）', { multiplier: 1.3 }),
  value('S3', '5.5 in square', '5.5英寸方形', { multiplier: 1.35 }),
]);

const cardPapers = group('Paper', '纸张', [
  value('P1', '14 pt matte', '14磅哑光卡纸'),
  value('P2', '16 pt uncoated', '16磅无涂布卡纸', { multiplier: 1.1 }),
  value('P3', '110 lb cotton', '300克棉浆纸', { multiplier: 1.5 }),
  value('P4', 'Pearl shimmer', '珠光纸', { multiplier: 1.4 }),
]);

const cardEnvelopes = group('Envelopes', '信封', [
  value('E1', 'White envelopes', '白色信封'),
  value('E2', 'Kraft envelopes', '牛皮纸信封'),
  value('E3', 'Colored envelopes', '彩色信封', { multiplier: 1.08 }),
]);

const cardQuantities = quantities('张', [50, 100, 250, 500]);

const flyers: ProductTemplate = {
  category: 'flyers',
  kind: 'flyer',
  prefix: 'FL',
  serverContent: t(
    'Need them tomorrow? Rush orders placed before noon ship the next business day.',
    '明天就要？中午前下的加急订单下一个工作日发货。',
  ),
  featureTags: tags(['Next-day rush', 'Bulk pricing'], ['次日加急', '批量优惠']),
  highlights: tags(
    [
      'Vivid full-color printing on coated or uncoated paper',
      'Print one or both sides',
      'Banded in 100s for easy handing out',
    ],
    ['涂布纸或无涂布纸全彩鲜艳印刷', '单面或双面印刷', '每100张一扎，便于派发'],
  ),
  overview: {
    size: t('5.5 x 8.5 in to 11 x 17 in', '5.5×8.5至11×17英寸'),
    paper: t('Text or cover weight', '铜版纸或卡纸'),
    print: t('Full color', '四色全彩'),
    production: t('3 business days', '3个工作日'),
  },
  groups: [flyerSizes, flyerPapers, sides(1.25), flyerQuantities, flyerTurnaround],
  reviews: reviewPool('flyer'),
};

const postcards: ProductTemplate = {
  category: 'postcards',
  kind: 'postcard',
  prefix: 'PC',
  serverContent: t(
    'Uncoated backs are left unlaminated so they are easy to write and stamp on.',
    '无涂布背面不覆膜，方便书写和盖章。',
  ),
  featureTags: tags(['Thick card', 'Writable back'], ['厚卡纸', '背面可书写']),
  highlights: tags(
    ['Sturdy card that survives the mail', 'Full color on both sides', 'Square or rounded corners'],
    ['经得起邮寄的挺括卡纸', '双面全彩印刷', '直角或圆角可选'],
  ),
  overview: {
    size: t('4 x 6 in to 5 x 7 in', '4×6至5×7英寸'),
    paper: t('14 pt to 32 pt card', '14磅至32磅卡纸'),
    print: t('Full color both sides', '双面全彩'),
    production: t('4 business days', '4个工作日'),
  },
  groups: [postcardSizes, postcardPapers, postcardCorners, postcardQuantities],
  reviews: reviewPool('postcard'),
};

const greetingCards: ProductTemplate = {
  category: 'greeting-cards',
  kind: 'folded-card',
  prefix: 'GC',
  serverContent: t(
    'Every card comes with a matching envelope, and we can print your return address on the flap.',
    '每张卡片都配有相应信封，还可以在封舌上印回邮地址。',
  ),
  featureTags: tags(['Envelopes included', 'Scored folds'], ['含信封', '压痕折叠']),
  highlights: tags(
    [
      'Scored and folded, or flat for framing',
      'Matching envelopes in three colors',
      'Uncoated inside for handwritten messages',
    ],
    ['压痕折叠，或平卡便于装框', '三种颜色的配套信封', '内页无涂布，便于手写祝福'],
  ),
  overview: {
    size: t('A2, A7 or 5.5 in square', 'A2、A7或5.5英寸方形'),
    paper: t('Matte, uncoated, cotton or shimmer', '哑光、无涂布、棉浆或珠光纸'),
    extras: t('Envelopes', '信封'),
    production: t('5 business days', '5个工作日'),
  },
  groups: [cardSizes, cardPapers, cardEnvelopes, cardQuantities],
  reviews: reviewPool('greeting-card'),
};

export const flyerPostcardProducts: SeedProduct[] = [
  ...defineProducts(flyers, [
    {
      no: 1001,
      name: t('Full-Color Promotional Flyers', '全彩促销传单'),
      intro: t(
        'Our go-to flyer for sales, openings and announcements, bright on glossy paper and affordable in the thousands.',
        '促销、开业和公告的首选传单，亮光纸色彩明快，数千张也很实惠。',
      ),
      flags: ['topSeller'],
    },
    {
      no: 1002,
      name: t('Event and Concert Flyers', '活动演出传单'),
      intro: t(
        'Eye-catching handbills for gigs, fairs and club nights, ready in time with next-day rush production.',
        '适用于演出、集市和俱乐部之夜的醒目传单，次日加急生产，准时到手。',
      ),
      flags: ['isNew'],
    },
    {
      no: 1003,
      name: t('Real Estate Feature Sheets', '房产介绍单页'),
      intro: t(
        'Letter-size property sheets on heavy gloss paper with room for a hero photo, floor plan and agent details.',
        '厚亮光纸信纸尺寸房产介绍页，可放主图、户型图和经纪人信息。',
      ),
      groups: [flyerPapers, sides(1.25), flyerQuantities, flyerTurnaround],
      overview: { size: t('8.5 x 11 in', '8.5×11英寸') },
      baseFactor: 1.6,
    },
    {
      no: 1004,
      name: t('Rack Cards', '展架卡'),
      intro: t(
        'Tall 4 x 9 inch cards on thick stock that stand up in brochure racks at hotels, visitor centers and clinics.',
        '4×9英寸厚卡纸长卡，可立在酒店、游客中心和诊所的宣传架上。',
      ),
      groups: [
        group('Paper', '纸张', [
          value('P1', '14 pt gloss', '14磅亮光卡纸'),
          value('P2', '14 pt matte', '14磅哑光卡纸'),
          value('P3', '16 pt uncoated', '16磅无涂布卡纸', { multiplier: 1.1 }),
        ]),
        sides(1.25),
        flyerQuantities,
        flyerTurnaround,
      ],
      overview: { size: t('4 x 9 in', '4×9英寸'), paper: t('14 pt or 16 pt card', '14磅或16磅卡纸') },
      baseFactor: 1.1,
    },
    {
      no: 1005,
      name: t('Recycled Paper Flyers', '再生纸传单'),
      intro: t(
        'Flyers on 100% recycled uncoated paper with vegetable-based inks, a natural choice for green businesses.',
        '采用100%再生无涂布纸和植物油墨印刷，是环保企业的自然之选。',
      ),
      groups: [flyerSizes, sides(1.25), flyerQuantities, flyerTurnaround],
      overview: { paper: t('100% recycled 80 lb', '100%再生120克纸') },
      tags: tags(['100% recycled', 'Plant-based inks'], ['100%再生纸', '植物油墨']),
      baseFactor: 1.05,
    },
    {
      no: 1006,
      name: t('Product Sell Sheets', '产品销售单页'),
      intro: t(
        'Two-sided spec sheets on cover stock for trade buyers, with product photos, pricing tiers and order codes.',
        '卡纸双面规格单页，面向采购商，印有产品照片、价格阶梯和订货编码。',
      ),
      groups: [
        group('Paper', '纸张', [
          value('P1', '100 lb gloss cover', '270克亮光卡纸'),
          value('P2', '100 lb silk cover', '270克哑粉卡纸'),
        ]),
        flyerQuantities,
        flyerTurnaround,
      ],
      overview: { size: t('8.5 x 11 in', '8.5×11英寸'), print: t('Full color both sides', '双面全彩') },
      baseFactor: 2.4,
    },
  ]),
  ...defineProducts(postcards, [
    {
      no: 1001,
      name: t('Classic Glossy Postcards', '经典亮光明信片'),
      intro: t(
        'A shiny front that makes photos vivid and a matte-friendly back for notes, our most popular postcard.',
        '亮面正面让照片鲜艳夺目，背面便于书写，是我们最受欢迎的明信片。',
      ),
      flags: ['topSeller'],
    },
    {
      no: 1002,
      name: t('Order Thank-You Cards', '订单感谢卡'),
      intro: t(
        'Small cards to tuck into every parcel with a thank-you, a discount code and a request for a review.',
        '放进每个包裹的小卡片，印上感谢语、折扣码和评价邀请。',
      ),
      groups: [postcardPapers, postcardCorners, postcardQuantities],
      overview: { size: t('4.25 x 5.5 in', '4.25×5.5英寸') },
      baseFactor: 0.9,
      flags: ['bestDeal'],
    },
    {
      no: 1003,
      name: t('Art Print Postcards', '艺术画作明信片'),
      intro: t(
        'Gallery-quality reproductions of your artwork on smooth matte card, for artists selling at markets and online.',
        '在光滑哑光卡纸上高质量复制您的画作，适合在市集和网店销售的艺术家。',
      ),
      overview: { paper: t('16 pt matte', '16磅哑光卡纸') },
    },
    {
      no: 1004,
      name: t('Save the Date Postcards', '婚期预告明信片'),
      intro: t(
        'Announce your date months ahead with a photo postcard that guests pin to the fridge.',
        '提前数月用照片明信片公布婚期，让宾客贴在冰箱上。',
      ),
      groups: [postcardSizes, postcardPapers, postcardCorners, quantities('张', [50, 100, 250, 500])],
      baseFactor: 1.3,
    },
    {
      no: 1005,
      name: t('Kraft Postcards', '牛皮纸明信片'),
      intro: t(
        'Natural brown card printed in dark inks, with a handmade look that suits farms, cafes and craft brands.',
        '天然牛皮卡纸配深色油墨印刷，手作质感适合农场、咖啡馆和手工品牌。',
      ),
      groups: [postcardSizes, postcardCorners, postcardQuantities],
      overview: { paper: t('16 pt kraft', '16磅牛皮卡纸') },
    },
    {
      no: 1006,
      name: t('Triple-Layer Luxe Postcards', '三层夹心豪华明信片'),
      intro: t(
        'An extra-thick postcard with a colored core visible along the edges, for invitations that feel like keepsakes.',
        '超厚明信片边缘可见彩色夹层，做成邀请卡就像一份纪念品。',
      ),
      groups: [postcardSizes, postcardCorners, quantities('张', [50, 100, 250, 500])],
      overview: { paper: t('32 pt triple-layer', '32磅三层夹心卡') },
      baseFactor: 2.2,
    },
  ]),
  ...defineProducts(greetingCards, [
    {
      no: 1001,
      name: t('Holiday Greeting Cards', '节日贺卡'),
      intro: t(
        'Folded cards for the festive season with a printed greeting inside, sent to clients, staff and family.',
        '内页印有祝福语的节日折叠贺卡，可寄给客户、员工和家人。',
      ),
    },
    {
      no: 1002,
      name: t('Wedding Invitation Suites', '婚礼请柬套装'),
      intro: t(
        'Invitations on soft cotton or shimmer paper with matching envelopes, ready for RSVP and detail cards.',
        '柔软棉浆纸或珠光纸请柬配套信封，可搭配回执卡和详情卡。',
      ),
      groups: [
        cardSizes,
        group('Paper', '纸张', [
          value('P1', '110 lb cotton', '300克棉浆纸'),
          value('P2', 'Pearl shimmer', '珠光纸'),
          value('P3', '32 pt triple-layer', '32磅三层夹心卡', { multiplier: 1.4 }),
        ]),
        cardEnvelopes,
        cardQuantities,
      ],
      baseFactor: 1.6,
      flags: ['featured'],
    },
    {
      no: 1003,
      name: t('Folded Thank-You Notes', '折叠感谢卡'),
      intro: t(
        'Small folded notes with a blank uncoated inside for personal messages after weddings, interviews and events.',
        '内页空白无涂布的小折卡，适合婚礼、面试和活动之后写下亲笔感谢。',
      ),
      groups: [cardPapers, cardEnvelopes, cardQuantities],
      overview: { size: t('4.25 x 5.5 in (A2)', '4.25×5.5英寸（A2）') },
      baseFactor: 0.9,
    },
    {
      no: 1004,
      name: t('Client Birthday Cards', '客户生日贺卡'),
      intro: t(
        'Cheerful branded birthday cards that keep you in touch with clients and members all year long.',
        '印有品牌的欢快生日贺卡，让您全年与客户和会员保持联系。',
      ),
    },
    {
      no: 1005,
      name: t('Baby Announcement Cards', '宝宝诞生喜讯卡'),
      intro: t(
        'Share the first photos with family and friends on soft shimmer or cotton card with pastel envelopes.',
        '用柔和珠光纸或棉浆纸卡片配粉彩信封，与亲友分享宝宝的第一批照片。',
      ),
      flags: ['isNew'],
    },
    {
      no: 1006,
      name: t('Foil Holiday Cards', '烫金节日贺卡'),
      intro: t(
        'Gold or silver foil accents on festive designs that glint in candlelight, a premium card for valued clients.',
        '节日图案上点缀烫金或烫银，在烛光下熠熠生辉，是送给重要客户的高档贺卡。',
      ),
      groups: [
        cardSizes,
        group('Foil', '烫印', [
          value('F1', 'Gold foil', '烫金'),
          value('F2', 'Silver foil', '烫银'),
          value('F3', 'Copper foil', '烫铜', { multiplier: 1.05 }),
        ]),
        cardEnvelopes,
        cardQuantities,
      ],
      overview: { finish: t('Foil stamping', '烫印') },
      baseFactor: 1.8,
    },
  ]),
];

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

const letterheadPapers = group('Paper', '纸张', [
  value('P1', '70 lb smooth uncoated', '100克光滑无涂布纸'),
  value('P2', '24 lb writing bond', '90克书写纸'),
  value('P3', '80 lb linen', '120克布纹纸', { multiplier: 1.2 }),
  value('P4', '70 lb 100% recycled', '100克全再生纸', { multiplier: 1.08 }),
]);

const oneOrFullColor = group('Ink', '油墨', [
  value('K1', 'One color', '单色'),
  value('K2', 'Full color', '四色', { multiplier: 1.3 }),
]);

const letterheadQuantities = quantities('张', [100, 250, 500, 1000, 2500]);

const padSizes = group('Size', '尺寸', [
  value('S1', '4.25 x 5.5 in', '4.25×5.5英寸'),
  value('S2', '5.5 x 8.5 in', '5.5×8.5英寸', { multiplier: 1.4 }),
  value('S3', '8.5 x 11 in', '8.5×11英寸', { multiplier: 2.2 }),
]);

const padSheets = group('Sheets per pad', '每本页数', [
  value('N1', '25 sheets', '25页'),
  value('N2', '50 sheets', '50页', { multiplier: 1.5 }),
  value('N3', '100 sheets', '100页', { multiplier: 2.4 }),
]);

const padInks = group('Ink', '油墨', [
  value('K1', 'One color', '单色'),
  value('K2', 'Full color', '四色', { multiplier: 1.25 }),
]);

const padQuantities = quantities('本', [10, 25, 50, 100, 250]);

const envelopeSizes = group('Size', '尺寸', [
  value('S1', '#10 (4.125 x 9.5 in)', '10号（4.125×9.5英寸）'),
  value('S2', 'A7 (5.25 x 7.25 in)', 'A7（5.25×7.25英寸）'),
  value('S3', '9 x 12 in', '9×12英寸', { multiplier: 1.6 }),
]);

const envelopePapers = group('Paper', '纸张', [
  value('P1', '24 lb white wove', '90克白色信封纸'),
  value('P2', '70 lb linen', '100克布纹纸', { multiplier: 1.2 }),
  value('P3', 'Kraft', '牛皮纸', { multiplier: 1.05 }),
]);

const envelopeInks = group('Ink', '油墨', [
  value('K1', 'One color', '单色'),
  value('K2', 'Full color', '四色', { multiplier: 1.35 }),
]);

const envelopeQuantities = quantities('个', [100, 250, 500, 1000, 2500]);

const letterhead: ProductTemplate = {
  category: 'letterhead',
  kind: 'letterhead',
  prefix: 'LH',
  serverContent: t(
    'All our letterhead papers are tested in office laser and inkjet printers before we stock them.',
    '所有信纸在入库前都经过办公激光和喷墨打印机测试。',
  ),
  featureTags: tags(['Printer tested', 'Matches envelopes'], ['打印机测试', '与信封配套']),
  highlights: tags(
    ['Letter size, 8.5 x 11 in', 'Safe for laser and inkjet printers', 'Packed in reams of 250 sheets'],
    ['信纸尺寸8.5×11英寸', '兼容激光和喷墨打印机', '每250张一包'],
  ),
  overview: {
    size: t('8.5 x 11 in', '8.5×11英寸'),
    paper: t('Uncoated, linen or recycled', '无涂布纸、布纹纸或再生纸'),
    print: t('One color or full color', '单色或四色'),
    production: t('4 business days', '4个工作日'),
  },
  groups: [letterheadPapers, oneOrFullColor, sides(1.25), letterheadQuantities],
  reviews: reviewPool('letterhead'),
};

const notepads: ProductTemplate = {
  category: 'notepads',
  kind: 'notepad',
  prefix: 'NP',
  serverContent: t(
    'Pads are glued at the top with a sturdy chipboard back and shrink-wrapped in tens.',
    '便笺本顶部胶装，配坚固灰板衬底，每10本收缩膜包装。',
  ),
  featureTags: tags(['Chipboard back', 'Clean tear'], ['灰板衬底', '撕页整齐']),
  highlights: tags(
    [
      '60 lb uncoated writing paper',
      'Glued at the top, sheets tear off cleanly',
      'Chipboard backing for writing on the go',
    ],
    ['90克无涂布书写纸', '顶部胶装，撕页整齐', '灰板衬底，随时随地书写'],
  ),
  overview: {
    size: t('4.25 x 5.5 in to 8.5 x 11 in', '4.25×5.5至8.5×11英寸'),
    paper: t('60 lb uncoated', '90克无涂布纸'),
    binding: t('Glued top, chipboard back', '顶部胶装，灰板衬底'),
    production: t('6 business days', '6个工作日'),
  },
  groups: [padSizes, padSheets, padInks, padQuantities],
  reviews: reviewPool('notepad'),
};

const envelopes: ProductTemplate = {
  category: 'business-envelopes',
  kind: 'envelope',
  prefix: 'EV',
  serverContent: t(
    'Order envelopes with your letterhead and both are printed in the same run for a perfect color match.',
    '信封与信纸一同下单，将在同一批次印刷，颜色完全一致。',
  ),
  featureTags: tags(['Color matched', 'Return address'], ['颜色一致', '回邮地址']),
  highlights: tags(
    ['Printed return address and logo', 'Gummed or peel-and-seal flaps', 'Laser printer safe for addressing'],
    ['印有回邮地址和标志', '上胶或自粘封口', '可用激光打印机打印地址'],
  ),
  overview: {
    size: t('#10, A7 or 9 x 12 in', '10号、A7或9×12英寸'),
    paper: t('Wove, linen or kraft', '信封纸、布纹纸或牛皮纸'),
    print: t('One color or full color', '单色或四色'),
    production: t('5 business days', '5个工作日'),
  },
  groups: [envelopeSizes, envelopePapers, envelopeInks, envelopeQuantities],
  reviews: reviewPool('envelope'),
};

export const stationeryProducts: SeedProduct[] = [
  ...defineProducts(letterhead, [
    {
      no: 1001,
      name: t('Classic Business Letterhead', '经典商务信纸'),
      intro: t(
        'Clean, bright white letterhead with your logo and contact details, the backbone of every professional office.',
        '印有标志和联系方式的洁白信纸，是每个专业办公室的必备。',
      ),
      flags: ['topSeller'],
    },
    {
      no: 1002,
      name: t('Linen Executive Letterhead', '布纹行政信纸'),
      intro: t(
        'A subtle woven texture and heavier weight that give formal letters and contracts a distinguished feel.',
        '细腻的编织纹理和更厚的克重，让正式信函和合同更显庄重。',
      ),
      groups: [oneOrFullColor, sides(1.25), letterheadQuantities],
      overview: { paper: t('80 lb linen', '120克布纹纸') },
      baseFactor: 1.25,
    },
    {
      no: 1003,
      name: t('Recycled Eco Letterhead', '再生环保信纸'),
      intro: t(
        'Made from 100% post-consumer fiber with a soft natural white shade, for brands that walk the talk on sustainability.',
        '采用100%消费后再生纤维，呈柔和自然白，适合真正践行可持续发展的品牌。',
      ),
      groups: [oneOrFullColor, sides(1.25), letterheadQuantities],
      overview: { paper: t('70 lb 100% recycled', '100克全再生纸') },
      baseFactor: 1.05,
      flags: ['isNew'],
    },
    {
      no: 1004,
      name: t('Full-Bleed Color Letterhead', '满版彩色信纸'),
      intro: t(
        'Color and imagery that run right to the edge, with a light watermark behind the text area for creative studios.',
        '色彩和图像延伸至纸张边缘，正文区域后衬浅色水印，适合创意工作室。',
      ),
      groups: [letterheadPapers, sides(1.25), letterheadQuantities],
      overview: { print: t('Full color, full bleed', '四色满版') },
      baseFactor: 1.35,
    },
    {
      no: 1005,
      name: t('Estimate and Invoice Forms', '报价单与发票'),
      intro: t(
        'Branded forms with pre-printed fields for estimates and invoices, ready to fill in by hand or printer.',
        '印有报价和发票字段的品牌表格，可手写填写或打印机填写。',
      ),
      groups: [letterheadPapers, oneOrFullColor, letterheadQuantities],
      overview: { extras: t('Pre-printed form fields', '预印表格字段') },
      baseFactor: 0.9,
    },
  ]),
  ...defineProducts(notepads, [
    {
      no: 1001,
      name: t('Branded Notepads', '品牌便笺本'),
      intro: t(
        'Everyday pads with your logo at the top of each sheet, handed out at meetings and left on client desks.',
        '每页顶部印有标志的日常便笺本，会议上派发，也可留在客户桌上。',
      ),
    },
    {
      no: 1002,
      name: t('Custom Sticky Note Pads', '定制便利贴'),
      intro: t(
        'Repositionable sticky notes with a printed design, a giveaway that sits on monitors and files for months.',
        '可重复粘贴的印刷便利贴，会在显示器和文件上停留数月的实用赠品。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '3 x 3 in', '3×3英寸'),
          value('S2', '3 x 4 in', '3×4英寸', { multiplier: 1.15 }),
        ]),
        group('Sheets per pad', '每本页数', [
          value('N1', '25 sheets', '25页'),
          value('N2', '50 sheets', '50页', { multiplier: 1.5 }),
        ]),
        padInks,
        quantities('本', [50, 100, 250]),
      ],
      overview: { binding: t('Repositionable adhesive strip', '可重复粘贴胶条') },
      baseFactor: 0.5,
      flags: ['bestDeal'],
    },
    {
      no: 1003,
      name: t('Magnetic Fridge Notepads', '冰箱磁吸便笺本'),
      intro: t(
        'Shopping-list pads with a magnet on the back, a favorite leave-behind for realtors and home services.',
        '背面带磁铁的购物清单便笺本，是房产经纪和家政服务最爱的留念礼品。',
      ),
      groups: [padSizes, padSheets, quantities('本', [25, 50, 100, 250])],
      overview: { binding: t('Glued top, magnetic back', '顶部胶装，背面磁铁') },
      baseFactor: 1.3,
      flags: ['featured'],
    },
    {
      no: 1004,
      name: t('To-Do List Pads', '待办清单便笺本'),
      intro: t(
        'Checkbox lines and a priority column for daily tasks, in a compact size that sits beside a keyboard.',
        '带勾选框和优先级栏的每日待办清单，小巧尺寸可放在键盘旁。',
      ),
      groups: [padSheets, padInks, padQuantities],
      overview: { size: t('4.25 x 5.5 in', '4.25×5.5英寸') },
    },
    {
      no: 1005,
      name: t('Weekly Desk Planner Pads', '周计划桌面便笺本'),
      intro: t(
        'Large tear-off weekly planners with a column for each day, printed on smooth paper that takes any pen.',
        '大尺寸可撕周计划本，每天一栏，纸面光滑，任何笔都好写。',
      ),
      groups: [padSheets, padInks, quantities('本', [10, 25, 50, 100])],
      overview: { size: t('8.5 x 11 in', '8.5×11英寸') },
      baseFactor: 2.2,
    },
    {
      no: 1006,
      name: t('Hotel Bedside Notepads', '酒店床头便笺本'),
      intro: t(
        'Slim pads for guest rooms with your hotel crest, reception number and Wi-Fi details on every sheet.',
        '客房用纤薄便笺本，每页印有酒店徽标、前台电话和无线网络信息。',
      ),
      groups: [padSizes, padInks, padQuantities],
      overview: { use: t('Hotel rooms', '酒店客房') },
      baseFactor: 0.9,
    },
  ]),
  ...defineProducts(envelopes, [
    {
      no: 1001,
      name: t('Printed #10 Business Envelopes', '印刷10号商务信封'),
      intro: t(
        'The standard business envelope with your logo and return address, sized for a letter folded in three.',
        '印有标志和回邮地址的标准商务信封，可装三折信纸。',
      ),
      groups: [envelopePapers, envelopeInks, envelopeQuantities],
      overview: { size: t('#10 (4.125 x 9.5 in)', '10号（4.125×9.5英寸）') },
    },
    {
      no: 1002,
      name: t('Linen Executive Envelopes', '布纹行政信封'),
      intro: t(
        'Textured linen envelopes to pair with linen letterhead, for contracts, offers and formal correspondence.',
        '与布纹信纸配套的纹理信封，适合合同、录用通知和正式往来。',
      ),
      groups: [envelopeSizes, envelopeInks, envelopeQuantities],
      overview: { paper: t('70 lb linen', '100克布纹纸') },
      baseFactor: 1.2,
    },
    {
      no: 1003,
      name: t('Large Document Envelopes', '大号文件信封'),
      intro: t(
        'Flat 9 x 12 inch envelopes that carry proposals, certificates and brochures without folding.',
        '9×12英寸大信封，可不折叠装入提案、证书和宣传册。',
      ),
      groups: [envelopePapers, envelopeInks, envelopeQuantities],
      overview: { size: t('9 x 12 in', '9×12英寸') },
      baseFactor: 1.6,
    },
    {
      no: 1004,
      name: t('Lined Invitation Envelopes', '内衬请柬信封'),
      intro: t(
        'A7 envelopes with a printed pattern liner that peeks out when opened, for invitations and greeting cards.',
        '带印刷图案内衬的A7信封，拆开时图案若隐若现，适合请柬和贺卡。',
      ),
      groups: [envelopePapers, envelopeInks, quantities('个', [50, 100, 250, 500])],
      overview: {
        size: t('A7 (5.25 x 7.25 in)', 'A7（5.25×7.25英寸）'),
        extras: t('Printed liner', '印刷内衬'),
      },
      baseFactor: 1.5,
    },
    {
      no: 1005,
      name: t('Kraft Eco Envelopes', '牛皮纸环保信封'),
      intro: t(
        'Unbleached kraft envelopes printed with one dark ink, a natural partner for recycled letterhead.',
        '未漂白牛皮纸信封，单色深墨印刷，与再生信纸自然搭配。',
      ),
      groups: [envelopeSizes, envelopeQuantities],
      overview: { paper: t('Unbleached kraft', '未漂白牛皮纸'), print: t('One color', '单色') },
    },
    {
      no: 1006,
      name: t('Window Business Envelopes', '开窗商务信封'),
      intro: t(
        'Window envelopes that match your letterhead, so printed letters and invoices go out without labels.',
        '与信纸配套的开窗信封，打印好的信件和发票无需贴标签即可寄出。',
      ),
      groups: [
        group('Window', '开窗', [
          value('W1', 'Left window', '左侧开窗'),
          value('W2', 'Double window', '双窗', { multiplier: 1.08 }),
        ]),
        envelopePapers,
        envelopeInks,
        envelopeQuantities,
      ],
      overview: { size: t('#10 (4.125 x 9.5 in)', '10号（4.125×9.5英寸）') },
      baseFactor: 1.05,
    },
  ]),
];

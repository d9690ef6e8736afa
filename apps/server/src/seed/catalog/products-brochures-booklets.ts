import {
  defineProducts,
  group,
  type ProductTemplate,
  quantities,
  type SeedProduct,
  t,
  tags,
  value,
} from './products-shared.ts';
import { reviewPool } from './reviews.ts';

const brochureFolds = group('Fold', '折法', [
  value('L1', 'Bi-fold', '对折'),
  value('L2', 'Tri-fold', '三折'),
  value('L3', 'Z-fold', '风琴折'),
  value('L4', 'Gate fold', '关门折', { multiplier: 1.1 }),
]);

const brochureSizes = group('Flat size', '展开尺寸', [
  value('S1', '8.5 x 11 in', '8.5×11英寸'),
  value('S2', '8.5 x 14 in', '8.5×14英寸', { multiplier: 1.25 }),
  value('S3', '11 x 17 in', '11×17英寸', { multiplier: 1.7 }),
]);

const brochurePapers = group('Paper', '纸张', [
  value('P1', '100 lb gloss text', '157克亮光铜版纸'),
  value('P2', '100 lb silk text', '157克哑粉纸'),
  value('P3', '80 lb gloss cover', '216克亮光卡纸', { multiplier: 1.3 }),
]);

const brochureQuantities = quantities('份', [100, 250, 500, 1000, 2500]);

const bookletPages = group('Pages', '页数', [
  value('G1', '8 pages', '8页'),
  value('G2', '12 pages', '12页', { multiplier: 1.35 }),
  value('G3', '16 pages', '16页', { multiplier: 1.7 }),
  value('G4', '24 pages', '24页', { multiplier: 2.4 }),
  value('G5', '32 pages', '32页', { multiplier: 3.1 }),
]);

const bookletSizes = group('Size', '尺寸', [
  value('S1', '5.5 x 8.5 in', '5.5×8.5英寸'),
  value('S2', '8.5 x 11 in', '8.5×11英寸', { multiplier: 1.7 }),
]);

const bookletCovers = group('Cover', '封面', [
  value('V1', 'Self cover', '与内页同纸'),
  value('V2', '100 lb cover', '270克封面', { multiplier: 1.15 }),
  value('V3', 'Laminated 100 lb cover', '覆膜270克封面', { multiplier: 1.3 }),
]);

const bookletQuantities = quantities('本', [25, 50, 100, 250, 500]);

const boundPages = group('Pages', '页数', [
  value('G1', '40 pages', '40页'),
  value('G2', '64 pages', '64页', { multiplier: 1.4 }),
  value('G3', '96 pages', '96页', { multiplier: 1.95 }),
  value('G4', '128 pages', '128页', { multiplier: 2.5 }),
]);

const boundSizes = group('Size', '尺寸', [
  value('S1', '6 x 9 in', '6×9英寸'),
  value('S2', '8 x 8 in', '8×8英寸', { multiplier: 1.3 }),
  value('S3', '8.5 x 11 in', '8.5×11英寸', { multiplier: 1.5 }),
]);

const boundCovers = group('Cover finish', '封面工艺', [
  value('F1', 'Gloss lamination', '亮膜'),
  value('F2', 'Matte lamination', '哑膜'),
  value('F3', 'Soft-touch lamination', '柔感膜', { multiplier: 1.1 }),
]);

const brochures: ProductTemplate = {
  category: 'folded-brochures',
  kind: 'brochure',
  prefix: 'BR',
  serverContent: t(
    'Download a fold template for your brochure style, or send a flat design and we lay out the panels.',
    '可下载对应折法的模板，也可提供平面设计稿，由我们排好各个版面。',
  ),
  featureTags: tags(['Folded for you', 'Panel templates'], ['代为折叠', '版面模板']),
  highlights: tags(
    [
      'Machine-scored before folding to prevent cracking',
      'Full color on both sides',
      'Delivered folded and boxed',
    ],
    ['折叠前机器压痕，防止爆线', '双面全彩印刷', '折好装箱交付'],
  ),
  overview: {
    size: t('8.5 x 11 in to 11 x 17 in flat', '展开8.5×11至11×17英寸'),
    paper: t('100 lb text or 80 lb cover', '157克铜版纸或216克卡纸'),
    fold: t('Bi-fold, tri-fold, Z-fold or gate', '对折、三折、风琴折或关门折'),
    production: t('5 business days', '5个工作日'),
  },
  groups: [brochureFolds, brochureSizes, brochurePapers, brochureQuantities],
  reviews: reviewPool('brochure'),
};

const booklets: ProductTemplate = {
  category: 'saddle-stitch-booklets',
  kind: 'booklet',
  prefix: 'BK',
  serverContent: t(
    'Our prepress team imposes your single pages and checks the page count is a multiple of four.',
    '印前团队会为您的单页文件拼版，并检查页数是否为4的倍数。',
  ),
  featureTags: tags(['8 to 32 pages', 'Free imposition'], ['8至32页', '免费拼版']),
  highlights: tags(
    [
      'Two wire staples through the spine',
      'Self cover or heavier cover stock',
      'Trimmed flush on three sides',
    ],
    ['书脊两枚骑马钉', '内页同纸封面或加厚封面', '三面齐边裁切'],
  ),
  overview: {
    size: t('5.5 x 8.5 in or 8.5 x 11 in', '5.5×8.5或8.5×11英寸'),
    pages: t('8 to 32 pages', '8至32页'),
    binding: t('Saddle stitched', '骑马钉'),
    paper: t('100 lb gloss text', '157克亮光铜版纸'),
    production: t('6 business days', '6个工作日'),
  },
  groups: [bookletPages, bookletSizes, bookletCovers, bookletQuantities],
  reviews: reviewPool('booklet'),
};

const bound: ProductTemplate = {
  category: 'perfect-bound-books',
  kind: 'booklet',
  prefix: 'PB',
  serverContent: t(
    'We calculate the exact spine width for your page count and send an updated cover template.',
    '我们会根据页数计算准确的书脊宽度，并发送更新后的封面模板。',
  ),
  featureTags: tags(['Printed spine', 'Lay-flat glue'], ['书脊印字', '平摊胶装']),
  highlights: tags(
    [
      'PUR glue binding that opens flat and holds pages tight',
      'Full-color cover with printed spine',
      'Silk text pages for photography',
    ],
    ['PUR胶装，可平摊且页面牢固', '全彩封面，书脊可印字', '哑粉内页适合摄影作品'],
  ),
  overview: {
    size: t('6 x 9 in to 8.5 x 11 in', '6×9至8.5×11英寸'),
    pages: t('40 to 128 pages', '40至128页'),
    binding: t('Perfect bound (PUR)', 'PUR胶装'),
    paper: t('80 lb silk text, 100 lb cover', '120克哑粉内页，270克封面'),
    production: t('9 business days', '9个工作日'),
  },
  groups: [boundPages, boundSizes, boundCovers, bookletQuantities],
  reviews: reviewPool('booklet'),
};

export const brochureBookletProducts: SeedProduct[] = [
  ...defineProducts(brochures, [
    {
      no: 1001,
      name: t('Tri-Fold Marketing Brochures', '三折营销宣传册'),
      intro: t(
        'Six panels from a letter-size sheet, the format that fits every display rack and envelope.',
        '一张信纸尺寸纸张折出六个版面，适合所有展架和信封的经典形式。',
      ),
      groups: [brochureSizes, brochurePapers, brochureQuantities],
      overview: { fold: t('Tri-fold', '三折') },
      flags: ['topSeller'],
    },
    {
      no: 1002,
      name: t('Bi-Fold Presentation Brochures', '对折展示宣传册'),
      intro: t(
        'Four generous panels for large photos and service overviews, a polished leave-behind after client meetings.',
        '四个宽敞版面容纳大幅照片和服务概述，是客户会面后留下的精致资料。',
      ),
      groups: [brochureSizes, brochurePapers, brochureQuantities],
      overview: { fold: t('Bi-fold', '对折') },
    },
    {
      no: 1003,
      name: t('Gate-Fold Showcase Brochures', '关门折展示宣传册'),
      intro: t(
        'Two panels that open like doors to reveal a wide center spread, built for product launches and property showcases.',
        '两扇版面像门一样打开，展现宽幅中间跨页，专为新品发布和楼盘展示而设计。',
      ),
      groups: [brochureSizes, brochurePapers, brochureQuantities],
      overview: { fold: t('Gate fold', '关门折') },
      baseFactor: 1.1,
      flags: ['featured'],
    },
    {
      no: 1004,
      name: t('Z-Fold Info Brochures', '风琴折资讯折页'),
      intro: t(
        'Zigzag panels that unfold in reading order, ideal for step-by-step guides, timelines and price lists.',
        '之字形版面按阅读顺序展开，适合步骤指南、时间线和价目表。',
      ),
      groups: [brochureSizes, brochurePapers, brochureQuantities],
      overview: { fold: t('Z-fold', '风琴折') },
    },
    {
      no: 1005,
      name: t('Patient Information Brochures', '患者须知宣传册'),
      intro: t(
        'Clear, calm brochures for clinics and pharmacies on silk paper that is easy to read under bright lights.',
        '清晰平和的诊所和药房宣传册，采用哑粉纸，在明亮灯光下也便于阅读。',
      ),
      overview: { paper: t('100 lb silk text', '157克哑粉纸') },
      flags: ['bestDeal'],
      baseFactor: 0.9,
    },
    {
      no: 1006,
      name: t('Fold-Out Map Brochures', '折叠地图手册'),
      intro: t(
        'Large 11 x 17 inch maps for campuses, festivals and tourist trails that fold down to pocket size.',
        '11×17英寸大幅地图，适用于校园、节庆和旅游线路，折叠后可放入口袋。',
      ),
      groups: [brochureFolds, brochurePapers, brochureQuantities],
      overview: { size: t('11 x 17 in flat', '展开11×17英寸') },
      baseFactor: 1.7,
    },
  ]),
  ...defineProducts(booklets, [
    {
      no: 1001,
      name: t('Event Program Booklets', '活动节目册'),
      intro: t(
        'Programs for concerts, conferences and ceremonies with running order, speaker bios and sponsor pages.',
        '用于音乐会、会议和典礼的节目册，包括流程、嘉宾简介和赞助商页面。',
      ),
      flags: ['topSeller'],
      baseFactor: 0.6,
    },
    {
      no: 1002,
      name: t('Instruction Manual Booklets', '产品说明书'),
      intro: t(
        'Compact manuals with clear diagrams on matte paper that reduces glare, to pack in every product box.',
        '小巧的说明书，哑光纸图示清晰、不反光，可放进每个产品包装盒。',
      ),
      overview: { paper: t('80 lb matte text', '120克哑光纸') },
      baseFactor: 0.55,
    },
    {
      no: 1003,
      name: t('Art Zines', '艺术独立杂志'),
      intro: t(
        'Short-run zines for illustrators, poets and collectives, with rich blacks and crisp linework.',
        '适合插画师、诗人和创作团体的小批量独立杂志，黑色浓郁，线条清晰。',
      ),
      groups: [bookletPages, bookletCovers, bookletQuantities],
      overview: { size: t('5.5 x 8.5 in', '5.5×8.5英寸') },
      baseFactor: 0.6,
    },
    {
      no: 1004,
      name: t('Recipe Booklets', '食谱小册'),
      intro: t(
        'Food-photography booklets for brands, cafes and cooking classes, with a laminated cover that survives the kitchen.',
        '适合品牌、咖啡馆和烹饪课程的美食摄影小册，覆膜封面不怕厨房油污。',
      ),
      overview: { extras: t('Laminated cover option', '可选覆膜封面') },
      baseFactor: 0.65,
    },
    {
      no: 1005,
      name: t('Employee Handbooks', '员工手册'),
      intro: t(
        'Letter-size handbooks for onboarding, policies and safety procedures, printed on durable uncoated paper.',
        '信纸尺寸的入职、制度和安全规程手册，采用耐用的无涂布纸印刷。',
      ),
      groups: [bookletPages, bookletCovers, bookletQuantities],
      overview: { size: t('8.5 x 11 in', '8.5×11英寸'), paper: t('70 lb uncoated', '100克无涂布纸') },
    },
    {
      no: 1006,
      name: t('Kids Coloring Books', '儿童涂色书'),
      intro: t(
        'Line-art coloring books on thick uncoated paper that takes crayons and markers, a favorite giveaway for family events.',
        '厚实无涂布纸上的线稿涂色书，蜡笔和马克笔都能上色，是亲子活动最受欢迎的赠品。',
      ),
      groups: [bookletPages, bookletSizes, bookletQuantities],
      overview: { paper: t('80 lb uncoated', '120克无涂布纸') },
      baseFactor: 0.5,
    },
  ]),
  ...defineProducts(bound, [
    {
      no: 1001,
      name: t('Product Catalogs', '产品目录'),
      intro: t(
        "Bound catalogs with a printed spine that stands out on a buyer's shelf, for wholesale and trade ranges.",
        '书脊印字的胶装目录，在采购商书架上格外显眼，适合批发和行业产品线。',
      ),
      baseFactor: 1.8,
    },
    {
      no: 1002,
      name: t('Fashion Lookbooks', '时装画册'),
      intro: t(
        'Square, image-led lookbooks on silk paper with a soft-touch cover, for seasonal collections and press kits.',
        '哑粉纸方形画册配柔感封面，以图片为主，适合季节系列和媒体资料包。',
      ),
      groups: [boundPages, boundCovers, bookletQuantities],
      overview: { size: t('8 x 8 in', '8×8英寸') },
      baseFactor: 2.3,
      flags: ['isNew'],
    },
    {
      no: 1003,
      name: t('Annual Reports', '年度报告'),
      intro: t(
        'Letter-size reports with charts, photography and financial tables, bound for shareholders and donors.',
        '包含图表、摄影和财务报表的信纸尺寸报告，装订后呈送股东和捐赠者。',
      ),
      groups: [boundPages, boundCovers, bookletQuantities],
      overview: { size: t('8.5 x 11 in', '8.5×11英寸') },
      baseFactor: 2.7,
    },
    {
      no: 1004,
      name: t('Photography Portfolio Books', '摄影作品集'),
      intro: t(
        'Portfolio books with heavy silk pages and deep blacks, for photographers, architects and graduates.',
        '厚哑粉内页、黑色深邃的作品集，适合摄影师、建筑师和毕业生。',
      ),
      overview: { paper: t('100 lb silk text', '157克哑粉内页') },
      baseFactor: 2.4,
    },
    {
      no: 1005,
      name: t('Self-Published Paperbacks', '自出版平装书'),
      intro: t(
        'Trade paperbacks in 6 x 9 inch format for novels, memoirs and poetry, with cream pages that are easy on the eyes.',
        '6×9英寸平装书，适合小说、回忆录和诗集，米色内页阅读舒适。',
      ),
      groups: [boundPages, boundCovers, bookletQuantities],
      overview: { size: t('6 x 9 in', '6×9英寸'), paper: t('60 lb cream text', '80克米色书纸') },
      baseFactor: 1.3,
      flags: ['bestDeal'],
    },
    {
      no: 1006,
      name: t('School Yearbooks', '学校纪念册'),
      intro: t(
        'Bound yearbooks packed with class photos and memories, printed in full color for every student.',
        '收录班级合影与回忆的胶装纪念册，全彩印刷，人手一本。',
      ),
      groups: [boundPages, boundCovers, bookletQuantities],
      overview: { size: t('8.5 x 11 in', '8.5×11英寸') },
      baseFactor: 2.5,
    },
  ]),
];

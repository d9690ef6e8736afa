import type {
  SeedDesignArticle,
  SeedNoticeTile,
  SeedPartner,
  SeedProcessStep,
  SeedSiteSettings,
  SeedTestimonial,
  Text,
} from '../types.ts';

/** Home page, product-page shared texts and the /designService page. */

export const siteSettings: SeedSiteSettings = {
  hometitle: { en: 'Inkfold Print — Custom Printing Online', zh: '墨折印刷 — 在线定制印刷' },
  title: {
    en: 'Custom printing, shipped from California',
    zh: '定制印刷，加州直发',
  },
  mobile: '(800) 555-0142',
  bannerImg: '/media/banner/home.webp',
  bannerMobileImg: '/media/banner/home-mobile.webp',
  videoUrl: '',
};

export const partners: SeedPartner[] = [
  { name: 'Harbor & Pine Coffee', img: '/media/partner/1.webp' },
  { name: 'Lumen Botanicals', img: '/media/partner/2.webp' },
  { name: 'Copperleaf Bakery', img: '/media/partner/3.webp' },
  { name: 'Northgate Realty Group', img: '/media/partner/4.webp' },
  { name: 'Bluewater Brewing Co.', img: '/media/partner/5.webp' },
  { name: 'Golden Hour Studio', img: '/media/partner/6.webp' },
  { name: 'Mapleton Family Dental', img: '/media/partner/7.webp' },
  { name: 'Tidewell Candle Works', img: '/media/partner/8.webp' },
  { name: 'Red Lantern Noodle House', img: '/media/partner/9.webp' },
  { name: 'Summit Trail Outfitters', img: '/media/partner/10.webp' },
  { name: 'Juniper & Sage Skincare', img: '/media/partner/11.webp' },
  { name: 'Orchard Lane Farms', img: '/media/partner/12.webp' },
];

export const testimonials: SeedTestimonial[] = [
  {
    img: '/media/avatar/1.webp',
    author: 'Sarah Mitchell',
    title: { en: 'Foil business cards that wow clients', zh: '烫金名片让客户眼前一亮' },
    content: {
      en: 'I ordered 500 gold-foil business cards on 16 pt soft-touch stock for my real estate team. The prepress tech noticed my phone number was sitting inside the trim area and emailed me a fixed proof within an hour. The cards arrived in three days and clients comment on them at every showing.',
      zh: '我为房产团队订了 500 张 16 pt 触感膜烫金名片。印前技术员发现我的电话号码落在了裁切区域内，一小时内就发来了修正后的校样。名片三天就到了，每次带看都有客户夸它好看。',
    },
    fraction: 5,
    createdAt: '2025-03-18',
  },
  {
    img: '/media/avatar/2.webp',
    author: 'Wei Zhang',
    title: { en: 'Bilingual support made it easy', zh: '双语客服，沟通毫不费力' },
    content: {
      en: 'We needed menus in English and Chinese for our restaurant opening. I could talk to the support team in Mandarin, and they helped us choose a wipe-clean laminated stock. 200 menus were ready for local pickup two days later, just in time for the soft opening.',
      zh: '餐厅开业需要中英双语菜单。我可以直接用普通话和客服沟通，他们还帮我们挑了一款可擦拭的覆膜纸。200 份菜单两天后就能到店自提，正好赶上试营业。',
    },
    fraction: 5,
    createdAt: '2025-05-06',
  },
  {
    img: '/media/avatar/3.webp',
    author: 'Marcus Johnson',
    title: { en: 'Labels that survive the ice bucket', zh: '泡在冰桶里也不掉的标签' },
    content: {
      en: 'Our brewery switched to Inkfold for 4 x 3 in white BOPP roll labels. They hold up in ice buckets and the colours match our cans batch after batch. The only reason for four stars is that I had to ask twice about the correct unwind direction, but the final rolls ran perfectly on our applicator.',
      zh: '我们酒厂的 4 × 3 英寸白色 BOPP 卷装标签改在墨折印刷制作。泡在冰桶里也不会脱落，每批颜色都和我们的罐身一致。之所以给四星，是因为出标方向的问题我问了两次才弄清楚，不过最终的卷标在贴标机上运行得非常顺畅。',
    },
    fraction: 4,
    createdAt: '2025-07-22',
  },
  {
    img: '/media/avatar/4.webp',
    author: 'Lin Chen',
    title: { en: 'Mailer boxes that look boutique', zh: '飞机盒做出了精品店的质感' },
    content: {
      en: 'I sell handmade ceramics and wanted branded mailer boxes without a huge minimum. I ordered 100 boxes printed inside and out. The dieline template was clear, the kraft colour was exactly as shown in the sample pack, and my unboxing photos have never looked better.',
      zh: '我卖手工陶瓷，想要带品牌印刷的飞机盒，又不想被高起订量卡住。这次订了 100 个内外双面印刷的盒子。刀版模板一目了然，牛皮纸的颜色和样品包里的一模一样，我的开箱照片从没这么好看过。',
    },
    fraction: 5,
    createdAt: '2025-09-14',
  },
  {
    img: '/media/avatar/5.webp',
    author: 'Emily Rodriguez',
    title: { en: 'Direct mail that brought in patients', zh: '直邮广告带来了新患者' },
    content: {
      en: 'Our dental office sent 5,000 EDDM postcards to three nearby routes. Inkfold bundled them correctly and the paperwork was ready for the post office. We booked 41 new patient appointments in the following month, and reordering took less than five minutes.',
      zh: '我们牙科诊所向附近三条投递路线寄出了 5,000 张 EDDM 明信片。墨折印刷按要求完成了捆扎，递交邮局所需的单据也都备好了。接下来一个月，我们新增了 41 个新患者预约，而返单只花了不到五分钟。',
    },
    fraction: 5,
    createdAt: '2025-11-03',
  },
  {
    img: '/media/avatar/6.webp',
    author: 'Mei Huang',
    title: { en: 'Honest advice on colour', zh: '关于颜色的建议很坦诚' },
    content: {
      en: 'My brand teal looked very bright on screen. Support explained that it was outside the CMYK range and suggested a hard-copy proof. The proof was slightly duller than my monitor, as they warned, but we adjusted the values and the final stickers are great. I appreciated the honesty.',
      zh: '我的品牌青绿色在屏幕上非常鲜艳。客服解释说这个颜色超出了 CMYK 色域，建议先做实物打样。打样果然比显示器上略暗，正如他们事先提醒的那样；调整数值后，最终的贴纸效果很好。我很欣赏他们的坦诚。',
    },
    fraction: 4,
    createdAt: '2026-01-20',
  },
  {
    img: '/media/avatar/7.webp',
    author: "James O'Connor",
    title: { en: 'Rush order saved our event', zh: '加急订单救了我们的活动' },
    content: {
      en: 'We realised on a Tuesday that we had no flyers for a Friday trade show. I ordered 1,000 flyers with rush production before noon, and they arrived by overnight shipping on Thursday morning. Sharp printing, clean cuts, zero stress.',
      zh: '周二我们才发现，周五的展会还没有宣传单。我在中午前下了 1,000 张宣传单的加急订单，周四上午就通过次日达送到了。印刷清晰，裁切整齐，一点都不用操心。',
    },
    fraction: 5,
    createdAt: '2026-03-11',
  },
  {
    img: '/media/avatar/8.webp',
    author: 'Xiaoyu Li',
    title: { en: 'Design service worth every dollar', zh: '设计服务物超所值' },
    content: {
      en: 'I had a logo but no idea how to turn it into a label for my tea tins. The $99 label design package gave me two concepts in two days. After two rounds of revisions, the designer prepared the print file with the correct bleed and the labels look professional.',
      zh: '我有标志，却不知道怎么把它做成茶叶罐上的标签。99 美元的标签设计套餐两天内就给了我两个方案。修改两轮后，设计师直接做好了带正确出血的印刷文件，标签看起来非常专业。',
    },
    fraction: 5,
    createdAt: '2026-06-02',
  },
  {
    img: '/media/avatar/9.webp',
    author: 'Daniel Brooks',
    title: { en: 'Consistent quality on every reorder', zh: '每次返单品质都稳定如一' },
    content: {
      en: 'We reorder sticker sheets and hang tags every month for our outdoor gear shop. Two years in, the colours and cuts are still consistent, and free shipping over $99 makes the monthly order simple. One shipment arrived with a crushed corner and they reprinted it without any fuss.',
      zh: '我们的户外用品店每个月都会返单贴纸和吊牌。合作两年来，颜色和裁切始终稳定，满 99 美元免运费也让每月下单变得很省心。有一次包裹送到时一角被压坏，他们二话不说就给我们重印了。',
    },
    fraction: 4,
    createdAt: '2026-09-25',
  },
];

export const noticeTiles: SeedNoticeTile[] = [
  {
    img: '/media/notice/1.webp',
    title: { en: 'Add 0.125 in (3 mm) bleed', zh: '预留 0.125 英寸（3 毫米）出血' },
    remark: {
      en: 'Extend backgrounds and images 0.125 in (3 mm) past the trim line on every side. This prevents thin white edges after cutting.',
      zh: '背景和图片须在四边各超出裁切线 0.125 英寸（3 毫米），避免裁切后边缘露白。',
    },
  },
  {
    img: '/media/notice/2.webp',
    title: { en: 'Use 300 dpi images', zh: '图片分辨率 300 dpi' },
    remark: {
      en: 'Photos should be 300 dpi at the size they will print. Images taken from websites are usually 72 dpi and will look blurry.',
      zh: '照片按实际印刷尺寸应达到 300 dpi。从网页上保存的图片通常只有 72 dpi，印出来会模糊。',
    },
  },
  {
    img: '/media/notice/3.webp',
    title: { en: 'Design in CMYK colour', zh: '使用 CMYK 色彩模式' },
    remark: {
      en: 'Presses print with CMYK inks, so RGB files are converted and bright colours may look duller. Use 100% K for small black text.',
      zh: '印刷机使用 CMYK 油墨，RGB 文件会被转换，鲜艳的颜色可能变暗。黑色小字请使用单色黑 K100。',
    },
  },
  {
    img: '/media/notice/4.webp',
    title: { en: 'Outline or embed fonts', zh: '字体转曲或嵌入' },
    remark: {
      en: 'Convert text to outlines or embed all fonts in your PDF so nothing is substituted. Keep text at 6 pt or larger.',
      zh: '请将文字转曲，或在 PDF 中嵌入全部字体，避免字体被替换。文字字号请不小于 6 pt。',
    },
  },
  {
    img: '/media/notice/5.webp',
    title: { en: 'Keep inside the safe zone', zh: '重要内容放在安全区内' },
    remark: {
      en: 'Place text and logos at least 0.125 in (3 mm) inside the trim line. Anything closer to the edge may be cut off.',
      zh: '文字和标志须距裁切线至少 0.125 英寸（3 毫米），过于靠近边缘的内容可能会被裁掉。',
    },
  },
  {
    img: '/media/notice/6.webp',
    title: { en: 'Upload a print-ready PDF', zh: '上传可直接印刷的 PDF' },
    remark: {
      en: 'PDF/X-1a or PDF/X-4 works best, one page per printed side. We also accept AI, EPS, PSD, TIFF and 300 dpi JPG or PNG.',
      zh: '首选 PDF/X-1a 或 PDF/X-4，每个印刷面一页。也接受 AI、EPS、PSD、TIFF 及 300 dpi 的 JPG 或 PNG。',
    },
  },
];

export const processSteps: SeedProcessStep[] = [
  { img: '/media/step/1.webp', title: { en: 'Choose your options', zh: '选择规格' } },
  { img: '/media/step/2.webp', title: { en: 'Upload your design', zh: '上传设计稿' } },
  { img: '/media/step/3.webp', title: { en: 'Free file review', zh: '免费文件审核' } },
  { img: '/media/step/4.webp', title: { en: 'Printing and finishing', zh: '印刷与后道加工' } },
  { img: '/media/step/5.webp', title: { en: 'Fast delivery', zh: '快速配送' } },
];

export const precautionsHtml: Text = {
  en: `<h3>Before you order</h3>
<ul>
<li><strong>Check your content carefully.</strong> We check files for technical problems, but we do not proofread. Spelling, phone numbers, email addresses and prices are your responsibility.</li>
<li><strong>Match the file to the size you order.</strong> Your file should be the finished size plus 0.125 in (3 mm) bleed on every side, with text at least 0.125 in (3 mm) inside the trim line.</li>
<li><strong>Use CMYK and 300 dpi images.</strong> RGB colours are converted for print and may look duller; low-resolution images print blurry.</li>
<li><strong>Outline or embed your fonts</strong> and supply one page per printed side, front first.</li>
<li><strong>Colours vary slightly</strong> between screens, papers and print runs. For colour-critical work, order a hard-copy proof. See <a href="/article?no=19">Regarding colour difference</a>.</li>
<li><strong>Production time starts after file approval.</strong> Approve before 12:00 PM Pacific Time to start the same business day. Delivery time is production time plus shipping time.</li>
<li><strong>Orders cannot be changed once printing starts.</strong> Contact us right away on (800) 555-0142 if you need to update a file.</li>
</ul>
<p>Full file requirements are in our <a href="/article?no=18">Notes for completion</a>.</p>`,
  zh: `<h3>下单前请注意</h3>
<ul>
<li><strong>请仔细核对内容。</strong>我们会检查文件的技术问题，但不提供校对服务。拼写、电话号码、电子邮箱和价格等内容须由您自行负责。</li>
<li><strong>文件尺寸须与所订尺寸一致。</strong>文件尺寸应为成品尺寸四边各加 0.125 英寸（3 毫米）出血，文字距裁切线至少 0.125 英寸（3 毫米）。</li>
<li><strong>使用 CMYK 模式和 300 dpi 图片。</strong>RGB 颜色在印刷时会被转换，可能变暗；低分辨率图片印出来会模糊。</li>
<li><strong>字体请转曲或嵌入</strong>，每个印刷面提供一页，正面在前。</li>
<li><strong>颜色会有轻微差异</strong>，不同屏幕、纸张和批次之间均可能存在。对颜色要求严格的订单，建议选择实物打样。详见<a href="/article?no=19">关于色差</a>。</li>
<li><strong>生产周期自文件审核通过后起算。</strong>太平洋时间中午 12:00 前确认，当天即可开始生产。送达时间等于生产时间加上运输时间。</li>
<li><strong>一旦开始印刷，订单将无法修改。</strong>如需更新文件，请立即致电 (800) 555-0142 联系我们。</li>
</ul>
<p>完整的文件要求请参阅<a href="/article?no=18">完稿须知</a>。</p>`,
};

export const afterSalesHtml: Text = {
  en: `<h3>Our quality promise</h3>
<p>If your order has a printing or finishing defect, does not match the proof you approved, or arrives damaged, we will <strong>reprint it free of charge or refund it</strong>.</p>
<ul>
<li>Report the problem within <strong>30 days of delivery</strong>, with your order number and clear photos.</li>
<li>We reply within one business day and ship reprints with priority production.</li>
<li>Refunds go back to your original payment method within 5-10 business days.</li>
<li>Because every item is printed to order, we cannot accept returns for a change of mind, errors in approved content, or colour variation within normal tolerance.</li>
</ul>
<p>Read the full <a href="/article?no=16">After-sales policy</a> or <a href="/contact-us">contact us</a>: (800) 555-0142, support@inkfold.example.</p>`,
  zh: `<h3>我们的品质承诺</h3>
<p>如果您的订单存在印刷或后道加工缺陷、与您确认的校样不符，或送达时已损坏，我们将<strong>免费重印或为您退款</strong>。</p>
<ul>
<li>请在<strong>收货后 30 天内</strong>反馈问题，并提供订单号和清晰的照片。</li>
<li>我们会在一个工作日内回复，重印订单优先安排生产。</li>
<li>退款将在 5–10 个工作日内原路退回。</li>
<li>由于每件商品均按单定制，因个人原因改变主意、已确认内容本身有误，或正常公差范围内的色差，均不在退货范围内。</li>
</ul>
<p>请阅读完整的<a href="/article?no=16">售后政策</a>，或<a href="/contact-us">联系我们</a>：(800) 555-0142，support@inkfold.example。</p>`,
};

export const designArticles: SeedDesignArticle[] = [
  {
    title: { en: 'Professional design, ready for print', zh: '专业设计，直接付印' },
    subheading: {
      en: 'No design? No problem. Our in-house designers turn your ideas into print-ready artwork.',
      zh: '没有设计稿？没关系。我们的驻厂设计师会把您的想法变成可直接印刷的作品。',
    },
    img: '/media/illustration/design.webp',
    content: {
      en: `<p>Inkfold Print's design team works in the same building as our presses, so every design we create is built for the way it will actually be printed: the right size, bleed, safe zone, colour values and finishing layers from the very first draft.</p>
<p>Our designers create business cards, labels, packaging, menus, flyers, direct mail and more for cafés, clinics, breweries, makers and growing brands. We can start from your existing logo and brand colours, refresh a design you already have, or build something new from a short brief.</p>
<ul>
<li><strong>Print-savvy by default:</strong> every file is delivered press-ready in CMYK with 0.125 in (3 mm) bleed.</li>
<li><strong>Bilingual designs:</strong> we set text in English, Simplified Chinese or both, with typography suited to each language.</li>
<li><strong>You own the result:</strong> once your project is complete, the final artwork is yours to use anywhere.</li>
</ul>`,
      zh: `<p>墨折印刷的设计团队和印刷机在同一栋楼里办公，因此我们的每一份设计都从第一稿起就按照实际印刷方式来制作：尺寸、出血、安全区、颜色数值和后道工艺图层一步到位。</p>
<p>我们的设计师为咖啡馆、诊所、精酿酒厂、手作人和成长中的品牌设计名片、标签、包装、菜单、宣传单、直邮广告等各类印刷品。我们可以沿用您现有的标志和品牌色，翻新您已有的设计，也可以根据一份简短的需求说明从零开始创作。</p>
<ul>
<li><strong>天生懂印刷：</strong>每份文件交付时即为 CMYK 模式、带 0.125 英寸（3 毫米）出血的印刷就绪文件。</li>
<li><strong>双语设计：</strong>我们可以排印英文、简体中文或中英双语内容，并为每种语言选用合适的字体排版。</li>
<li><strong>成果归您所有：</strong>项目完成后，最终设计稿归您所有，可用于任何场合。</li>
</ul>`,
    },
  },
  {
    title: { en: 'Design packages and prices', zh: '设计套餐与价格' },
    subheading: {
      en: 'Clear, fixed prices for the projects our customers ask for most.',
      zh: '针对最常见的设计需求，价格透明固定。',
    },
    content: {
      en: `<table>
<thead><tr><th>Package</th><th>Price</th><th>Includes</th></tr></thead>
<tbody>
<tr><td>Business card design</td><td>$49</td><td>Front and back, 2 concepts, 3 revision rounds</td></tr>
<tr><td>Flyer or postcard design</td><td>$79</td><td>One or two sides, 2 concepts, 3 revision rounds</td></tr>
<tr><td>Label design</td><td>$99</td><td>One label shape and size, 2 concepts, 3 revision rounds, cut line included</td></tr>
<tr><td>Menu design</td><td>$129</td><td>Up to 4 pages, 1 concept based on your content, 3 revision rounds</td></tr>
<tr><td>Logo refresh</td><td>$149</td><td>Modernised version of your existing logo, colour and black-and-white versions, vector files</td></tr>
<tr><td>Packaging dieline design</td><td>$199</td><td>Artwork placed on one box dieline, structural check, printed-sample advice</td></tr>
</tbody>
</table>
<p>Prices are per design and do not include printing. Extra sizes of the same design are $20 each, and translation between English and Simplified Chinese is $30 per page. Larger projects, such as full brand identities or multi-SKU packaging ranges, are quoted individually through our <a href="/quotes">custom quote</a> form.</p>`,
      zh: `<table>
<thead><tr><th>套餐</th><th>价格</th><th>包含内容</th></tr></thead>
<tbody>
<tr><td>名片设计</td><td>49 美元</td><td>正反两面，2 个初稿方案，3 轮修改</td></tr>
<tr><td>宣传单或明信片设计</td><td>79 美元</td><td>单面或双面，2 个初稿方案，3 轮修改</td></tr>
<tr><td>标签设计</td><td>99 美元</td><td>一种标签形状和尺寸，2 个初稿方案，3 轮修改，含裁切线</td></tr>
<tr><td>菜单设计</td><td>129 美元</td><td>最多 4 页，根据您的内容出 1 个方案，3 轮修改</td></tr>
<tr><td>标志焕新</td><td>149 美元</td><td>在现有标志基础上进行现代化升级，提供彩色和黑白版本及矢量文件</td></tr>
<tr><td>包装刀版设计</td><td>199 美元</td><td>将设计稿排入一款盒型刀版，进行结构检查，并提供实物打样建议</td></tr>
</tbody>
</table>
<p>以上价格按单个设计计算，不含印刷费用。同一设计每增加一个尺寸加收 20 美元；英文与简体中文互译每页 30 美元。完整品牌形象设计、多款包装系列等较大项目，请通过<a href="/quotes">定制报价</a>表单单独报价。</p>`,
    },
  },
  {
    title: { en: 'How it works and turnaround', zh: '服务流程与交付周期' },
    subheading: {
      en: 'From brief to print-ready file in as little as three business days.',
      zh: '从需求说明到印刷就绪文件，最快三个工作日完成。',
    },
    content: {
      en: `<ol>
<li><strong>Order the package.</strong> Add a design package to your cart on its own or together with the printed product.</li>
<li><strong>Share your brief.</strong> Within one business day, your designer emails you a short questionnaire. Send your logo, text, photos and any examples you like.</li>
<li><strong>Review first concepts.</strong> You receive your first concepts as PDF proofs within 2 business days of receiving your complete brief (4 business days for logo refreshes and packaging).</li>
<li><strong>Refine.</strong> Reply with your changes; each revision round is returned within 1 business day.</li>
<li><strong>Approve and print.</strong> Once you approve, we prepare the final print file and, if you ordered printing, send it straight to production with standard production times of 2-4 business days.</li>
</ol>
<p>Need it faster? Rush design delivers first concepts within 1 business day for an extra $30, subject to designer availability.</p>`,
      zh: `<ol>
<li><strong>购买套餐。</strong>将设计套餐单独加入购物车，或与印刷产品一起下单。</li>
<li><strong>提交需求。</strong>一个工作日内，您的专属设计师会发来一份简短的问卷。请发送您的标志、文字、照片以及您喜欢的参考样例。</li>
<li><strong>查看初稿。</strong>收到完整需求后 2 个工作日内，您将收到 PDF 格式的初稿方案（标志焕新和包装设计为 4 个工作日）。</li>
<li><strong>细化修改。</strong>回复您的修改意见，每轮修改在 1 个工作日内返回。</li>
<li><strong>确认并印刷。</strong>确认定稿后，我们会制作最终印刷文件；如您同时订购了印刷，文件将直接进入生产，标准生产周期为 2–4 个工作日。</li>
</ol>
<p>需要更快？加急设计可在 1 个工作日内交付初稿，加收 30 美元，视设计师档期而定。</p>`,
    },
  },
  {
    title: { en: 'Revisions and file delivery', zh: '修改政策与文件交付' },
    subheading: {
      en: 'What is included, what costs extra, and what you receive at the end.',
      zh: '哪些包含在内、哪些另行收费，以及最终您会收到什么。',
    },
    content: {
      en: `<h3>Revisions</h3>
<ul>
<li>Every package includes <strong>3 rounds of revisions</strong>. A round is one consolidated list of changes sent in a single message.</li>
<li>Additional rounds are $25 each. Small text corrections after approval are always free.</li>
<li>Changing direction completely after concepts are delivered, for example switching from a business card to a brochure, counts as a new project.</li>
</ul>
<h3>What you receive</h3>
<ul>
<li>A print-ready PDF/X file with bleed, plus a high-resolution PNG for web and social media.</li>
<li>For logo refreshes: vector files in colour, black and white (reversed), and a one-page colour guide with CMYK, RGB and hex values.</li>
<li>Editable source files are available on request for $30.</li>
</ul>
<h3>Satisfaction guarantee</h3>
<p>If you are not happy with the first concepts and do not want to continue, tell us before requesting revisions and we will refund the design fee in full.</p>`,
      zh: `<h3>修改政策</h3>
<ul>
<li>每个套餐均包含 <strong>3 轮修改</strong>。一轮修改是指在同一条消息中汇总提出的一组修改意见。</li>
<li>超出部分每轮 25 美元。定稿后的文字小修改始终免费。</li>
<li>初稿交付后彻底更换方向，例如从名片改为宣传册，将视为一个新项目。</li>
</ul>
<h3>交付内容</h3>
<ul>
<li>一份带出血的 PDF/X 印刷文件，以及一张适用于网页和社交媒体的高分辨率 PNG 图片。</li>
<li>标志焕新项目另提供：彩色、黑白及反白版本的矢量文件，以及一页标注 CMYK、RGB 和十六进制色值的色彩规范。</li>
<li>如需可编辑的源文件，可另付 30 美元获取。</li>
</ul>
<h3>满意保证</h3>
<p>如果您对初稿不满意且不打算继续，只要在提出修改前告知我们，我们将全额退还设计费。</p>`,
    },
  },
  {
    title: { en: 'Start your design project', zh: '开启您的设计项目' },
    subheading: {
      en: 'Tell us what you need; a designer will be in touch within one business day.',
      zh: '告诉我们您的需求，设计师将在一个工作日内与您联系。',
    },
    content: {
      en: `<p>Ready to begin? Choose the option that suits you:</p>
<ul>
<li><strong>Standard package:</strong> add the design package from the product page of the item you want to print, and complete checkout as usual.</li>
<li><strong>Larger or unusual projects:</strong> describe your project in a <a href="/quotes">custom quote request</a>. Include the product, size, quantity and deadline, and attach any files you already have.</li>
<li><strong>Not sure yet?</strong> <a href="/contact-us">Contact us</a>, call (800) 555-0142 or email support@inkfold.example. We can talk through your idea in English or Mandarin and recommend the right package.</li>
</ul>
<p>To help us get it right the first time, gather your logo (vector format if you have it), all the text you want to include, your brand colours, and two or three examples of designs you like.</p>`,
      zh: `<p>准备好开始了吗？请选择适合您的方式：</p>
<ul>
<li><strong>标准套餐：</strong>在要印刷的产品页面加购设计套餐，按正常流程结账即可。</li>
<li><strong>较大或特殊的项目：</strong>通过<a href="/quotes">定制报价申请</a>描述您的项目，写明产品、尺寸、数量和截止日期，并附上已有的文件。</li>
<li><strong>还没想好？</strong>欢迎<a href="/contact-us">联系我们</a>，致电 (800) 555-0142 或发送邮件至 support@inkfold.example。我们可以用英语或普通话和您聊聊想法，并推荐合适的套餐。</li>
</ul>
<p>为了一次就做对，请提前准备好您的标志（如有请提供矢量格式）、需要放入的全部文字、品牌色，以及两三个您喜欢的设计参考。</p>`,
    },
  },
];

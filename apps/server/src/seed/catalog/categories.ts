import type { ProductKind } from '../../modules/catalog/pricing.ts';
import type { Text } from '../types.ts';

/** A level-2 category; its picture is the first mock-up of the product kind it sells. */
interface SeedSubcategory {
  slug: string;
  kind: ProductKind;
  name: Text;
  remark: Text;
  /** One practical buying tip, shown under the remark. */
  tip: Text;
}

interface SeedCategory {
  slug: string;
  popular: boolean;
  name: Text;
  remark: Text;
  /** Buying-guide HTML (h2/h3/p/ul/li). */
  content: Text;
  children: SeedSubcategory[];
}

export const categoryImage = (slug: string) => `/media/category/${slug}.webp`;
export const subcategoryImage = (kind: ProductKind) => `/media/product/${kind}/1.webp`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Level-2 categories have a short HTML section built from their (plain-text) name, remark and tip. */
export function subcategoryContent(sub: SeedSubcategory): Text {
  const html = (lang: 'en' | 'zh') =>
    `<h3>${escapeHtml(sub.name[lang])}</h3><p>${escapeHtml(sub.remark[lang])}</p><p>${escapeHtml(sub.tip[lang])}</p>`;
  return { en: html('en'), zh: html('zh') };
}

export const categoryData: SeedCategory[] = [
  {
    slug: 'business-cards',
    popular: true,
    name: { en: 'Business Cards', zh: '名片' },
    remark: {
      en: 'Cards that make a first impression last, from everyday matte stock to foil, letterpress-look and folded designs.',
      zh: '让第一印象更持久的名片，从日常哑光卡到烫金、压纹质感和折叠设计，一应俱全。',
    },
    content: {
      en: `<h2>Choosing the right business card</h2>
<p>A business card is often the only printed piece a new contact keeps, so its weight, texture and finish say as much about you as the design. All our cards are printed at 300 dpi on commercial presses and trimmed to a clean edge.</p>
<h3>What to decide first</h3>
<ul>
<li>Paper weight: 14 pt is light and economical, 16 pt is our everyday favorite, and 32 pt triple-layer stock feels unmistakably premium.</li>
<li>Finish: matte is easy to write on, gloss makes photos pop, and soft-touch adds a velvety feel that people notice.</li>
<li>Sides: use the back for a map, a QR code, appointment lines or a short list of services.</li>
<li>Quantity: the unit price drops sharply from 500 cards, so order for the whole team at once.</li>
</ul>
<h3>Design tips</h3>
<p>Keep text at least 3 mm inside the trim line and set the body copy no smaller than 7 pt. Add 1/8 inch (3 mm) bleed if your background runs to the edge. Every order includes a free digital proof, and nothing is printed until you approve it.</p>`,
      zh: `<h2>如何选择合适的名片</h2>
<p>名片往往是新客户唯一会保留的印刷品，它的厚度、手感和工艺和设计本身一样代表着您的形象。我们所有名片均以300 dpi在商用印刷机上印制，并精准裁切。</p>
<h3>首先要确定的事项</h3>
<ul>
<li>纸张厚度：14磅轻薄经济，16磅是最受欢迎的日常选择，32磅三层夹心卡纸则质感非凡。</li>
<li>表面工艺：哑光便于书写，亮光让照片更鲜艳，柔感膜带来让人印象深刻的丝绒触感。</li>
<li>单双面：背面可以放地图、二维码、预约栏或服务项目简介。</li>
<li>数量：500张起单价明显下降，建议为整个团队一次下单。</li>
</ul>
<h3>设计小贴士</h3>
<p>文字距离裁切线至少保留3毫米，正文字号不小于7磅。背景需要铺满边缘时请预留3毫米出血。每笔订单都提供免费电子样稿，确认之前不会开印。</p>`,
    },
    children: [
      {
        slug: 'standard-business-cards',
        kind: 'business-card',
        name: { en: 'Standard Business Cards', zh: '标准名片' },
        remark: {
          en: 'Reliable everyday cards on 14 pt and 16 pt stock with matte or gloss finishes.',
          zh: '采用14磅和16磅卡纸的日常名片，可选哑光或亮光表面。',
        },
        tip: {
          en: 'Pick matte if you often jot notes or appointment times on your cards.',
          zh: '如果您常在名片上手写备注或预约时间，建议选择哑光。',
        },
      },
      {
        slug: 'premium-business-cards',
        kind: 'business-card',
        name: { en: 'Premium Business Cards', zh: '高级名片' },
        remark: {
          en: 'Heavy, textured and cotton stocks for cards that feel as good as they look.',
          zh: '厚重、纹理和棉浆纸名片，手感与外观同样出众。',
        },
        tip: {
          en: 'Thick stocks show colored edges beautifully: ask for a painted edge on 32 pt cards.',
          zh: '厚卡纸最能体现彩色边效果，32磅名片可选择刷边工艺。',
        },
      },
      {
        slug: 'specialty-business-cards',
        kind: 'business-card',
        name: { en: 'Specialty Finish Cards', zh: '特殊工艺名片' },
        remark: {
          en: 'Foil stamping, raised spot gloss, rounded corners and unusual shapes for cards people keep.',
          zh: '烫金、局部UV凸起、圆角和异形等工艺，让名片更值得收藏。',
        },
        tip: {
          en: 'Use foil on one or two elements only, such as your logo, so it stands out.',
          zh: '烫金只用于一两个元素（例如标志），效果最为突出。',
        },
      },
      {
        slug: 'folded-business-cards',
        kind: 'folded-card',
        name: { en: 'Folded Business Cards', zh: '折叠名片' },
        remark: {
          en: 'Four panels of space for price lists, loyalty stamps or a short portfolio, folding to wallet size.',
          zh: '四个版面可放价目表、集点栏或作品简介，折叠后仍是钱包大小。',
        },
        tip: {
          en: 'Top-fold cards stand upright on a counter; side-fold cards open like a book.',
          zh: '上折款可立于柜台展示，侧折款则像书本一样打开。',
        },
      },
    ],
  },
  {
    slug: 'labels',
    popular: true,
    name: { en: 'Labels', zh: '标签' },
    remark: {
      en: 'Sheet and roll labels for products, packaging and shipping, plus hang tags for retail.',
      zh: '适用于产品、包装和物流的单张与卷装标签，以及零售吊牌。',
    },
    content: {
      en: `<h2>A buying guide to custom labels</h2>
<p>Labels carry your brand onto every jar, bottle, box and parcel. The right combination of material, adhesive and format keeps them looking sharp from the production line to the customer's shelf.</p>
<h3>Sheets or rolls?</h3>
<ul>
<li>Sheet labels are ideal for small batches applied by hand or printed further on an office printer.</li>
<li>Roll labels suit larger runs and label dispensers or applicators; tell us your core size and unwind direction.</li>
</ul>
<h3>Choosing the material</h3>
<ul>
<li>White paper is the most economical choice for dry goods and mailing.</li>
<li>White or clear BOPP film resists water, oil and refrigeration, which makes it the standard for cosmetics, drinks and sauces.</li>
<li>Kraft and textured papers give a handmade, natural look to candles, coffee and bakery goods.</li>
</ul>
<h3>Adhesives and finishing</h3>
<p>Permanent adhesive works for most packaging, while removable adhesive peels cleanly from glass and retail displays. A gloss or matte laminate protects the print from scuffs. Measure the flat area of your container before choosing a size and leave at least 3 mm of clearance from seams and curves.</p>`,
      zh: `<h2>定制标签选购指南</h2>
<p>标签把您的品牌带到每一个罐子、瓶子、盒子和包裹上。选对材质、胶性和规格，标签才能从生产线到顾客货架一直保持美观。</p>
<h3>单张还是卷装？</h3>
<ul>
<li>单张标签适合小批量手工粘贴，或在办公打印机上二次打印。</li>
<li>卷装标签适合较大批量以及贴标机或分配器使用，请告诉我们纸芯尺寸和出标方向。</li>
</ul>
<h3>选择材质</h3>
<ul>
<li>白色铜版纸最为经济，适合干货和邮寄。</li>
<li>白色或透明BOPP薄膜防水、防油、耐冷藏，是化妆品、饮料和酱料的标准选择。</li>
<li>牛皮纸和纹理纸为蜡烛、咖啡和烘焙产品带来手作自然的质感。</li>
</ul>
<h3>胶性与后道工艺</h3>
<p>永久胶适用于大多数包装，可移除胶能从玻璃和零售陈列上干净撕下。亮膜或哑膜可保护印面不被刮花。选择尺寸前请先测量容器的平整区域，并与接缝和弧面保持至少3毫米距离。</p>`,
    },
    children: [
      {
        slug: 'sheet-labels',
        kind: 'label',
        name: { en: 'Sheet Labels', zh: '单张标签' },
        remark: {
          en: 'Labels supplied on flat sheets, easy to apply by hand for small batches and events.',
          zh: '平张交付的标签，便于小批量和活动现场手工粘贴。',
        },
        tip: {
          en: 'Choose sheets when you label fewer than 1,000 items a month.',
          zh: '每月贴标少于1,000件时，单张标签最为方便。',
        },
      },
      {
        slug: 'roll-labels',
        kind: 'roll-label',
        name: { en: 'Roll Labels', zh: '卷装标签' },
        remark: {
          en: 'Labels wound on a core for fast application by hand dispenser or machine.',
          zh: '卷绕在纸芯上的标签，可配合手动分配器或贴标机快速粘贴。',
        },
        tip: {
          en: 'Check your applicator for the core size: 3 inch (76 mm) cores are the most common.',
          zh: '请先确认贴标机适用的纸芯尺寸，最常见的是3英寸（76毫米）。',
        },
      },
      {
        slug: 'product-labels',
        kind: 'label',
        name: { en: 'Product & Packaging Labels', zh: '产品包装标签' },
        remark: {
          en: 'Labels made for jars, bottles, candles and pouches, with water- and oil-resistant options.',
          zh: '专为罐子、瓶子、蜡烛和自立袋设计的标签，提供防水防油选项。',
        },
        tip: {
          en: 'Order a small test run to check fit on your actual container before a large batch.',
          zh: '大批量下单前，先订少量样品在实际容器上试贴。',
        },
      },
      {
        slug: 'hang-tags',
        kind: 'hang-tag',
        name: { en: 'Hang Tags', zh: '吊牌' },
        remark: {
          en: 'Punched tags for clothing, gifts and handmade goods, with string options.',
          zh: '适用于服装、礼品和手工制品的打孔吊牌，可选配吊绳。',
        },
        tip: {
          en: 'Put the price on a sticker rather than the tag so one design works for every item.',
          zh: '把价格印在小贴纸上而不是吊牌上，一款设计即可用于所有商品。',
        },
      },
    ],
  },
  {
    slug: 'stickers',
    popular: true,
    name: { en: 'Stickers', zh: '贴纸' },
    remark: {
      en: 'Die-cut, kiss-cut and specialty stickers in durable vinyl for laptops, packaging and giveaways.',
      zh: '耐用乙烯基材质的模切、半切和特种贴纸，适合笔记本电脑、包装和赠品。',
    },
    content: {
      en: `<h2>Everything you need to know about custom stickers</h2>
<p>Stickers are the most shareable print product there is: they end up on laptops, water bottles, shop windows and parcels, carrying your logo for years. We print them on thick, flexible vinyl with inks rated for outdoor use.</p>
<h3>Cut styles</h3>
<ul>
<li>Die-cut: the sticker and its backing are cut to the exact outline of your design.</li>
<li>Kiss-cut: only the vinyl is cut, leaving a square backing that is easy to peel and has room for a message.</li>
<li>Sticker sheets: several designs on one sheet, great for planners, kits and merchandise.</li>
</ul>
<h3>Materials and finishes</h3>
<ul>
<li>White vinyl gives the brightest colors and suits most designs.</li>
<li>Clear vinyl lets the surface show through for windows and glass.</li>
<li>Holographic and glitter films catch the light for special editions.</li>
</ul>
<h3>How durable are they?</h3>
<p>Our laminated vinyl stickers resist water, scratches and fading for up to three years outdoors, and they survive the top rack of a dishwasher. For designs with fine text, keep letters above 6 pt and leave a 2 mm border around the artwork so the cut line never crosses it.</p>`,
      zh: `<h2>定制贴纸须知</h2>
<p>贴纸是最容易被分享的印刷品：它们会出现在笔记本电脑、水杯、店铺橱窗和包裹上，让您的标志陪伴顾客多年。我们使用厚实柔韧的乙烯基材料和适用于户外的油墨印制。</p>
<h3>切割方式</h3>
<ul>
<li>模切：贴纸和底纸一起按设计轮廓精确切割。</li>
<li>半切：只切割表层乙烯基，保留方形底纸，方便撕取，还能印上文字。</li>
<li>贴纸套张：一张纸上排列多个图案，适合手账、礼包和周边商品。</li>
</ul>
<h3>材质与工艺</h3>
<ul>
<li>白色乙烯基色彩最鲜艳，适合大多数设计。</li>
<li>透明乙烯基可透出底面，适合橱窗和玻璃。</li>
<li>镭射和闪粉膜反光夺目，适合限量版。</li>
</ul>
<h3>耐用程度如何？</h3>
<p>覆膜乙烯基贴纸防水、防刮、抗褪色，户外可使用长达三年，还能经受洗碗机上层清洗。设计中如有细小文字，请保持字号在6磅以上，并在图案周围留出2毫米边框，避免切割线穿过图案。</p>`,
    },
    children: [
      {
        slug: 'die-cut-stickers',
        kind: 'sticker',
        name: { en: 'Die-Cut Stickers', zh: '异形模切贴纸' },
        remark: {
          en: 'Stickers cut to the exact shape of your logo or illustration.',
          zh: '按标志或插画轮廓精确切割的贴纸。',
        },
        tip: {
          en: 'Simple outlines peel more easily than shapes with thin spikes.',
          zh: '轮廓简洁的图形比带细尖角的图形更容易撕取。',
        },
      },
      {
        slug: 'sticker-sheets',
        kind: 'sticker',
        name: { en: 'Sticker Sheets', zh: '贴纸套张' },
        remark: {
          en: 'Multiple kiss-cut designs on one sheet for kits, planners and merchandise.',
          zh: '一张纸上多个半切图案，适合礼包、手账和周边商品。',
        },
        tip: {
          en: 'Leave at least 3 mm between designs on a sheet.',
          zh: '同一张上的图案之间至少间隔3毫米。',
        },
      },
      {
        slug: 'specialty-stickers',
        kind: 'sticker',
        name: { en: 'Specialty Stickers', zh: '特种贴纸' },
        remark: {
          en: 'Clear, holographic, glitter, mirror and reverse-printed window stickers.',
          zh: '透明、镭射、闪粉、镜面以及反印橱窗贴纸。',
        },
        tip: {
          en: 'Add a white underlayer on clear stickers so colors stay vivid on dark surfaces.',
          zh: '透明贴纸加印白底，贴在深色表面上颜色依然鲜艳。',
        },
      },
    ],
  },
  {
    slug: 'boxes',
    popular: true,
    name: { en: 'Boxes', zh: '包装盒' },
    remark: {
      en: 'Printed folding cartons, mailer boxes and gift boxes that protect your products and present your brand.',
      zh: '印刷折叠纸盒、快递飞机盒和礼品盒，既保护产品又展示品牌。',
    },
    content: {
      en: `<h2>Planning custom packaging</h2>
<p>Custom boxes turn shipping and shelf space into brand moments. Before you order, measure the product you are packing and decide how the box will travel: on a retail shelf, in a courier van, or handed over as a gift.</p>
<h3>Box styles</h3>
<ul>
<li>Folding cartons made from 18 pt to 24 pt paperboard for cosmetics, candles, tea and small electronics.</li>
<li>Mailer boxes in corrugated E-flute board that ship safely without an outer carton.</li>
<li>Rigid gift boxes with wrapped board and magnetic or lift-off lids for premium products.</li>
</ul>
<h3>Getting the size right</h3>
<p>Always give inner dimensions in the order length x width x depth. Add 2 to 3 mm on each side for products that slide in, and more if you add tissue paper or an insert. We send a flat dieline for your artwork with every order.</p>
<h3>Finishes that matter</h3>
<ul>
<li>Matte or gloss lamination protects the print from scuffs in transit.</li>
<li>Printing on the inside creates an unboxing surprise at little extra cost.</li>
<li>Kraft board gives a natural look and pairs well with one- or two-color designs.</li>
</ul>
<p>Not sure about the structure? Order a plain sample first to test the fit before printing the full run.</p>`,
      zh: `<h2>定制包装规划</h2>
<p>定制包装盒让货架和物流都成为品牌展示的机会。下单前请先测量要包装的产品，并考虑盒子的用途：摆在零售货架上、经快递运输，还是作为礼物送出。</p>
<h3>盒型选择</h3>
<ul>
<li>折叠纸盒采用18磅至24磅白卡纸，适合化妆品、蜡烛、茶叶和小型电子产品。</li>
<li>飞机盒采用E楞瓦楞纸板，无需外箱即可安全寄送。</li>
<li>精装礼盒使用裱糊灰板，搭配磁吸或天地盖，适合高端产品。</li>
</ul>
<h3>确定尺寸</h3>
<p>请按长×宽×深的顺序提供内尺寸。需要抽插放入的产品每边加2至3毫米，如加衬纸或内托则需更多余量。每笔订单我们都会提供平面刀版图供您排版。</p>
<h3>重要的表面工艺</h3>
<ul>
<li>哑膜或亮膜保护印面在运输中不被刮花。</li>
<li>内侧印刷以很少的额外费用带来开箱惊喜。</li>
<li>牛皮纸板呈现自然质感，与单色或双色设计最为搭配。</li>
</ul>
<p>不确定盒型结构？可以先订一个空白样盒试装，再印刷正式订单。</p>`,
    },
    children: [
      {
        slug: 'product-boxes',
        kind: 'box',
        name: { en: 'Product Boxes', zh: '产品包装盒' },
        remark: {
          en: 'Folding cartons for retail products, printed in full color on sturdy paperboard.',
          zh: '零售产品用折叠纸盒，坚挺白卡纸全彩印刷。',
        },
        tip: {
          en: 'Tuck-end boxes are the most economical; add a hang tab for pegboard displays.',
          zh: '插舌盒最为经济，需挂在洞洞板上展示时可加挂孔。',
        },
      },
      {
        slug: 'mailer-boxes',
        kind: 'mailer-box',
        name: { en: 'Mailer Boxes', zh: '快递飞机盒' },
        remark: {
          en: 'Corrugated boxes that lock shut without tape and ship safely on their own.',
          zh: '无需胶带即可扣合的瓦楞盒，可直接安全寄送。',
        },
        tip: {
          en: 'Print inside only for a low-cost unboxing moment with a plain kraft exterior.',
          zh: '外部保留牛皮纸原色、只印内侧，以低成本打造开箱体验。',
        },
      },
      {
        slug: 'gift-boxes',
        kind: 'box',
        name: { en: 'Gift & Rigid Boxes', zh: '礼品盒' },
        remark: {
          en: 'Premium boxes with lids, sleeves and magnetic closures for gifts and special editions.',
          zh: '带盖、套筒和磁吸扣的高端盒型，适合礼品和特别版。',
        },
        tip: {
          en: 'Allow an extra week for rigid boxes, which are assembled by hand.',
          zh: '精装盒需手工成型，请预留多一周的制作时间。',
        },
      },
    ],
  },
  {
    slug: 'direct-mail',
    popular: false,
    name: { en: 'Direct Mail', zh: '直邮' },
    remark: {
      en: 'Postcards, envelopes, letters and door hangers that reach customers right at their door.',
      zh: '明信片、信封、信函和门把挂卡，直接送到顾客家门口。',
    },
    content: {
      en: `<h2>Making direct mail work</h2>
<p>Printed mail still earns attention in a crowded inbox world: a card on the kitchen table gets read, kept and passed around. Good direct mail combines a clear offer, a strong headline and a simple way to respond.</p>
<h3>Pick a format</h3>
<ul>
<li>Postcards need no opening and are the most cost-effective way to announce an offer or event.</li>
<li>Letters in envelopes feel personal and leave room for detail, ideal for fundraising and services.</li>
<li>Door hangers reach every home on a street without postage.</li>
</ul>
<h3>Plan the mailing</h3>
<ul>
<li>Leave the lower right area of the address side clear for the address block and postal barcode.</li>
<li>Use standard sizes to qualify for lower postage rates.</li>
<li>Include a deadline or code so you can measure the response.</li>
</ul>
<h3>Timing</h3>
<p>Allow production time plus 3 to 7 days for delivery by standard mail. For seasonal campaigns, aim for the piece to land two weeks before the date you promote. Test two headlines on small batches, then send the winner to your full list.</p>`,
      zh: `<h2>让直邮发挥作用</h2>
<p>在信息泛滥的时代，印刷邮件依然能赢得关注：放在餐桌上的卡片会被阅读、保留和传阅。优秀的直邮需要清晰的优惠、醒目的标题和简单的回应方式。</p>
<h3>选择形式</h3>
<ul>
<li>明信片无需拆封，是宣传优惠或活动最经济的方式。</li>
<li>信封信函更具个人感，可容纳更多细节，适合募捐和服务类业务。</li>
<li>门把挂卡无需邮资即可覆盖整条街道的每一户。</li>
</ul>
<h3>规划邮寄</h3>
<ul>
<li>地址面右下区域请留空，用于地址栏和邮政条码。</li>
<li>使用标准尺寸可享受更低邮资。</li>
<li>加入截止日期或优惠码，方便统计回应率。</li>
</ul>
<h3>时间安排</h3>
<p>除生产时间外，普通邮寄还需3至7天送达。季节性活动最好在推广日期前两周送到。可先用小批量测试两个标题，再把效果更好的版本寄给全部名单。</p>`,
    },
    children: [
      {
        slug: 'mailing-postcards',
        kind: 'postcard',
        name: { en: 'Direct Mail Postcards', zh: '直邮明信片' },
        remark: {
          en: 'Mail-ready postcards with an address panel, sized for economical postage.',
          zh: '带地址栏、可直接投寄的明信片，尺寸符合优惠邮资标准。',
        },
        tip: {
          en: 'Oversized 6 x 11 inch cards stand out in the mailbox for only slightly more postage.',
          zh: '6×11英寸大尺寸明信片在信箱里更醒目，邮资只略高一点。',
        },
      },
      {
        slug: 'mailing-envelopes',
        kind: 'envelope',
        name: { en: 'Mailing Envelopes', zh: '邮寄信封' },
        remark: {
          en: 'Printed window and catalog envelopes for campaigns, invoices and statements.',
          zh: '用于营销、账单和对账单的印刷开窗信封与目录信封。',
        },
        tip: {
          en: 'A teaser line on the envelope front raises open rates.',
          zh: '在信封正面加一句悬念文案，可提高拆阅率。',
        },
      },
      {
        slug: 'sales-letters',
        kind: 'letter',
        name: { en: 'Sales Letters', zh: '直邮信函' },
        remark: {
          en: 'Printed letters and inserts, folded to fit standard envelopes.',
          zh: '印刷信函和插页，折叠后可放入标准信封。',
        },
        tip: {
          en: 'Keep the offer in the first paragraph and repeat it in a P.S.',
          zh: '把优惠放在第一段，并在附言中再强调一次。',
        },
      },
      {
        slug: 'door-hangers',
        kind: 'door-hanger',
        name: { en: 'Door Hangers', zh: '门把挂卡' },
        remark: {
          en: 'Die-cut hangers that slip over door handles for local promotions.',
          zh: '可挂在门把手上的模切挂卡，适合本地推广。',
        },
        tip: {
          en: 'Add a tear-off coupon so people can keep the offer.',
          zh: '加一张可撕下的优惠券，方便顾客保留优惠。',
        },
      },
    ],
  },
  {
    slug: 'menus',
    popular: false,
    name: { en: 'Menus', zh: '菜单' },
    remark: {
      en: 'Dine-in menus, takeout menus and table tents for restaurants, cafes and bars.',
      zh: '适用于餐厅、咖啡馆和酒吧的堂食菜单、外卖菜单和桌牌。',
    },
    content: {
      en: `<h2>Designing menus that sell</h2>
<p>A menu is a sales tool as much as a list of dishes. Guests spend around two minutes reading it, so layout, paper and durability all affect what they order and how your venue feels.</p>
<h3>Choose the right stock</h3>
<ul>
<li>Laminated or synthetic menus wipe clean and survive months of daily handling.</li>
<li>Uncoated or textured paper suits daily-changing menus and a relaxed, handwritten style.</li>
<li>Gloss paper is best for takeout menus with food photography.</li>
</ul>
<h3>Layout tips</h3>
<ul>
<li>Place signature dishes at the top right of a single page or the center of a folded menu, where eyes land first.</li>
<li>Drop currency symbols and leader dots so prices feel less prominent.</li>
<li>Mark allergens and vegetarian dishes with a clear, consistent icon.</li>
<li>Keep body text at 10 pt or larger for dim lighting.</li>
</ul>
<h3>Around the table</h3>
<p>Table tents promote specials, desserts and happy-hour drinks where guests are already sitting. Takeout menus travel home in bags and on fridges, so include your phone number, ordering QR code and opening hours on both sides.</p>`,
      zh: `<h2>设计能促进销售的菜单</h2>
<p>菜单既是菜品清单，也是销售工具。客人平均会花两分钟阅读菜单，因此版式、纸张和耐用度都会影响点单结果和店铺氛围。</p>
<h3>选择合适的纸张</h3>
<ul>
<li>覆膜或合成纸菜单可擦拭清洁，能承受数月日常翻阅。</li>
<li>非涂布纸或纹理纸适合每日更换的菜单和轻松手写的风格。</li>
<li>亮光纸最适合带美食照片的外卖菜单。</li>
</ul>
<h3>版式建议</h3>
<ul>
<li>把招牌菜放在单页的右上方或折页菜单的中间，那是视线最先落下的位置。</li>
<li>去掉货币符号和引导点线，让价格显得不那么突出。</li>
<li>用清晰统一的图标标注过敏原和素食菜品。</li>
<li>正文字号不小于10磅，以适应昏暗灯光。</li>
</ul>
<h3>餐桌上的推广</h3>
<p>桌牌可在客人就座时推荐特色菜、甜品和欢乐时光饮品。外卖菜单会被带回家贴在冰箱上，请在两面都印上电话、点餐二维码和营业时间。</p>`,
    },
    children: [
      {
        slug: 'restaurant-menus',
        kind: 'menu',
        name: { en: 'Dine-In Menus', zh: '堂食菜单' },
        remark: {
          en: 'Flat, folded and laminated menus made for daily handling at the table.',
          zh: '单页、折页和覆膜菜单，经得起每日餐桌翻阅。',
        },
        tip: {
          en: 'Synthetic paper costs more once but outlasts several reprints of laminated paper.',
          zh: '合成纸单次成本较高，但比覆膜纸经得起更多次重印周期。',
        },
      },
      {
        slug: 'takeout-menus',
        kind: 'menu',
        name: { en: 'Takeout Menus', zh: '外卖菜单' },
        remark: {
          en: 'Lightweight folded menus to slip into delivery bags or hand out locally.',
          zh: '轻便的折页菜单，可放进外卖袋或在附近派发。',
        },
        tip: {
          en: 'Print a QR code that links straight to online ordering.',
          zh: '印上直达线上点餐的二维码。',
        },
      },
      {
        slug: 'table-tents',
        kind: 'table-tent',
        name: { en: 'Table Tents', zh: '桌牌' },
        remark: {
          en: 'Free-standing tent cards for specials, Wi-Fi details and table numbers.',
          zh: '可自立的三角桌卡，用于推荐特色菜、展示无线网络信息和桌号。',
        },
        tip: {
          en: 'Print different offers on each face to test which one sells more.',
          zh: '每一面印不同的优惠，测试哪一个卖得更好。',
        },
      },
    ],
  },
  {
    slug: 'flyers-postcards',
    popular: true,
    name: { en: 'Flyers & Postcards', zh: '传单与明信片' },
    remark: {
      en: 'Flyers, postcards, greeting cards and invitations for events, promotions and keepsakes.',
      zh: '用于活动、促销和纪念的传单、明信片、贺卡和请柬。',
    },
    content: {
      en: `<h2>Flyers, postcards and cards: a quick guide</h2>
<p>Flat printed pieces are the fastest way to spread the word about an opening, a sale or an event. They are inexpensive in volume, quick to produce and easy to hand out, pin up or mail.</p>
<h3>Which one do you need?</h3>
<ul>
<li>Flyers on lighter paper are best for handouts, bag stuffers and notice boards where you need many copies.</li>
<li>Postcards on thicker card survive the post and make great appointment reminders and thank-you notes.</li>
<li>Greeting cards and invitations fold and come with envelopes for weddings, holidays and corporate events.</li>
</ul>
<h3>Paper and finish</h3>
<ul>
<li>100 lb gloss text is a versatile flyer paper with vivid color.</li>
<li>14 pt and 16 pt cover stocks feel sturdy in the hand and in the mailbox.</li>
<li>Uncoated and linen papers are easy to write on, ideal for invitations and notes.</li>
</ul>
<h3>Get the message across</h3>
<p>Use one headline, one image and one call to action. People glance at a flyer for a few seconds, so make the date, place and offer readable from arm's length. Put the details, map and terms on the back, and always add a QR code or short web address so readers can act right away.</p>`,
      zh: `<h2>传单、明信片与贺卡快速指南</h2>
<p>平面印刷品是宣传开业、促销或活动最快的方式。大批量印制成本低、出货快，便于派发、张贴或邮寄。</p>
<h3>您需要哪一种？</h3>
<ul>
<li>传单使用较薄的纸张，适合大量派发、随袋附赠和张贴在公告栏。</li>
<li>明信片采用较厚卡纸，经得起邮寄，适合作为预约提醒和感谢卡。</li>
<li>贺卡和请柬可折叠并配信封，适合婚礼、节日和企业活动。</li>
</ul>
<h3>纸张与工艺</h3>
<ul>
<li>157克亮光铜版纸是万能的传单用纸，色彩鲜艳。</li>
<li>14磅和16磅卡纸拿在手里和放在信箱里都很挺括。</li>
<li>非涂布纸和布纹纸便于书写，是请柬和便签的理想选择。</li>
</ul>
<h3>把信息传达清楚</h3>
<p>只用一个标题、一张图片和一个行动号召。人们看传单只有几秒钟，所以日期、地点和优惠要在一臂之外也能看清。把细节、地图和条款放在背面，并始终附上二维码或简短网址，方便读者立即行动。</p>`,
    },
    children: [
      {
        slug: 'flyers',
        kind: 'flyer',
        name: { en: 'Flyers', zh: '传单' },
        remark: {
          en: 'Single sheets in popular sizes for handouts, notice boards and bag inserts.',
          zh: '常用尺寸的单页，适合派发、张贴和随袋附赠。',
        },
        tip: {
          en: 'Half-letter (5.5 x 8.5 inch) flyers cost less per piece and fit in any bag.',
          zh: '半信纸尺寸（5.5×8.5英寸）单价更低，放进任何袋子都合适。',
        },
      },
      {
        slug: 'postcards',
        kind: 'postcard',
        name: { en: 'Postcards', zh: '明信片' },
        remark: {
          en: 'Thick, colorful cards for promotions, reminders and thank-you notes.',
          zh: '厚实多彩的卡片，用于促销、提醒和感谢。',
        },
        tip: {
          en: 'Leave the back uncoated if you plan to handwrite messages.',
          zh: '如需手写留言，背面请选择不覆膜。',
        },
      },
      {
        slug: 'greeting-cards',
        kind: 'folded-card',
        name: { en: 'Greeting Cards & Invitations', zh: '贺卡与请柬' },
        remark: {
          en: 'Folded and flat cards with matching envelopes for celebrations and seasons.',
          zh: '配有信封的折叠卡和平卡，适合庆典和节日。',
        },
        tip: {
          en: 'Order 10% extra for late additions to the guest list.',
          zh: '多订10%，以备宾客名单临时增加。',
        },
      },
    ],
  },
  {
    slug: 'brochures-booklets',
    popular: false,
    name: { en: 'Brochures & Booklets', zh: '宣传册与小册子' },
    remark: {
      en: 'Folded brochures, stapled booklets and bound catalogs that tell the full story.',
      zh: '折页宣传册、骑马钉小册子和胶装画册，完整讲述您的故事。',
    },
    content: {
      en: `<h2>Brochures and booklets explained</h2>
<p>When a flyer is not enough, a brochure or booklet gives you room to explain services, show a product range or guide readers through an event. The format you choose depends on how many pages of content you have and how long the piece needs to last.</p>
<h3>Formats</h3>
<ul>
<li>Tri-fold brochures give six panels from a letter-size sheet and fit standard display racks.</li>
<li>Bi-fold and gate-fold brochures offer bigger panels for photography and dramatic reveals.</li>
<li>Saddle-stitched booklets are stapled along the spine and work best from 8 to 64 pages.</li>
<li>Perfect-bound catalogs have a glued square spine for 40 pages or more, with printable spine text.</li>
</ul>
<h3>Page counts and paper</h3>
<p>Stapled booklets must have a page count divisible by four, cover included. A heavier cover stock with a thinner text paper keeps the booklet sturdy without making it bulky. Coated silk paper suits photography, while uncoated paper is better for long reading and forms.</p>
<h3>Before you upload</h3>
<ul>
<li>Supply pages as single pages in reading order, not as printer spreads.</li>
<li>Keep important content 6 mm from the spine on bound books.</li>
<li>Request a printed proof for catalogs where color accuracy matters.</li>
</ul>`,
      zh: `<h2>宣传册与小册子详解</h2>
<p>当一张传单不够用时，宣传册或小册子能让您详细介绍服务、展示产品系列或为读者提供活动指南。选择何种形式取决于内容的页数以及需要保存多久。</p>
<h3>形式</h3>
<ul>
<li>三折页由一张信纸尺寸纸张折成六个版面，可放入标准展示架。</li>
<li>对折页和关门折页版面更大，适合摄影作品和惊喜式展开。</li>
<li>骑马钉小册子沿书脊装订，8至64页效果最佳。</li>
<li>胶装画册书脊平整，适合40页以上，书脊可印文字。</li>
</ul>
<h3>页数与纸张</h3>
<p>骑马钉小册子的总页数（含封面）必须是4的倍数。封面用较厚的纸、内页用较薄的纸，可以在保持挺括的同时避免过厚。哑粉纸适合摄影内容，非涂布纸更适合长篇阅读和表格。</p>
<h3>上传文件前</h3>
<ul>
<li>请按阅读顺序提供单页文件，而不是拼版后的跨页。</li>
<li>装订成册的书籍，重要内容距书脊至少6毫米。</li>
<li>对色彩要求高的画册，建议索取纸质样稿。</li>
</ul>`,
    },
    children: [
      {
        slug: 'folded-brochures',
        kind: 'brochure',
        name: { en: 'Folded Brochures', zh: '折页宣传册' },
        remark: {
          en: 'Bi-fold, tri-fold, Z-fold and gate-fold brochures on coated paper.',
          zh: '对折、三折、风琴折和关门折宣传册，采用涂布纸印刷。',
        },
        tip: {
          en: 'Choose 100 lb text or heavier so the folds stay crisp.',
          zh: '选择157克及以上的纸张，折痕更加利落。',
        },
      },
      {
        slug: 'saddle-stitch-booklets',
        kind: 'booklet',
        name: { en: 'Saddle-Stitched Booklets', zh: '骑马钉小册子' },
        remark: {
          en: 'Stapled booklets for programs, guides, zines and product manuals.',
          zh: '用于节目单、指南、独立杂志和产品手册的骑马钉小册子。',
        },
        tip: {
          en: 'Above 48 pages, consider perfect binding for a flatter spine.',
          zh: '超过48页时，可考虑胶装以获得更平整的书脊。',
        },
      },
      {
        slug: 'perfect-bound-books',
        kind: 'booklet',
        name: { en: 'Perfect-Bound Catalogs', zh: '胶装画册' },
        remark: {
          en: 'Glued-spine catalogs, lookbooks and reports with a printable spine.',
          zh: '书脊可印字的胶装目录、画册和报告。',
        },
        tip: {
          en: 'Ask us for the exact spine width once you know your page count and paper.',
          zh: '确定页数和纸张后，可向我们索取准确的书脊宽度。',
        },
      },
    ],
  },
  {
    slug: 'stationery',
    popular: false,
    name: { en: 'Stationery', zh: '办公文具' },
    remark: {
      en: 'Letterhead, notepads and envelopes that keep your correspondence consistent and professional.',
      zh: '信纸、便笺本和信封，让您的往来函件统一而专业。',
    },
    content: {
      en: `<h2>Building a stationery set</h2>
<p>Matching stationery makes a small business look established and a large one look organized. A consistent letterhead, envelope and notepad carry your logo into every quote, invoice and handwritten note.</p>
<h3>The essentials</h3>
<ul>
<li>Letterhead on 70 lb or 24 lb bond-style paper that runs through laser and inkjet printers.</li>
<li>Envelopes in #10 size for folded letters, with or without a window.</li>
<li>Notepads glued at the top for meetings, reception desks and trade-show tables.</li>
</ul>
<h3>Paper choices</h3>
<ul>
<li>Smooth uncoated paper is the safest choice for office printers and signatures.</li>
<li>Linen and laid textures add a traditional, premium touch for law firms and hotels.</li>
<li>Recycled papers with 100% post-consumer content suit eco-minded brands.</li>
</ul>
<h3>Practical advice</h3>
<p>Keep the top 45 mm of the letterhead for your logo and contact details and leave the rest clear for typing. If you print letters yourself, tell us your printer type so we can recommend a compatible paper. Order envelopes and letterhead together to match colors exactly, since both run on the same press on the same day.</p>`,
      zh: `<h2>打造成套的办公文具</h2>
<p>统一的办公文具让小企业显得成熟可靠，让大企业显得井然有序。一致的信纸、信封和便笺本会把您的标志带到每一份报价、发票和手写便条上。</p>
<h3>必备品</h3>
<ul>
<li>信纸采用100克或书写纸类纸张，可在激光和喷墨打印机上打印。</li>
<li>信封选用10号尺寸装折叠信件，可选开窗或不开窗。</li>
<li>便笺本顶部胶装，适合会议、前台和展会。</li>
</ul>
<h3>纸张选择</h3>
<ul>
<li>光滑的非涂布纸最适合办公打印机和签字。</li>
<li>布纹纸和条纹纸为律所和酒店增添传统高档的质感。</li>
<li>100%消费后再生纸适合注重环保的品牌。</li>
</ul>
<h3>实用建议</h3>
<p>信纸顶部留出约45毫米放置标志和联系方式，其余部分留空便于打字。如果您自行打印信件，请告诉我们打印机类型，我们会推荐兼容的纸张。信封和信纸一起订购，两者在同一天同一台印刷机上印制，颜色完全一致。</p>`,
    },
    children: [
      {
        slug: 'letterhead',
        kind: 'letterhead',
        name: { en: 'Letterhead', zh: '信纸' },
        remark: {
          en: 'Printer-friendly letterhead for quotes, invoices and formal letters.',
          zh: '兼容打印机的信纸，用于报价、发票和正式信函。',
        },
        tip: {
          en: 'Laser printers need paper rated for heat: all our letterhead stocks are.',
          zh: '激光打印机需要耐热纸张，我们所有信纸都符合要求。',
        },
      },
      {
        slug: 'notepads',
        kind: 'notepad',
        name: { en: 'Notepads', zh: '便笺本' },
        remark: {
          en: 'Branded pads glued at the top with a chipboard backing.',
          zh: '顶部胶装、带灰板衬底的品牌便笺本。',
        },
        tip: {
          en: 'Light ink coverage on the writing area keeps notes legible.',
          zh: '书写区域用浅色印刷，笔记更清晰易读。',
        },
      },
      {
        slug: 'business-envelopes',
        kind: 'envelope',
        name: { en: 'Business Envelopes', zh: '商务信封' },
        remark: {
          en: 'Printed #10, window and large envelopes to match your letterhead.',
          zh: '与信纸配套的印刷10号信封、开窗信封和大信封。',
        },
        tip: {
          en: 'Self-seal strips save time when you send more than a few letters a day.',
          zh: '每天寄出较多信件时，自粘封口能节省大量时间。',
        },
      },
    ],
  },
  {
    slug: 'signs-posters',
    popular: true,
    name: { en: 'Signs & Posters', zh: '海报与标牌' },
    remark: {
      en: 'Posters, banners and rigid signs for shops, events, trade shows and outdoor use.',
      zh: '适用于店铺、活动、展会和户外的海报、横幅和硬质标牌。',
    },
    content: {
      en: `<h2>How to choose posters and signs</h2>
<p>Large-format prints work at a distance, so the questions are simple: where will it hang, how long must it last, and how far away will people read it? Answer those and the right material follows.</p>
<h3>Materials</h3>
<ul>
<li>Poster paper in satin or gloss for indoor walls, windows and events.</li>
<li>Vinyl banners with hemmed edges and grommets for fences, stages and storefronts.</li>
<li>Foam board for lightweight indoor signs on easels and counters.</li>
<li>Corrugated plastic and aluminum for yard signs and long-term outdoor signs.</li>
</ul>
<h3>Readable from afar</h3>
<ul>
<li>Allow about 2.5 cm of letter height for every 3 m of viewing distance.</li>
<li>High contrast, such as dark text on a light background, reads best outdoors.</li>
<li>Keep the message to seven words or fewer for signs seen from a moving car.</li>
</ul>
<h3>Artwork for large prints</h3>
<p>Supply artwork at full size at 150 dpi, or at half size at 300 dpi. Vector logos and text stay sharp at any size. Keep important content 5 cm from banner edges where hems and grommets go, and let us know if your sign needs holes, stakes or an easel back.</p>`,
      zh: `<h2>如何选择海报和标牌</h2>
<p>大幅面印刷品需要远距离观看，所以问题很简单：挂在哪里、需要用多久、人们会从多远的地方阅读？回答了这些问题，合适的材料自然就确定了。</p>
<h3>材料</h3>
<ul>
<li>海报纸有绸面和亮面，适合室内墙面、橱窗和活动。</li>
<li>乙烯基横幅带包边和金属扣眼，适合围栏、舞台和店面。</li>
<li>KT板轻便，适合放在画架和柜台上的室内标牌。</li>
<li>中空板和铝板适合草坪标牌和长期户外标牌。</li>
</ul>
<h3>远处也能看清</h3>
<ul>
<li>每3米观看距离约需2.5厘米的字高。</li>
<li>高对比度（如浅底深字）在户外最易辨认。</li>
<li>给行驶车辆看的标牌，文字控制在七个词以内。</li>
</ul>
<h3>大幅面文件要求</h3>
<p>请提供150 dpi的原尺寸文件，或300 dpi的一半尺寸文件。矢量标志和文字在任何尺寸下都清晰锐利。横幅边缘5厘米内用于包边和打扣眼，请勿放置重要内容；如需打孔、地插或画架背撑，请告诉我们。</p>`,
    },
    children: [
      {
        slug: 'posters',
        kind: 'poster',
        name: { en: 'Posters', zh: '海报' },
        remark: {
          en: 'Vivid posters on satin, gloss and matte paper in standard and custom sizes.',
          zh: '绸面、亮面和哑面纸张印制的鲜艳海报，提供标准和定制尺寸。',
        },
        tip: {
          en: 'Satin paper reduces glare under shop lighting.',
          zh: '绸面纸在店内灯光下反光更少。',
        },
      },
      {
        slug: 'banners',
        kind: 'poster',
        name: { en: 'Banners', zh: '横幅' },
        remark: {
          en: 'Weather-resistant vinyl and fabric banners for indoor and outdoor events.',
          zh: '耐候乙烯基和布料横幅，适合室内外活动。',
        },
        tip: {
          en: 'Mesh vinyl lets wind through and is safer on fences.',
          zh: '网格布透风，挂在围栏上更安全。',
        },
      },
      {
        slug: 'rigid-signs',
        kind: 'poster',
        name: { en: 'Rigid Signs', zh: '硬质标牌' },
        remark: {
          en: 'Foam board, corrugated plastic, acrylic and aluminum signs that stand on their own.',
          zh: 'KT板、中空板、亚克力和铝板标牌，可独立摆放。',
        },
        tip: {
          en: 'Aluminum composite lasts for years outdoors without warping.',
          zh: '铝塑板在户外可使用多年且不变形。',
        },
      },
    ],
  },
];

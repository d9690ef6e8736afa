import type { SeedBlogPost } from '../types.ts';

/** Printing-knowledge posts, part 3 of 3 (folding, mailing, roll labels, specialty papers, PDF export). */
export const blogPosts3: SeedBlogPost[] = [
  {
    categories: ['finishing', 'design'],
    title: {
      en: 'Brochure Folds Explained: Tri-Fold, Z-Fold, Gate Fold and More',
      zh: '折页方式全解析：三折、Z 字折、关门折及其他',
    },
    subheading: {
      en: 'How each fold guides the reader, plus the panel sizes that make a tri-fold close neatly.',
      zh: '每种折法如何引导读者阅读，以及让三折页平整合拢的面板尺寸。',
    },
    img: '/media/illustration/design.webp',
    publishedAt: '2026-04-08',
    content: {
      en: `<p>A fold is more than a way to make a big sheet fit in a small space. It decides the order in which people see your content: what they read first, what they discover when they open the piece, and what they see last.</p>
<h2>The most common folds</h2>
<table>
<thead><tr><th>Fold</th><th>Panels</th><th>How it works</th><th>Good for</th></tr></thead>
<tbody>
<tr><td>Half fold (bi-fold)</td><td>4</td><td>Folded once down the middle</td><td>Menus, programmes, greeting cards</td></tr>
<tr><td>Tri-fold (letter fold)</td><td>6</td><td>Two panels fold inward, one over the other</td><td>Classic brochures, price lists</td></tr>
<tr><td>Z-fold</td><td>6</td><td>Folded back and forth like the letter Z</td><td>Maps, step-by-step guides, mailers</td></tr>
<tr><td>Gate fold</td><td>6</td><td>Two outer panels fold in to meet at the centre</td><td>Product launches, invitations, a big reveal</td></tr>
<tr><td>Accordion fold</td><td>8 or more</td><td>Several parallel folds in alternating directions</td><td>Timelines, pocket guides</td></tr>
<tr><td>Roll fold</td><td>8 or more</td><td>Panels roll inward one after another</td><td>Long stories told in sequence</td></tr>
</tbody>
</table>
<h2>Panel sizes for a tri-fold</h2>
<p>In a letter-fold brochure, the panel that folds inside must be slightly narrower, or it will buckle against the fold. For an 8.5 x 11 in sheet folded to about 3.7 x 8.5 in, the panels are:</p>
<ul>
<li>Outer panels: 3.6875 in each (the front cover and the back).</li>
<li>Fold-in panel: 3.625 in.</li>
</ul>
<p>Our templates have these measurements built in. If you design with three equal panels, the fold lines will not match your layout.</p>
<h2>Reading order of a tri-fold</h2>
<ol>
<li><strong>Front cover:</strong> the headline and the reason to open it.</li>
<li><strong>Inside flap:</strong> seen next when the cover is opened; a great place for a key benefit or offer.</li>
<li><strong>Three inside panels:</strong> seen together when fully opened; your main content.</li>
<li><strong>Back panel:</strong> contact details, map, QR code; often read last.</li>
</ol>
<h2>Paper and scoring</h2>
<ul>
<li>100 lb text (148 gsm) folds cleanly without extra treatment and keeps mailing weight low.</li>
<li>For heavier stocks such as 80 lb cover, we score (crease) each fold before folding so the paper does not crack.</li>
<li>Dark solid colours across a fold can crack and show white fibres. Lamination or a lighter background at the fold helps.</li>
</ul>
<h2>Design tips</h2>
<p>Keep text at least 0.125 in (3 mm) away from every fold, avoid placing a face or a word across a fold, and print a paper mock-up to check that each panel faces the right way.</p>`,
      zh: `<p>折页不只是把大纸折小的办法，它还决定了读者看到内容的顺序：先读到什么、打开后发现什么、最后看到什么。</p>
<h2>最常见的折法</h2>
<table>
<thead><tr><th>折法</th><th>面数</th><th>折叠方式</th><th>适用场景</th></tr></thead>
<tbody>
<tr><td>对折（二折）</td><td>4</td><td>沿中线折一次</td><td>菜单、节目单、贺卡</td></tr>
<tr><td>三折（信封折）</td><td>6</td><td>两面依次向内折叠</td><td>经典宣传折页、价目表</td></tr>
<tr><td>Z 字折</td><td>6</td><td>像字母 Z 一样来回折叠</td><td>地图、分步指南、直邮广告</td></tr>
<tr><td>关门折</td><td>6</td><td>左右两面向内折，在中间对合</td><td>新品发布、请柬、制造惊喜</td></tr>
<tr><td>风琴折</td><td>8 面以上</td><td>多条平行折线交替折叠</td><td>时间线、口袋指南</td></tr>
<tr><td>卷折</td><td>8 面以上</td><td>各面依次向内卷入</td><td>按顺序讲述的长篇内容</td></tr>
</tbody>
</table>
<h2>三折页的面板尺寸</h2>
<p>信封式三折页中，折到里面的那一面必须略窄一些，否则会顶住折线而鼓起。以 8.5 × 11 英寸纸张折成约 3.7 × 8.5 英寸为例，各面尺寸为：</p>
<ul>
<li>外侧两面：各 3.6875 英寸（封面和封底）。</li>
<li>内折面：3.625 英寸。</li>
</ul>
<p>我们的模板已内置这些尺寸。如果按三等分来设计，折线就会与版面错位。</p>
<h2>三折页的阅读顺序</h2>
<ol>
<li><strong>封面：</strong>标题，以及让人想打开的理由。</li>
<li><strong>内折面：</strong>翻开封面后首先看到的一面，非常适合放核心卖点或优惠。</li>
<li><strong>内页三面：</strong>完全展开后同时看到，是主要内容所在。</li>
<li><strong>封底：</strong>联系方式、地图、二维码，通常最后才被阅读。</li>
</ol>
<h2>纸张与压痕</h2>
<ul>
<li>100 磅文本纸（148 克）无需额外处理即可折得平整，邮寄重量也更轻。</li>
<li>对于 80 磅卡纸等较厚的纸张，我们会在折叠前逐条压痕，防止纸张爆裂。</li>
<li>深色实地横跨折线时，可能会爆色并露出白色纤维。覆膜或在折线处使用较浅的底色会有帮助。</li>
</ul>
<h2>设计建议</h2>
<p>文字距每条折线至少 0.125 英寸（3 毫米），不要让人脸或文字横跨折线；再打印一个纸模，检查每一面的朝向是否正确。</p>`,
    },
  },
  {
    categories: ['marketing', 'design'],
    title: {
      en: 'How to Design a Flyer People Actually Read',
      zh: '如何设计一张让人真正读下去的宣传单',
    },
    subheading: {
      en: 'You have about three seconds. A simple structure for flyers that get noticed and get results.',
      zh: '您只有大约三秒钟。一套简单的结构，让宣传单既吸睛又见效。',
    },
    img: '/media/illustration/marketing.webp',
    publishedAt: '2026-04-27',
    content: {
      en: `<p>Most people decide whether to read a flyer in about three seconds. In that time, they need to understand what it is about, why it matters to them and what to do next. Here is a structure that works for events, openings, promotions and services.</p>
<h2>1. One message</h2>
<p>The most common flyer mistake is trying to say everything. Decide on the single action you want: come to the grand opening, book a free consultation, order this weekend. Everything on the page should support it.</p>
<h2>2. A headline that speaks to the reader</h2>
<p>Write the headline about the benefit, not about you. "Fresh sourdough every morning, two blocks from your door" works better than "Welcome to Copperleaf Bakery". Make it the largest text on the page and keep it under about ten words.</p>
<h2>3. One strong visual</h2>
<p>Choose one high-quality photo or illustration rather than a collage. A single striking image, printed at 300 dpi, draws the eye and tells the story faster than several small ones.</p>
<h2>4. The details, organised</h2>
<ul>
<li>What, when and where for events, in a clear block.</li>
<li>Three to five short bullet points for services or features.</li>
<li>Prices or the offer, stated plainly, with any conditions in smaller type.</li>
</ul>
<h2>5. A clear call to action</h2>
<p>Tell people exactly what to do: "Call (800) 555-0142 to book", "Scan to reserve your seat", "Bring this flyer for a free coffee". A deadline adds urgency; a flyer-only code lets you measure results.</p>
<h2>Layout and design tips</h2>
<ul>
<li>Use white space generously. Crowded flyers look cheap and are hard to scan.</li>
<li>Stick to two fonts and two or three colours from your brand palette.</li>
<li>Place your logo and contact details at the bottom, where readers look last.</li>
<li>Keep body text at 9 pt or larger, and all text at least 0.125 in (3 mm) inside the trim.</li>
</ul>
<h2>Choosing size and paper</h2>
<table>
<thead><tr><th>Size</th><th>Best use</th></tr></thead>
<tbody>
<tr><td>4 x 6 in or 5 x 7 in</td><td>Handouts, counter stacks, bag inserts</td></tr>
<tr><td>5.5 x 8.5 in</td><td>Menus, event details, door hangers</td></tr>
<tr><td>8.5 x 11 in</td><td>Noticeboards, mailers, detailed information</td></tr>
</tbody>
</table>
<p>For handouts, 100 lb gloss text is economical and vivid. For flyers that stay on counters or fridges, step up to 14 pt cover so they feel like something worth keeping.</p>`,
      zh: `<p>大多数人只用大约三秒钟，就决定要不要读一张宣传单。在这短短的时间里，他们需要明白宣传单讲的是什么、与自己有什么关系、下一步该做什么。下面这套结构，适用于活动、开业、促销和各类服务。</p>
<h2>一、只讲一件事</h2>
<p>宣传单最常见的错误，就是什么都想说。先确定您最希望读者采取的那一个行动：来参加开业典礼、预约免费咨询、本周末下单。页面上的一切都应为这个目标服务。</p>
<h2>二、写给读者的标题</h2>
<p>标题要讲读者能得到什么，而不是讲您自己。“每天清晨新鲜出炉的酸种面包，离您家只隔两条街”比“欢迎光临 Copperleaf 烘焙坊”更有效。标题应是全页字号最大的文字，长度控制在十来个字以内。</p>
<h2>三、一张有力的主图</h2>
<p>选择一张高质量的照片或插画，而不是拼贴多张图片。一张以 300 dpi 印刷的抢眼图片，比好几张小图更能吸引目光，也能更快讲清楚故事。</p>
<h2>四、有条理地呈现细节</h2>
<ul>
<li>活动类宣传单：把内容、时间、地点集中放在一个清晰的区块中。</li>
<li>服务或产品特色：用三到五条简短的要点列出。</li>
<li>价格或优惠：直截了当地写明，附加条件用小字标注。</li>
</ul>
<h2>五、明确的行动号召</h2>
<p>明确告诉读者该做什么：“致电 (800) 555-0142 预约”“扫码预留座位”“凭此单免费领取咖啡一杯”。加上截止日期能制造紧迫感；使用宣传单专属优惠码，则能衡量实际效果。</p>
<h2>版式与设计建议</h2>
<ul>
<li>大方地留白。拥挤的宣传单显得廉价，也难以快速浏览。</li>
<li>字体控制在两种，颜色从品牌色中选两到三种。</li>
<li>标志和联系方式放在底部，那是读者最后看到的地方。</li>
<li>正文字号不小于 9 pt，所有文字距裁切线至少 0.125 英寸（3 毫米）。</li>
</ul>
<h2>尺寸与纸张选择</h2>
<table>
<thead><tr><th>尺寸</th><th>最佳用途</th></tr></thead>
<tbody>
<tr><td>4 × 6 英寸或 5 × 7 英寸</td><td>街头派发、柜台摆放、随袋附送</td></tr>
<tr><td>5.5 × 8.5 英寸</td><td>菜单、活动详情、门把挂卡</td></tr>
<tr><td>8.5 × 11 英寸</td><td>公告栏、直邮、详细信息介绍</td></tr>
</tbody>
</table>
<p>用于派发的宣传单，100 磅光面文本纸既经济又鲜艳。需要长期摆在柜台上或贴在冰箱上的宣传单，不妨升级为 14 pt 卡纸，让人觉得值得留下来。</p>`,
    },
  },
  {
    categories: ['marketing'],
    title: {
      en: 'Postcard Marketing: Sizes, Postal Rules and Address-Side Layout',
      zh: '明信片营销：尺寸、邮政规定与地址面布局',
    },
    subheading: {
      en: 'Design mailing postcards that qualify for the right postage and get through sorting machines.',
      zh: '设计既能享受合适邮资、又能顺利通过分拣机的邮寄明信片。',
    },
    img: '/media/illustration/shipping.webp',
    publishedAt: '2026-05-16',
    content: {
      en: `<p>Postcards are one of the most cost-effective direct mail formats: there is no envelope to open, so your message is seen the moment the card is picked up. To keep postage low and delivery smooth, your design needs to follow a few postal rules.</p>
<h2>Postcard rate or letter rate?</h2>
<p>In the US, a mailpiece qualifies for the lower <strong>postcard price</strong> only if it falls within these limits:</p>
<table>
<thead><tr><th></th><th>Minimum</th><th>Maximum</th></tr></thead>
<tbody>
<tr><td>Size</td><td>3.5 x 5 in</td><td>4.25 x 6 in</td></tr>
<tr><td>Thickness</td><td>0.007 in</td><td>0.016 in</td></tr>
</tbody>
</table>
<p>Larger cards, such as 5 x 7 in or 6 x 9 in, are mailed at the <strong>letter price</strong> up to 6.125 x 11.5 in, and above that as flats. Larger cards cost more to mail but stand out more in the mailbox. For saturation mailings to whole neighbourhoods, see our guide to EDDM.</p>
<h2>Shape matters</h2>
<p>Sorting machines need pieces that are rectangular with an aspect ratio (length divided by height) between 1.3 and 2.5. Square cards and very long, narrow cards may be charged a non-machinable surcharge.</p>
<h2>Laying out the address side</h2>
<ul>
<li><strong>Right half:</strong> reserved for the delivery address and postage. Keep it clear of busy images and dark backgrounds.</li>
<li><strong>Top right corner:</strong> stamp, meter or printed indicia.</li>
<li><strong>Top left corner:</strong> your return address.</li>
<li><strong>Barcode clear zone:</strong> keep the bottom 5/8 in (about 16 mm) of the right-hand 4.75 in completely free of print; postal equipment prints a barcode there.</li>
<li><strong>Left half:</strong> your message, offer, QR code and logo.</li>
</ul>
<h2>Coatings and addressing</h2>
<p>If addresses will be printed on the cards by inkjet, leave the address area uncoated or choose a coating suitable for addressing. Heavy UV gloss can make addressing ink smudge. Matte and uncoated backs also let you handwrite a personal note.</p>
<h2>Design tips for response</h2>
<ul>
<li>Make the front work on its own: big image, short headline, clear offer.</li>
<li>Repeat the call to action and contact details on the address side.</li>
<li>Use a unique offer code or QR code per mailing to track results.</li>
<li>Choose at least 14 pt stock so cards arrive crisp, not bent.</li>
</ul>
<p>Postage rates change periodically, so check the current rates when you plan a campaign. Our postcard templates include the address area and barcode clear zone, so you can design without measuring.</p>`,
      zh: `<p>明信片是最具性价比的直邮形式之一：无需拆信封，收件人拿起卡片的那一刻就能看到您的信息。要想邮资低、投递顺，设计上需要遵守几条邮政规定。</p>
<h2>明信片资费还是信函资费？</h2>
<p>在美国，邮件只有在以下范围内，才能享受较低的<strong>明信片资费</strong>：</p>
<table>
<thead><tr><th></th><th>最小</th><th>最大</th></tr></thead>
<tbody>
<tr><td>尺寸</td><td>3.5 × 5 英寸</td><td>4.25 × 6 英寸</td></tr>
<tr><td>厚度</td><td>0.007 英寸</td><td>0.016 英寸</td></tr>
</tbody>
</table>
<p>5 × 7 英寸或 6 × 9 英寸等更大的卡片，在 6.125 × 11.5 英寸以内按<strong>信函资费</strong>寄送，超出则按大件邮件计费。大卡片邮资更高，但在信箱里也更显眼。如需覆盖整个社区的全户投递，请参阅我们的 EDDM 指南。</p>
<h2>形状也有讲究</h2>
<p>分拣机要求邮件为矩形，且长宽比（长度除以高度）介于 1.3 到 2.5 之间。正方形卡片以及过于细长的卡片，可能会被加收“不可机器分拣”附加费。</p>
<h2>地址面布局</h2>
<ul>
<li><strong>右半部分：</strong>留给收件地址和邮资，请避免放置繁杂的图片和深色背景。</li>
<li><strong>右上角：</strong>邮票、邮资机戳记或印刷的邮资标志。</li>
<li><strong>左上角：</strong>您的回邮地址。</li>
<li><strong>条码空白区：</strong>右侧 4.75 英寸范围内的底部 5/8 英寸（约 16 毫米）不得有任何印刷内容，邮政设备会在此处打印条码。</li>
<li><strong>左半部分：</strong>您的文案、优惠信息、二维码和标志。</li>
</ul>
<h2>表面处理与地址打印</h2>
<p>如果要用喷墨方式在卡片上打印地址，请让地址区域保持无涂层，或选择适合打印地址的涂层。厚重的 UV 光油可能导致地址油墨蹭花。哑面或非涂布的背面，还便于手写几句个人留言。</p>
<h2>提升回应率的设计建议</h2>
<ul>
<li>让正面独立发挥作用：大图、简短标题、清晰的优惠。</li>
<li>在地址面重复行动号召和联系方式。</li>
<li>每次寄送使用专属优惠码或二维码，以便追踪效果。</li>
<li>选择至少 14 pt 的卡纸，确保卡片寄到时挺括不折。</li>
</ul>
<p>邮资会定期调整，规划活动时请查询当前费率。我们的明信片模板已标出地址区域和条码空白区，您无需自己测量即可开始设计。</p>`,
    },
  },
  {
    categories: ['finishing'],
    title: {
      en: 'Roll Labels: Unwind Direction, Core Size and Applicators',
      zh: '卷装标签：出标方向、纸芯尺寸与贴标机',
    },
    subheading: {
      en: 'The details that decide whether your labels run smoothly by hand or on a labelling machine.',
      zh: '这些细节决定了您的标签无论手贴还是机贴都能顺畅使用。',
    },
    img: '/media/illustration/labels.webp',
    publishedAt: '2026-06-04',
    content: {
      en: `<p>Once your business moves beyond a few hundred products a week, roll labels become much faster to apply than sheets. But a roll has settings that sheets do not, and getting them wrong can mean labels that come off upside down or do not fit your machine.</p>
<h2>Unwind direction</h2>
<p>Unwind direction describes which edge of the label comes off the roll first, and whether the printed side faces out or in. The industry uses eight standard positions:</p>
<table>
<thead><tr><th>Position</th><th>Label leads with</th><th>Print faces</th></tr></thead>
<tbody>
<tr><td>1</td><td>Top edge</td><td>Outward</td></tr>
<tr><td>2</td><td>Bottom edge</td><td>Outward</td></tr>
<tr><td>3</td><td>Right edge</td><td>Outward</td></tr>
<tr><td>4</td><td>Left edge</td><td>Outward</td></tr>
<tr><td>5-8</td><td>Same as 1-4</td><td>Inward</td></tr>
</tbody>
</table>
<p>For hand application, position 1 or 2 is usually easiest. For machine application, the correct position depends on how the applicator feeds and which way the container travels. Check the manual or ask your equipment supplier, and tell us the position number when you order.</p>
<h2>Core size</h2>
<ul>
<li><strong>1 in core:</strong> small desktop label printers and hand dispensers.</li>
<li><strong>1.5 in core:</strong> some tabletop applicators.</li>
<li><strong>3 in core:</strong> the standard for most semi-automatic and automatic applicators.</li>
</ul>
<p>Also check the maximum outer diameter your machine can hold. This limits how many labels fit on each roll.</p>
<h2>Labels per roll and gaps</h2>
<p>We leave a standard gap of 0.125 in (3 mm) between labels, which most applicators expect. If your machine needs a different gap, or you want a set number of labels on each roll, such as 500 or 1,000, say so in the order notes.</p>
<h2>Design considerations</h2>
<ul>
<li>Design the label the right way up; we rotate it on the roll to match the unwind position you choose.</li>
<li>For wrap-around labels on bottles, leave the overlap area free of important text.</li>
<li>Allow for curved containers: tapered bottles need a curved (arc) label shape to sit flat.</li>
<li>Keep text at least 0.0625 in (1.5 mm) from the edge for small labels and 0.125 in (3 mm) for larger ones.</li>
</ul>
<p>Not sure what your applicator needs? Send us a photo of a label roll that already runs well on it, and we will match it.</p>`,
      zh: `<p>当您的业务规模超过每周几百件产品时，卷装标签的贴标速度会比单张标签快得多。但卷标有一些单张标签没有的参数，一旦设错，标签就可能倒着出来，或者装不进您的设备。</p>
<h2>出标方向</h2>
<p>出标方向是指标签的哪一条边先从卷上出来，以及印刷面朝外还是朝内。行业通用八种标准方向：</p>
<table>
<thead><tr><th>方向编号</th><th>先出的边</th><th>印刷面</th></tr></thead>
<tbody>
<tr><td>1</td><td>顶边</td><td>朝外</td></tr>
<tr><td>2</td><td>底边</td><td>朝外</td></tr>
<tr><td>3</td><td>右边</td><td>朝外</td></tr>
<tr><td>4</td><td>左边</td><td>朝外</td></tr>
<tr><td>5–8</td><td>与 1–4 相同</td><td>朝内</td></tr>
</tbody>
</table>
<p>手工贴标时，方向 1 或 2 通常最方便。机器贴标时，正确的方向取决于贴标机的送标方式和容器的行进方向。请查阅设备说明书或询问设备供应商，并在下单时告诉我们方向编号。</p>
<h2>纸芯尺寸</h2>
<ul>
<li><strong>1 英寸纸芯：</strong>小型桌面标签打印机和手持分配器。</li>
<li><strong>1.5 英寸纸芯：</strong>部分台式贴标机。</li>
<li><strong>3 英寸纸芯：</strong>大多数半自动和全自动贴标机的标准规格。</li>
</ul>
<p>同时请确认设备可容纳的最大卷外径，这决定了每卷能装多少张标签。</p>
<h2>每卷张数与间距</h2>
<p>我们默认在标签之间保留 0.125 英寸（3 毫米）的间距，这是大多数贴标机所要求的。如果您的设备需要不同的间距，或希望每卷固定张数（例如 500 或 1,000 张），请在订单备注中注明。</p>
<h2>设计注意事项</h2>
<ul>
<li>按正向设计标签即可，我们会根据您选择的出标方向在卷上旋转排列。</li>
<li>瓶身环绕式标签，重叠区域不要放置重要文字。</li>
<li>考虑容器的弧度：锥形瓶需要使用弧形（扇形）标签才能贴得平整。</li>
<li>小标签的文字距边缘至少 0.0625 英寸（1.5 毫米），大标签至少 0.125 英寸（3 毫米）。</li>
</ul>
<p>不确定您的贴标机需要什么参数？把一卷在设备上运行良好的标签拍照发给我们，我们会按照它来匹配。</p>`,
    },
  },
  {
    categories: ['marketing'],
    title: {
      en: 'Designing a Memorable Unboxing Experience for a Small Brand',
      zh: '为小品牌打造难忘的开箱体验',
    },
    subheading: {
      en: 'Printed boxes, inserts and small touches that turn a delivery into a moment worth sharing.',
      zh: '印刷包装盒、内附卡片和小巧思，让一次收货变成值得分享的时刻。',
    },
    img: '/media/illustration/packaging.webp',
    publishedAt: '2026-06-23',
    content: {
      en: `<p>For an online business, the box is the first thing a customer physically touches. A thoughtful unboxing makes the product feel more valuable, encourages customers to share photos, and brings them back for a second order. You do not need a big budget to do it well.</p>
<h2>Start with the box</h2>
<ul>
<li><strong>Custom mailer box:</strong> a corrugated box printed with your logo outside creates recognition on the doorstep. Printing the inside, with a pattern or a short message, creates a surprise when the lid opens.</li>
<li><strong>Right size:</strong> a box that fits the product reduces filler and shipping cost and looks intentional.</li>
<li><strong>Budget option:</strong> a plain kraft box with a printed sticker seal and a branded inside card still feels personal.</li>
</ul>
<h2>Layers that build anticipation</h2>
<ol>
<li>A branded sticker sealing tissue paper.</li>
<li>A thank-you card on top, ideally with a handwritten signature or a short personal note.</li>
<li>The product, presented neatly, perhaps in an insert that holds it in place.</li>
<li>A small extra: a sample, a sticker sheet or a bookmark.</li>
</ol>
<h2>Useful printed inserts</h2>
<ul>
<li><strong>Thank-you card</strong> with your story in two or three sentences.</li>
<li><strong>Care or how-to card:</strong> instructions reduce returns and support questions.</li>
<li><strong>Next-order discount</strong> with a unique code to measure repeat purchases.</li>
<li><strong>Review or social card:</strong> a QR code and an invitation to share a photo with your hashtag.</li>
</ul>
<h2>Keep it consistent</h2>
<p>Use the same colours, fonts and tone across the box, stickers and cards. Consistency is what makes a brand feel established, even if you pack orders at your kitchen table.</p>
<h2>Think about cost per order</h2>
<p>Add up every element: box, tissue, sticker, insert cards and filler. A complete branded kit often costs between $1 and $3 per order at small-business quantities, and printing inserts in larger batches brings the cost down. Start with the elements that matter most to your customers, usually the box and the thank-you card, and add more as you grow.</p>
<h2>Choose sustainable materials</h2>
<p>Customers increasingly notice packaging waste. Choose recyclable corrugated boxes, paper tape and paper-based fillers, and tell customers how to recycle them on your insert card.</p>
<h2>Test before you launch</h2>
<p>Pack a complete order, ship it to yourself or a friend, and open it on camera. You will quickly see whether items shift, whether the box arrives crushed, and whether the experience feels the way you imagined.</p>`,
      zh: `<p>对网店来说，包装盒是顾客第一件真正摸到的东西。用心的开箱体验能让产品显得更有价值，鼓励顾客拍照分享，还能带来第二次购买。做好这件事，并不需要很大的预算。</p>
<h2>从盒子开始</h2>
<ul>
<li><strong>定制飞机盒：</strong>外面印有标志的瓦楞纸盒，放在门口就能让人一眼认出。在盒内印上图案或一句话，掀开盒盖时就会带来惊喜。</li>
<li><strong>尺寸合适：</strong>贴合产品的盒子能减少填充物和运费，看起来也更用心。</li>
<li><strong>经济方案：</strong>普通牛皮纸盒配上印刷封口贴和一张品牌内卡，依然很有温度。</li>
</ul>
<h2>层层递进，营造期待</h2>
<ol>
<li>用品牌贴纸封住包装薄纸。</li>
<li>最上层放一张感谢卡，最好有手写签名或一句简短的个人留言。</li>
<li>整齐摆放的产品，可以用内衬固定位置。</li>
<li>一份小惊喜：试用装、贴纸页或书签。</li>
</ol>
<h2>实用的印刷内附卡片</h2>
<ul>
<li><strong>感谢卡：</strong>用两三句话讲讲您的品牌故事。</li>
<li><strong>保养或使用说明卡：</strong>清楚的说明能减少退货和客服咨询。</li>
<li><strong>复购优惠卡：</strong>附上专属优惠码，衡量回头客的购买情况。</li>
<li><strong>好评或社交分享卡：</strong>放一个二维码，邀请顾客带上您的话题标签分享照片。</li>
</ul>
<h2>保持一致</h2>
<p>盒子、贴纸和卡片使用同样的颜色、字体和语气。一致性会让品牌显得成熟可靠，即便您是在自家厨房的餐桌上打包订单。</p>
<h2>算算每单成本</h2>
<p>把每一项都加起来：盒子、薄纸、贴纸、卡片和填充物。以小企业常见的订购量计算，一整套品牌包装通常每单 1 到 3 美元；内附卡片批量印刷还能进一步降低成本。先从对顾客最重要的元素做起，通常是盒子和感谢卡，随着业务成长再逐步增加。</p>
<h2>选择可持续材料</h2>
<p>越来越多的顾客会留意包装浪费。选择可回收的瓦楞纸盒、纸质胶带和纸质填充物，并在内附卡片上告诉顾客如何回收。</p>
<h2>上线前先测试</h2>
<p>打包一份完整的订单，寄给自己或朋友，然后对着镜头拆开。您很快就能发现物品是否晃动、盒子是否被压坏，以及整个体验是否如您所想。</p>`,
    },
  },
  {
    categories: ['color', 'paper'],
    title: {
      en: 'Printing on Kraft, Dark and Clear Materials: When You Need White Ink',
      zh: '在牛皮纸、深色纸和透明材料上印刷：何时需要白墨',
    },
    subheading: {
      en: 'Why colours disappear on brown and clear stocks, and how a white underlayer fixes it.',
      zh: '为什么颜色印在棕色和透明材料上会“消失”，以及白墨打底如何解决这个问题。',
    },
    img: '/media/illustration/color.webp',
    publishedAt: '2026-07-12',
    content: {
      en: `<p>Kraft boxes, black business cards and clear labels are popular for good reason: they look distinctive and premium. But they behave very differently from white paper, and designs that ignore this can print dull, muddy or almost invisible.</p>
<h2>Why colours change</h2>
<p>CMYK inks are transparent. On white paper, light passes through the ink, reflects off the white surface and comes back to your eye coloured by the ink. On brown kraft, the light reflects off brown, so every colour is mixed with brown: yellows turn olive, blues turn grey-green, and light colours almost disappear. On clear film, there is nothing to reflect the light at all, so the ink looks faint.</p>
<h2>White ink to the rescue</h2>
<p>White ink is opaque. Printed underneath your design as an <strong>underbase</strong>, it creates a white surface for CMYK inks to sit on, bringing colours back close to how they would look on white paper. It can also be used on its own as a design colour, such as white text on kraft or a white logo on black.</p>
<h2>Preparing a white ink layer</h2>
<ol>
<li>Create a new layer named "White" above your artwork.</li>
<li>Draw or copy the shapes that need white underneath them.</li>
<li>Fill them with a 100% spot colour swatch named exactly "White"; it will display as a colour on screen but print as white ink.</li>
<li>Choke (shrink) the white shapes by about 0.25 pt so no white edge peeks out from behind coloured artwork.</li>
<li>Set the white shapes to overprint so they do not knock out the artwork above them. Unlike plain white objects, which are simply unprinted paper, a spot colour named "White" is a real ink and overprints safely.</li>
</ol>
<h2>Design tips by material</h2>
<ul>
<li><strong>Kraft:</strong> embrace the brown. One- or two-colour designs in black, white and a strong brand colour look intentional. Avoid pastel colours without a white underbase.</li>
<li><strong>Black and dark stocks:</strong> use white ink, foil or spot UV rather than CMYK, which barely shows on dark paper.</li>
<li><strong>Clear labels:</strong> decide which areas should be see-through and which opaque. Text printed without white underneath will look tinted by the product behind it, which can be beautiful on light-coloured liquids and unreadable on dark ones.</li>
</ul>
<h2>Check with a proof</h2>
<p>Colour on coloured and clear materials is harder to predict on screen than on white paper. For your first order on a new material, a hard-copy proof or a small test run is well worth it.</p>`,
      zh: `<p>牛皮纸盒、黑色名片和透明标签之所以受欢迎，是因为它们独特而有质感。但这些材料的表现与白纸截然不同，如果设计时不加考虑，印出来可能暗淡、浑浊，甚至几乎看不见。</p>
<h2>颜色为什么会变</h2>
<p>CMYK 油墨是透明的。在白纸上，光线穿过油墨，经白色纸面反射后回到眼中，被油墨染上了颜色。而在棕色牛皮纸上，光线从棕色表面反射回来，每种颜色都混入了棕色：黄色变成橄榄色，蓝色变成灰绿色，浅色几乎消失不见。在透明薄膜上，则根本没有可以反射光线的表面，油墨看起来非常淡。</p>
<h2>白墨来救场</h2>
<p>白墨是不透明的。把它作为<strong>底白</strong>印在设计下方，就为 CMYK 油墨铺出了一层白色表面，让颜色接近印在白纸上的效果。白墨也可以单独作为设计色使用，例如牛皮纸上的白色文字或黑卡上的白色标志。</p>
<h2>如何准备白墨图层</h2>
<ol>
<li>在设计图层上方新建一个名为“White”的图层。</li>
<li>绘制或复制需要在下方铺白的图形。</li>
<li>用名称恰好为“White”的 100% 专色色板填充；它在屏幕上会显示为某种颜色，但印刷时使用白墨。</li>
<li>将白墨图形内缩约 0.25 pt，避免白边从彩色图案后面露出来。</li>
<li>将白墨图形设为叠印，以免挖空上方的图案。普通的白色对象只是“不印墨”的纸白，而名为“White”的专色是真实存在的油墨，设为叠印不会消失。</li>
</ol>
<h2>不同材料的设计建议</h2>
<ul>
<li><strong>牛皮纸：</strong>大方拥抱棕色。以黑、白加一种醒目品牌色构成的单色或双色设计，看起来别有用心。没有底白时，避免使用粉彩色。</li>
<li><strong>黑色及深色纸：</strong>请使用白墨、烫金或局部 UV，而不是 CMYK，因为 CMYK 在深色纸上几乎显不出来。</li>
<li><strong>透明标签：</strong>先想好哪些区域要透明、哪些要不透明。没有铺白的文字会被后面的产品染色：在浅色液体上可能很美，在深色液体上则难以辨认。</li>
</ul>
<h2>用打样确认</h2>
<p>彩色材料和透明材料上的颜色，比白纸更难在屏幕上预判。首次在新材料上下单时，实物打样或小批量试印非常值得。</p>`,
    },
  },
  {
    categories: ['paper'],
    title: {
      en: 'Specialty Papers: Linen, Felt, Cotton, Pearl and More',
      zh: '特种纸一览：布纹、毛毡纹、棉浆、珠光及其他',
    },
    subheading: {
      en: 'Textured and decorative stocks that make stationery and invitations feel unforgettable.',
      zh: '让文具和请柬令人难忘的纹理纸与装饰性纸张。',
    },
    img: '/media/illustration/paper.webp',
    publishedAt: '2026-07-31',
    content: {
      en: `<p>When a printed piece needs to feel special, such as a wedding invitation, a luxury business card or a letterhead for a boutique firm, the paper itself can do most of the work. Specialty papers add texture, colour and character before a drop of ink is applied.</p>
<h2>Textured papers</h2>
<ul>
<li><strong>Linen:</strong> a fine crosshatch pattern pressed into the surface, like woven fabric. Classic and professional; popular for letterheads, business cards and certificates.</li>
<li><strong>Felt:</strong> a soft, irregular texture made by felt blankets during papermaking. Warm and tactile; lovely for invitations and art prints.</li>
<li><strong>Laid:</strong> fine parallel lines with wider spaced cross lines, reminiscent of traditional handmade paper.</li>
<li><strong>Cotton:</strong> made from cotton fibre rather than wood pulp. Thick, soft and slightly spongy, it takes deep impressions from embossing and letterpress-style printing.</li>
</ul>
<h2>Decorative papers</h2>
<ul>
<li><strong>Pearl or metallic:</strong> a shimmering coating that catches the light. Colours printed on it gain a subtle sheen.</li>
<li><strong>Coloured stocks:</strong> paper dyed through, so edges match the surface. Perfect for bold, minimal designs in white ink or foil.</li>
<li><strong>Translucent vellum:</strong> a frosted, see-through paper used for overlays, wraps and invitation layers.</li>
</ul>
<h2>How texture affects printing</h2>
<ul>
<li>Large solid areas of colour can look speckled on textured papers, because ink does not reach the bottom of every groove. This can be part of the charm; if you need smooth solids, choose a smooth stock.</li>
<li>Very small text and fine lines may look slightly broken. Keep text at 8 pt or larger and avoid hairline weights.</li>
<li>Photographs look softer and less detailed than on coated paper.</li>
<li>Foil works best on lightly textured papers; deep textures can leave gaps.</li>
</ul>
<h2>Matching paper to purpose</h2>
<table>
<thead><tr><th>Project</th><th>Suggested stock</th></tr></thead>
<tbody>
<tr><td>Law or accounting letterhead</td><td>Linen or smooth uncoated, 70-80 lb text</td></tr>
<tr><td>Wedding invitations</td><td>Felt or cotton cover, with a vellum wrap</td></tr>
<tr><td>Boutique business cards</td><td>Cotton with blind deboss, or pearl with foil</td></tr>
<tr><td>Certificates</td><td>Linen or laid cover</td></tr>
</tbody>
</table>
<p>Specialty papers can look very different in person than in photos. Order our sample pack before choosing, and feel the difference for yourself.</p>`,
      zh: `<p>当一件印刷品需要显得与众不同时，比如婚礼请柬、高档名片或精品事务所的信纸，纸张本身就能承担大部分任务。特种纸在一滴油墨都还没上之前，就已经带来了纹理、色彩和个性。</p>
<h2>纹理纸</h2>
<ul>
<li><strong>布纹纸：</strong>表面压有细密的交叉纹理，宛如织物。经典而专业，常用于信纸、名片和证书。</li>
<li><strong>毛毡纹纸：</strong>造纸时由毛毡压出的柔和不规则纹理，温暖而富有触感，非常适合请柬和艺术印品。</li>
<li><strong>条纹纸（直纹纸）：</strong>细密的平行线，配以间距较宽的横向纹，令人联想到传统手工纸。</li>
<li><strong>棉浆纸：</strong>以棉纤维而非木浆制成，厚实柔软、略有弹性，压纹和凸版风格印刷都能压出深刻的印痕。</li>
</ul>
<h2>装饰性纸张</h2>
<ul>
<li><strong>珠光纸或金属纸：</strong>表面带有闪烁的涂层，能捕捉光线，印在上面的颜色也会泛出细腻的光泽。</li>
<li><strong>色卡纸：</strong>纸张整体染色，切边颜色与表面一致。非常适合以白墨或烫金表现的醒目极简设计。</li>
<li><strong>半透明硫酸纸：</strong>磨砂质感的透明纸，常用于叠层、封套和请柬内页。</li>
</ul>
<h2>纹理如何影响印刷</h2>
<ul>
<li>在纹理纸上，大面积实地可能显得斑驳，因为油墨无法到达每一道凹纹的底部。这也可以成为一种韵味；如果需要平整的实地，请选择平滑的纸张。</li>
<li>极小的文字和细线可能略有断续。文字请不小于 8 pt，并避免使用极细字重。</li>
<li>照片的清晰度和细节会比在涂布纸上柔和一些。</li>
<li>烫金最适合纹理较浅的纸张，纹理过深可能会出现缺箔。</li>
</ul>
<h2>按用途选纸</h2>
<table>
<thead><tr><th>项目</th><th>推荐纸张</th></tr></thead>
<tbody>
<tr><td>律师或会计事务所信纸</td><td>布纹纸或平滑非涂布纸，70–80 磅文本纸</td></tr>
<tr><td>婚礼请柬</td><td>毛毡纹或棉浆卡纸，配硫酸纸封套</td></tr>
<tr><td>精品店名片</td><td>棉浆纸配素压凹，或珠光纸配烫金</td></tr>
<tr><td>证书</td><td>布纹或条纹卡纸</td></tr>
</tbody>
</table>
<p>特种纸的实物与照片往往相差很大。选择之前，不妨先订一份样品包，亲手感受其中的差别。</p>`,
    },
  },
  {
    categories: ['design'],
    title: {
      en: 'How to Export a Print-Ready PDF (PDF/X-1a vs. PDF/X-4)',
      zh: '如何导出可直接印刷的 PDF（PDF/X-1a 与 PDF/X-4）',
    },
    subheading: {
      en: 'The export settings that turn your design into a file any press can print exactly as intended.',
      zh: '这些导出设置，让您的设计变成任何印刷机都能原样印出的文件。',
    },
    img: '/media/illustration/file-prep.webp',
    publishedAt: '2026-08-19',
    content: {
      en: `<p>You have finished your design. The last step, exporting the file, is where many print problems begin: missing bleed, substituted fonts, compressed images or unexpected colours. PDF/X standards exist to prevent exactly these problems.</p>
<h2>What is PDF/X?</h2>
<p>PDF/X is a family of international standards for exchanging print files. A PDF/X file must embed all fonts and images, define colours for print, and describe its trim and bleed boxes. It cannot contain things that do not belong in print, such as video, form fields or external links to missing files.</p>
<h2>PDF/X-1a or PDF/X-4?</h2>
<table>
<thead><tr><th></th><th>PDF/X-1a</th><th>PDF/X-4</th></tr></thead>
<tbody>
<tr><td>Colour</td><td>CMYK and spot colours only</td><td>CMYK, spot, and colour-managed RGB</td></tr>
<tr><td>Transparency</td><td>Flattened on export</td><td>Kept live</td></tr>
<tr><td>Layers</td><td>Not supported</td><td>Supported</td></tr>
<tr><td>Best for</td><td>Simple, reliable files in CMYK</td><td>Designs with transparency, shadows and effects</td></tr>
</tbody>
</table>
<p>Both work perfectly with our workflow. If you are unsure, choose <strong>PDF/X-4</strong> from a modern design program, or PDF/X-1a if your design is already entirely CMYK and has no transparency effects.</p>
<h2>Export settings checklist</h2>
<ol>
<li><strong>Preset:</strong> choose PDF/X-1a or PDF/X-4 from your software's PDF preset list.</li>
<li><strong>Pages:</strong> export single pages, not spreads; front first, then back.</li>
<li><strong>Compression:</strong> do not downsample images below 300 ppi. Use high-quality or lossless compression.</li>
<li><strong>Marks and bleeds:</strong> turn on "use document bleed settings" (0.125 in or 3 mm). Leave crop marks off unless requested; if you include them, offset them by at least the bleed amount.</li>
<li><strong>Output:</strong> keep colour values as they are (no conversion) if your document is already CMYK, or convert to the destination profile recommended on our product page.</li>
<li><strong>Fonts:</strong> PDF/X embeds fonts automatically. If your software warns that a font cannot be embedded because of licence restrictions, convert that text to outlines.</li>
</ol>
<h2>Check before you upload</h2>
<ul>
<li>Open the PDF and zoom to 400% on images and small text.</li>
<li>Check page size: it should be the trim size, with bleed extending beyond it.</li>
<li>Use your PDF viewer's output or separations preview, if available, to see overprint and spot colours.</li>
<li>Confirm the page count matches the number of printed sides you ordered.</li>
</ul>
<h2>Exporting from office software</h2>
<p>Word processors and presentation programs can export PDFs, but they usually work in RGB and may not support bleed. Choose the highest-quality PDF option and extend backgrounds past the page edge where possible. We will convert colours and check the file, and our designers can rebuild it properly if needed.</p>`,
      zh: `<p>设计完成了。最后一步导出文件，却常常是许多印刷问题的源头：缺少出血、字体被替换、图片被压缩，或者颜色出乎意料。PDF/X 标准正是为避免这些问题而制定的。</p>
<h2>什么是 PDF/X？</h2>
<p>PDF/X 是一系列用于交换印刷文件的国际标准。PDF/X 文件必须嵌入所有字体和图片，为印刷定义颜色，并标明裁切框和出血框。它不能包含与印刷无关的内容，例如视频、表单域或指向缺失文件的外部链接。</p>
<h2>PDF/X-1a 还是 PDF/X-4？</h2>
<table>
<thead><tr><th></th><th>PDF/X-1a</th><th>PDF/X-4</th></tr></thead>
<tbody>
<tr><td>颜色</td><td>仅限 CMYK 和专色</td><td>CMYK、专色及经色彩管理的 RGB</td></tr>
<tr><td>透明效果</td><td>导出时拼合</td><td>保留原样</td></tr>
<tr><td>图层</td><td>不支持</td><td>支持</td></tr>
<tr><td>适用场景</td><td>简单可靠的纯 CMYK 文件</td><td>含透明、阴影和特效的设计</td></tr>
</tbody>
</table>
<p>两者都完全适用于我们的生产流程。如果不确定，在新版设计软件中请选择 <strong>PDF/X-4</strong>；如果您的设计已经全部是 CMYK 且没有透明效果，也可以选择 PDF/X-1a。</p>
<h2>导出设置清单</h2>
<ol>
<li><strong>预设：</strong>在软件的 PDF 预设列表中选择 PDF/X-1a 或 PDF/X-4。</li>
<li><strong>页面：</strong>导出单页而非跨页；正面在前，背面在后。</li>
<li><strong>压缩：</strong>图片降采样不要低于 300 ppi，使用高品质或无损压缩。</li>
<li><strong>标记和出血：</strong>勾选“使用文档出血设置”（0.125 英寸或 3 毫米）。除非另有要求，请不要添加裁切标记；如需添加，标记位移至少应等于出血宽度。</li>
<li><strong>输出：</strong>如果文档已经是 CMYK，请保持颜色数值不变（不转换）；否则请转换为我们产品页面推荐的目标色彩配置文件。</li>
<li><strong>字体：</strong>PDF/X 会自动嵌入字体。如果软件提示某款字体因授权限制无法嵌入，请将该部分文字转曲。</li>
</ol>
<h2>上传前检查</h2>
<ul>
<li>打开 PDF，将图片和小字放大到 400% 查看。</li>
<li>检查页面尺寸：应为成品尺寸，出血延伸在其外。</li>
<li>如果您的 PDF 阅读器支持输出预览或分色预览，可借此查看叠印和专色。</li>
<li>确认页数与所订购的印刷面数一致。</li>
</ul>
<h2>从办公软件导出</h2>
<p>文字处理和演示软件也能导出 PDF，但通常使用 RGB 模式，而且可能不支持出血。请选择最高品质的 PDF 选项，并尽量让背景超出页面边缘。我们会转换颜色并检查文件；如有需要，我们的设计师也可以为您规范重建文件。</p>`,
    },
  },
  {
    categories: ['finishing'],
    title: {
      en: 'Beyond the Rectangle: Rounded Corners, Painted Edges and Thick Cards',
      zh: '跳出长方形：圆角、侧边上色与厚卡名片',
    },
    subheading: {
      en: 'Small finishing touches that make a business card instantly recognisable.',
      zh: '让名片一眼就被记住的小巧后道工艺。',
    },
    img: '/media/illustration/business-cards.webp',
    publishedAt: '2026-09-07',
    content: {
      en: `<p>Most business cards are 3.5 x 2 in rectangles with square corners. Changing just one physical detail, such as the corners, the edges or the thickness, makes your card stand out in a stack without changing your design at all.</p>
<h2>Rounded corners</h2>
<p>Rounded corners give cards a friendly, modern feel and stop corners from getting dog-eared in wallets. The two most common radii are:</p>
<ul>
<li><strong>0.125 in (3 mm):</strong> a subtle softening that suits any design.</li>
<li><strong>0.25 in (6 mm):</strong> a more noticeable, playful curve.</li>
</ul>
<p>Keep text and borders well inside the safe zone near the corners, because the rounding removes more of the corner than you might expect. Rectangular borders close to the edge will look awkward against round corners.</p>
<h2>Painted edges</h2>
<p>Edge painting applies colour to the cut edges of a stack of cards. It works best on thick stocks of 32 pt and up, where the edge is wide enough to show. Popular choices include a brand colour on a white card, black edges on a black card for a solid look, or a contrasting neon accent. Metallic edge foils in gold or silver are also available.</p>
<h2>Duplexed and triplexed cards</h2>
<p>Duplexing glues two sheets together into one thick card, which also lets you use two different colours front and back. Triplexing sandwiches a coloured middle sheet between two white ones, creating a thin stripe of colour around the edge, a subtle detail people notice when they hold the card.</p>
<h2>Alternative shapes and sizes</h2>
<table>
<thead><tr><th>Format</th><th>Size</th><th>Effect</th></tr></thead>
<tbody>
<tr><td>Square</td><td>2.5 x 2.5 in</td><td>Modern and compact; stands out in a stack</td></tr>
<tr><td>Slim</td><td>3.5 x 1.5 in</td><td>Elegant, minimal, great for simple designs</td></tr>
<tr><td>Folded</td><td>3.5 x 4 in folded to 3.5 x 2 in</td><td>Extra space for services, maps or loyalty stamps</td></tr>
<tr><td>Custom die-cut</td><td>Any shape</td><td>Maximum memorability; best for creative brands</td></tr>
</tbody>
</table>
<p>Keep practicality in mind: most card holders and wallets are designed for the standard size. A card that does not fit may be remembered, or it may be left behind.</p>
<h2>Combining finishes</h2>
<p>These options combine well with others: a 32 pt cotton card with painted edges and a blind deboss, or a soft-touch card with rounded corners and gold foil. Choose one or two special touches rather than all of them, so each one has room to shine.</p>`,
      zh: `<p>大多数名片都是 3.5 × 2 英寸、直角的长方形。只要改变一个物理细节，比如角、边或厚度，无需改动任何设计，您的名片就能在一叠名片中脱颖而出。</p>
<h2>圆角</h2>
<p>圆角让名片显得亲切、现代，放在钱包里也不会卷角。最常见的两种圆角半径是：</p>
<ul>
<li><strong>0.125 英寸（3 毫米）：</strong>含蓄的柔化，适合任何设计。</li>
<li><strong>0.25 英寸（6 毫米）：</strong>更明显、更活泼的弧度。</li>
</ul>
<p>角落附近的文字和边框应远离安全区边缘，因为倒圆角切掉的部分比您想象的更多。贴近边缘的直角边框配上圆角，会显得很别扭。</p>
<h2>侧边上色</h2>
<p>侧边上色是给整叠名片的裁切边涂上颜色。它最适合 32 pt 及以上的厚卡，边缘足够宽才能显色。常见的选择有：白色名片配品牌色侧边、黑色名片配黑色侧边以呈现浑然一体的质感，或者用荧光色做对比点缀。也可以选择金色或银色的金属箔侧边。</p>
<h2>对裱与三层夹心名片</h2>
<p>对裱是将两张纸粘合成一张厚卡，还可以让正反面使用两种不同的颜色。三层夹心则是在两张白卡之间夹一层彩色纸，让名片边缘露出一道细细的色线，拿在手里时格外引人注意。</p>
<h2>其他形状与尺寸</h2>
<table>
<thead><tr><th>规格</th><th>尺寸</th><th>效果</th></tr></thead>
<tbody>
<tr><td>方形</td><td>2.5 × 2.5 英寸</td><td>现代小巧，在一叠名片中格外显眼</td></tr>
<tr><td>窄版</td><td>3.5 × 1.5 英寸</td><td>优雅简约，适合简洁的设计</td></tr>
<tr><td>折叠式</td><td>3.5 × 4 英寸对折为 3.5 × 2 英寸</td><td>多出空间放服务项目、地图或集点章</td></tr>
<tr><td>定制异形</td><td>任意形状</td><td>最令人难忘，最适合创意品牌</td></tr>
</tbody>
</table>
<p>也要兼顾实用性：大多数名片夹和钱包都是按标准尺寸设计的。放不进去的名片，可能让人记住，也可能被随手留下。</p>
<h2>工艺组合</h2>
<p>这些工艺可以与其他工艺自由组合：32 pt 棉浆名片配侧边上色和素压凹，或者触感膜名片配圆角和烫金。选择一两种特别的细节就好，不必全都用上，让每一种都有发挥的空间。</p>`,
    },
  },
  {
    categories: ['marketing'],
    title: {
      en: 'How Many Should You Print? Quantities, Price Breaks and Waste',
      zh: '该印多少？数量、价格档位与浪费',
    },
    subheading: {
      en: 'Why unit prices drop so quickly, and how to find the quantity that is actually cheapest for you.',
      zh: '为什么单价下降得这么快，以及如何找到真正最划算的数量。',
    },
    img: '/media/illustration/marketing.webp',
    publishedAt: '2026-09-26',
    content: {
      en: `<p>Look at any product page and you will see that printing 1,000 pieces rarely costs twice as much as printing 500. It is tempting to order the bigger number. Sometimes that is the right decision; sometimes it means throwing away a box of outdated flyers a year from now.</p>
<h2>Why unit prices fall</h2>
<p>Every print job has fixed costs that do not depend on quantity: checking the file, preparing the press, calibrating colour, setting up cutting and finishing, and packing. Spread over 100 pieces, those costs are significant; spread over 5,000, they almost disappear. Paper and ink are the only costs that grow in step with quantity.</p>
<h2>An illustrative example</h2>
<table>
<thead><tr><th>Quantity</th><th>Order total</th><th>Price per card</th></tr></thead>
<tbody>
<tr><td>250</td><td>$30</td><td>$0.12</td></tr>
<tr><td>500</td><td>$40</td><td>$0.08</td></tr>
<tr><td>1,000</td><td>$55</td><td>$0.055</td></tr>
<tr><td>2,500</td><td>$105</td><td>$0.042</td></tr>
</tbody>
</table>
<p>These figures illustrate the pattern; see each product page for current prices. Doubling from 500 to 1,000 cards adds $15 here, but whether that is a bargain depends entirely on whether you will use them.</p>
<h2>Questions to ask before choosing a quantity</h2>
<ul>
<li><strong>How fast will I use them?</strong> Estimate monthly use. Business cards for one person rarely exceed 500 a year; event flyers are used within weeks.</li>
<li><strong>How long will the information stay correct?</strong> Prices, dates, staff names, addresses and phone numbers change. Do not print a three-year supply of something that may be outdated in six months.</li>
<li><strong>Where will I store them?</strong> Boxes of paper take space and can be damaged by humidity.</li>
<li><strong>Is reordering easy?</strong> With saved files and two- to four-day production, you do not need to stockpile.</li>
</ul>
<h2>Smart ways to save</h2>
<ul>
<li>Separate information that changes from information that does not: print the evergreen brochure in volume and put prices on a separate, short-run insert.</li>
<li>Order one design in a larger quantity rather than several designs in small ones where possible.</li>
<li>Combine orders to pass the $99 free-shipping threshold within the US.</li>
<li>For large campaigns, request a <a href="/quotes">custom quote</a>; runs of 10,000 or more often qualify for offset pricing.</li>
</ul>
<h2>The cheapest print is the one you use</h2>
<p>A lower price per piece means nothing if half the pieces end up in recycling. Order for the next three to six months of realistic use, and reorder when you need more.</p>`,
      zh: `<p>随便打开一个产品页面，您都会发现印 1,000 张的价格很少是 500 张的两倍。于是很容易想订更多。有时这确实是正确的决定；有时却意味着一年后要扔掉一箱过时的宣传单。</p>
<h2>单价为什么会下降</h2>
<p>每笔印刷订单都有一部分与数量无关的固定成本：检查文件、准备印刷机、校准颜色、设置裁切和后道工艺，以及包装。分摊到 100 件上，这些成本很可观；分摊到 5,000 件上，几乎可以忽略不计。只有纸张和油墨成本会随数量同步增长。</p>
<h2>举例说明</h2>
<table>
<thead><tr><th>数量</th><th>订单总价</th><th>每张单价</th></tr></thead>
<tbody>
<tr><td>250</td><td>30 美元</td><td>0.12 美元</td></tr>
<tr><td>500</td><td>40 美元</td><td>0.08 美元</td></tr>
<tr><td>1,000</td><td>55 美元</td><td>0.055 美元</td></tr>
<tr><td>2,500</td><td>105 美元</td><td>0.042 美元</td></tr>
</tbody>
</table>
<p>以上数字仅用于说明规律，实时价格请以各产品页面为准。在这个例子中，从 500 张加到 1,000 张只多花 15 美元，但划不划算，完全取决于您能不能用完。</p>
<h2>确定数量前先问自己</h2>
<ul>
<li><strong>我用得有多快？</strong>估算每月用量。一个人的名片一年很少超过 500 张；活动宣传单则几周内就用完了。</li>
<li><strong>这些信息能保持多久不变？</strong>价格、日期、员工姓名、地址和电话号码都会变。可能半年就过时的东西，不要一口气印三年的量。</li>
<li><strong>我把它们放在哪里？</strong>成箱的纸品占地方，还可能受潮损坏。</li>
<li><strong>返单方便吗？</strong>文件已保存，生产只需两到四天，您完全不必囤货。</li>
</ul>
<h2>聪明的省钱方法</h2>
<ul>
<li>将会变动的信息与长期不变的信息分开：长期适用的宣传册大批量印刷，价格则印在单独的小批量插页上。</li>
<li>尽可能把一个设计订成较大数量，而不是把几个设计各订一点点。</li>
<li>合并订单，在美国境内达到 99 美元即可享受免运费。</li>
<li>大型活动请申请<a href="/quotes">定制报价</a>；10,000 件以上的订单通常可以享受胶印价格。</li>
</ul>
<h2>用得上的印刷品才是最便宜的</h2>
<p>如果一半最终都进了回收箱，单价再低也没有意义。按未来三到六个月的实际用量订购，需要时再返单。</p>`,
    },
  },
  {
    categories: ['color'],
    title: {
      en: 'Keeping Brand Colours Consistent Across Cards, Labels and Boxes',
      zh: '让品牌色在名片、标签和包装盒上保持一致',
    },
    subheading: {
      en: 'Different materials and presses see colour differently. Build a colour system that holds up everywhere.',
      zh: '不同的材料和印刷机对颜色的呈现各不相同。建立一套处处适用的色彩体系。',
    },
    img: '/media/illustration/color.webp',
    publishedAt: '2026-10-15',
    content: {
      en: `<p>Your business card is printed on coated card, your labels on white film, your mailer boxes on brown corrugated board and your website is on a screen. Asking all of them to show exactly the same colour is asking a lot. The goal is not a perfect match everywhere, but a family of colours that clearly belong together.</p>
<h2>Why the same values look different</h2>
<ul>
<li><strong>Material:</strong> coated paper, uncoated paper, film and kraft each reflect light differently and absorb ink differently.</li>
<li><strong>Process:</strong> digital, offset and flexographic presses lay down ink in different ways, with slightly different colour ranges.</li>
<li><strong>Finish:</strong> gloss lamination deepens colour; matte and soft-touch soften it.</li>
<li><strong>Light:</strong> shop lighting, daylight and warm home lighting all shift how colour looks.</li>
</ul>
<h2>Build a colour reference sheet</h2>
<p>For each brand colour, record:</p>
<ol>
<li>A <strong>Pantone</strong> reference, coated and uncoated, as the master definition.</li>
<li>A tested <strong>CMYK build for coated stock</strong> and, if it differs, one for uncoated stock.</li>
<li><strong>RGB and hex values</strong> for screens.</li>
<li>Notes for special materials, such as "on kraft, use white underbase" or "on black, use foil instead".</li>
</ol>
<p>Share this sheet with everyone who creates materials for you, and use exactly these values in every file.</p>
<h2>Keep a physical "golden sample"</h2>
<p>Once you have a printed piece whose colour you love, keep a few copies in an envelope, away from sunlight. When you reorder or print a new product, compare against this sample rather than your screen or your memory. Tell us the order number of the sample and we will aim to match it.</p>
<h2>Compare colours the right way</h2>
<ul>
<li>Look at samples side by side under neutral daylight or a daylight-balanced lamp, not under warm household bulbs.</li>
<li>Compare like with like: a label next to a label, a card next to a card. Comparing a soft-touch card with a gloss label will always show a difference.</li>
<li>Expect small variations between print runs; visible differences only side by side are normal.</li>
</ul>
<h2>Design choices that help</h2>
<ul>
<li>Choose brand colours that sit comfortably inside the CMYK gamut; extremely bright colours vary more.</li>
<li>Avoid large flat areas of pale, neutral colours such as light grey or beige. They are the hardest to keep consistent, because any shift toward warm or cool is easy to see.</li>
<li>Where an exact colour matters most, such as on a flagship box, consider a spot colour or a hard-copy proof.</li>
</ul>`,
      zh: `<p>您的名片印在涂布卡纸上，标签印在白色薄膜上，飞机盒用的是棕色瓦楞纸板，网站则显示在屏幕上。要求它们呈现完全相同的颜色，实在是强人所难。真正的目标不是处处完美一致，而是打造一组一看就属于同一家族的颜色。</p>
<h2>同样的数值为什么看起来不同</h2>
<ul>
<li><strong>材料：</strong>涂布纸、非涂布纸、薄膜和牛皮纸对光的反射和对油墨的吸收各不相同。</li>
<li><strong>工艺：</strong>数码印刷、胶印和柔版印刷的上墨方式不同，色域也略有差异。</li>
<li><strong>表面处理：</strong>光膜让颜色更深，哑膜和触感膜则让颜色更柔和。</li>
<li><strong>光源：</strong>店铺灯光、日光和家里的暖色灯光，都会改变颜色的观感。</li>
</ul>
<h2>建立色彩参照表</h2>
<p>为每个品牌色记录：</p>
<ol>
<li>一个 <strong>Pantone</strong> 色号（涂布版和非涂布版），作为主定义。</li>
<li>一组经过实测的<strong>涂布纸 CMYK 配比</strong>；如果非涂布纸需要不同数值，也一并记录。</li>
<li>用于屏幕的 <strong>RGB 和十六进制色值</strong>。</li>
<li>特殊材料的说明，例如“牛皮纸上需铺底白”或“黑色纸上改用烫金”。</li>
</ol>
<p>把这份参照表分享给所有为您制作物料的人，并在每个文件中严格使用这些数值。</p>
<h2>保留一份实物“标准样”</h2>
<p>一旦印出了颜色让您满意的成品，就留几份装进信封，避光保存。返单或印制新产品时，请与这份样品比较，而不是与屏幕或记忆比较。告诉我们这份样品的订单号，我们会以它为目标进行匹配。</p>
<h2>用正确的方式比较颜色</h2>
<ul>
<li>在中性日光或日光色台灯下并排比较样品，而不是在家用暖色灯泡下。</li>
<li>同类相比：标签和标签比，名片和名片比。拿触感膜名片和光膜标签比较，永远会看到差异。</li>
<li>不同批次之间存在细微差异属于正常，只有并排放在一起才看得出的差异，无需担心。</li>
</ul>
<h2>有助于保持一致的设计选择</h2>
<ul>
<li>选择稳稳落在 CMYK 色域内的品牌色；极其鲜艳的颜色波动更大。</li>
<li>避免大面积使用浅灰、米色等浅淡的中性色。它们最难保持一致，因为任何偏暖或偏冷都一眼可见。</li>
<li>对于颜色最关键的地方，例如旗舰产品的包装盒，可以考虑使用专色或实物打样。</li>
</ul>`,
    },
  },
  {
    categories: ['color', 'design'],
    title: {
      en: 'Overprint, Knockout and Trapping: Avoiding White Gaps',
      zh: '叠印、挖空与陷印：避免出现白色漏缝',
    },
    subheading: {
      en: 'How overlapping colours are printed, and the settings that prevent thin white gaps or vanishing objects.',
      zh: '重叠的颜色是如何印出来的，以及避免细白缝或对象“消失”的设置方法。',
    },
    img: '/media/illustration/print-process.webp',
    publishedAt: '2026-11-10',
    content: {
      en: `<p>When one coloured object sits on top of another in your design, the press has to decide what to print underneath it. Most of the time your software handles this correctly, but knowing the basics helps you avoid two classic problems: thin white gaps around shapes, and objects that vanish completely.</p>
<h2>Knockout: the default</h2>
<p>By default, an object on top <strong>knocks out</strong> the colours beneath it. If you place a yellow circle on a blue background, the blue is not printed where the circle is; the yellow prints directly on white paper. This keeps the yellow clean and bright instead of turning green.</p>
<p>The risk is registration. The four inks are printed one after another, and paper can shift by a fraction of a millimetre. If the yellow and the blue do not line up perfectly, a thin white gap can appear where they meet.</p>
<h2>Overprint: ink on top of ink</h2>
<p>When an object is set to <strong>overprint</strong>, it prints on top of the colours beneath without knocking them out. This is the standard treatment for 100% black text and thin black lines: because black covers whatever is below, overprinting it removes any chance of a white gap around the letters. Most professional software overprints 100% black automatically.</p>
<h2>Trapping: a small overlap</h2>
<p>Trapping creates a tiny overlap between neighbouring colours, usually 0.1-0.25 pt, so that small registration shifts are hidden. Lighter colours are spread slightly into darker ones, because the overlap is less visible that way. Our prepress workflow applies trapping automatically where it is needed, so you should <strong>not</strong> add your own traps unless we ask.</p>
<h2>Mistakes to avoid</h2>
<ul>
<li><strong>White set to overprint:</strong> white is not an ink. A white object set to overprint simply disappears in print, even though it looks fine on screen. Check white text and logos carefully.</li>
<li><strong>Coloured objects set to overprint by accident:</strong> a yellow shape overprinting blue will print green.</li>
<li><strong>Rich black text with overprint:</strong> small text should be 100% K only, which overprints cleanly.</li>
<li><strong>Relying on the normal screen view:</strong> most programs do not show overprint by default.</li>
</ul>
<h2>How to check your file</h2>
<ol>
<li>Turn on overprint preview in your design software or PDF viewer.</li>
<li>Look for objects that change colour or disappear.</li>
<li>Use the separations preview to see which inks print in each area.</li>
<li>Fix any unintended overprint in the attributes panel before exporting.</li>
</ol>
<p>If something looks unusual in your file, our prepress team will spot it during the free file check and contact you before printing.</p>`,
      zh: `<p>当设计中一个彩色对象压在另一个对象上方时，印刷机必须决定下方要印什么。大多数时候设计软件都会正确处理，但了解一些基本原理，能帮您避免两个经典问题：图形周围出现细细的白缝，以及对象整个“消失”。</p>
<h2>挖空：默认方式</h2>
<p>默认情况下，上层对象会<strong>挖空</strong>下方的颜色。如果在蓝色背景上放一个黄色圆形，圆形所在位置就不会印蓝色，黄色直接印在白纸上。这样黄色才能保持干净明亮，而不会变成绿色。</p>
<p>风险在于套准。四色油墨是依次印刷的，纸张可能发生零点几毫米的偏移。如果黄色和蓝色没有完全对齐，交界处就可能出现一道细白缝。</p>
<h2>叠印：油墨叠在油墨上</h2>
<p>当对象设为<strong>叠印</strong>时，它会直接印在下方颜色之上，而不挖空下方。这是 100% 黑色文字和黑色细线的标准处理方式：黑色能盖住下方的任何颜色，叠印可以彻底避免字母周围出现白缝。大多数专业软件会自动将 100% 黑设为叠印。</p>
<h2>陷印：微小的重叠</h2>
<p>陷印是在相邻颜色之间制造一道极细的重叠，通常为 0.1–0.25 pt，用来掩盖细微的套准偏差。一般是让浅色略微扩展到深色中，因为这样的重叠最不明显。我们的印前流程会在需要的地方自动进行陷印，因此除非我们提出要求，请<strong>不要</strong>自行添加陷印。</p>
<h2>需要避免的错误</h2>
<ul>
<li><strong>白色设为叠印：</strong>白色不是一种油墨。设为叠印的白色对象，尽管在屏幕上看起来正常，印刷时却会直接消失。请仔细检查白色文字和标志。</li>
<li><strong>彩色对象误设为叠印：</strong>黄色图形叠印在蓝色上，印出来会变成绿色。</li>
<li><strong>四色黑文字设为叠印：</strong>小字应只用 100% K，这样叠印才干净。</li>
<li><strong>只看普通屏幕视图：</strong>大多数软件默认不显示叠印效果。</li>
</ul>
<h2>如何检查文件</h2>
<ol>
<li>在设计软件或 PDF 阅读器中开启叠印预览。</li>
<li>留意颜色发生变化或消失的对象。</li>
<li>使用分色预览，查看每个区域分别印哪些油墨。</li>
<li>导出前，在属性面板中修正所有非预期的叠印设置。</li>
</ol>
<p>如果您的文件中有异常之处，我们的印前团队会在免费文件检查时发现，并在印刷前与您联系。</p>`,
    },
  },
];

import type { SeedArticle } from '../types.ts';

/**
 * Articles 8 to 19, shown at /article?no=. Written as hand-made, trusted HTML using only
 * simple tags (h2, h3, p, ul, ol, li, strong, em, a, table).
 */

const termsOfService: SeedArticle = {
  no: 8,
  title: { en: 'Terms of Service', zh: '服务条款' },
  subheading: {
    en: 'The rules that apply when you use our website and place an order with Inkfold Print.',
    zh: '使用墨折印刷网站及下单时适用的规则。',
  },
  content: {
    en: `<p><em>Last updated: January 15, 2026</em></p>
<p>These Terms of Service ("Terms") govern your use of the Inkfold Print website and every order you place with Inkfold Print ("we", "us", "our"), 1200 Harbor Blvd, Suite 300, Oakland, CA 94607. By creating an account or placing an order, you agree to these Terms. If you do not agree, please do not use the site.</p>
<h2>1. Your account</h2>
<p>You must be at least 18 years old, or have the permission of a parent or guardian, to place an order. You are responsible for keeping your password confidential and for all activity under your account. Tell us right away at support@inkfold.example if you suspect someone else is using it.</p>
<h2>2. Orders and acceptance</h2>
<p>Placing an order is an offer to buy. A contract is formed when we send you an order confirmation email. We may decline or cancel an order, for example if a price was displayed in error, if payment cannot be verified, or if the artwork breaks the content rules below. If we cancel an order you have already paid for, we refund the full amount.</p>
<h2>3. Prices and payment</h2>
<ul>
<li>All prices are in US dollars and exclude shipping and any applicable sales tax. Both are shown at checkout before you pay.</li>
<li>Payment is taken in full when the order is placed. Custom quotes are valid for 30 days from the date they are issued.</li>
<li>Promotional codes cannot be combined unless stated, have no cash value and cannot be applied to orders that have already been placed.</li>
</ul>
<h2>4. Your artwork and content</h2>
<p>You keep ownership of the files you upload. You grant us a limited licence to reproduce them only to produce, ship and support your order. You confirm that you have the right to print everything you send us, including logos, photographs, fonts and trademarks, and that the content is lawful.</p>
<p>We will not print material that is unlawful, infringes someone else's rights, promotes violence or hatred, or is sexually explicit. We may refuse such orders without further explanation and will refund them in full.</p>
<h2>5. File review and proofs</h2>
<p>Our prepress team checks every file for technical problems such as missing bleed, low resolution or RGB colour. This free check is not a proofreading service: we do not check spelling, grammar, phone numbers, prices or design choices. When you approve a proof, you confirm that its content is correct, and the approved proof becomes the standard your order is measured against.</p>
<h2>6. Production tolerances</h2>
<p>Printing is a physical process and small variations are normal. The following are within industry standards and are not treated as defects:</p>
<ul>
<li>Colour variation between your screen, a previous order, different products or different paper stocks (see <a href="/article?no=19">Regarding colour difference</a>).</li>
<li>Cutting, folding and die-cutting variation of up to 1/16 inch (1.5 mm).</li>
<li>For labels, stickers and packaging, a quantity variance of up to 3% over or under the ordered amount. If we deliver more than 3% short, we print the missing pieces or refund them pro rata.</li>
</ul>
<h2>7. Production and delivery times</h2>
<p>Production times are counted in business days from file approval, not from the moment the order is placed. Delivery dates given by carriers are estimates. We are not responsible for delays caused by carriers, weather or other events beyond our reasonable control, but we will help you track and resolve them. Full details are in our <a href="/article?no=15">Delivery instructions</a>.</p>
<h2>8. Ownership and risk</h2>
<p>Ownership of the goods and risk of loss pass to you when the carrier delivers the order to the shipping address you provided. Please check that address carefully: re-shipping caused by an incorrect or incomplete address is charged at cost.</p>
<h2>9. Cancellations, reprints and refunds</h2>
<p>You may cancel free of charge until your files are approved for production. Because every item is printed to order, we cannot accept returns for a change of mind once production has started. If something is wrong with your order, our <a href="/article?no=16">After-sales policy</a> explains how we reprint or refund it.</p>
<h2>10. Our intellectual property</h2>
<p>The website, its design, text, templates and software belong to Inkfold Print or its licensors. Templates we provide may be used to prepare orders printed by us; they may not be resold or redistributed.</p>
<h2>11. Limitation of liability</h2>
<p>To the extent permitted by law, our total liability for any claim related to an order is limited to the amount you paid for that order. We are not liable for indirect or consequential losses, such as lost profits or the cost of a missed event. Nothing in these Terms limits rights you have under consumer protection laws that cannot be waived.</p>
<h2>12. Governing law</h2>
<p>These Terms are governed by the laws of the State of California, without regard to its conflict-of-law rules. Any dispute will be heard in the state or federal courts located in Alameda County, California, unless the law requires otherwise.</p>
<h2>13. Changes to these Terms</h2>
<p>We may update these Terms from time to time. The version in force when you place an order applies to that order. The date at the top of this page shows when they were last changed.</p>
<h2>14. Contact</h2>
<p>Questions about these Terms? Call <strong>(800) 555-0142</strong>, email <strong>support@inkfold.example</strong>, write to Inkfold Print, 1200 Harbor Blvd, Suite 300, Oakland, CA 94607, or use our <a href="/contact-us">contact form</a>.</p>`,
    zh: `<p><em>最近更新：2026 年 1 月 15 日</em></p>
<p>本服务条款（以下简称“本条款”）适用于您对墨折印刷网站的使用，以及您向墨折印刷（以下简称“我们”，地址：1200 Harbor Blvd, Suite 300, Oakland, CA 94607）提交的每一笔订单。注册账户或下单，即表示您同意本条款；如不同意，请勿使用本网站。</p>
<h2>一、您的账户</h2>
<p>下单者须年满 18 周岁，或已征得父母或监护人的同意。您有责任妥善保管账户密码，并对账户下的一切操作负责。如怀疑账户被他人使用，请立即发送邮件至 support@inkfold.example 告知我们。</p>
<h2>二、订单的成立</h2>
<p>提交订单即构成购买要约；我们向您发出订单确认邮件后，合同方告成立。遇到价格显示错误、付款无法核实或设计稿违反下文内容规定等情况，我们可能拒绝或取消订单。若您已付款而订单被我们取消，我们将全额退款。</p>
<h2>三、价格与付款</h2>
<ul>
<li>所有价格均以美元计价，不含运费及适用的销售税；两者会在您付款前于结账页面列明。</li>
<li>下单时须全额付款。定制报价自出具之日起 30 天内有效。</li>
<li>除另有说明外，优惠码不可叠加使用，不可兑换现金，也不适用于已经提交的订单。</li>
</ul>
<h2>四、您的设计稿与内容</h2>
<p>您上传的文件始终归您所有。您授予我们有限的使用许可，仅用于生产、配送您的订单及提供相关售后支持。您确认对所提交的全部内容（包括标志、照片、字体和商标）拥有印刷权利，且内容合法。</p>
<p>我们不承印违法、侵犯他人权利、宣扬暴力或仇恨，或含有色情内容的材料。对此类订单，我们有权拒绝承印而无需另行解释，并将全额退款。</p>
<h2>五、文件审核与校样</h2>
<p>我们的印前团队会检查每份文件的技术问题，例如缺少出血、分辨率过低或使用了 RGB 色彩模式。这项免费检查并非校对服务：我们不核对拼写、语法、电话号码、价格，也不评判设计取舍。您确认校样，即表示其内容无误；已确认的校样将作为衡量订单质量的标准。</p>
<h2>六、生产公差</h2>
<p>印刷是一种物理加工过程，存在细微差异属于正常现象。以下情况均在行业标准范围内，不视为质量问题：</p>
<ul>
<li>成品颜色与屏幕显示、以往订单、其他产品或其他纸张之间的色差（详见<a href="/article?no=19">关于色差</a>）。</li>
<li>裁切、折叠及模切偏差在 1/16 英寸（1.5 毫米）以内。</li>
<li>标签、贴纸及包装类产品的数量上下浮动在 3% 以内。如实际交付数量短缺超过 3%，我们将补印短缺部分或按比例退款。</li>
</ul>
<h2>七、生产与配送时间</h2>
<p>生产周期按工作日计算，自文件审核通过之日起算，而非自下单之时起算。承运商给出的送达日期仅为预估。对于承运商、天气或其他超出我们合理控制范围的原因造成的延误，我们不承担责任，但会协助您跟踪并解决问题。详情请参阅<a href="/article?no=15">配送说明</a>。</p>
<h2>八、所有权与风险转移</h2>
<p>承运商将货物送达您提供的收货地址时，货物所有权及灭失风险即转移给您。请仔细核对收货地址：因地址错误或不完整而产生的重新寄送，按实际成本收费。</p>
<h2>九、取消、重印与退款</h2>
<p>在文件审核通过、进入生产之前，您可以免费取消订单。由于每件商品均按单定制，一旦开始生产，我们无法接受因个人原因提出的退货。如订单出现问题，请参阅<a href="/article?no=16">售后政策</a>，了解重印或退款的办理方式。</p>
<h2>十、我们的知识产权</h2>
<p>本网站及其设计、文字、模板和软件均归墨折印刷或其授权方所有。我们提供的模板仅可用于制作交由我们印刷的订单，不得转售或再分发。</p>
<h2>十一、责任限制</h2>
<p>在法律允许的范围内，我们就任何订单相关索赔所承担的全部责任，以您为该订单实际支付的金额为限。对于间接或后果性损失，例如利润损失或错过活动造成的损失，我们不承担责任。本条款不限制您依据消费者保护法律享有且不可放弃的权利。</p>
<h2>十二、适用法律</h2>
<p>本条款受美国加利福尼亚州法律管辖，不适用其法律冲突规则。除法律另有规定外，任何争议均由位于加州阿拉米达县的州法院或联邦法院审理。</p>
<h2>十三、条款变更</h2>
<p>我们可能不时更新本条款。每笔订单适用您下单时有效的版本。本页顶部的日期即为最近一次修订日期。</p>
<h2>十四、联系我们</h2>
<p>对本条款有任何疑问，欢迎致电 <strong>(800) 555-0142</strong>，发送邮件至 <strong>support@inkfold.example</strong>，来信寄至 Inkfold Print, 1200 Harbor Blvd, Suite 300, Oakland, CA 94607，或使用我们的<a href="/contact-us">在线留言表单</a>。</p>`,
  },
};

const privacyPolicy: SeedArticle = {
  no: 9,
  title: { en: 'Privacy Policy', zh: '隐私政策' },
  subheading: {
    en: 'What personal information we collect, why we collect it, and the choices you have.',
    zh: '我们收集哪些个人信息、为何收集，以及您享有的选择权。',
  },
  content: {
    en: `<p><em>Last updated: January 15, 2026</em></p>
<p>Inkfold Print respects your privacy. This policy explains what information we collect when you visit our website or order from us, how we use it, and the choices you have. It applies to the Inkfold Print website and to orders, quotes and messages handled by our team in Oakland, California.</p>
<h2>Information we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, email address, phone number and password (stored only in hashed form).</li>
<li><strong>Order details:</strong> billing and shipping addresses, the products and options you choose, and your order history.</li>
<li><strong>Files you upload:</strong> artwork, logos, photographs and any personal data contained in them, such as names and phone numbers printed on business cards.</li>
<li><strong>Messages:</strong> what you send us through the contact form, quote requests, email or phone.</li>
<li><strong>Technical data:</strong> IP address, browser type, device, pages viewed and the cookies described below.</li>
</ul>
<p>Card payments are processed by our payment provider. We never see or store your full card number.</p>
<h2>How we use your information</h2>
<ul>
<li>To produce, ship and support your orders, including sending order confirmations, proofs and tracking updates.</li>
<li>To answer your questions and prepare custom quotes.</li>
<li>To prevent fraud and keep our website secure.</li>
<li>To improve our products and website using aggregated statistics.</li>
<li>To send you offers and printing tips by email, only if you have opted in. Every marketing email has an unsubscribe link.</li>
</ul>
<h2>Who we share it with</h2>
<p>We do not sell your personal information, and we do not share it for cross-context behavioural advertising. We share only what is needed with service providers who work on our behalf: payment processing, shipping carriers, email delivery and website hosting. They may use the data only to provide their service to us. We may also disclose information when the law requires it or to protect our customers and business from fraud.</p>
<h2>Cookies</h2>
<p>We use essential cookies to keep you signed in, remember your cart and your language choice (English or Simplified Chinese). With your consent, we also use analytics cookies to understand which pages are useful. You can block or delete cookies in your browser settings; the shop will still work, but you may need to sign in again.</p>
<h2>How long we keep it</h2>
<ul>
<li>Account and order records: for as long as your account is open and then for up to seven years, as required for tax and accounting.</li>
<li>Artwork files: for 24 months after your last order, so that you can reorder easily. You can ask us to delete them sooner.</li>
<li>Contact form messages: for up to two years.</li>
</ul>
<h2>Security</h2>
<p>All pages are served over encrypted connections. Access to customer data is limited to staff who need it to do their job, and our systems are monitored and updated regularly. No system is perfectly secure, so please use a strong, unique password for your account.</p>
<h2>Your rights and choices</h2>
<p>You can view and update most of your details in your account at any time. You may also ask us to give you a copy of your personal information, correct it, or delete it. California residents have additional rights under state law, including the right to know what we collect and the right not to be discriminated against for using these rights. We will respond to verified requests within 45 days.</p>
<h2>Children</h2>
<p>Our website is not directed to children under 13, and we do not knowingly collect their personal information.</p>
<h2>Changes and contact</h2>
<p>If we make significant changes to this policy, we will post the new version here and update the date above. To make a request or ask a question, email <strong>support@inkfold.example</strong>, call <strong>(800) 555-0142</strong>, or write to Inkfold Print, Attn: Privacy, 1200 Harbor Blvd, Suite 300, Oakland, CA 94607.</p>`,
    zh: `<p><em>最近更新：2026 年 1 月 15 日</em></p>
<p>墨折印刷尊重您的隐私。本政策说明您访问我们网站或向我们下单时，我们收集哪些信息、如何使用，以及您享有哪些选择权。本政策适用于墨折印刷网站，以及由我们位于加州奥克兰的团队处理的订单、报价和留言。</p>
<h2>我们收集的信息</h2>
<ul>
<li><strong>账户信息：</strong>您的姓名、电子邮箱、电话号码和密码（密码仅以哈希形式存储）。</li>
<li><strong>订单信息：</strong>账单地址与收货地址、所选产品及规格，以及历史订单记录。</li>
<li><strong>您上传的文件：</strong>设计稿、标志、照片，以及其中包含的个人信息，例如印在名片上的姓名和电话。</li>
<li><strong>沟通内容：</strong>您通过留言表单、报价申请、电子邮件或电话发送给我们的信息。</li>
<li><strong>技术数据：</strong>IP 地址、浏览器类型、设备、浏览页面，以及下文所述的 Cookie。</li>
</ul>
<p>银行卡付款由我们的支付服务商处理，我们不会看到或存储您的完整卡号。</p>
<h2>我们如何使用您的信息</h2>
<ul>
<li>生产、配送订单并提供售后支持，包括发送订单确认、校样和物流更新。</li>
<li>解答您的问题，为您准备定制报价。</li>
<li>防范欺诈，保障网站安全。</li>
<li>通过汇总统计数据改进产品和网站。</li>
<li>仅在您主动订阅的情况下，通过电子邮件向您发送优惠信息和印刷小知识。每封营销邮件都附有退订链接。</li>
</ul>
<h2>我们与谁共享信息</h2>
<p>我们不会出售您的个人信息，也不会将其用于跨场景的行为广告。我们只向代表我们提供服务的机构共享必要的信息，包括支付处理、物流承运、邮件发送和网站托管服务商；他们只能将这些数据用于为我们提供服务。在法律要求时，或为保护顾客和我们自身免受欺诈时，我们也可能披露相关信息。</p>
<h2>Cookie</h2>
<p>我们使用必要的 Cookie 来保持您的登录状态，并记住您的购物车和语言偏好（英文或简体中文）。在征得您同意后，我们还会使用分析类 Cookie，了解哪些页面对您有帮助。您可以在浏览器设置中屏蔽或删除 Cookie；商城仍可正常使用，但您可能需要重新登录。</p>
<h2>保存期限</h2>
<ul>
<li>账户与订单记录：在账户存续期间保存，此后按税务和会计要求最多保存七年。</li>
<li>设计稿文件：自您最后一次下单起保存 24 个月，方便您随时再次下单。您也可以要求我们提前删除。</li>
<li>留言表单内容：最多保存两年。</li>
</ul>
<h2>信息安全</h2>
<p>网站所有页面均通过加密连接传输。只有因工作需要的员工才能访问顾客数据，我们的系统也会定期监控和更新。没有任何系统是绝对安全的，因此请为您的账户设置一个高强度且独有的密码。</p>
<h2>您的权利与选择</h2>
<p>您可以随时在账户中查看并更新大部分个人信息，也可以要求我们提供您个人信息的副本、更正或删除这些信息。加州居民依据州法律享有额外权利，包括知悉我们收集了哪些信息的权利，以及不因行使上述权利而受到歧视的权利。对于经核实的请求，我们会在 45 天内答复。</p>
<h2>儿童隐私</h2>
<p>本网站并非面向 13 岁以下儿童，我们不会在知情的情况下收集儿童的个人信息。</p>
<h2>政策变更与联系方式</h2>
<p>如本政策发生重大变更，我们会在此发布新版本并更新上方日期。如需提出请求或咨询问题，请发送邮件至 <strong>support@inkfold.example</strong>，致电 <strong>(800) 555-0142</strong>，或来信寄至 Inkfold Print, Attn: Privacy, 1200 Harbor Blvd, Suite 300, Oakland, CA 94607。</p>`,
  },
};

const aboutUs: SeedArticle = {
  no: 10,
  title: { en: 'About Us', zh: '关于我们' },
  subheading: {
    en: 'A print shop in Oakland, California, helping more than 1,000,000 customers put their ideas on paper.',
    zh: '一家扎根加州奥克兰的印刷厂，已帮助超过 100 万位顾客把创意印上纸面。',
  },
  img: '/media/illustration/about.webp',
  content: {
    en: `<p>Inkfold Print began in 2011 as a two-press shop in a former cannery warehouse near the Oakland waterfront. Our founders had spent years running presses for large commercial printers, and they kept seeing the same problem: small businesses paid too much, waited too long and rarely got to talk to the people actually printing their work. They set out to build a print shop that was as easy to order from as any online store, without losing the craft and care of a neighbourhood printer.</p>
<h2>What we do</h2>
<p>Today we offer more than 150 products, from business cards, flyers and postcards to roll labels, die-cut stickers, menus, direct mail and custom-printed boxes. Everything is printed in our own facility in California, on offset, digital and wide-format presses, and finished in-house with lamination, foil stamping, embossing, spot UV and die-cutting. When a project does not fit a standard product, our team prepares a <a href="/quotes">custom quote</a>.</p>
<h2>By the numbers</h2>
<table>
<thead><tr><th>Figure</th><th>What it means</th></tr></thead>
<tbody>
<tr><td>1,000,000+</td><td>Customers served, from solo makers to national retail chains</td></tr>
<tr><td>150+</td><td>Products, each available in dozens of sizes, papers and finishes</td></tr>
<tr><td>2-4 days</td><td>Standard production time, with rush options on most products</td></tr>
<tr><td>$99</td><td>Order value above which we ship for free anywhere in the US</td></tr>
</tbody>
</table>
<h2>How we work</h2>
<ul>
<li><strong>A real person checks every file.</strong> Before anything goes to press, a prepress technician reviews your artwork for bleed, resolution, colour mode and fonts, and contacts you if something needs attention.</li>
<li><strong>Colour is managed, not guessed.</strong> Our presses are calibrated every morning against standard colour targets, so a reorder in six months looks like the order you receive this week.</li>
<li><strong>Fast without cutting corners.</strong> Standard production is 2-4 business days. Orders ship from California by ground, two-day or overnight service.</li>
<li><strong>Help in two languages.</strong> Our support team answers in English and Mandarin Chinese, by phone, email or the contact form.</li>
</ul>
<h2>Our commitment to the planet</h2>
<p>Most of our paper comes from certified, responsibly managed forests, and we offer recycled stocks with up to 100% post-consumer content. Our offset presses use vegetable-based inks, trimmings are baled and recycled, and we size our shipping boxes to the order to cut down on filler. We would rather help you print the right quantity than sell you more than you need.</p>
<h2>The people behind the presses</h2>
<p>More than 120 people work at Inkfold Print: press operators, bindery specialists, designers, developers and a customer support team that many of our customers know by name. If you are ever in Oakland, you are welcome to visit our showroom by appointment and see your work come off the press. Want to join us? See our <a href="/article?no=12">open roles</a>.</p>
<p>Thank you for trusting us with your work. Whatever you are printing, we are here to help: <a href="/contact-us">contact us</a> any time.</p>`,
    zh: `<p>墨折印刷创立于 2011 年，最初只是奥克兰海滨附近一座旧罐头厂仓库里的一间小印刷坊，只有两台印刷机。几位创始人曾在大型商业印刷厂操作印刷机多年，他们反复看到同一个问题：小企业花得多、等得久，而且很少有机会和真正负责印刷的人直接沟通。于是他们决心打造一家像网店一样下单便捷、同时又保留街坊印刷坊那份手艺与用心的印刷厂。</p>
<h2>我们做什么</h2>
<p>如今，我们提供 150 多种产品：从名片、宣传单、明信片，到卷装标签、异形贴纸、菜单、直邮广告和定制印刷包装盒。所有产品均在我们位于加州的自有工厂内，使用胶印、数码和大幅面印刷设备生产，覆膜、烫金、压纹、局部 UV 和模切等后道工艺也全部在厂内完成。如果您的项目不在标准产品之列，我们的团队可以为您提供<a href="/quotes">定制报价</a>。</p>
<h2>数字看墨折</h2>
<table>
<thead><tr><th>数字</th><th>含义</th></tr></thead>
<tbody>
<tr><td>100 万+</td><td>累计服务顾客，从个人创作者到全国连锁零售品牌</td></tr>
<tr><td>150+</td><td>在售产品，每款均有数十种尺寸、纸张和工艺可选</td></tr>
<tr><td>2–4 天</td><td>标准生产周期，多数产品另有加急选项</td></tr>
<tr><td>99 美元</td><td>订单满此金额，即可享受美国境内免费配送</td></tr>
</tbody>
</table>
<h2>我们的做事方式</h2>
<ul>
<li><strong>每份文件都由专人检查。</strong>上机印刷前，印前技术人员会检查您设计稿的出血、分辨率、色彩模式和字体；如有需要调整之处，会主动与您联系。</li>
<li><strong>颜色靠管理，不靠猜。</strong>我们每天早上都会按标准色靶校准印刷机，因此半年后的返单，与您本周收到的成品看起来一致。</li>
<li><strong>快，但不偷工减料。</strong>标准生产周期为 2–4 个工作日，订单从加州发出，可选择陆运、两日达或次日达。</li>
<li><strong>双语服务。</strong>我们的客服团队可通过电话、电子邮件或留言表单，以英语和普通话为您提供帮助。</li>
</ul>
<h2>我们对环境的承诺</h2>
<p>我们使用的纸张大多来自经认证、负责任经营的森林，并提供消费后再生纤维含量最高达 100% 的再生纸。胶印机使用植物油基油墨，裁切下来的边角料打包回收，发货纸箱按订单大小选配，减少填充物的使用。我们宁愿帮您印刚好够用的数量，也不愿让您多买用不上的印刷品。</p>
<h2>印刷机背后的人</h2>
<p>墨折印刷共有 120 多名员工：印刷机长、装订专家、设计师、开发工程师，还有一支许多老顾客都能叫出名字的客服团队。如果您来到奥克兰，欢迎预约参观我们的展厅，亲眼看看您的作品从印刷机上下线。想加入我们？请查看<a href="/article?no=12">招聘职位</a>。</p>
<p>感谢您把作品托付给我们。无论您要印什么，我们都乐意帮忙，欢迎随时<a href="/contact-us">联系我们</a>。</p>`,
  },
};

const contactUs: SeedArticle = {
  no: 11,
  title: { en: 'Contact Us', zh: '联系我们' },
  subheading: {
    en: 'Questions about an order, a file or a custom project? Our team is happy to help.',
    zh: '对订单、文件或定制项目有疑问？我们的团队随时乐意为您解答。',
  },
  content: {
    en: `<p>Whether you need help choosing a paper, have a question about your artwork or want to check on an order, you can reach a real person at Inkfold Print. Our support team works from our production facility in Oakland, so we can walk over to the press floor and check on your job while you wait.</p>
<h2>How to reach us</h2>
<table>
<thead><tr><th>Channel</th><th>Details</th><th>Typical response</th></tr></thead>
<tbody>
<tr><td>Phone</td><td>(800) 555-0142</td><td>Answered live during business hours; average wait under 2 minutes</td></tr>
<tr><td>Email</td><td>support@inkfold.example</td><td>Within 4 business hours, and always within 1 business day</td></tr>
<tr><td>Contact form</td><td>The form below this text</td><td>Within 4 business hours, and always within 1 business day</td></tr>
<tr><td>Custom quote</td><td><a href="/quotes">Request a quote</a></td><td>Within 1 business day; complex packaging within 2 business days</td></tr>
</tbody>
</table>
<h2>Business hours</h2>
<ul>
<li><strong>Monday to Friday:</strong> 7:00 AM to 6:00 PM Pacific Time</li>
<li><strong>Saturday:</strong> 8:00 AM to 2:00 PM Pacific Time (email and contact form only)</li>
<li><strong>Sunday and US federal holidays:</strong> closed</li>
</ul>
<p>Messages received outside business hours are answered first thing on the next business day. Support is available in English and Mandarin Chinese.</p>
<h2>Visit us</h2>
<p><strong>Inkfold Print</strong>, 1200 Harbor Blvd, Suite 300, Oakland, CA 94607, USA</p>
<p>Our showroom, where you can see and feel every paper and finish we offer, is open to visitors by appointment on weekdays from 9:00 AM to 4:00 PM. Local pickup orders can be collected at the front desk during the same hours.</p>
<h2>Help us help you faster</h2>
<ul>
<li>If your message is about an existing order, include your <strong>order number</strong> (it starts with "IP" and appears in your confirmation email).</li>
<li>For a quality issue, attach clear photos of the printed item in daylight, including a close-up of the problem. See our <a href="/article?no=16">After-sales policy</a> for details.</li>
<li>For file questions, tell us which software you used and attach the file or a screenshot.</li>
</ul>
<p>Many common questions are already answered in our <a href="/article?no=13">Help and FAQs</a>, <a href="/article?no=14">Ordering guide</a> and <a href="/article?no=15">Delivery instructions</a>.</p>`,
    zh: `<p>无论您是需要挑选纸张、对设计稿有疑问，还是想查询订单进度，在墨折印刷都能找到真人为您服务。我们的客服团队就在奥克兰的生产厂区办公，必要时可以直接走到车间，当场为您查看订单情况。</p>
<h2>联系方式</h2>
<table>
<thead><tr><th>渠道</th><th>详情</th><th>通常回复时间</th></tr></thead>
<tbody>
<tr><td>电话</td><td>(800) 555-0142</td><td>工作时间内真人接听，平均等待不超过 2 分钟</td></tr>
<tr><td>电子邮件</td><td>support@inkfold.example</td><td>4 个工作小时内回复，最迟不超过 1 个工作日</td></tr>
<tr><td>留言表单</td><td>本文下方的表单</td><td>4 个工作小时内回复，最迟不超过 1 个工作日</td></tr>
<tr><td>定制报价</td><td><a href="/quotes">申请报价</a></td><td>1 个工作日内回复；复杂包装项目 2 个工作日内回复</td></tr>
</tbody>
</table>
<h2>工作时间</h2>
<ul>
<li><strong>周一至周五：</strong>太平洋时间上午 7:00 至下午 6:00</li>
<li><strong>周六：</strong>太平洋时间上午 8:00 至下午 2:00（仅处理电子邮件和留言表单）</li>
<li><strong>周日及美国联邦法定节假日：</strong>休息</li>
</ul>
<p>非工作时间收到的留言，我们会在下一个工作日优先处理。客服支持英语和普通话。</p>
<h2>欢迎来访</h2>
<p><strong>墨折印刷（Inkfold Print）</strong>：1200 Harbor Blvd, Suite 300, Oakland, CA 94607, USA</p>
<p>我们的展厅陈列了所有可选的纸张和工艺样品，供您亲手感受。展厅于工作日上午 9:00 至下午 4:00 开放，需提前预约。选择到店自提的订单，也可在同一时段到前台领取。</p>
<h2>这样联系，处理更快</h2>
<ul>
<li>咨询已有订单时，请提供<strong>订单号</strong>（以“IP”开头，见订单确认邮件）。</li>
<li>反馈质量问题时，请附上在自然光下拍摄的清晰照片，包括问题部位的特写。详情请参阅<a href="/article?no=16">售后政策</a>。</li>
<li>咨询文件问题时，请告诉我们您使用的设计软件，并附上文件或截图。</li>
</ul>
<p>许多常见问题已在<a href="/article?no=13">帮助与常见问题</a>、<a href="/article?no=14">订购指南</a>和<a href="/article?no=15">配送说明</a>中给出解答。</p>`,
  },
};

const joinUs: SeedArticle = {
  no: 12,
  title: { en: 'Join Us', zh: '加入我们' },
  subheading: {
    en: 'Build a career where craft meets technology, in the heart of Oakland.',
    zh: '在奥克兰，开启一份手艺与技术相融合的职业。',
  },
  img: '/media/illustration/team.webp',
  content: {
    en: `<p>Every day, thousands of small businesses open a box from Inkfold Print and see their brand in print for the first time. The people who make that happen are press operators, finishers, designers, engineers and support specialists who care about getting the details right. If that sounds like you, we would love to hear from you.</p>
<h2>Why work with us</h2>
<ul>
<li><strong>Real craft.</strong> You will work with offset, digital and wide-format presses and a full finishing department, and learn from colleagues with decades of experience.</li>
<li><strong>Steady hours.</strong> Production runs on predictable day and swing shifts; office roles are hybrid, with three days a week on site.</li>
<li><strong>Benefits from day one.</strong> Medical, dental and vision coverage, a 401(k) plan with a 4% company match, 15 days of paid time off plus holidays, and an annual learning budget of $1,000.</li>
<li><strong>Room to grow.</strong> Many of our team leads started as bindery assistants or support agents. We train and promote from within whenever we can.</li>
<li><strong>A bilingual workplace.</strong> Our team speaks English, Mandarin, Cantonese and Spanish, and we value colleagues who help our customers in their own language.</li>
</ul>
<h2>Open roles</h2>
<h3>Prepress Technician (full-time, on site)</h3>
<p>Review customer files for bleed, resolution, colour and fonts; fix common problems; impose jobs for press; and talk customers through changes when needed. You have two or more years of prepress or production design experience and know professional layout and image-editing software inside out.</p>
<h3>Digital Press Operator (full-time, swing shift)</h3>
<p>Run and maintain our high-volume digital presses, perform daily colour calibration and check every job against its proof. Experience with production digital presses or offset is a plus; we provide full training to reliable, detail-minded candidates.</p>
<h3>Customer Success Specialist, English and Mandarin (full-time, hybrid)</h3>
<p>Answer customer questions by phone, email and chat; help customers choose products and papers; and coordinate with production to keep orders on schedule. You write clearly in both English and Simplified Chinese and enjoy solving problems.</p>
<h3>Packaging Structural Designer (full-time, on site)</h3>
<p>Create and adapt dielines for folding cartons, mailer boxes and inserts; build physical samples on our cutting table; and advise customers on materials. Experience with structural packaging design and corrugated or paperboard materials is required.</p>
<h3>Full-Stack Software Engineer (full-time, hybrid)</h3>
<p>Help build the online shop, pricing engine and production tools that connect customer orders to our presses. We work in TypeScript on both the web and the server. Experience with e-commerce or manufacturing systems is welcome but not required.</p>
<h2>How to apply</h2>
<ol>
<li>Email your resume to <strong>support@inkfold.example</strong> with the subject line "Careers: " followed by the role title.</li>
<li>Tell us in a few sentences why the role interests you. For design roles, include a portfolio or a few samples.</li>
<li>Our hiring team replies to every application within 10 business days.</li>
</ol>
<p>Inkfold Print is an equal opportunity employer. We welcome applicants of every background and provide reasonable accommodations during the hiring process on request. Do not see the right role? Send us your resume anyway; we keep promising applications on file for 12 months.</p>`,
    zh: `<p>每天，成千上万家小企业打开墨折印刷寄出的包裹，第一次看到自己的品牌被印在纸上。让这一切成为现实的，是一群注重细节的印刷机长、后道加工师傅、设计师、工程师和客服专员。如果这也是您想做的事，我们期待您的加入。</p>
<h2>为什么加入我们</h2>
<ul>
<li><strong>真正的手艺。</strong>您将接触胶印、数码和大幅面印刷设备，以及完整的后道加工部门，并向拥有数十年经验的同事学习。</li>
<li><strong>作息规律。</strong>生产岗位实行固定的白班和中班；办公室岗位采用混合办公，每周到岗三天。</li>
<li><strong>入职即享福利。</strong>医疗、牙科和视力保险，公司按 4% 比例配比的 401(k) 退休计划，每年 15 天带薪假期（另加法定节假日），以及每年 1,000 美元的学习经费。</li>
<li><strong>成长空间。</strong>我们的许多组长都是从装订助理或客服专员做起的。只要有机会，我们都优先内部培养和提拔。</li>
<li><strong>双语工作环境。</strong>团队成员会说英语、普通话、粤语和西班牙语，我们珍视能用顾客母语提供帮助的同事。</li>
</ul>
<h2>招聘职位</h2>
<h3>印前技术员（全职，驻厂）</h3>
<p>检查顾客文件的出血、分辨率、颜色和字体，修正常见问题，完成上机拼版，必要时与顾客沟通修改方案。要求具备两年以上印前或生产设计经验，熟练掌握专业排版和图像处理软件。</p>
<h3>数码印刷机操作员（全职，中班）</h3>
<p>操作和维护高产量数码印刷机，完成每日色彩校准，并逐单对照校样检查成品。有生产型数码印刷机或胶印经验者优先；对于踏实可靠、注重细节的候选人，我们提供完整的岗前培训。</p>
<h3>客户成功专员（英语及普通话，全职，混合办公）</h3>
<p>通过电话、电子邮件和在线聊天解答顾客问题，帮助顾客挑选产品和纸张，并与生产部门协调，确保订单按时交付。要求能用英文和简体中文清晰书面表达，乐于解决问题。</p>
<h3>包装结构设计师（全职，驻厂）</h3>
<p>为折叠纸盒、飞机盒和内衬制作及调整刀版图，在打样台上制作实物样品，并为顾客提供材料建议。要求具备包装结构设计经验，熟悉瓦楞纸和卡纸材料。</p>
<h3>全栈软件工程师（全职，混合办公）</h3>
<p>参与打造在线商城、报价引擎以及把顾客订单与印刷设备连接起来的生产工具。我们的前后端均使用 TypeScript。有电商或制造业系统经验者优先，但并非必需。</p>
<h2>如何申请</h2>
<ol>
<li>将简历发送至 <strong>support@inkfold.example</strong>，邮件主题请写“Careers: ”加上职位名称。</li>
<li>用几句话告诉我们您为何对该职位感兴趣。应聘设计类职位，请附上作品集或若干作品样本。</li>
<li>招聘团队会在 10 个工作日内回复每一份申请。</li>
</ol>
<p>墨折印刷是一家提供平等就业机会的雇主。我们欢迎各种背景的申请者，并可应要求在招聘过程中提供合理便利。没有找到合适的职位？也欢迎投递简历，优秀的申请资料我们会保留 12 个月。</p>`,
  },
};

const helpFaqs: SeedArticle = {
  no: 13,
  title: { en: 'Help and FAQs', zh: '帮助与常见问题' },
  subheading: {
    en: 'Quick answers to the questions we hear most often about ordering, files, shipping and payment.',
    zh: '关于下单、文件、配送和付款，我们最常被问到的问题都在这里。',
  },
  content: {
    en: `<h2>Ordering</h2>
<h3>Is there a minimum order quantity?</h3>
<p>Minimums depend on the product. Business cards start at 50, flyers and postcards at 25, stickers and roll labels at 50, and custom boxes at 25. The quantity menu on each product page shows every available option.</p>
<h3>Can I see a sample before I order?</h3>
<p>Yes. Our sample pack includes our most popular papers and finishes for $5, refunded as a credit on your first order. You can also visit our Oakland showroom by appointment.</p>
<h3>Can you print something that is not listed on the website?</h3>
<p>Very likely. We produce many custom sizes, materials and packaging styles that are not in the catalogue. Send us the details through the <a href="/quotes">custom quote</a> form and we will reply within one business day.</p>
<h3>Can I change or cancel my order after placing it?</h3>
<p>You can change files or cancel for free until your order is approved for production. Contact us as soon as possible on (800) 555-0142. Once printing has started, changes may not be possible.</p>
<h2>Files and design</h2>
<h3>What file format should I upload?</h3>
<p>A print-ready PDF (PDF/X-1a or PDF/X-4) is best. We also accept AI, EPS, PSD, TIFF and high-resolution JPG and PNG files. See <a href="/article?no=18">Notes for completion</a> for the full file checklist.</p>
<h3>What are bleed and safe zone?</h3>
<p>Bleed is artwork that extends 0.125 in (3 mm) past the trim line on every side, so there are no white edges after cutting. The safe zone is the area at least 0.125 in (3 mm) inside the trim line where all text and important elements should stay.</p>
<h3>Will you check my file before printing?</h3>
<p>Yes. Every file is checked free of charge by a prepress technician for bleed, resolution, colour mode and fonts. If we find a problem, we contact you before printing. We do not proofread spelling or content.</p>
<h3>I do not have a design. Can you help?</h3>
<p>Yes. Our <a href="/designService">design service</a> creates print-ready artwork starting at $49 for a business card, with revisions included.</p>
<h3>Why do the colours look different from my screen?</h3>
<p>Screens mix light in RGB while presses mix ink in CMYK, so some bright screen colours cannot be printed exactly. Read <a href="/article?no=19">Regarding colour difference</a> to learn how to get the closest match.</p>
<h2>Production and shipping</h2>
<h3>How long will my order take?</h3>
<p>Standard production is 2-4 business days after file approval, plus shipping time. Many products offer next-day rush production. Orders approved before 12:00 PM Pacific Time start production the same day.</p>
<h3>How much is shipping?</h3>
<p>Standard ground shipping is free within the US on orders over $99. Below that, ground shipping starts at $9.95. Two-day and overnight options are shown at checkout. See <a href="/article?no=15">Delivery instructions</a>.</p>
<h3>Do you ship internationally?</h3>
<p>Yes, to Canada, Mexico and many other countries. International rates are calculated at checkout, and any import duties or taxes are paid by the recipient.</p>
<h3>How do I track my order?</h3>
<p>When your order ships, we email you a tracking number. You can also see the status of every order in your account under "My orders".</p>
<h2>Payment and after-sales</h2>
<h3>Which payment methods do you accept?</h3>
<p>We accept major credit and debit cards and digital wallets. Businesses with regular orders can apply for invoicing with 30-day terms.</p>
<h3>Is sales tax charged?</h3>
<p>Sales tax is added for shipping addresses in states where we are required to collect it. Tax-exempt organisations can send us their exemption certificate before ordering.</p>
<h3>What if something is wrong with my order?</h3>
<p>Tell us within 30 days of delivery with your order number and photos. If the problem is our fault, we reprint the order for free or refund it. Details are in our <a href="/article?no=16">After-sales policy</a>.</p>
<p>Still have a question? <a href="/contact-us">Contact us</a> and a member of our team will get back to you within one business day.</p>`,
    zh: `<h2>下单相关</h2>
<h3>有最低起订量吗？</h3>
<p>起订量因产品而异：名片 50 张起，宣传单和明信片 25 张起，贴纸和卷装标签 50 张起，定制包装盒 25 个起。每个产品页面的数量菜单都列出了全部可选数量。</p>
<h3>下单前可以先看样品吗？</h3>
<p>可以。我们的样品包收录了最受欢迎的纸张和工艺，售价 5 美元，并可在首次下单时全额抵扣。您也可以预约参观我们位于奥克兰的展厅。</p>
<h3>网站上没有的产品能印吗？</h3>
<p>大概率可以。我们能制作许多目录中没有的定制尺寸、材料和包装款式。请通过<a href="/quotes">定制报价</a>表单告诉我们您的需求，我们会在一个工作日内回复。</p>
<h3>下单后还能修改或取消订单吗？</h3>
<p>在订单审核通过、进入生产之前，您可以免费更换文件或取消订单。请尽快致电 (800) 555-0142 与我们联系。一旦开始印刷，可能就无法修改了。</p>
<h2>文件与设计</h2>
<h3>应该上传什么格式的文件？</h3>
<p>最好上传可直接印刷的 PDF 文件（PDF/X-1a 或 PDF/X-4）。我们也接受 AI、EPS、PSD、TIFF，以及高分辨率的 JPG 和 PNG 文件。完整的文件检查清单请参阅<a href="/article?no=18">完稿须知</a>。</p>
<h3>什么是出血和安全区？</h3>
<p>出血是指画面在四周各超出裁切线 0.125 英寸（3 毫米），确保裁切后边缘不会露白。安全区是指裁切线向内至少 0.125 英寸（3 毫米）的区域，所有文字和重要元素都应放在安全区内。</p>
<h3>印刷前你们会检查我的文件吗？</h3>
<p>会的。每份文件都由印前技术人员免费检查出血、分辨率、色彩模式和字体。如发现问题，我们会在印刷前与您联系。但我们不负责校对拼写或内容。</p>
<h3>我没有设计稿，你们能帮忙吗？</h3>
<p>可以。我们的<a href="/designService">设计服务</a>可为您制作可直接印刷的设计稿，名片设计 49 美元起，并包含修改次数。</p>
<h3>为什么成品颜色和屏幕上看到的不一样？</h3>
<p>屏幕以 RGB 色光混色，印刷机则以 CMYK 油墨混色，因此屏幕上某些鲜艳的颜色无法被完全印出来。如何尽量接近预期效果，请参阅<a href="/article?no=19">关于色差</a>。</p>
<h2>生产与配送</h2>
<h3>订单需要多长时间？</h3>
<p>标准生产周期为文件审核通过后 2–4 个工作日，另加运输时间。许多产品提供次日加急生产。太平洋时间中午 12:00 前审核通过的订单，当天即可开始生产。</p>
<h3>运费是多少？</h3>
<p>美国境内订单满 99 美元即享标准陆运免运费；未满 99 美元的订单，陆运运费 9.95 美元起。两日达和次日达选项会在结账时显示。详情请参阅<a href="/article?no=15">配送说明</a>。</p>
<h3>可以寄往海外吗？</h3>
<p>可以，我们可寄往加拿大、墨西哥以及其他许多国家和地区。国际运费在结账时计算，进口关税及相关税费由收件人承担。</p>
<h3>如何查询物流？</h3>
<p>订单发货后，我们会通过电子邮件发送物流单号。您也可以在账户的“我的订单”中查看每笔订单的状态。</p>
<h2>付款与售后</h2>
<h3>支持哪些付款方式？</h3>
<p>我们接受主流信用卡、借记卡及电子钱包付款。经常下单的企业顾客可申请月结发票，账期 30 天。</p>
<h3>会收取销售税吗？</h3>
<p>收货地址位于我们依法需代收销售税的州时，订单会加收销售税。免税机构可在下单前将免税证明发送给我们。</p>
<h3>订单有问题怎么办？</h3>
<p>请在收货后 30 天内，附上订单号和照片与我们联系。如问题由我方造成，我们将免费重印或退款。详情请参阅<a href="/article?no=16">售后政策</a>。</p>
<p>还有其他问题？欢迎<a href="/contact-us">联系我们</a>，团队成员会在一个工作日内回复您。</p>`,
  },
};

const orderingGuide: SeedArticle = {
  no: 14,
  title: { en: 'Ordering Guide', zh: '订购指南' },
  subheading: {
    en: 'From choosing a product to opening the box: how an order works at Inkfold Print, step by step.',
    zh: '从挑选产品到收货开箱，一步步了解在墨折印刷下单的完整流程。',
  },
  img: '/media/illustration/print-process.webp',
  content: {
    en: `<p>Ordering custom printing online is simple once you know the steps. This guide walks you through an order from start to finish and points out the choices that make the biggest difference to the result.</p>
<h2>Step 1: Choose your product</h2>
<p>Browse by category, such as business cards, labels, stickers, boxes or marketing materials, or use the search bar. Each product page lists the available sizes, the minimum quantity and the standard production time. Not sure which product fits? Our <a href="/contact-us">support team</a> can recommend one.</p>
<h2>Step 2: Select your options</h2>
<p>Use the option menus on the product page. The price updates instantly as you change them.</p>
<ul>
<li><strong>Size:</strong> choose a standard size or enter a custom size where available.</li>
<li><strong>Paper or material:</strong> thicker stocks feel more premium; coated papers make colours pop, while uncoated papers are easy to write on.</li>
<li><strong>Printed sides:</strong> one side or both sides.</li>
<li><strong>Finish:</strong> matte or gloss lamination, soft-touch, spot UV, foil, rounded corners and more.</li>
<li><strong>Quantity:</strong> the unit price drops as quantity rises, so check the next price break.</li>
<li><strong>Production time:</strong> standard (2-4 business days) or rush, where offered.</li>
</ul>
<h2>Step 3: Add your artwork</h2>
<p>You have three ways to supply a design:</p>
<ol>
<li><strong>Upload a print-ready file.</strong> A PDF with 0.125 in (3 mm) bleed, 300 dpi images, CMYK colour and outlined or embedded fonts works best. Our <a href="/article?no=18">Notes for completion</a> explain each requirement.</li>
<li><strong>Start from a template.</strong> Download the template for your size from the product page; it shows the trim line, bleed and safe zone.</li>
<li><strong>Ask us to design it.</strong> Add our <a href="/designService">design service</a> and a designer will contact you within one business day.</li>
</ol>
<h2>Step 4: Review your cart and check out</h2>
<p>Check the options and quantity for each item, then enter your shipping address and choose a shipping method. Standard ground shipping is free within the US on orders over $99. Pay securely by card or digital wallet. You will receive an order confirmation email with your order number straight away.</p>
<h2>Step 5: File review and proof</h2>
<p>Within a few business hours, a prepress technician checks your file. If everything is in order, we move it to production. If we spot a problem, such as text too close to the edge or a low-resolution image, we email you with a suggested fix and wait for your answer. If you chose a digital proof, approve it in your account; production starts only after approval.</p>
<p><strong>Tip:</strong> approve proofs before 12:00 PM Pacific Time to start production the same day.</p>
<h2>Step 6: Printing and finishing</h2>
<p>Your job is printed on calibrated presses, then cut, folded, laminated or foiled as ordered. Every job is checked against the approved proof by the operator before it is packed.</p>
<h2>Step 7: Shipping and delivery</h2>
<p>Orders ship from our facility in California. As soon as your package leaves, we email you the tracking number. Delivery time is production time plus transit time; see <a href="/article?no=15">Delivery instructions</a> for estimates.</p>
<h2>Step 8: Open the box and check</h2>
<p>Check your order when it arrives. If anything is not right, contact us within 30 days with photos and your order number, and we will make it right under our <a href="/article?no=16">After-sales policy</a>.</p>
<p>Need to print again? Find the order under "My orders" in your account and choose <strong>Reorder</strong>: your files and options are saved.</p>`,
    zh: `<p>只要了解流程，在线定制印刷其实很简单。本指南将带您从头到尾走一遍下单流程，并指出哪些选择对成品效果影响最大。</p>
<h2>第一步：选择产品</h2>
<p>您可以按类别浏览，例如名片、标签、贴纸、包装盒或营销物料，也可以直接使用搜索栏。每个产品页面都列出了可选尺寸、最低起订量和标准生产周期。不确定哪款产品合适？我们的<a href="/contact-us">客服团队</a>可以为您推荐。</p>
<h2>第二步：选择规格</h2>
<p>在产品页面的选项菜单中进行选择，价格会随您的选择即时更新。</p>
<ul>
<li><strong>尺寸：</strong>选择标准尺寸，或在支持的产品上输入自定义尺寸。</li>
<li><strong>纸张或材料：</strong>纸张越厚，质感越高级；铜版纸色彩更鲜艳，胶版纸（非涂布纸）则便于书写。</li>
<li><strong>印刷面：</strong>单面或双面。</li>
<li><strong>表面工艺：</strong>哑膜或光膜、触感膜、局部 UV、烫金、圆角等。</li>
<li><strong>数量：</strong>数量越多单价越低，不妨看看下一个价格档位。</li>
<li><strong>生产周期：</strong>标准（2–4 个工作日），部分产品可选加急。</li>
</ul>
<h2>第三步：提供设计稿</h2>
<p>您可以通过以下三种方式提供设计：</p>
<ol>
<li><strong>上传印刷就绪的文件。</strong>最理想的是带 0.125 英寸（3 毫米）出血、图片分辨率 300 dpi、CMYK 色彩模式、字体已转曲或已嵌入的 PDF 文件。每项要求的详细说明请参阅<a href="/article?no=18">完稿须知</a>。</li>
<li><strong>使用模板制作。</strong>在产品页面下载对应尺寸的模板，模板上标有裁切线、出血和安全区。</li>
<li><strong>交给我们设计。</strong>加购<a href="/designService">设计服务</a>，设计师会在一个工作日内与您联系。</li>
</ol>
<h2>第四步：核对购物车并结账</h2>
<p>逐项核对规格和数量，然后填写收货地址并选择配送方式。美国境内订单满 99 美元即享标准陆运免运费。您可以使用银行卡或电子钱包安全付款，付款后会立即收到附有订单号的确认邮件。</p>
<h2>第五步：文件审核与校样</h2>
<p>几个工作小时内，印前技术人员会检查您的文件。若一切无误，订单将直接进入生产；若发现问题，例如文字离边缘太近或图片分辨率不足，我们会发邮件给出修改建议，并等待您的答复。如果您选择了电子校样，请在账户中确认，确认后才会开始生产。</p>
<p><strong>小提示：</strong>在太平洋时间中午 12:00 前确认校样，订单当天即可开始生产。</p>
<h2>第六步：印刷与后道加工</h2>
<p>您的订单将在经过校准的印刷机上印制，随后按要求进行裁切、折页、覆膜或烫金。包装前，操作人员会对照已确认的校样逐单检查。</p>
<h2>第七步：发货与配送</h2>
<p>订单从我们位于加州的工厂发出。包裹一经发出，我们就会通过电子邮件发送物流单号。送达时间等于生产时间加上运输时间，具体预估请参阅<a href="/article?no=15">配送说明</a>。</p>
<h2>第八步：开箱验货</h2>
<p>收到订单后请及时检查。如有任何问题，请在 30 天内附上照片和订单号与我们联系，我们将按照<a href="/article?no=16">售后政策</a>妥善处理。</p>
<p>需要再次印刷？在账户的“我的订单”中找到该订单，点击<strong>再来一单</strong>即可，您的文件和规格都已保存。</p>`,
  },
};

const deliveryInstructions: SeedArticle = {
  no: 15,
  title: { en: 'Delivery Instructions', zh: '配送说明' },
  subheading: {
    en: 'Production times, shipping methods and fees, and what to expect for international orders.',
    zh: '生产周期、配送方式与运费，以及国际订单须知。',
  },
  img: '/media/illustration/shipping.webp',
  content: {
    en: `<p>All Inkfold Print orders are produced and shipped from our facility in Oakland, California. Your delivery date depends on two things: the <strong>production time</strong> you choose and the <strong>shipping method</strong> you select at checkout.</p>
<h2>Production times</h2>
<p>Production time is counted in business days (Monday to Friday, excluding US federal holidays) and starts when your files are approved, not when the order is placed. Files approved before 12:00 PM Pacific Time count that day as day one.</p>
<table>
<thead><tr><th>Option</th><th>Production time</th><th>Available for</th></tr></thead>
<tbody>
<tr><td>Standard</td><td>2-4 business days</td><td>All products</td></tr>
<tr><td>Rush</td><td>1 business day</td><td>Most business cards, flyers, postcards and stickers</td></tr>
<tr><td>Extended</td><td>5-10 business days</td><td>Custom boxes, foil and embossed items, large-quantity labels</td></tr>
</tbody>
</table>
<p>The production time for each product and option is shown on its product page and again at checkout.</p>
<h2>Shipping methods and fees within the US</h2>
<table>
<thead><tr><th>Method</th><th>Transit time</th><th>Fee</th></tr></thead>
<tbody>
<tr><td>Standard ground</td><td>1-5 business days</td><td><strong>Free on orders over $99</strong>; otherwise from $9.95</td></tr>
<tr><td>Two-day</td><td>2 business days</td><td>From $24.95</td></tr>
<tr><td>Overnight</td><td>Next business day</td><td>From $44.95</td></tr>
<tr><td>Local pickup in Oakland</td><td>Ready the day production ends</td><td>Free</td></tr>
</tbody>
</table>
<p>Ground transit from California is usually 1-2 business days to West Coast addresses, 3 days to the Midwest and 4-5 days to the East Coast. Fees for heavy items, such as large box orders, are calculated by weight and shown at checkout. The $99 free-shipping threshold applies to the order subtotal after discounts and before tax, for standard ground delivery to addresses in the 48 contiguous states. Orders to Alaska, Hawaii and US territories ship by air at a calculated rate.</p>
<h2>Example delivery timeline</h2>
<p>You approve your business card file on Monday at 10:00 AM Pacific Time with standard production and ground shipping to Chicago. Production runs Monday to Wednesday at the latest, the order ships by Wednesday evening, and ground transit takes about 3 business days, so it arrives by the following Monday at the latest.</p>
<h2>International shipping</h2>
<ul>
<li>We ship to Canada, Mexico and many other countries by international express service. Rates are calculated at checkout based on weight and destination.</li>
<li>Typical transit time is 3-6 business days to Canada and Mexico and 5-10 business days to most other countries.</li>
<li>Import duties, taxes and brokerage fees are not included in our price and are paid by the recipient on delivery. Refused packages cannot be refunded for the shipping cost.</li>
<li>Free shipping over $99 applies to US addresses only.</li>
</ul>
<h2>Addresses and packages</h2>
<ul>
<li>Double-check your address at checkout. Address changes are possible until the order ships; re-shipping after a carrier returns a package is charged at cost.</li>
<li>We can deliver to PO boxes by ground service only. Two-day and overnight services need a street address.</li>
<li>Large orders may arrive in several boxes, sometimes on different days. Each box has its own tracking number.</li>
<li>Need different quantities sent to several addresses? Request a split shipment through our <a href="/quotes">custom quote</a> form.</li>
</ul>
<h2>Tracking and delivery problems</h2>
<p>We email you a tracking number the moment your order ships, and you can follow it in your account. If a package is late, shows as delivered but has not arrived, or arrives damaged, contact us within 30 days of the expected delivery date. Keep the box and packing material, as the carrier may ask to inspect them. We will open a claim with the carrier and, where appropriate, reprint your order without waiting for the claim to close. See our <a href="/article?no=16">After-sales policy</a>.</p>`,
    zh: `<p>墨折印刷的所有订单均在我们位于加州奥克兰的工厂生产并发货。订单送达时间取决于两点：您选择的<strong>生产周期</strong>，以及结账时选择的<strong>配送方式</strong>。</p>
<h2>生产周期</h2>
<p>生产周期按工作日计算（周一至周五，不含美国联邦法定节假日），自文件审核通过之日起算，而非下单之时。太平洋时间中午 12:00 前审核通过的文件，当天即计为第一天。</p>
<table>
<thead><tr><th>选项</th><th>生产周期</th><th>适用产品</th></tr></thead>
<tbody>
<tr><td>标准</td><td>2–4 个工作日</td><td>全部产品</td></tr>
<tr><td>加急</td><td>1 个工作日</td><td>大部分名片、宣传单、明信片和贴纸</td></tr>
<tr><td>延长</td><td>5–10 个工作日</td><td>定制包装盒、烫金和压纹产品、大批量标签</td></tr>
</tbody>
</table>
<p>各产品及选项对应的生产周期会显示在产品页面上，结账时也会再次列明。</p>
<h2>美国境内配送方式与运费</h2>
<table>
<thead><tr><th>配送方式</th><th>运输时间</th><th>运费</th></tr></thead>
<tbody>
<tr><td>标准陆运</td><td>1–5 个工作日</td><td><strong>订单满 99 美元免运费</strong>；未满则 9.95 美元起</td></tr>
<tr><td>两日达</td><td>2 个工作日</td><td>24.95 美元起</td></tr>
<tr><td>次日达</td><td>下一个工作日</td><td>44.95 美元起</td></tr>
<tr><td>奥克兰到店自提</td><td>生产完成当天即可自提</td><td>免费</td></tr>
</tbody>
</table>
<p>从加州发出的陆运包裹，寄往西海岸通常需 1–2 个工作日，中西部约 3 天，东海岸 4–5 天。大批量包装盒等较重货物的运费按重量计算，并在结账时显示。99 美元免运费门槛按折扣后、税前的商品小计计算，适用于寄往美国本土 48 个相连州的标准陆运。寄往阿拉斯加、夏威夷及美国海外领地的订单以空运方式发出，运费按实际计算。</p>
<h2>送达时间示例</h2>
<p>假设您在周一太平洋时间上午 10:00 确认名片文件，选择标准生产周期，以陆运寄往芝加哥。生产最迟于周三完成，当晚发货，陆运约需 3 个工作日，因此最迟会在下周一送达。</p>
<h2>国际配送</h2>
<ul>
<li>我们通过国际快递寄往加拿大、墨西哥及其他许多国家和地区，运费在结账时根据重量和目的地计算。</li>
<li>寄往加拿大和墨西哥通常需 3–6 个工作日，寄往其他大多数国家和地区需 5–10 个工作日。</li>
<li>进口关税、税费及清关代理费不包含在我们的价格内，须由收件人在收货时支付。因拒付而被退回的包裹，运费不予退还。</li>
<li>满 99 美元免运费仅适用于美国境内地址。</li>
</ul>
<h2>地址与包裹</h2>
<ul>
<li>结账时请仔细核对地址。订单发货前均可修改地址；包裹被承运商退回后再次寄送，按实际成本收费。</li>
<li>寄往邮政信箱（PO Box）的订单只能选择陆运；两日达和次日达需要填写街道地址。</li>
<li>大订单可能分装成多个箱子，有时会在不同日期送达，每个箱子都有独立的物流单号。</li>
<li>需要将不同数量分别寄往多个地址？请通过<a href="/quotes">定制报价</a>表单申请分单发货。</li>
</ul>
<h2>物流跟踪与配送问题</h2>
<p>订单一经发货，我们就会通过电子邮件发送物流单号，您也可以在账户中随时查看。如果包裹延误、显示已签收但未收到，或送达时已损坏，请在预计送达日期后 30 天内联系我们，并保留外箱和包装材料，承运商可能会要求查验。我们会向承运商提出索赔，并视情况先行为您重印订单，无需等待索赔结果。详情请参阅<a href="/article?no=16">售后政策</a>。</p>`,
  },
};

const afterSales: SeedArticle = {
  no: 16,
  title: { en: 'After-Sales Policy', zh: '售后政策' },
  subheading: {
    en: 'If something is wrong with your order, we will reprint it or refund it. Here is how it works.',
    zh: '订单如有问题，我们将为您重印或退款。具体办理方式如下。',
  },
  content: {
    en: `<p>Every Inkfold Print order is covered by our quality promise: if your printed products are not what you approved because of a mistake on our side, we will reprint them free of charge or give you a refund. Because everything we make is printed to order, the promise covers production and shipping problems rather than a change of mind.</p>
<h2>What is covered</h2>
<ul>
<li>Printing defects such as streaks, spots, smudges, missing colours or misregistration.</li>
<li>Finishing defects such as cuts, folds, die-cuts, foil or lamination outside our stated tolerances.</li>
<li>Products that do not match the approved proof or the options you ordered (size, paper, quantity, finish).</li>
<li>A shortfall of more than 3% on labels, stickers and packaging, or any shortfall on other products.</li>
<li>Items damaged in transit or packages lost by the carrier.</li>
</ul>
<h2>What is not covered</h2>
<ul>
<li>Errors in the content you supplied and approved, including spelling, phone numbers, prices and layout.</li>
<li>Problems we warned you about before printing and you asked us to print anyway, such as low-resolution images or text in the trim area.</li>
<li>Colour differences within normal tolerance, colour shifts caused by supplying RGB files, and differences compared with your screen or with items printed elsewhere (see <a href="/article?no=19">Regarding colour difference</a>).</li>
<li>Damage caused by storage, handling or use after delivery.</li>
<li>Orders that you no longer need or changes of mind.</li>
</ul>
<h2>How to make a claim</h2>
<p>Claims must be made within <strong>30 days of delivery</strong>. For lost packages, the 30 days start from the expected delivery date.</p>
<ol>
<li>Contact us by email at support@inkfold.example, through the <a href="/contact-us">contact form</a>, or by phone on (800) 555-0142.</li>
<li>Give your order number and a short description of the problem.</li>
<li>Attach clear photos taken in daylight, including the whole item and a close-up of the defect. For transit damage, include photos of the outer box.</li>
<li>Keep the printed items and packaging until the claim is resolved. We may ask you to return a few samples using a prepaid label; you will never pay for return shipping on a valid claim.</li>
</ol>
<h2>How we resolve it</h2>
<p>We reply within one business day. When we confirm the problem, you choose the resolution:</p>
<table>
<thead><tr><th>Option</th><th>How it works</th></tr></thead>
<tbody>
<tr><td>Free reprint</td><td>We reprint the affected items with priority production and ship them by the same or a faster method at no cost.</td></tr>
<tr><td>Full or partial refund</td><td>We refund the affected items to your original payment method. Refunds appear within 5-10 business days, depending on your bank.</td></tr>
<tr><td>Store credit</td><td>We add the value of the affected items plus 10% to your account for future orders.</td></tr>
</tbody>
</table>
<p>If only part of an order is affected, we reprint or refund that part. Shipping fees are refunded when the whole order is affected.</p>
<h2>Cancellations</h2>
<p>You can cancel an order free of charge until it has been approved for production. After approval, cancellation may be possible if printing has not started; any costs already incurred, such as a custom cutting die, will be deducted from the refund.</p>
<h2>Our commitment</h2>
<p>Most problems are solved with a single email. If you are not satisfied with the outcome of your claim, ask for it to be escalated to our customer experience manager, who will review it personally within two business days.</p>`,
    zh: `<p>墨折印刷的每一笔订单都受我们的品质承诺保障：如因我方失误导致印刷品与您确认的内容不符，我们将免费重印或为您退款。由于所有产品均按单定制，该承诺涵盖生产和运输环节出现的问题，不包括因个人原因改变主意的情况。</p>
<h2>保障范围</h2>
<ul>
<li>印刷缺陷，例如条纹、墨点、蹭脏、缺色或套印不准。</li>
<li>后道加工缺陷，例如裁切、折页、模切、烫金或覆膜超出我们公布的公差范围。</li>
<li>成品与已确认的校样或所订规格（尺寸、纸张、数量、工艺）不符。</li>
<li>标签、贴纸和包装类产品数量短缺超过 3%，或其他产品出现任何数量短缺。</li>
<li>运输途中损坏，或承运商丢失包裹。</li>
</ul>
<h2>不在保障范围内的情况</h2>
<ul>
<li>您提供并已确认的内容错误，包括拼写、电话号码、价格和版式。</li>
<li>印刷前我们已提示风险、但您仍要求照常印刷的问题，例如图片分辨率过低或文字位于裁切区域内。</li>
<li>正常公差范围内的色差、因提供 RGB 文件导致的偏色，以及与屏幕显示或其他地方印刷品之间的差异（详见<a href="/article?no=19">关于色差</a>）。</li>
<li>收货后因存放、搬运或使用不当造成的损坏。</li>
<li>订单不再需要或个人改变主意。</li>
</ul>
<h2>如何申请售后</h2>
<p>请在<strong>收货后 30 天内</strong>提出申请。如包裹丢失，30 天自预计送达日期起算。</p>
<ol>
<li>通过电子邮件 support@inkfold.example、<a href="/contact-us">在线留言表单</a>或电话 (800) 555-0142 联系我们。</li>
<li>提供订单号，并简要说明问题。</li>
<li>附上在自然光下拍摄的清晰照片，包括产品全貌和问题部位的特写。如属运输损坏，请一并拍摄外箱照片。</li>
<li>在问题处理完毕前，请保留印刷品和包装。我们可能会请您用预付运单寄回少量样品；凡属有效申请，退回运费一律由我们承担。</li>
</ol>
<h2>处理方式</h2>
<p>我们会在一个工作日内回复。确认问题后，您可以选择以下处理方式：</p>
<table>
<thead><tr><th>方式</th><th>说明</th></tr></thead>
<tbody>
<tr><td>免费重印</td><td>我们优先安排重印受影响的产品，并以相同或更快的配送方式免费寄出。</td></tr>
<tr><td>全额或部分退款</td><td>受影响产品的款项将原路退回，到账时间视银行而定，一般为 5–10 个工作日。</td></tr>
<tr><td>账户余额</td><td>我们将受影响产品的金额另加 10% 存入您的账户，供日后下单使用。</td></tr>
</tbody>
</table>
<p>如仅部分产品受影响，我们只针对该部分重印或退款；如整笔订单受影响，运费一并退还。</p>
<h2>取消订单</h2>
<p>订单在审核通过、进入生产前可免费取消。审核通过后，若尚未开始印刷，仍有可能取消，但已产生的费用（例如定制模切刀版）将从退款中扣除。</p>
<h2>我们的承诺</h2>
<p>大多数问题只需一封邮件即可解决。如您对处理结果不满意，可要求将申请升级至客户体验经理，他会在两个工作日内亲自复核。</p>`,
  },
};

const termsOfSale: SeedArticle = {
  no: 17,
  title: { en: 'Terms of Sale', zh: '销售条款' },
  subheading: {
    en: 'The short version: the key terms that apply to every purchase.',
    zh: '精简版：适用于每一笔购买的主要条款。',
  },
  content: {
    en: `<p>This page summarises the key terms that apply when you buy from Inkfold Print. It is a short companion to our full <a href="/article?no=8">Terms of Service</a>, which prevail if there is any difference.</p>
<h2>Prices and payment</h2>
<ul>
<li>Prices are in US dollars and include the printing and finishing options you select.</li>
<li>Shipping and applicable sales tax are added at checkout before you pay.</li>
<li>Payment is due in full when you order, unless you have an approved invoicing account with 30-day terms.</li>
<li>Custom quotes are valid for 30 days.</li>
</ul>
<h2>Your files</h2>
<ul>
<li>You are responsible for the content of your files, including spelling, and for having the rights to print it.</li>
<li>We check every file for technical problems free of charge, but we do not proofread.</li>
<li>Your approval of a proof confirms the content, layout and colours shown.</li>
</ul>
<h2>Production and delivery</h2>
<ul>
<li>Standard production takes 2-4 business days from file approval. Rush and extended options are shown on each product page.</li>
<li>Orders ship from California. Standard ground shipping is free on US orders over $99.</li>
<li>Delivery dates are carrier estimates. International duties and taxes are paid by the recipient.</li>
</ul>
<h2>Tolerances</h2>
<ul>
<li>Minor colour variation between screens, print runs and materials is normal.</li>
<li>Cutting and folding may vary by up to 1/16 in (1.5 mm).</li>
<li>Labels, stickers and packaging may vary in quantity by up to 3%.</li>
</ul>
<h2>Cancellations and returns</h2>
<ul>
<li>Orders can be cancelled free of charge until approved for production.</li>
<li>Printed-to-order items cannot be returned for a change of mind.</li>
<li>If there is a defect, damage or error on our side, report it within 30 days of delivery and we will reprint or refund under our <a href="/article?no=16">After-sales policy</a>.</li>
</ul>
<h2>Liability</h2>
<p>Our liability for any order is limited to the amount paid for that order, to the extent permitted by law. These terms are governed by California law.</p>
<h2>Questions</h2>
<p>Call (800) 555-0142, email support@inkfold.example or <a href="/contact-us">contact us</a> online. We are happy to explain anything on this page before you order.</p>`,
    zh: `<p>本页概述了在墨折印刷购物时适用的主要条款，是完整版<a href="/article?no=8">服务条款</a>的简明摘要；如两者有任何不一致，以完整版服务条款为准。</p>
<h2>价格与付款</h2>
<ul>
<li>价格以美元计价，包含您所选的印刷及后道工艺费用。</li>
<li>运费和适用的销售税将在结账付款前加入订单。</li>
<li>下单时须全额付款；已获批开通月结账户（账期 30 天）的顾客除外。</li>
<li>定制报价有效期为 30 天。</li>
</ul>
<h2>您的文件</h2>
<ul>
<li>您须对文件内容（包括拼写）负责，并确保拥有印刷该内容的权利。</li>
<li>我们免费检查每份文件的技术问题，但不提供校对服务。</li>
<li>确认校样即表示您认可其中显示的内容、版式和颜色。</li>
</ul>
<h2>生产与配送</h2>
<ul>
<li>标准生产周期为文件审核通过后 2–4 个工作日，加急及延长选项见各产品页面。</li>
<li>订单从加州发货，美国境内订单满 99 美元享标准陆运免运费。</li>
<li>送达日期为承运商预估。国际订单的关税和税费由收件人承担。</li>
</ul>
<h2>公差</h2>
<ul>
<li>屏幕、不同批次及不同材料之间存在轻微色差属正常现象。</li>
<li>裁切和折页可能存在最多 1/16 英寸（1.5 毫米）的偏差。</li>
<li>标签、贴纸和包装类产品的数量可能有最多 3% 的浮动。</li>
</ul>
<h2>取消与退货</h2>
<ul>
<li>订单在审核通过、进入生产前可免费取消。</li>
<li>按单定制的产品不接受因个人原因提出的退货。</li>
<li>如因我方原因出现缺陷、损坏或错误，请在收货后 30 天内反馈，我们将按照<a href="/article?no=16">售后政策</a>重印或退款。</li>
</ul>
<h2>责任限制</h2>
<p>在法律允许的范围内，我们对任何订单承担的责任以该订单实际支付的金额为限。本条款受加利福尼亚州法律管辖。</p>
<h2>咨询</h2>
<p>欢迎致电 (800) 555-0142、发送邮件至 support@inkfold.example，或在线<a href="/contact-us">联系我们</a>。下单前对本页任何内容有疑问，我们都乐意为您解释。</p>`,
  },
};

const notesForCompletion: SeedArticle = {
  no: 18,
  title: { en: 'Notes for Completion', zh: '完稿须知' },
  subheading: {
    en: 'How to prepare a print-ready file: bleed, safe zone, resolution, colour, fonts and format.',
    zh: '如何准备可直接印刷的文件：出血、安全区、分辨率、颜色、字体与格式。',
  },
  content: {
    en: `<p>A well-prepared file is the single biggest factor in getting crisp, accurate prints on time. Our prepress team checks every file, but following this checklist avoids delays and surprises. If you start from one of our templates, the guides for bleed and safe zone are already in place.</p>
<h2>1. Bleed: 0.125 in (3 mm) on every side</h2>
<p>Printers cut sheets in stacks, and the blade can move very slightly. Any colour, photo or pattern that touches the edge of your design must extend <strong>0.125 in (3 mm)</strong> beyond the trim line on every side. Without bleed, a thin white line may appear along the edge.</p>
<table>
<thead><tr><th>Finished size</th><th>Document size with bleed</th></tr></thead>
<tbody>
<tr><td>3.5 x 2 in business card</td><td>3.75 x 2.25 in</td></tr>
<tr><td>4 x 6 in postcard</td><td>4.25 x 6.25 in</td></tr>
<tr><td>8.5 x 11 in flyer</td><td>8.75 x 11.25 in</td></tr>
<tr><td>90 x 54 mm card</td><td>96 x 60 mm</td></tr>
</tbody>
</table>
<h2>2. Safe zone: keep text 0.125 in (3 mm) inside the trim</h2>
<p>Keep all text, logos and important details at least <strong>0.125 in (3 mm)</strong> inside the trim line. For folded items, keep them the same distance away from each fold, and for saddle-stitched booklets allow 0.25 in (6 mm). Borders placed very close to the edge will look uneven after trimming; keep frames at least 0.25 in (6 mm) from the edge or let them bleed off.</p>
<h2>3. Resolution: 300 dpi at final size</h2>
<ul>
<li>Photos and raster images should be <strong>300 dpi at the size they will print</strong>. A 1,050 x 600 pixel image fills a 3.5 x 2 in card at 300 dpi.</li>
<li>Enlarging a small image in a layout program lowers its effective resolution; 150 dpi images print soft and 72 dpi images from websites print blurry.</li>
<li>Logos and text should be vector artwork whenever possible so they stay sharp at any size.</li>
<li>Large banners viewed from a distance can use 150 dpi at full size.</li>
</ul>
<h2>4. Colour: CMYK, not RGB</h2>
<ul>
<li>Build your document in <strong>CMYK</strong> mode. RGB files are converted automatically, and bright blues, greens and oranges may become duller.</li>
<li>For large black areas, use a rich black such as C60 M40 Y40 K100. For small text and fine lines, use 100% K only so the text stays sharp.</li>
<li>Keep the total ink coverage below 300%; heavier coverage can cause smudging and slow drying.</li>
<li>If you need a specific brand colour, include its Pantone reference in the order notes. See <a href="/article?no=19">Regarding colour difference</a>.</li>
</ul>
<h2>5. Fonts: outline or embed</h2>
<p>If we do not have the exact font you used, text can reflow or be substituted. Before exporting, <strong>convert all text to outlines</strong> (curves), or make sure all fonts are fully embedded in the PDF. Keep text at least 6 pt and lines at least 0.25 pt thick; thinner elements may not print cleanly, especially when reversed out of a dark background.</p>
<h2>6. File format: PDF/X preferred</h2>
<ul>
<li>Export a <strong>PDF/X-1a</strong> or <strong>PDF/X-4</strong> file with crop marks off and bleed on.</li>
<li>Supply one page per printed side, in order: front first, then back.</li>
<li>Flatten or remove hidden layers, comments and unused artboards.</li>
<li>We also accept AI, EPS, PSD and TIFF files, and JPG or PNG at 300 dpi.</li>
</ul>
<h2>7. Special finishes</h2>
<p>For spot UV, foil, embossing or white ink, supply a separate page or layer with the finish area in 100% K solid vector artwork, exactly aligned with the design. For stickers, labels and boxes, include the cut line or dieline as a vector path on its own layer, named "CutContour" or "Dieline", in a spot colour.</p>
<h2>Final checklist</h2>
<ol>
<li>Bleed of 0.125 in (3 mm) on all sides.</li>
<li>Text and logos inside the safe zone.</li>
<li>Images at 300 dpi at final size.</li>
<li>CMYK colour mode, rich black only for large areas.</li>
<li>Fonts outlined or embedded.</li>
<li>PDF/X file, correct number of pages, correct orientation.</li>
<li>Spelling, phone numbers and email addresses checked.</li>
</ol>
<p>Not sure your file is ready? Upload it anyway: our team will check it and contact you if anything needs fixing, or <a href="/designService">ask our designers</a> to prepare it for you.</p>`,
    zh: `<p>文件准备得好不好，是成品能否清晰准确、按时交付的最关键因素。我们的印前团队会检查每一份文件，但按照以下清单操作，可以避免延误和意外。如果您使用我们提供的模板制作，出血和安全区的参考线都已设置好。</p>
<h2>一、出血：四边各留 0.125 英寸（3 毫米）</h2>
<p>印刷品是整叠裁切的，刀口难免会有极细微的偏移。凡是延伸到版面边缘的颜色、图片或图案，都必须在四边各超出裁切线 <strong>0.125 英寸（3 毫米）</strong>。没有出血，成品边缘就可能出现细细的白边。</p>
<table>
<thead><tr><th>成品尺寸</th><th>含出血的文档尺寸</th></tr></thead>
<tbody>
<tr><td>3.5 × 2 英寸名片</td><td>3.75 × 2.25 英寸</td></tr>
<tr><td>4 × 6 英寸明信片</td><td>4.25 × 6.25 英寸</td></tr>
<tr><td>8.5 × 11 英寸宣传单</td><td>8.75 × 11.25 英寸</td></tr>
<tr><td>90 × 54 毫米名片</td><td>96 × 60 毫米</td></tr>
</tbody>
</table>
<h2>二、安全区：文字距裁切线至少 0.125 英寸（3 毫米）</h2>
<p>所有文字、标志和重要细节都应放在裁切线以内至少 <strong>0.125 英寸（3 毫米）</strong>处。折页产品的折线两侧同样需要留出这一距离；骑马钉画册则需留出 0.25 英寸（6 毫米）。紧贴边缘的边框裁切后容易显得宽窄不一，建议边框距边缘至少 0.25 英寸（6 毫米），或者直接做成出血。</p>
<h2>三、分辨率：按成品尺寸 300 dpi</h2>
<ul>
<li>照片和位图应达到<strong>按实际印刷尺寸计算的 300 dpi</strong>。例如，1,050 × 600 像素的图片，正好能以 300 dpi 铺满一张 3.5 × 2 英寸的名片。</li>
<li>在排版软件中放大小图，会降低其有效分辨率：150 dpi 的图片印出来偏软，从网页上保存的 72 dpi 图片印出来会模糊。</li>
<li>标志和文字应尽量使用矢量图形，这样无论放大多少都能保持清晰。</li>
<li>远距离观看的大幅横幅，可按实际尺寸 150 dpi 制作。</li>
</ul>
<h2>四、颜色：使用 CMYK，而非 RGB</h2>
<ul>
<li>请以 <strong>CMYK</strong> 模式制作文档。RGB 文件会被自动转换，明亮的蓝色、绿色和橙色可能会变暗。</li>
<li>大面积黑色请使用“四色黑”（丰富黑），例如 C60 M40 Y40 K100；小字和细线则只用单色黑 K100，以保证文字清晰锐利。</li>
<li>油墨总覆盖率请控制在 300% 以内，过高容易蹭脏，干燥也慢。</li>
<li>如需印制特定的品牌色，请在订单备注中注明对应的 Pantone 色号，详见<a href="/article?no=19">关于色差</a>。</li>
</ul>
<h2>五、字体：转曲或嵌入</h2>
<p>如果我们没有您所用的字体，文字可能会重排或被替换。导出文件前，请<strong>将所有文字转为曲线（转曲）</strong>，或确保所有字体已完整嵌入 PDF。文字字号不小于 6 pt，线条粗细不小于 0.25 pt；更细的元素可能印不清楚，在深色底上反白时尤其如此。</p>
<h2>六、文件格式：首选 PDF/X</h2>
<ul>
<li>导出 <strong>PDF/X-1a</strong> 或 <strong>PDF/X-4</strong> 文件，关闭裁切标记，保留出血。</li>
<li>每个印刷面对应一页，按顺序排列：正面在前，背面在后。</li>
<li>合并或删除隐藏图层、注释和未使用的画板。</li>
<li>我们也接受 AI、EPS、PSD、TIFF 文件，以及 300 dpi 的 JPG 或 PNG 文件。</li>
</ul>
<h2>七、特殊工艺</h2>
<p>如需局部 UV、烫金、压纹或白墨，请单独提供一页或一个图层，用 100% K 实色矢量图形标出工艺区域，并与设计精确对齐。贴纸、标签和包装盒请将裁切线或刀版线作为矢量路径放在独立图层中，命名为“CutContour”或“Dieline”，并使用专色。</p>
<h2>最终检查清单</h2>
<ol>
<li>四边各留 0.125 英寸（3 毫米）出血。</li>
<li>文字和标志位于安全区内。</li>
<li>图片按成品尺寸达到 300 dpi。</li>
<li>CMYK 色彩模式，四色黑仅用于大面积色块。</li>
<li>字体已转曲或已嵌入。</li>
<li>PDF/X 文件，页数和方向正确。</li>
<li>已核对拼写、电话号码和电子邮箱。</li>
</ol>
<p>不确定文件是否合格？尽管上传：我们的团队会帮您检查，如需修改会主动联系您。您也可以<a href="/designService">交给我们的设计师</a>为您处理。</p>`,
  },
};

const colourDifference: SeedArticle = {
  no: 19,
  title: { en: 'Regarding Colour Difference', zh: '关于色差' },
  subheading: {
    en: 'Why printed colours can differ from your screen, what tolerance is normal, and how to get the closest match.',
    zh: '为什么印刷颜色会与屏幕不同、多大的色差属于正常，以及如何尽量还原预期颜色。',
  },
  content: {
    en: `<p>One of the most common questions we receive is why a printed colour does not look exactly like it did on screen. The short answer is that screens and presses create colour in completely different ways. Understanding the difference helps you design with confidence and know what to expect.</p>
<h2>Why screen and print differ</h2>
<ul>
<li><strong>Light versus ink.</strong> A screen emits light and mixes red, green and blue (RGB). Adding more light makes colours brighter. A press lays down cyan, magenta, yellow and black ink (CMYK) on paper, and each layer of ink absorbs light, so colours can only get darker.</li>
<li><strong>Different gamuts.</strong> RGB can display colours that CMYK ink simply cannot reproduce, especially electric blues, neon greens, vivid oranges and bright purples. When these are converted for print, they become slightly duller.</li>
<li><strong>Every screen is different.</strong> Brightness, colour settings, night modes and panel technology make the same file look different on a phone, a laptop and an office monitor. Most screens are also far brighter than paper under room light.</li>
<li><strong>Paper changes colour.</strong> Coated paper holds ink on its surface for rich, saturated colour. Uncoated and recycled papers absorb ink, so colours look softer and darker. Kraft and coloured stocks tint everything printed on them.</li>
<li><strong>Finishes change colour.</strong> Gloss lamination deepens colours; matte and soft-touch lamination make them slightly lighter and calmer.</li>
<li><strong>Lighting.</strong> The same print looks warmer under incandescent light and cooler under daylight or LED office lighting.</li>
</ul>
<h2>What tolerance is normal</h2>
<p>Our presses are calibrated daily to industry standards for commercial printing, and we measure colour with a spectrophotometer. Even so, small variations are a normal part of printing:</p>
<table>
<thead><tr><th>Situation</th><th>Expected variation</th></tr></thead>
<tbody>
<tr><td>Within one print run</td><td>Very small; usually not visible side by side</td></tr>
<tr><td>Between reorders of the same product</td><td>Small; may be visible when compared closely</td></tr>
<tr><td>Between different papers or products</td><td>Noticeable; for example, a business card versus a label</td></tr>
<tr><td>Between screen and print</td><td>Can be significant for very bright RGB colours</td></tr>
</tbody>
</table>
<p>In colour measurement terms, we aim to keep variation within about 3 to 5 Delta E of the target, a difference most people only notice when two samples sit side by side. Colour differences within this range are not treated as defects.</p>
<h2>Pantone and spot colours</h2>
<p>If an exact brand colour matters, give us its <strong>Pantone</strong> reference. For most digital and four-colour products, we reproduce Pantone colours using the closest CMYK mix; many match well, but some bright and metallic shades cannot be matched in CMYK. For selected offset products, we can print a true spot colour with a specially mixed ink for the closest possible match. Always judge Pantone colours against a current printed swatch guide, not a screen, and choose the coated or uncoated swatch that matches your paper.</p>
<h2>How to get the closest match</h2>
<ol>
<li>Design in CMYK from the start so you see realistic colours while you work.</li>
<li>Use tested CMYK values for brand colours and keep them the same across all your files.</li>
<li>Avoid relying on the brightest RGB colours for important elements.</li>
<li>Order our sample pack to see how your chosen paper and finish affect colour.</li>
<li>For colour-critical jobs, order a <strong>hard-copy proof</strong>: a printed sample on your chosen stock, shipped to you before the full run. Hard proofs add 2-3 business days and are charged from $25.</li>
<li>For repeat orders, reorder the same product and paper to keep colours consistent.</li>
</ol>
<p>Have a colour-critical project? <a href="/contact-us">Talk to our team</a> before you order, or request a <a href="/quotes">custom quote</a> for spot-colour printing.</p>`,
    zh: `<p>我们最常被问到的问题之一，就是为什么印出来的颜色与屏幕上看到的不完全一样。简单来说，屏幕和印刷机呈现颜色的原理完全不同。了解其中的区别，能帮助您更有把握地进行设计，也能对成品效果有合理的预期。</p>
<h2>屏幕与印刷为何不同</h2>
<ul>
<li><strong>色光与油墨。</strong>屏幕自身发光，用红、绿、蓝（RGB）三色光混合出颜色，光越多颜色越亮。印刷机则在纸上叠印青、品红、黄、黑（CMYK）四色油墨，每一层油墨都会吸收光线，所以颜色只会越叠越暗。</li>
<li><strong>色域不同。</strong>RGB 能显示某些 CMYK 油墨根本无法再现的颜色，尤其是电光蓝、荧光绿、艳橙和亮紫色。这些颜色转换为印刷色后，会略显暗淡。</li>
<li><strong>每块屏幕都不一样。</strong>亮度、色彩设置、夜间模式和面板技术，会让同一个文件在手机、笔记本电脑和办公显示器上呈现不同效果。而且大多数屏幕在室内光线下都远比纸张明亮。</li>
<li><strong>纸张影响颜色。</strong>铜版纸让油墨停留在表面，色彩饱满浓郁；胶版纸和再生纸会吸收油墨，颜色显得更柔和、更深沉；牛皮纸和彩色纸则会给印在上面的所有颜色带上底色。</li>
<li><strong>表面工艺影响颜色。</strong>光膜会让颜色更深更艳；哑膜和触感膜则让颜色略浅、更沉稳。</li>
<li><strong>光源影响观感。</strong>同一件印刷品，在白炽灯下显得偏暖，在日光或办公室 LED 灯下则显得偏冷。</li>
</ul>
<h2>正常的色差范围</h2>
<p>我们的印刷机每天都会按商业印刷的行业标准进行校准，并使用分光光度计测量颜色。尽管如此，细微的差异仍是印刷中的正常现象：</p>
<table>
<thead><tr><th>情形</th><th>预期差异</th></tr></thead>
<tbody>
<tr><td>同一批次之内</td><td>极小，并排比较通常也看不出来</td></tr>
<tr><td>同一产品的不同批次返单之间</td><td>较小，仔细对比时可能看得出</td></tr>
<tr><td>不同纸张或不同产品之间</td><td>较明显，例如名片与标签之间</td></tr>
<tr><td>屏幕与印刷品之间</td><td>对于非常鲜艳的 RGB 颜色，差异可能较大</td></tr>
</tbody>
</table>
<p>按色彩测量标准，我们力求将偏差控制在目标值约 3 至 5 个 Delta E（ΔE）以内；这种程度的差异，大多数人只有把两份样品并排放在一起时才会察觉。此范围内的色差不视为质量问题。</p>
<h2>Pantone 与专色</h2>
<p>如果精确的品牌色对您很重要，请提供对应的 <strong>Pantone</strong> 色号。对于大多数数码印刷和四色印刷产品，我们会用最接近的 CMYK 配比来模拟 Pantone 颜色；多数颜色能较好还原，但部分鲜艳色和金属色无法用 CMYK 准确呈现。对于部分胶印产品，我们可以使用专门调配的油墨印刷真正的专色，以实现最接近的效果。判断 Pantone 颜色时，请始终以最新的印刷色卡为准，而不是屏幕；并根据所用纸张，选择对应的铜版纸（C）或胶版纸（U）色卡。</p>
<h2>如何最大程度还原颜色</h2>
<ol>
<li>从一开始就用 CMYK 模式设计，工作时看到的颜色更接近真实效果。</li>
<li>为品牌色确定经过实测的 CMYK 数值，并在所有文件中保持一致。</li>
<li>重要元素不要依赖最鲜艳的 RGB 颜色。</li>
<li>订购我们的样品包，直观了解所选纸张和工艺对颜色的影响。</li>
<li>对颜色要求严格的订单，建议选择<strong>实物打样</strong>：在您选定的纸张上印制样品，先寄给您确认，再进行批量生产。实物打样需额外 2–3 个工作日，费用 25 美元起。</li>
<li>返单时选择相同的产品和纸张，有助于保持颜色一致。</li>
</ol>
<p>有对颜色要求很高的项目？下单前欢迎<a href="/contact-us">与我们的团队沟通</a>，或就专色印刷申请<a href="/quotes">定制报价</a>。</p>`,
  },
};

export const articles: SeedArticle[] = [
  termsOfService,
  privacyPolicy,
  aboutUs,
  contactUs,
  joinUs,
  helpFaqs,
  orderingGuide,
  deliveryInstructions,
  afterSales,
  termsOfSale,
  notesForCompletion,
  colourDifference,
];

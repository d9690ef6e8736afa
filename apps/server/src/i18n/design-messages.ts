import type { Lang } from '@printshop/contract';

/** What the online editor's calls say (modules/designs), in both languages; messages.ts takes them in. */
export const designMessages = {
  designKeyInvalid: {
    en: 'The key of your saved designs is not valid: please open the editor again',
    zh: '已保存设计的密钥无效，请重新打开编辑器',
  },
  designNotFound: { en: 'No such design', zh: '设计不存在' },
  designTemplateNotFound: { en: 'No such template', zh: '模板不存在' },
  productNotDesignable: {
    en: 'This product cannot be designed online: it needs a print size of one or two sides',
    zh: '该产品不支持在线设计：需要有单面或双面的印刷尺寸',
  },
  designTooManySides: {
    en: 'This product prints on one side only: its design has one side',
    zh: '该产品仅单面印刷，设计只能有一面',
  },
  designImageUnknown: {
    en: 'An image of the design is no longer there: please upload it again',
    zh: '设计中的某张图片已不存在，请重新上传',
  },
  designImageUnreadable: {
    en: 'An image of the design cannot be read: please upload it again',
    zh: '设计中的某张图片无法读取，请重新上传',
  },
  designImageNotImage: {
    en: 'Only pictures can go in a design: a PDF is uploaded as a design file instead',
    zh: '设计中只能使用图片：PDF 文件请作为设计文件上传',
  },
  designImageNotYours: {
    en: 'An image of the design is not one you uploaded: please upload it yourself',
    zh: '设计中的某张图片不是您上传的，请自行上传',
  },
  templateImageNotShop: {
    en: 'A template’s images must be the shop’s own: upload them as the shop’s images',
    zh: '模板中的图片必须是店铺自己的图片，请上传到店铺的图片库',
  },
  designsTooMany: {
    en: 'You have {{max}} saved designs, the most that can be kept: delete one to save another',
    zh: '您已保存 {{max}} 个设计，已达上限：请删除一个后再保存',
  },
  designsClaimTooMany: {
    en: 'Your account would have more than {{max}} saved designs: please delete some of them first',
    zh: '合并后您的账户将有超过 {{max}} 个设计，请先删除一些',
  },
  designTooLarge: {
    en: 'The design is too large (at most {{max}} kB)',
    zh: '设计内容过大（最多 {{max}} KB）',
  },
  designImagesTooLarge: {
    en: 'The images of the design are too large together (at most {{max}} MB): please use smaller ones',
    zh: '设计中的图片合计过大（最多 {{max}} MB），请换用较小的图片',
  },
  designOfOtherProduct: {
    en: 'This design is for {{product}}: please choose the options of {{product}}',
    zh: '该设计用于{{product}}，请选择{{product}}的规格',
  },
  designNeedsOneSide: {
    en: 'This design has a front only, but the chosen options print more than one side: please choose the options that print one side, or add a back to the design',
    zh: '该设计只有正面，而所选规格印刷多于一面：请选择单面印刷的规格，或为设计添加背面',
  },
  designNeedsTwoSides: {
    en: 'This design has a front and a back, but the chosen options do not print two sides: please choose the options that print both sides',
    zh: '该设计有正反两面，而所选规格不是双面印刷：请选择双面印刷的规格',
  },
  designSaved: { en: 'Design saved', zh: '设计已保存' },
  designRenamed: { en: 'Design renamed', zh: '设计已重命名' },
  designDuplicated: { en: 'Design copied', zh: '设计已复制' },
  designDeleted: { en: 'Design deleted', zh: '设计已删除' },
  designsClaimed: {
    en: 'Designs saved before you logged in: {{count}} now in your account',
    zh: '登录前保存的设计：已有 {{count}} 个存入您的账户',
  },
  designCopyName: { en: '{{name}} (copy)', zh: '{{name}}（副本）' },
  designTemplateCreated: { en: 'Template {{name}} added', zh: '已添加模板 {{name}}' },
  designTemplateSaved: { en: 'Template {{name}} saved', zh: '已保存模板 {{name}}' },
  designTemplatePublished: {
    en: 'Template {{name}} is offered in the shop',
    zh: '模板 {{name}} 已在商店上线',
  },
  designTemplateHidden: { en: 'Template {{name}} is hidden', zh: '模板 {{name}} 已隐藏' },
  designTemplateDeleted: { en: 'Template {{name}} deleted', zh: '已删除模板 {{name}}' },
} satisfies Record<string, Record<Lang, string>>;

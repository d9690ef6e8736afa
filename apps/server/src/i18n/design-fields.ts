import { admin, api } from '@printshop/contract';
import type { FieldText } from './fields.ts';

/** How the online editor's calls name their fields when refusing one (fields.ts takes them in). */

const field = (en: string, zh: string): FieldText => ({ label: { en, zh } });
const choice = (en: string, zh: string): FieldText => ({ label: { en, zh }, chosen: true });

/** A layout's fields, down to its elements' (a field is looked up with its parent's name first). */
const LAYOUT: Record<string, FieldText> = {
  layout: field('design', '设计'),
  version: choice('design version', '设计版本'),
  sides: field('sides', '印刷面'),
  background: field('background colour', '背景颜色'),
  backgroundImage: choice('background image', '背景图片'),
  elements: field('elements of a side', '页面元素'),
  'elements.id': choice('element id', '元素编号'),
  kind: choice('kind of element', '元素类型'),
  x: field('horizontal position (mm)', '水平位置（毫米）'),
  y: field('vertical position (mm)', '垂直位置（毫米）'),
  width: field('width (mm)', '宽度（毫米）'),
  height: field('height (mm)', '高度（毫米）'),
  rotation: field('rotation (degrees)', '旋转角度（度）'),
  locked: field('locked', '锁定'),
  'elements.text': field('text', '文字'),
  font: choice('font', '字体'),
  sizePt: field('font size (pt)', '字号（磅）'),
  colour: field('colour', '颜色'),
  align: choice('alignment', '对齐方式'),
  bold: field('bold', '粗体'),
  label: field('field label', '字段标签'),
  src: choice('image', '图片'),
  fill: field('fill colour', '填充颜色'),
  stroke: field('line colour', '线条颜色'),
  strokeMm: field('line width (mm)', '线宽（毫米）'),
  data: field('QR code content', '二维码内容'),
};

const DESIGN = { id: choice('design', '设计') };
const DESIGN_NAME = {
  name: {
    label: { en: 'design name', zh: '设计名称' },
    required: { en: 'Please give the design a name', zh: '请为设计命名' },
  },
};
const TEMPLATE = { id: choice('template', '模板') };

/** A template's form in the back office, to add one or to change it. */
const TEMPLATE_FIELDS: Record<string, FieldText> = {
  ...LAYOUT,
  ...TEMPLATE,
  productNo: field('product number', '产品编号'),
  name: field('template name', '模板名称'),
  published: field('published', '发布状态'),
  position: field('place', '排序'),
};

export const DESIGN_FIELDS_OF_CALL: Record<string, Record<string, FieldText>> = {
  [api.designTemplateDetail.path]: TEMPLATE,
  [api.designDetail.path]: DESIGN,
  [api.designCreate.path]: { ...LAYOUT, ...DESIGN_NAME, templateId: choice('template', '模板') },
  [api.designSave.path]: { ...LAYOUT, ...DESIGN_NAME, ...DESIGN },
  [api.designRename.path]: { ...DESIGN_NAME, ...DESIGN },
  [api.designDuplicate.path]: { ...DESIGN_NAME, ...DESIGN },
  [api.designDelete.path]: DESIGN,
  [api.designToCart.path]: DESIGN,
  [api.designClaim.path]: { designKey: field('key of the saved designs', '已保存设计的密钥') },
  // The list's and the new template's path.
  [admin.adminDesignTemplateCreate.path]: {
    ...TEMPLATE_FIELDS,
    visibility: choice('published or hidden', '发布状态'),
  },
  // The detail's, the change's and the removal's path.
  [admin.adminDesignTemplateUpdate.path]: TEMPLATE_FIELDS,
  [admin.adminDesignTemplatePublish.path]: { ...TEMPLATE, published: field('published', '发布状态') },
};

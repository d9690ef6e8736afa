import { type Lang, type Preflight, worstStatus } from '@printshop/contract';
import type { Finding } from '../modules/files/preflight/facts.ts';
import { interpolate } from './interpolate.ts';

/**
 * What each preflight finding says (modules/files/preflight/checks.ts), in both languages. Lengths
 * are in millimetres, sizes width × height. Findings are stored with their key: a key renamed
 * here needs the stored ones moved too.
 */
const PREFLIGHT_MESSAGES = {
  sizeFits: {
    en: 'The size fits: {{width}} × {{height}} mm with bleed',
    zh: '尺寸合适：含出血 {{width}} × {{height}} 毫米',
  },
  sizeNoBleed: {
    en: 'No bleed: add {{bleed}} mm ({{pixels}} px) of background on each side, to {{width}} × {{height}} mm in all, or a thin white edge may show after cutting',
    zh: '没有出血：请在每边加 {{bleed}} 毫米（{{pixels}} 像素）背景，总尺寸 {{width}} × {{height}} 毫米，否则裁切后边缘可能露白',
  },
  sizePdfNoBleed: {
    en: 'Not enough bleed: extend the background {{bleed}} mm further on each side, to a page of {{width}} × {{height}} mm, or a thin white edge may show after cutting',
    zh: '出血不足：请将背景每边再延伸 {{bleed}} 毫米，使页面达到 {{width}} × {{height}} 毫米，否则裁切后边缘可能露白',
  },
  sizeScaled: {
    en: 'The page is {{pageWidth}} × {{pageHeight}} mm, not {{width}} × {{height}} mm: it will be scaled to fit, in the same proportions',
    zh: '页面为 {{pageWidth}} × {{pageHeight}} 毫米，而非 {{width}} × {{height}} 毫米：将按相同比例缩放印刷',
  },
  sizeWrongImage: {
    en: 'Wrong proportions: the image is {{widthPx}} × {{heightPx}} px, but the product prints {{width}} × {{height}} mm with bleed, so it would be cropped or stretched',
    zh: '比例不符：图片为 {{widthPx}} × {{heightPx}} 像素，而产品含出血的印刷尺寸为 {{width}} × {{height}} 毫米，印刷时会被裁切或拉伸',
  },
  sizeWrongPdf: {
    en: 'Wrong size: the page is {{pageWidth}} × {{pageHeight}} mm, but the product prints {{width}} × {{height}} mm with bleed, so it would be cropped or stretched',
    zh: '尺寸不符：页面为 {{pageWidth}} × {{pageHeight}} 毫米，而产品含出血的印刷尺寸为 {{width}} × {{height}} 毫米，印刷时会被裁切或拉伸',
  },
  /** Said before the size's own message when the design fits only turned a quarter turn. */
  sizeTurned: {
    en: 'The design lies the other way from the product (landscape for portrait, or the reverse): it will be printed turned a quarter turn.',
    zh: '设计方向与产品相反（横版对竖版，或反之）：将旋转 90° 印刷。',
  },
  resolutionGood: {
    en: '{{ppi}} ppi at the printed size: it will print sharp',
    zh: '印刷尺寸下为 {{ppi}} ppi：印刷清晰',
  },
  resolutionLow: {
    en: '{{ppi}} ppi at the printed size: it may print a little soft. {{widthPx}} × {{heightPx}} px would make {{goodPpi}} ppi',
    zh: '印刷尺寸下为 {{ppi}} ppi：印出来可能略显模糊。{{widthPx}} × {{heightPx}} 像素可达到 {{goodPpi}} ppi',
  },
  resolutionTooLow: {
    en: 'Only {{ppi}} ppi at the printed size: it will print blurred or pixelated. Use an image of {{widthPx}} × {{heightPx}} px ({{goodPpi}} ppi)',
    zh: '印刷尺寸下仅 {{ppi}} ppi：印出来会模糊或有锯齿。请使用 {{widthPx}} × {{heightPx}} 像素（{{goodPpi}} ppi）的图片',
  },
  resolutionPdfGood: {
    en: 'The images in the PDF have {{ppi}} ppi or more at the printed size: they will print sharp',
    zh: 'PDF 中的图片在印刷尺寸下不低于 {{ppi}} ppi：印刷清晰',
  },
  resolutionPdfLow: {
    en: 'An image in the PDF has {{ppi}} ppi at the printed size: it may print a little soft ({{goodPpi}} ppi is best)',
    zh: 'PDF 中有图片在印刷尺寸下为 {{ppi}} ppi：印出来可能略显模糊（最好为 {{goodPpi}} ppi）',
  },
  resolutionPdfTooLow: {
    en: 'An image in the PDF has only {{ppi}} ppi at the printed size: it will print blurred or pixelated. Place images of {{goodPpi}} ppi (at least {{leastPpi}})',
    zh: 'PDF 中有图片在印刷尺寸下仅 {{ppi}} ppi：印出来会模糊或有锯齿。请置入 {{goodPpi}} ppi 的图片（至少 {{leastPpi}} ppi）',
  },
  colourRgb: {
    en: 'RGB colours: printing turns them into CMYK inks, so bright colours may come out duller. Use CMYK for exact colours',
    zh: 'RGB 颜色：印刷时会转换为 CMYK 油墨，鲜艳的颜色可能变暗。如需准确的颜色，请使用 CMYK',
  },
  colourCmyk: { en: 'CMYK colours, as the press prints them', zh: 'CMYK 颜色，与印刷所用一致' },
  colourGray: { en: 'Grayscale: it prints as it looks', zh: '灰度：印刷效果与所见一致' },
  pagesMatch: {
    en: 'Page count {{pages}}, as the options you chose print',
    zh: '共 {{pages}} 页，与所选选项一致',
  },
  pagesMismatch: {
    en: 'Page count {{pages}}, but the options you chose print {{expected}}: upload a PDF with one page per printed side',
    zh: '共 {{pages}} 页，但所选选项印刷 {{expected}} 页：请上传每个印刷面一页的 PDF',
  },
  fontsEmbedded: { en: 'All fonts are embedded', zh: '所有字体均已嵌入' },
  fontsNotEmbedded: {
    en: 'Fonts not embedded: {{fonts}}. Embed all fonts when you export the PDF (or turn the text into outlines), or the text may print in another font',
    zh: '以下字体未嵌入：{{fonts}}。导出 PDF 时请嵌入全部字体（或将文字转为轮廓），否则文字可能以其他字体印出',
  },
} satisfies Record<string, Record<Lang, string>>;

export type PreflightReason = keyof typeof PREFLIGHT_MESSAGES;

const NUMBER_LOCALES: Record<Lang, string> = { en: 'en-US', zh: 'zh-CN' };

/** A finding's message in `lang`, its numbers with one decimal at most (3.175 mm reads 3.2). */
function messageOf(found: Finding, lang: Lang): string {
  const numbers = new Intl.NumberFormat(NUMBER_LOCALES[lang], { maximumFractionDigits: 1 });
  const params = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => [
      name,
      typeof value === 'number' ? numbers.format(value) : value,
    ]),
  );
  const message = interpolate(PREFLIGHT_MESSAGES[found.reason as PreflightReason][lang], params);
  if (!found.values.turned) return message;
  return [PREFLIGHT_MESSAGES.sizeTurned[lang], message].join(lang === 'zh' ? '' : ' ');
}

/** The findings as the contract answers them: their messages in `lang`, the worst status overall. */
export function preflightOf(findings: readonly Finding[], lang: Lang): Preflight {
  return {
    status: worstStatus(findings.map((found) => found.status)),
    checks: findings.map((found) => ({
      code: found.code,
      status: found.status,
      message: messageOf(found, lang),
    })),
  };
}

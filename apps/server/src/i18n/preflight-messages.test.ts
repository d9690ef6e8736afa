import { describe, expect, it } from 'vitest';
import type { Finding } from '../modules/files/preflight/facts.ts';
import { preflightOf } from './preflight-messages.ts';

const noBleed: Finding = {
  code: 'size',
  status: 'warn',
  reason: 'sizeNoBleed',
  values: { width: 95.25, height: 57.15, bleed: 3.175, pixels: 38 },
};
const rgb: Finding = { code: 'colour', status: 'warn', reason: 'colourRgb', values: {} };
const fonts: Finding = {
  code: 'fonts',
  status: 'fail',
  reason: 'fontsNotEmbedded',
  values: { fonts: 'Helvetica' },
};

describe('preflight messages', () => {
  it('says each finding in the language asked, its lengths with one decimal at most', () => {
    expect(preflightOf([noBleed, rgb], 'en')).toEqual({
      status: 'warn',
      checks: [
        {
          code: 'size',
          status: 'warn',
          message:
            'No bleed: add 3.2 mm (38 px) of background on each side, to 95.3 × 57.2 mm in all, or a thin white edge may show after cutting',
        },
        {
          code: 'colour',
          status: 'warn',
          message:
            'RGB colours: printing turns them into CMYK inks, so bright colours may come out duller. Use CMYK for exact colours',
        },
      ],
    });
    expect(preflightOf([noBleed], 'zh').checks[0]!.message).toBe(
      '没有出血：请在每边加 3.2 毫米（38 像素）背景，总尺寸 95.3 × 57.2 毫米，否则裁切后边缘可能露白',
    );
  });

  it('is as bad as its worst check, and passes with none', () => {
    expect(preflightOf([noBleed, fonts, rgb], 'en').status).toBe('fail');
    expect(preflightOf([], 'zh')).toEqual({ status: 'pass', checks: [] });
  });

  it('says first that a design lying the other way will be turned', () => {
    const turned: Finding = { ...noBleed, values: { ...noBleed.values, turned: 1 } };
    expect(preflightOf([turned], 'en').checks[0]!.message).toMatch(
      /^The design lies the other way from the product \(landscape for portrait, or the reverse\): it will be printed turned a quarter turn\. No bleed: add 3\.2 mm/,
    );
    expect(preflightOf([turned], 'zh').checks[0]!.message).toMatch(
      /^设计方向与产品相反.*将旋转 90° 印刷。没有出血/,
    );
  });

  it('groups thousands as the reader writes them', () => {
    const resolution: Finding = {
      code: 'resolution',
      status: 'fail',
      reason: 'resolutionTooLow',
      values: { ppi: 72, widthPx: 4500, heightPx: 3000, goodPpi: 300, leastPpi: 150 },
    };
    expect(preflightOf([resolution], 'en').checks[0]!.message).toBe(
      'Only 72 ppi at the printed size: it will print blurred or pixelated. Use an image of 4,500 × 3,000 px (300 ppi)',
    );
    expect(preflightOf([resolution], 'zh').checks[0]!.message).toBe(
      '印刷尺寸下仅 72 ppi：印出来会模糊或有锯齿。请使用 4,500 × 3,000 像素（300 ppi）的图片',
    );
  });
});

import type { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { adminTexts } from '../i18n/admin-texts';
import {
  changesSettings,
  fieldLabels,
  refusedField,
  SETTINGS_FIELDS,
  settingsInput,
  settingsValuesOf,
} from './settings-form';

const SAVED: admin.SiteSettings = {
  hometitle: { en: 'Inkfold Print: business cards and flyers', zh: '墨折印刷：名片与传单' },
  title: { en: 'Inkfold Print', zh: '墨折印刷' },
  mobile: '+1 (415) 555-0100',
  bannerImg: '/media/banner/home.webp',
  bannerMobileImg: '/media/uploads/AbCdEfGhIjKlMnOpQrStUv.webp',
};

const labelsIn = (lang: 'en' | 'zh') => fieldLabels(adminTexts(lang).settings);

describe('settingsValuesOf and settingsInput', () => {
  it('fill the form with the settings, and send them back as they were', () => {
    const values = settingsValuesOf(SAVED);
    expect(values).toEqual(SAVED);
    expect(settingsInput(values)).toEqual(SAVED);
  });

  it('fill the form with copies: typing changes nothing saved', () => {
    const values = settingsValuesOf(SAVED);
    values.title.zh = '新标题';
    expect(SAVED.title.zh).toBe('墨折印刷');
  });

  it('send each text trimmed, as the server stores it; an empty one stays empty for the server to refuse', () => {
    const values = {
      hometitle: { en: '  Inkfold  ', zh: '墨折 ' },
      title: { en: 'Inkfold', zh: '   ' },
      mobile: ' 555 0100 ',
      bannerImg: '',
      bannerMobileImg: SAVED.bannerMobileImg,
    };
    expect(settingsInput(values)).toEqual({
      hometitle: { en: 'Inkfold', zh: '墨折' },
      title: { en: 'Inkfold', zh: '' },
      mobile: '555 0100',
      bannerImg: '',
      bannerMobileImg: SAVED.bannerMobileImg,
    });
  });
});

describe('changesSettings', () => {
  it('tells a change of any text in either language, of the phone, or of a banner', () => {
    expect(changesSettings(SAVED, settingsValuesOf(SAVED))).toBe(false);
    expect(changesSettings(SAVED, { ...SAVED, bannerImg: SAVED.bannerMobileImg })).toBe(true);
    expect(changesSettings(SAVED, { ...SAVED, title: { ...SAVED.title, zh: '墨折' } })).toBe(true);
    expect(changesSettings(SAVED, { ...SAVED, hometitle: { ...SAVED.hometitle, en: 'Inkfold' } })).toBe(true);
    expect(changesSettings(SAVED, { ...SAVED, mobile: '555 0199' })).toBe(true);
  });

  it('takes spaces around a text for no change', () => {
    expect(changesSettings(SAVED, { ...SAVED, title: { en: ' Inkfold Print ', zh: '墨折印刷 ' } })).toBe(
      false,
    );
  });
});

describe('fieldLabels', () => {
  it('names each input with its language, in each language of the back office', () => {
    expect(labelsIn('en')).toEqual({
      'hometitle.en': 'Page title (English)',
      'hometitle.zh': 'Page title (Chinese)',
      'title.en': 'Header title (English)',
      'title.zh': 'Header title (Chinese)',
      mobile: 'Phone number',
      bannerImg: 'Banner on computers',
      bannerMobileImg: 'Banner on phones',
    });
    expect(labelsIn('zh')).toEqual({
      'hometitle.en': '页面标题（英文）',
      'hometitle.zh': '页面标题（中文）',
      'title.en': '页眉标题（英文）',
      'title.zh': '页眉标题（中文）',
      mobile: '电话号码',
      bannerImg: '电脑端横幅',
      bannerMobileImg: '手机端横幅',
    });
  });

  it('gives every input a label of its own', () => {
    for (const lang of ['en', 'zh'] as const) {
      expect(new Set(Object.values(labelsIn(lang))).size).toBe(SETTINGS_FIELDS.length);
    }
  });
});

describe('refusedField', () => {
  it('finds the input a refusal names, whatever the case of its first letter', () => {
    expect(refusedField('Please input header title (Chinese)', labelsIn('en'))).toBe('title.zh');
    expect(refusedField('Please input page title (English)', labelsIn('en'))).toBe('hometitle.en');
    expect(refusedField('Header title (English) is too long (at most 80 characters)', labelsIn('en'))).toBe(
      'title.en',
    );
    expect(refusedField('Phone number must be one of: …', labelsIn('en'))).toBe('mobile');
    expect(refusedField('Please check banner on phones', labelsIn('en'))).toBe('bannerMobileImg');
    expect(refusedField('请输入页眉标题（中文）', labelsIn('zh'))).toBe('title.zh');
    expect(refusedField('页面标题（英文）过长（最多 80 个字符）', labelsIn('zh'))).toBe('hometitle.en');
  });

  it('finds none when the refusal names no input: it is shown above the form', () => {
    expect(refusedField('You are not allowed to do this', labelsIn('en'))).toBeNull();
    expect(refusedField('', labelsIn('zh'))).toBeNull();
  });
});

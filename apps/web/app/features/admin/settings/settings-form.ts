import { type admin, LANGS, type Lang } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import type { AdminMessages } from '../i18n/messages';

/** The header's texts written in both languages: the home page's title, and the header bar's. */
export type BilingualText = 'hometitle' | 'title';
export const BILINGUAL_TEXTS: readonly BilingualText[] = ['hometitle', 'title'];

/** The home page's banners, each an image. */
export type BannerField = 'bannerImg' | 'bannerMobileImg';
export const BANNER_FIELDS: readonly BannerField[] = ['bannerImg', 'bannerMobileImg'];

/** One input of the form, named by its path in the values: `title.zh`, `mobile`, `bannerImg`. */
export type SettingsField = `${BilingualText}.${Lang}` | 'mobile' | BannerField;

/** The inputs in screen order: each text in English then Chinese, the phone, then the banners. */
export const SETTINGS_FIELDS: readonly SettingsField[] = [
  ...BILINGUAL_TEXTS.flatMap((name) => LANGS.map((lang) => `${name}.${lang}` as const)),
  'mobile',
  ...BANNER_FIELDS,
];

/** The form's values as its inputs hold them: the call's own shape, each text as typed. */
export type SettingsValues = admin.SiteSettings;

/** The form, filled with the settings as loaded or saved. */
export function settingsValuesOf(settings: admin.SiteSettings): SettingsValues {
  return {
    hometitle: { ...settings.hometitle },
    title: { ...settings.title },
    mobile: settings.mobile,
    bannerImg: settings.bannerImg,
    bannerMobileImg: settings.bannerMobileImg,
  };
}

/** The save call's fields from the form's values: each text trimmed, as the server stores it. */
export function settingsInput(values: SettingsValues): admin.SiteSettings {
  const trimmed = (text: { en: string; zh: string }) => ({ en: text.en.trim(), zh: text.zh.trim() });
  return {
    hometitle: trimmed(values.hometitle),
    title: trimmed(values.title),
    mobile: values.mobile.trim(),
    bannerImg: values.bannerImg,
    bannerMobileImg: values.bannerMobileImg,
  };
}

/** Whether the form says something other than the saved settings (spaces around a text aside). */
export function changesSettings(saved: admin.SiteSettings, values: SettingsValues): boolean {
  return JSON.stringify(settingsInput(values)) !== JSON.stringify(settingsInput(saved));
}

type SettingsTexts = AdminMessages['settings'];

/** A text's name, as its group of inputs is titled: "Page title". */
export function textName(name: BilingualText, texts: SettingsTexts): string {
  return name === 'hometitle' ? texts.hometitle : texts.headerTitle;
}

/**
 * Each input's label, its language part of it for a bilingual text: "Page title (English)",
 * "页眉标题（中文）". The server names a refused field the same way.
 */
export function fieldLabels(texts: SettingsTexts): Record<SettingsField, string> {
  const labels = {
    mobile: texts.mobile,
    bannerImg: texts.bannerImg,
    bannerMobileImg: texts.bannerMobileImg,
  } as Record<SettingsField, string>;
  for (const name of BILINGUAL_TEXTS) {
    for (const lang of LANGS) {
      labels[`${name}.${lang}`] = interpolate(texts.inLanguage, {
        field: textName(name, texts),
        language: texts.languages[lang],
      });
    }
  }
  return labels;
}

/**
 * The input a refusal of the server is about, when its message names one by its label (the
 * server names a field as its form labels it, whatever the case of its first letter); null when
 * it names none, and the refusal is shown above the form.
 */
export function refusedField(message: string, labels: Record<SettingsField, string>): SettingsField | null {
  const said = message.toLocaleLowerCase();
  return SETTINGS_FIELDS.find((field) => said.includes(labels[field].toLocaleLowerCase())) ?? null;
}

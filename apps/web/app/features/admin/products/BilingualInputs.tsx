import { LANGS, type Lang } from '@printshop/contract';
import { type ReactNode, useId } from 'react';
import { htmlLang } from '~/i18n/i18n';
import { interpolate } from '~/lib/interpolate';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { HtmlEditor } from '../ui/HtmlEditor';
import type { Both } from './product-form';

/** A field's name in one language, as the server names it when it refuses it: "Name (English)". */
export function useInLanguage(): (field: string, lang: Lang) => string {
  const labels = useAdminTexts().productEditor;
  return (field, lang) => interpolate(labels.inLanguage, { field, language: labels.languages[lang] });
}

/** A group of inputs, one per language side by side (stacked on a phone), with its hint below. */
function Bilingual({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined} className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      {hint ? (
        <p id={hintId} className="text-xs text-navy/70">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

interface BilingualProps {
  /** The field's name; each input is named with its language too. */
  legend: string;
  hint?: string;
  value: Both;
  onChange: (value: Both) => void;
}

/** A plain text in English and in Chinese, each input written in its language. */
export function BilingualText({
  legend,
  hint,
  value,
  onChange,
  maxLength,
}: BilingualProps & { maxLength: number }) {
  const inLanguage = useInLanguage();
  return (
    <Bilingual legend={legend} hint={hint}>
      {LANGS.map((lang) => (
        <TextField
          key={lang}
          label={inLanguage(legend, lang)}
          lang={htmlLang(lang)}
          value={value[lang]}
          maxLength={maxLength}
          autoComplete="off"
          onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
        />
      ))}
    </Bilingual>
  );
}

/** An HTML text in English and in Chinese, each in a rich-text editor. */
export function BilingualHtml({ legend, hint, value, onChange }: BilingualProps) {
  const inLanguage = useInLanguage();
  return (
    <Bilingual legend={legend} hint={hint}>
      {LANGS.map((lang) => (
        <div key={lang} lang={htmlLang(lang)} className="min-w-0">
          <HtmlEditor
            label={inLanguage(legend, lang)}
            value={value[lang]}
            onChange={(html) => onChange({ ...value, [lang]: html })}
          />
        </div>
      ))}
    </Bilingual>
  );
}

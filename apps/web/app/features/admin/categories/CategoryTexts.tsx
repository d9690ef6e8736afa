import { admin, LANGS } from '@printshop/contract';
import { type ReactNode, useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { htmlLang } from '~/i18n/i18n';
import { interpolate } from '~/lib/interpolate';
import { TextField } from '~/ui/form-fields';
import type { FieldProps } from '~/ui/use-ordered-form';
import { useAdminTexts } from '../i18n/admin-texts';
import { HtmlEditor } from '../ui/HtmlEditor';
import { type CategoryValues, inLanguage } from './category-form';

type PlainText = 'name' | 'remark';

interface CategoryTextsProps {
  form: UseFormReturn<CategoryValues>;
  field: (name: `${PlainText}.${'en' | 'zh'}`) => FieldProps;
}

const MAX: Record<PlainText, number> = {
  name: admin.CATEGORY_LIMITS.name,
  remark: admin.CATEGORY_LIMITS.remark,
};

/** A group of inputs, one per language side by side (stacked on a phone), with its hint below. */
function Bilingual({ legend, hint, children }: { legend: string; hint: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <p id={hintId} className="text-xs text-navy/70">
        {hint}
      </p>
    </fieldset>
  );
}

/**
 * A category's words in English and in Chinese side by side: its name, its short description and
 * its HTML description, each input named with its language ("Name (English)") and written in it.
 */
export function CategoryTexts({ form, field }: CategoryTextsProps) {
  const labels = useAdminTexts().categories.form;
  const plain = (name: PlainText, hint: string) => (
    <Bilingual legend={labels[name]} hint={interpolate(hint, { max: MAX[name] })}>
      {LANGS.map((lang) => (
        <TextField
          key={lang}
          {...field(`${name}.${lang}`)}
          label={inLanguage(labels, labels[name], lang)}
          lang={htmlLang(lang)}
          maxLength={MAX[name]}
          autoComplete="off"
        />
      ))}
    </Bilingual>
  );
  return (
    <>
      {plain('name', labels.nameHint)}
      {plain('remark', labels.remarkHint)}
      <Bilingual legend={labels.content} hint={labels.contentHint}>
        {LANGS.map((lang) => (
          <div key={lang} lang={htmlLang(lang)} className="min-w-0">
            <Controller
              control={form.control}
              name={`content.${lang}`}
              render={({ field: { value, onChange } }) => (
                <HtmlEditor
                  label={inLanguage(labels, labels.content, lang)}
                  value={value}
                  onChange={onChange}
                />
              )}
            />
          </div>
        ))}
      </Bilingual>
    </>
  );
}

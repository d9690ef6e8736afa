import { admin, LANGS } from '@printshop/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { htmlLang } from '~/i18n/i18n';
import { interpolate } from '~/lib/interpolate';
import type { FieldProps } from '~/ui/use-ordered-form';
import { useAdminTexts } from '../i18n/admin-texts';
import { BilingualGroup } from '../ui/BilingualGroup';
import { BilingualTextFields } from '../ui/BilingualTextFields';
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

/**
 * A category's words in English and in Chinese side by side: its name, its short description and
 * its HTML description, each input named with its language ("Name (English)") and written in it.
 */
export function CategoryTexts({ form, field }: CategoryTextsProps) {
  const labels = useAdminTexts().categories.form;
  const plain = (name: PlainText, hint: string) => (
    <BilingualTextFields
      legend={labels[name]}
      hint={interpolate(hint, { max: MAX[name] })}
      field={(lang) => field(`${name}.${lang}`)}
      label={(lang) => inLanguage(labels, labels[name], lang)}
      maxLength={MAX[name]}
    />
  );
  return (
    <>
      {plain('name', labels.nameHint)}
      {plain('remark', labels.remarkHint)}
      <BilingualGroup legend={labels.content} hint={labels.contentHint}>
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
      </BilingualGroup>
    </>
  );
}

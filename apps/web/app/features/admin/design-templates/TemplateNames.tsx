import { admin, type Lang } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import type { FieldProps } from '~/ui/use-ordered-form';
import { useAdminTexts } from '../i18n/admin-texts';
import { BilingualTextFields } from '../ui/BilingualTextFields';

/** A template's name in English and in Chinese side by side, each input named with its language ("Name (English)"). */
export function TemplateNames({ field }: { field: (name: `name.${Lang}`) => FieldProps }) {
  const labels = useAdminTexts().designTemplates.form;
  const max = admin.DESIGN_TEMPLATE_LIMITS.name;
  return (
    <BilingualTextFields
      legend={labels.name}
      hint={interpolate(labels.nameHint, { max })}
      field={(lang) => field(`name.${lang}`)}
      label={(lang) =>
        interpolate(labels.inLanguage, { field: labels.name, language: labels.languages[lang] })
      }
      maxLength={max}
    />
  );
}

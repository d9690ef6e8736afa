import { LANGS, type Lang } from '@printshop/contract';
import type { ReactNode } from 'react';
import { htmlLang } from '~/i18n/i18n';
import { TextField } from '~/ui/form-fields';
import type { FieldProps } from '~/ui/use-ordered-form';
import { BilingualGroup } from './BilingualGroup';

interface BilingualTextFieldsProps {
  /** The text's name: "Page title". */
  legend: string;
  hint?: string;
  /** The form's input of the text in one language: `field(\`title.${lang}\`)`. */
  field: (lang: Lang) => FieldProps;
  /** An input's name with its language, as the server names it in a refusal: "Page title (English)". */
  label: (lang: Lang) => string;
  maxLength: number;
  /** The server's refusal of this text, shown under its inputs. */
  refusal?: ReactNode;
}

/** A one-line text of a form in English and in Chinese side by side, each input written in its language. */
export function BilingualTextFields({
  legend,
  hint,
  field,
  label,
  maxLength,
  refusal,
}: BilingualTextFieldsProps) {
  return (
    <BilingualGroup legend={legend} hint={hint} refusal={refusal}>
      {LANGS.map((lang) => (
        <TextField
          key={lang}
          {...field(lang)}
          label={label(lang)}
          lang={htmlLang(lang)}
          maxLength={maxLength}
          autoComplete="off"
        />
      ))}
    </BilingualGroup>
  );
}

import { admin, LANGS } from '@printshop/contract';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { htmlLang } from '~/i18n/i18n';
import { TextField } from '~/ui/form-fields';
import type { FieldProps } from '~/ui/use-ordered-form';
import type { BilingualText, SettingsField } from './settings-form';

interface BilingualFieldsProps {
  name: BilingualText;
  /** The group's title: "Page title". */
  legend: string;
  hint: string;
  labels: Record<SettingsField, string>;
  field: (name: SettingsField) => FieldProps;
  /** The server's refusal of this text, shown under its inputs. */
  children?: ReactNode;
}

/**
 * A text of the header in English and in Chinese side by side (stacked on a phone), each input
 * named with its language ("Page title (English)") and written in it.
 */
export function BilingualFields({ name, legend, hint, labels, field, children }: BilingualFieldsProps) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {LANGS.map((lang) => (
          <TextField
            key={lang}
            {...field(`${name}.${lang}`)}
            label={labels[`${name}.${lang}`]}
            lang={htmlLang(lang)}
            maxLength={admin.SETTINGS_LIMITS.title}
            autoComplete="off"
          />
        ))}
      </div>
      <p id={hintId} className="text-xs text-navy/70">
        {hint}
      </p>
      {children}
    </fieldset>
  );
}

import type { Lang } from '@printshop/contract';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { htmlLang } from '~/i18n/i18n';
import { CountedTextArea } from '../ui/CountedTextArea';

interface FormTextAreaProps<V extends FieldValues> {
  control: Control<V>;
  name: Path<V>;
  label: string;
  /** The language it is written in. */
  lang: Lang;
  max: number;
  rows?: number;
}

/**
 * A counted text area of a react-hook-form form, controlled by it: its count follows what the form
 * holds, a reset or a discard included.
 */
export function FormTextArea<V extends FieldValues>({
  control,
  name,
  label,
  lang,
  max,
  rows,
}: FormTextAreaProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CountedTextArea
          label={label}
          lang={htmlLang(lang)}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          invalid={fieldState.invalid}
          max={max}
          rows={rows}
        />
      )}
    />
  );
}

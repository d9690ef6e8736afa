import { useTranslation } from '~/i18n/use-translation';
import { TextField } from '~/ui/form-fields';
import type { FieldProps } from '~/ui/use-ordered-form';

interface NewPasswordFieldsProps<Name extends string> {
  field: (name: Name) => FieldProps;
  password: Name;
  confirm: Name;
  maxLength: number;
}

/** A new password and its confirmation, as the change and reset pages ask for them. */
export function NewPasswordFields<Name extends string>({
  field,
  password,
  confirm,
  maxLength,
}: NewPasswordFieldsProps<Name>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...field(password)}
        label={t('accountPages.password.new')}
        hint={t('accountPages.password.hint')}
        type="password"
        autoComplete="new-password"
        maxLength={maxLength}
      />
      <TextField
        {...field(confirm)}
        label={t('accountPages.password.confirm')}
        type="password"
        autoComplete="new-password"
        maxLength={maxLength}
      />
    </>
  );
}

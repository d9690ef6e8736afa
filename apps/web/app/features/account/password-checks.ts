import type { FieldValues, Path } from 'react-hook-form';
import type { Translate } from '~/i18n/i18n';
import { type Check, empty } from '~/lib/ordered-form';

/**
 * A new password typed twice, checked in docs/product.md#validation's order: given, confirmed, then the
 * same both times. Passwords are taken exactly as typed, spaces included.
 */
export function newPasswordChecks<V extends FieldValues>(
  t: Translate,
  password: Path<V>,
  confirm: Path<V>,
): Check<V>[] {
  return [
    { field: password, message: t('accountPages.password.required.new'), fails: (v) => empty(v[password]) },
    { field: confirm, message: t('accountPages.password.required.confirm'), fails: (v) => empty(v[confirm]) },
    {
      field: confirm,
      message: t('accountPages.password.mismatch'),
      fails: (v) => v[password] !== v[confirm],
    },
  ];
}

import { type FormEvent, useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '~/i18n/use-translation';
import { type Answer, ApiError, errorMessage } from '~/lib/api';
import type { Check } from '~/lib/ordered-form';
import { useOrderedForm } from '~/ui/use-ordered-form';
import type { AdminApi } from '../lib/admin-api';
import { useAdminApi } from '../lib/use-admin-api';
import type { StaffFormProps } from '../staff/use-staff-form';

/** The server's refusal of the last save: by the field it is about, or (null) above the form. */
interface Refusal<F> {
  field: F | null;
  message: string;
}

interface DialogSaveOptions<V extends FieldValues, F extends Path<V>> {
  defaultValues: DefaultValues<V>;
  /** The checks in screen order, in the back office's words; built at each submit (useOrderedForm). */
  checks: () => readonly Check<V>[];
  /** Makes the call, answering the server's message with its data; null when there is nothing to send. */
  save: (client: AdminApi, values: V) => Promise<Answer<unknown>> | null;
  /** The field a refusal's code is about; without it every refusal shows above the form. */
  refusedField?: (code: number) => F | null;
  events: Pick<StaffFormProps, 'onBusyChange' | 'onSaved' | 'onUnchanged'>;
}

/**
 * A dialog's form whose refusal stays in the dialog: a save hands the server's message on, a form
 * with nothing to send just closes, and a refusal is shown under the field it names (marked
 * invalid) or above the form, until the next submit.
 */
export function useDialogSave<V extends FieldValues, F extends Path<V> = never>({
  defaultValues,
  checks,
  save,
  refusedField,
  events: { onBusyChange, onSaved, onUnchanged },
}: DialogSaveOptions<V, F>) {
  const { t } = useTranslation();
  const client = useAdminApi();
  const [refusal, setRefusal] = useState<Refusal<F> | null>(null);

  const { form, field, onSubmit, busy } = useOrderedForm<V>({
    defaultValues,
    checks,
    send: async (values) => {
      const saving = save(client, values);
      if (!saving) return onUnchanged();
      try {
        onSaved((await saving).msg);
      } catch (error) {
        const about = error instanceof ApiError ? (refusedField?.(error.code) ?? null) : null;
        const message = errorMessage(error, t('api.unreachable'));
        if (about) form.setError(about, { type: 'server', message });
        setRefusal({ field: about, message });
      }
    },
  });
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  function submit(event: FormEvent<HTMLFormElement>) {
    setRefusal(null);
    return onSubmit(event);
  }

  const refusalAt = (about: F | null) => (refusal?.field === about ? refusal.message : null);
  return { form, field, busy, submit, refusalAbove: refusalAt(null), refusalAt };
}

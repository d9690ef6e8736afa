import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { type Check, orderedResolver, reportedMessage } from '~/lib/ordered-form';
import { useLater } from '~/lib/use-later';
import { useToast } from './toast';

/** Leaves the page `afterMs` after a success (time to read its message); the form stays disabled. */
export type Leave = (go: () => void, afterMs: number) => void;

/** An input's props from the form: its registration, and whether the last warning was about it. */
export type FieldProps = UseFormRegisterReturn & { invalid: boolean };

interface OrderedFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** The checks in the order they are reported; built at each submit, so their words follow the language. */
  checks: () => readonly Check<V>[];
  /** Sends the checked values; a failure shows the server's msg, or that the shop was not reached. */
  send: (values: V, leave: Leave) => Promise<void>;
}

/**
 * A form checked by ordered rules: a submit reports only the first failing check, as a warning
 * toast and on its field; then the values are sent, and a failure to send is shown as an error.
 */
export function useOrderedForm<V extends FieldValues>({
  defaultValues,
  checks,
  send,
}: OrderedFormOptions<V>) {
  const { t } = useTranslation();
  const toast = useToast();
  const later = useLater();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<V>({ defaultValues, resolver: orderedResolver(checks) });

  const leave: Leave = (go, afterMs) => {
    setLeaving(true);
    later(go, afterMs);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await send(values, leave);
      } catch (error) {
        toast('error', errorMessage(error, t('api.unreachable')));
      }
    },
    (invalid) => {
      const message = reportedMessage(invalid);
      if (message) toast('warning', message);
    },
  );

  const field = (name: Path<V>): FieldProps => ({
    ...form.register(name),
    invalid: form.getFieldState(name, form.formState).invalid,
  });

  const submitting = form.formState.isSubmitting;
  /** `busy`: sending, or leaving after a success; the submit button is disabled meanwhile. */
  return { form, field, onSubmit, submitting, busy: submitting || leaving };
}

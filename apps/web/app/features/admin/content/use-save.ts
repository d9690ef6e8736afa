import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';

/**
 * A save in flight and the server's refusal of the last one: `run` clears the refusal, marks the
 * form busy, and keeps the refusal's words (or that the shop was not reached) to show by the form.
 */
export function useSave() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setRefusal(null);
    try {
      await work();
    } catch (error) {
      setRefusal(errorMessage(error, t('api.unreachable')));
    }
    setBusy(false);
  }

  return { busy, refusal, clearRefusal: () => setRefusal(null), run };
}

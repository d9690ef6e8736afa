import { useTranslation } from '~/i18n/use-translation';
import type { SaveStatus } from './use-autosave';

/** Whether the design is saved, said politely to screen readers as it changes. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  const text = {
    idle: '',
    saving: t('designEditor.save.saving'),
    saved: t('designEditor.save.saved'),
    failed:
      status.kind === 'failed' && status.message
        ? t('designEditor.save.failed', { message: status.message })
        : t('designEditor.save.failedPlain'),
  }[status.kind];
  return (
    <p
      role="status"
      data-save={status.kind}
      className={`min-h-5 text-sm ${status.kind === 'failed' ? 'font-semibold text-coral-800' : 'text-navy/70'}`}
    >
      {text}
    </p>
  );
}

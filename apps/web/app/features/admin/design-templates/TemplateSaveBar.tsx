import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { PRIMARY_BUTTON } from '../ui/buttons';
import type { TemplateSave } from './use-template-save';

/** Beside the side tabs: whether the template's changes are saved, and the button that saves them. */
export function TemplateSaveBar({ unsaved, busy, refusal, save }: TemplateSave) {
  const texts = useAdminTexts().designTemplates.editor;
  const state = refusal ? 'failed' : unsaved ? 'unsaved' : 'saved';
  const status = {
    failed: interpolate(texts.failed, { message: refusal ?? '' }),
    unsaved: texts.unsaved,
    saved: texts.upToDate,
  }[state];
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        role="status"
        data-save={state}
        className={`text-sm ${state === 'failed' ? 'font-semibold text-coral-800' : 'text-navy/70'}`}
      >
        {status}
      </p>
      <button type="button" className={PRIMARY_BUTTON} disabled={busy || !unsaved} onClick={save}>
        {busy ? texts.saving : texts.save}
      </button>
    </div>
  );
}

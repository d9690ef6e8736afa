import { type admin, pick } from '@printshop/contract';
import { useId } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { DialogForm } from '~/ui/DialogForm';
import { TextAreaField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import type { StaffFormProps } from '../staff/use-staff-form';
import { RefusalNote } from '../ui/RefusalNote';
import { SubmitButton } from '../ui/SubmitButton';
import { useDialogSave } from '../ui/use-dialog-save';
import { TemplateNames } from './TemplateNames';
import { TemplatePreview } from './TemplatePreview';
import {
  changesTemplate,
  refusedField,
  type TemplateValues,
  templateChecks,
  templateInput,
  templateValuesOf,
} from './template-form';

interface TemplateFormProps extends StaffFormProps {
  template: admin.AdminDesignTemplate;
}

/**
 * A template's names in both languages and its layout as JSON, which the server checks against the
 * contract (its refusal shown under the layout); its product, place and publication stay. The
 * layout is drawn in the template's editor (TemplateEditor.tsx); as text here it can be pasted
 * from another shop or fixed by hand.
 */
export function TemplateForm({ template, titleId, ...events }: TemplateFormProps) {
  const labels = useAdminTexts().designTemplates.form;
  const { lang } = useRootData();
  const layoutHintId = useId();

  const { field, busy, submit, refusalAbove, refusalAt } = useDialogSave<TemplateValues, 'layout'>({
    defaultValues: templateValuesOf(template),
    checks: () => templateChecks(labels),
    save: (client, values) =>
      changesTemplate(template, values)
        ? client.callWithMsg('adminDesignTemplateUpdate', templateInput(template, values))
        : null,
    refusedField,
    events,
  });

  const { invalid, ...layout } = field('layout');
  return (
    <DialogForm
      titleId={titleId}
      title={interpolate(labels.editTitle, { name: pick(template.name, lang) })}
      onClose={events.onClose}
      onSubmit={submit}
      footer={
        <SubmitButton busy={busy} busyText={labels.saving}>
          {labels.save}
        </SubmitButton>
      }
    >
      <div className="grid gap-5">
        <RefusalNote message={refusalAbove} />
        <TemplatePreview template={template} />
        <TemplateNames field={field} />
        <div className="grid gap-1.5">
          <TextAreaField
            {...layout}
            label={labels.layout}
            invalid={invalid}
            rows={14}
            spellCheck={false}
            autoCapitalize="none"
            aria-describedby={layoutHintId}
            className="[&_textarea]:font-mono [&_textarea]:text-xs"
          />
          <p id={layoutHintId} className="text-xs text-navy/70">
            {labels.layoutHint}
          </p>
          <RefusalNote message={refusalAt('layout')} />
        </div>
      </div>
    </DialogForm>
  );
}

import { type admin, pick } from '@printshop/contract';
import { useWatch } from 'react-hook-form';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { DialogForm } from '~/ui/DialogForm';
import { SelectField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import type { StaffFormProps } from '../staff/use-staff-form';
import { RefusalNote } from '../ui/RefusalNote';
import { SubmitButton } from '../ui/SubmitButton';
import { useDialogSave } from '../ui/use-dialog-save';
import { productLabel } from './TemplateFilters';
import { TemplateNames } from './TemplateNames';
import {
  type NewTemplateValues,
  NO_TEMPLATE,
  newTemplateChecks,
  newTemplateInput,
  startingLayout,
} from './template-form';
import { useProductTemplates } from './use-product-templates';

interface NewTemplateFormProps extends StaffFormProps {
  products: admin.AdminDesignProductRow[];
}

/** The chosen product's print size and most sides. */
function PrintNote({ product }: { product: admin.AdminDesignProductRow | undefined }) {
  const labels = useAdminTexts().designTemplates.form;
  if (!product) return null;
  return (
    <p className="text-sm text-navy/80">
      {interpolate(labels.printSize, {
        width: product.trimWidthMm,
        height: product.trimHeightMm,
        bleed: product.bleedMm,
        sides: product.sides,
      })}
    </p>
  );
}

/**
 * A new template: its product (one with a print size), names in both languages, one or two sides
 * (at most the product's), and a blank white page or a copy of one of the product's templates to
 * start from. It is added hidden; its layout is then changed in the edit form.
 */
export function NewTemplateForm({ products, titleId, ...events }: NewTemplateFormProps) {
  const labels = useAdminTexts().designTemplates.form;
  const { lang } = useRootData();
  const { form, field, busy, submit, refusalAbove } = useDialogSave<NewTemplateValues>({
    defaultValues: NO_TEMPLATE,
    checks: () => newTemplateChecks(labels),
    save: async (client, values) => {
      const copied =
        values.start === ''
          ? null
          : (await client.call('adminDesignTemplateDetail', { id: Number(values.start) })).layout;
      const layout = startingLayout(Number(values.sides), copied);
      return client.callWithMsg('adminDesignTemplateCreate', newTemplateInput(values, layout));
    },
    events,
  });
  const productNo = useWatch({ control: form.control, name: 'productNo' });
  const product = products.find((candidate) => candidate.productNo === productNo);
  const templates = useProductTemplates(productNo);
  const productField = field('productNo');
  const sides = Array.from({ length: product?.sides ?? 1 }, (_, index) => index + 1);

  return (
    <DialogForm
      titleId={titleId}
      title={labels.addTitle}
      onClose={events.onClose}
      onSubmit={submit}
      footer={
        <SubmitButton busy={busy} busyText={labels.saving}>
          {labels.create}
        </SubmitButton>
      }
    >
      <div className="grid gap-5">
        <RefusalNote message={refusalAbove} />
        <div className="grid gap-1.5">
          <SelectField
            {...productField}
            label={labels.product}
            onChange={(event) => {
              // Another product has its own sides and templates: the choices start again, one side, blank.
              form.setValue('sides', '1');
              form.setValue('start', '');
              return productField.onChange(event);
            }}
          >
            <option value="">{labels.choose}</option>
            {products.map((choice) => (
              <option key={choice.productNo} value={choice.productNo}>
                {productLabel(choice, lang)}
              </option>
            ))}
          </SelectField>
          <p className="text-xs text-navy/70">{labels.productHint}</p>
          <PrintNote product={product} />
        </div>
        <TemplateNames field={field} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField {...field('sides')} label={labels.sides}>
            {sides.map((count) => (
              <option key={count} value={String(count)}>
                {count === 1 ? labels.sideCounts.one : labels.sideCounts.two}
              </option>
            ))}
          </SelectField>
          <SelectField {...field('start')} label={labels.start}>
            <option value="">{labels.blank}</option>
            {templates.map((template) => (
              <option key={template.id} value={String(template.id)}>
                {interpolate(labels.copyOf, { name: pick(template.name, lang) })}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
    </DialogForm>
  );
}

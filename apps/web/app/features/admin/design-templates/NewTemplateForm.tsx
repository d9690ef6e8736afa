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
import { type ProductPrint, useProductPrint } from './use-product-print';

interface NewTemplateFormProps extends StaffFormProps {
  products: admin.AdminProductRow[];
}

/** The chosen product's print size and most sides, or that it cannot be designed online. */
function PrintNote({ print }: { print: ProductPrint | null }) {
  const labels = useAdminTexts().designTemplates.form;
  if (!print) return null;
  if (print.sides === null || !print.printSize) {
    return <p className="text-sm font-medium text-coral-800">{labels.notDesignable}</p>;
  }
  const { trimWidthMm, trimHeightMm, bleedMm } = print.printSize;
  return (
    <p className="text-sm text-navy/80">
      {interpolate(labels.printSize, {
        width: trimWidthMm,
        height: trimHeightMm,
        bleed: bleedMm,
        sides: print.sides,
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
    checks: () => newTemplateChecks(labels, print?.sides != null),
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
  const print = useProductPrint(productNo);
  const productField = field('productNo');
  const sides = Array.from({ length: print?.sides ?? 1 }, (_, index) => index + 1);

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
            {products.map((product) => (
              <option key={product.productNo} value={product.productNo}>
                {productLabel(product)}
              </option>
            ))}
          </SelectField>
          <p className="text-xs text-navy/70">{labels.productHint}</p>
          <PrintNote print={print} />
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
            {(print?.templates ?? []).map((template) => (
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

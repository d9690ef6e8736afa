import { admin } from '@printshop/contract';
import { useId } from 'react';
import { interpolate } from '~/lib/interpolate';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { FLAGS, type ProductValues } from './product-form';

interface ProductSellingProps {
  values: ProductValues;
  onChange: (change: Partial<ProductValues>) => void;
}

const CHECKBOX = 'size-4 accent-teal-700';
const SIZES = ['trimWidthMm', 'trimHeightMm', 'bleedMm'] as const;

/**
 * How the shop sells the product: whether the storefront shows it (the server refuses to show
 * one with a combination left unpriced, and says so), the home page's lists it is in, its
 * production days and its print size.
 */
export function ProductSelling({ values, onChange }: ProductSellingProps) {
  const labels = useAdminTexts().productEditor.fields;
  const limits = admin.PRODUCT_DRAFT_LIMITS;
  const activeHintId = useId();
  const sizeHintId = useId();
  return (
    <>
      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            role="switch"
            checked={values.active}
            aria-checked={values.active}
            aria-describedby={activeHintId}
            onChange={(event) => onChange({ active: event.target.checked })}
            className={CHECKBOX}
          />
          {labels.active}
        </label>
        <p id={activeHintId} className="text-xs text-navy/70">
          {labels.activeHint}
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-semibold">{labels.flags}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                checked={values[flag]}
                onChange={(event) => onChange({ [flag]: event.target.checked })}
                className={CHECKBOX}
              />
              {labels[flag]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={labels.productionDays}
        hint={interpolate(labels.productionDaysHint, { max: limits.productionDays })}
        type="number"
        inputMode="numeric"
        min={1}
        max={limits.productionDays}
        step={1}
        value={values.productionDays}
        onChange={(event) => onChange({ productionDays: event.target.value })}
        className="sm:w-[calc(33%-0.5rem)]"
      />
      <fieldset aria-describedby={sizeHintId} className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold">{labels.printSize}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {SIZES.map((size) => (
            <TextField
              key={size}
              label={labels[size]}
              type="number"
              inputMode="decimal"
              min={size === 'bleedMm' ? 0 : 1}
              max={size === 'bleedMm' ? limits.bleedMm : limits.sizeMm}
              step="any"
              value={values.printSize[size]}
              onChange={(event) =>
                onChange({ printSize: { ...values.printSize, [size]: event.target.value } })
              }
            />
          ))}
        </div>
        <p id={sizeHintId} className="text-xs text-navy/70">
          {labels.printSizeHint}
        </p>
      </fieldset>
    </>
  );
}

import type { admin } from '@printshop/contract';
import { type FormEvent, useId, useState } from 'react';
import { interpolate } from '~/lib/interpolate';
import { SelectField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { type GroupFilters, percentOf } from './price-matrix';

interface GroupFilterProps {
  groups: admin.PriceMatrix['groups'];
  filters: GroupFilters;
  onChange: (filters: GroupFilters) => void;
}

/** One choice per option group, "All" or one of its values, narrowing the grid's rows at once. */
export function GroupFilter({ groups, filters, onChange }: GroupFilterProps) {
  const texts = useAdminTexts();
  const labels = texts.productPrices.filters;
  return (
    <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{labels.label}</legend>
      {groups.map((group, index) => (
        <SelectField
          key={group.name}
          label={group.name}
          value={filters[index] ?? ''}
          onChange={(event) =>
            onChange(groups.map((_, at) => (at === index ? event.target.value : (filters[at] ?? ''))))
          }
        >
          <option value="">{labels.all}</option>
          {group.values.map((value) => (
            <option key={value.code} value={value.code}>
              {value.label}
            </option>
          ))}
        </SelectField>
      ))}
    </fieldset>
  );
}

interface PercentHelperProps {
  /** How many rows the filters show: those the percentage moves. */
  shown: number;
  disabled: boolean;
  onApply: (percent: number) => void;
}

/**
 * Moves the prices of the rows shown by a percentage, in the grid only, rounded to the cent as
 * the server would: the owner reviews the marked cells, then saves or discards them.
 */
export function PercentHelper({ shown, disabled, onApply }: PercentHelperProps) {
  const texts = useAdminTexts();
  const labels = texts.productPrices.percent;
  const inputId = useId();
  const hintId = useId();
  const [invalid, setInvalid] = useState(false);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const percent = percentOf(String(new FormData(event.currentTarget).get('percent') ?? ''));
    setInvalid(percent === null);
    if (percent !== null) onApply(percent);
  }

  return (
    <form noValidate onSubmit={apply} className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {labels.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          name="percent"
          type="number"
          step={0.01}
          autoComplete="off"
          aria-describedby={hintId}
          aria-invalid={invalid ? true : undefined}
          className="h-10 w-28 min-w-0 rounded-lg border border-navy/20 bg-white px-3 text-base outline-none focus:border-teal-700 focus:ring-2 focus:ring-teal/30 aria-invalid:border-coral-700"
        />
        <button type="submit" disabled={disabled || shown === 0} className={SECONDARY_BUTTON}>
          {interpolate(labels.apply, { count: shown })}
        </button>
      </div>
      <p id={hintId} className="text-xs text-navy/70">
        {labels.hint}
      </p>
      {invalid ? (
        <p role="alert" className="text-sm font-medium text-coral-800">
          {texts.products.percentInvalid}
        </p>
      ) : null}
    </form>
  );
}

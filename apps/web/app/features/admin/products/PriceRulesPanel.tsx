import { admin } from '@printshop/contract';
import { type FormEvent, useState } from 'react';
import { interpolate } from '~/lib/interpolate';
import { SelectField, TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { newRulesForm, type RulesForm, rulesOf, type ValueRuleText } from './price-rules-form';

interface PriceRulesPanelProps {
  groups: admin.PriceMatrix['groups'];
  disabled: boolean;
  /** Every combination's price from the rules, by its codes: the grid takes them, nothing is saved. */
  onFill: (prices: Map<string, number>) => void;
}

const NO_RULE: ValueRuleText = { kind: 'amount', value: '' };

/**
 * "Fill from rules": a base price, the option whose values are quantity price breaks (each its
 * own base price), and what each other value adds, an amount or a percentage of the base
 * (admin.price-rules). Filling puts a price in every cell of the grid, from where the owner
 * adjusts any and saves them all in one request.
 */
export function PriceRulesPanel({ groups, disabled, onFill }: PriceRulesPanelProps) {
  const labels = useAdminTexts().productPrices.rules;
  const [form, setForm] = useState<RulesForm>(newRulesForm);
  const [said, setSaid] = useState<{ alert: boolean; text: string } | null>(null);
  const quantityGroup = form.quantityGroup === '' ? null : Number(form.quantityGroup);

  function fill(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const rules = rulesOf(form);
    if (!rules) return setSaid({ alert: true, text: labels.invalid });
    const prices = admin.pricesFromRules(rules, groups);
    onFill(prices);
    setSaid({ alert: false, text: interpolate(labels.filled, { count: prices.size }) });
  }

  const rule = (code: string) => form.values[code] ?? NO_RULE;
  const setRule = (code: string, changed: Partial<ValueRuleText>) =>
    setForm({ ...form, values: { ...form.values, [code]: { ...rule(code), ...changed } } });

  return (
    <details className="rounded-xl border border-navy/10 bg-white p-4 shadow-sm">
      <summary className="cursor-pointer text-base font-semibold">{labels.title}</summary>
      <form noValidate onSubmit={fill} className="mt-3 grid gap-4">
        <p className="max-w-3xl text-sm text-navy/70">{labels.intro}</p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label={labels.base}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={form.base}
            onChange={(event) => setForm({ ...form, base: event.target.value })}
          />
          <SelectField
            label={labels.quantityGroup}
            value={form.quantityGroup}
            onChange={(event) => setForm({ ...form, quantityGroup: event.target.value })}
          >
            <option value="">{labels.noQuantity}</option>
            {groups.map((group, index) => (
              <option key={group.name} value={index}>
                {group.name}
              </option>
            ))}
          </SelectField>
        </div>
        {groups.map((group, index) => (
          <fieldset key={group.name} className="grid gap-3">
            <legend className="mb-1 text-sm font-semibold">{group.name}</legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.values.map((value) =>
                index === quantityGroup ? (
                  <TextField
                    key={value.code}
                    label={interpolate(labels.breakPrice, { value: value.label })}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    value={form.breaks[value.code] ?? ''}
                    onChange={(event) =>
                      setForm({ ...form, breaks: { ...form.breaks, [value.code]: event.target.value } })
                    }
                  />
                ) : (
                  <ValueRuleFields
                    key={value.code}
                    label={value.label}
                    rule={rule(value.code)}
                    onChange={(changed) => setRule(value.code, changed)}
                  />
                ),
              )}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={disabled} className={SECONDARY_BUTTON}>
            {labels.fill}
          </button>
          {said ? (
            <p
              role={said.alert ? 'alert' : 'status'}
              className={said.alert ? 'text-sm font-medium text-coral-800' : 'text-sm text-navy/70'}
            >
              {said.text}
            </p>
          ) : null}
        </div>
      </form>
    </details>
  );
}

interface ValueRuleFieldsProps {
  label: string;
  rule: ValueRuleText;
  onChange: (changed: Partial<ValueRuleText>) => void;
}

/** What one value adds: its kind (an amount, a percentage of the base) and its figure. */
function ValueRuleFields({ label, rule, onChange }: ValueRuleFieldsProps) {
  const labels = useAdminTexts().productPrices.rules;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_7rem] items-end gap-2">
      <SelectField
        label={interpolate(labels.kind, { value: label })}
        value={rule.kind}
        onChange={(event) => onChange({ kind: event.target.value as ValueRuleText['kind'] })}
      >
        <option value="amount">{labels.amount}</option>
        <option value="percent">{labels.percent}</option>
      </SelectField>
      <TextField
        label={interpolate(labels.adds, { value: label })}
        type="number"
        inputMode="decimal"
        step={0.01}
        value={rule.value}
        onChange={(event) => onChange({ value: event.target.value })}
      />
    </div>
  );
}

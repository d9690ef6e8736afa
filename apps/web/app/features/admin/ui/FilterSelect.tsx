import { SelectField } from '~/ui/form-fields';

export interface FilterChoice {
  value: string | number;
  label: string;
}

interface FilterSelectProps {
  label: string;
  /** The field's name in the list's address. */
  name: string;
  /** The choice the address holds, if any. */
  value: string | number | undefined;
  /** The first choice, which sends the field empty: "any", "anyone". */
  anyLabel: string;
  choices: readonly FilterChoice[];
}

/** A list filter's choice: "any", then the choices, starting from the address's. */
export function FilterSelect({ label, name, value, anyLabel, choices }: FilterSelectProps) {
  return (
    <SelectField label={label} name={name} defaultValue={value ?? ''}>
      <option value="">{anyLabel}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

import { TextField } from '~/ui/form-fields';

interface FilterSearchProps {
  texts: { search: string; searchHint: string };
  /** The search the address holds. */
  value: string;
  /** The longest search the list takes, as its contract has it. */
  maxLength: number;
  className?: string;
}

/** A list's search box, the `q` of its address. */
export function FilterSearch({ texts, value, maxLength, className }: FilterSearchProps) {
  return (
    <TextField
      label={texts.search}
      name="q"
      type="search"
      defaultValue={value}
      maxLength={maxLength}
      hint={texts.searchHint}
      className={className}
    />
  );
}

import type { Region } from '~/features/account/regions';

interface PlaceOptionsProps {
  /** The code the row holds, '' for none. */
  value: string;
  /** The places to choose from; null while they load. */
  list: readonly Region[] | null;
  /** The row's place's name, while the list loads or if the list lacks it. */
  name: string;
  /** The first option, for '': "Choose a country", "Whole country". */
  none: { label: string; shown: boolean };
}

/**
 * A row's choice of country or state. While the list loads, the select (disabled) shows the
 * row's place alone, by the name the table was loaded with; a code the list lacks stays shown.
 */
export function PlaceOptions({ value, list, name, none }: PlaceOptionsProps) {
  const listed = list?.some((region) => region.regionid === value) ?? false;
  return (
    <>
      {none.shown ? <option value="">{none.label}</option> : null}
      {value !== '' && !listed ? <option value={value}>{name}</option> : null}
      {list?.map((region) => (
        <option key={region.id} value={region.regionid}>
          {region.title}
        </option>
      ))}
    </>
  );
}

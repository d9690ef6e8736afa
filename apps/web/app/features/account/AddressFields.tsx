import { Controller } from 'react-hook-form';
import { useTranslation } from '~/i18n/use-translation';
import { SelectField, TextField } from '~/ui/form-fields';
import { EMAIL_INPUT, PHONE_INPUT } from '~/ui/input-kinds';
import type { AddressValues } from './address-checks';
import type { Region } from './regions';
import type { AddressForm } from './use-address-form';

/** The longest values the addresses call accepts (api.addressInput in the contract). */
const MAX = {
  email: 100,
  firstname: 50,
  lastname: 50,
  companyName: 100,
  address: 200,
  remark: 200,
  city: 100,
  postalcode: 20,
  phone: 30,
} as const;

/** The inputs of an address, in the order of docs/product.md#validation, for the address book and checkout. */
export function AddressFields({ editor }: { editor: AddressForm }) {
  const { t } = useTranslation();
  const { form, countries, states, chooseCountry } = editor;
  const {
    register,
    formState: { errors },
  } = form;

  const field = (name: keyof typeof MAX & keyof AddressValues) => ({
    ...register(name),
    invalid: Boolean(errors[name]),
    maxLength: MAX[name],
  });
  const stateHidden = states.country !== '' && states.list !== null && states.list.length === 0;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...field('email')}
        label={t('accountPages.address.form.email')}
        {...EMAIL_INPUT}
        className="sm:col-span-2"
      />
      <TextField
        {...field('firstname')}
        label={t('accountPages.address.form.firstName')}
        autoComplete="given-name"
      />
      <TextField
        {...field('lastname')}
        label={t('accountPages.address.form.lastName')}
        autoComplete="family-name"
      />
      <TextField
        {...field('companyName')}
        label={t('accountPages.address.form.company')}
        autoComplete="organization"
        className="sm:col-span-2"
      />
      <RegionSelect
        form={form}
        name="countryCode"
        label={t('accountPages.address.form.country')}
        autoComplete="country"
        regions={countries}
        placeholder={
          countries === null
            ? t('accountPages.address.form.loadingRegions')
            : t('accountPages.address.form.chooseCountry')
        }
        onPick={chooseCountry}
      />
      {stateHidden ? null : (
        <RegionSelect
          form={form}
          name="provinceCode"
          label={t('accountPages.address.form.state')}
          autoComplete="address-level1"
          regions={states.country === '' ? null : states.list}
          placeholder={
            states.country === ''
              ? t('accountPages.address.form.chooseCountryFirst')
              : states.list === null
                ? t('accountPages.address.form.loadingRegions')
                : t('accountPages.address.form.chooseState')
          }
        />
      )}
      <TextField
        {...field('address')}
        label={t('accountPages.address.form.street')}
        autoComplete="address-line1"
        className="sm:col-span-2"
      />
      <TextField
        {...field('remark')}
        label={t('accountPages.address.form.apartment')}
        autoComplete="address-line2"
        className="sm:col-span-2"
      />
      <TextField
        {...field('city')}
        label={t('accountPages.address.form.city')}
        autoComplete="address-level2"
      />
      <TextField
        {...field('postalcode')}
        label={t('accountPages.address.form.zip')}
        autoComplete="postal-code"
      />
      <TextField
        {...field('phone')}
        label={t('accountPages.address.form.phone')}
        {...PHONE_INPUT}
        className="sm:col-span-2"
      />
    </div>
  );
}

interface RegionSelectProps {
  form: AddressForm['form'];
  name: 'countryCode' | 'provinceCode';
  label: string;
  autoComplete: string;
  /** The choices; null while they load (or before a country is chosen), which disables the select. */
  regions: Region[] | null;
  placeholder: string;
  onPick?: (code: string) => void;
}

/** A country or state select bound to the form, keyed by region code. */
function RegionSelect({ form, name, label, autoComplete, regions, placeholder, onPick }: RegionSelectProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref }, fieldState }) => (
        <SelectField
          ref={ref}
          name={name}
          value={value}
          onBlur={onBlur}
          onChange={(event) => {
            onChange(event.target.value);
            onPick?.(event.target.value);
          }}
          invalid={Boolean(fieldState.error)}
          disabled={regions === null}
          autoComplete={autoComplete}
          label={label}
        >
          <option value="">{placeholder}</option>
          {regions?.map((region) => (
            <option key={region.id} value={region.regionid}>
              {region.title}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}

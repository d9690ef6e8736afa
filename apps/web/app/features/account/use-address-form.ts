import type { AddressType, api } from '@printshop/contract';
import { type FormEvent, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import type { CallInput } from '~/lib/api-endpoints';
import { useApi } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { useOrderedForm } from '~/ui/use-ordered-form';
import { type AddressMessages, type AddressValues, addressChecks } from './address-checks';
import type { Region, Regions } from './regions';

/** The states of the chosen country: null while they load; an empty list means it has none. */
export interface States {
  country: string;
  list: Region[] | null;
}

/** Who is filling in a new address, so its first fields need no typing. */
export type AddressPrefill = Pick<AddressValues, 'email' | 'firstname' | 'lastname'>;

function initialValues(
  saved: api.Address | null | undefined,
  prefill: AddressPrefill | undefined,
): AddressValues {
  return {
    email: saved?.email ?? prefill?.email ?? '',
    firstname: saved?.firstname ?? prefill?.firstname ?? '',
    lastname: saved?.lastname ?? prefill?.lastname ?? '',
    companyName: saved?.companyName ?? '',
    countryCode: saved?.countryCode ?? '',
    provinceCode: saved?.provinceCode ?? '',
    address: saved?.address ?? '',
    remark: saved?.remark ?? '',
    city: saved?.city ?? '',
    postalcode: saved?.postalcode ?? '',
    phone: saved?.phone ?? '',
  };
}

interface AddressFormOptions {
  type: AddressType;
  /** The saved address of this type, edited in place; absent to add one. */
  saved: api.Address | null | undefined;
  /** What a new address starts with (the account's email and names). */
  prefill?: AddressPrefill;
  regions: Regions;
  /** docs/product.md#validation words them differently in the address book and at checkout. */
  messages: AddressMessages;
  onSaved: (msg: string) => void;
}

export interface AddressForm {
  form: UseFormReturn<AddressValues>;
  countries: Region[] | null;
  states: States;
  /** A new country clears the state and loads its own (docs/product.md#states). */
  chooseCountry: (code: string) => void;
  submit: (event?: FormEvent) => Promise<void>;
}

/**
 * An address form's state and its save: the checks of docs/product.md#validation in order, one warning
 * at a time, then add when there is no saved address and edit when there is (section 4).
 */
export function useAddressForm({
  type,
  saved,
  prefill,
  regions,
  messages,
  onSaved,
}: AddressFormOptions): AddressForm {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApi();
  const { countries, loadCountries, loadStates } = regions;
  // A saved address's states load with the countries: until then its saved state stands.
  const [states, setStates] = useState<States>(
    saved?.countryCode ? { country: saved.countryCode, list: null } : { country: '', list: [] },
  );
  const needsState = states.country !== '' && (states.list === null || states.list.length > 0);

  const { form, onSubmit } = useOrderedForm<AddressValues>({
    defaultValues: initialValues(saved, prefill),
    checks: () => addressChecks(messages, needsState),
    send: async (values) => {
      const listed = states.list?.find((region) => region.regionid === values.provinceCode);
      const provinceCode = !needsState
        ? ''
        : states.list === null
          ? values.provinceCode
          : (listed?.regionid ?? '');
      const fields: CallInput<'addAddress'> = {
        type,
        email: values.email,
        firstname: values.firstname,
        lastname: values.lastname,
        companyName: values.companyName,
        countryCode: values.countryCode,
        provinceCode,
        city: values.city,
        address: values.address,
        remark: values.remark,
        postalcode: values.postalcode,
        phone: values.phone,
      };
      const { msg } = saved
        ? await client.callWithMsg('updateAddress', { ...fields, id: saved.id })
        : await client.callWithMsg('addAddress', fields);
      onSaved(msg);
    },
  });

  const showStates = (code: string, list: Region[]) => {
    const country = list.find((region) => region.regionid === code);
    if (!country) {
      setStates({ country: '', list: [] });
      return;
    }
    setStates({ country: code, list: null });
    loadStates(country.id).then(
      (found) =>
        setStates((current) => (current.country === code ? { country: code, list: found } : current)),
      (error: unknown) => {
        toast('error', errorMessage(error, t('api.unreachable')));
        setStates((current) => (current.country === code ? { country: code, list: [] } : current));
      },
    );
  };

  // The saved country's states load with the countries, so an edit opens on the saved state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening of the form.
  useEffect(() => {
    loadCountries().then(
      (list) => {
        if (saved?.countryCode) showStates(saved.countryCode, list);
      },
      (error: unknown) => toast('error', errorMessage(error, t('api.unreachable'))),
    );
  }, []);

  return {
    form,
    countries,
    states,
    chooseCountry: (code) => {
      form.setValue('provinceCode', '');
      showStates(code, countries ?? []);
    },
    submit: onSubmit,
  };
}

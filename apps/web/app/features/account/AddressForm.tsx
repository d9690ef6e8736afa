import { ADDRESS_TYPE, type AddressType, type api } from '@printshop/contract';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '~/lib/api';
import { useApi } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { type AddressValues, addressChecks } from './address-checks';
import { DialogForm, PrimaryButton, SelectField, TextField } from './form-ui';
import { orderedResolver, reportedMessage } from './ordered-form';
import type { Region, Regions } from './regions';

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

/** The states of the chosen country: null while they load; an empty list means it has none. */
interface States {
  country: string;
  list: Region[] | null;
}

function initialValues(saved: api.Address | undefined): AddressValues {
  return {
    email: saved?.email ?? '',
    firstname: saved?.firstname ?? '',
    lastname: saved?.lastname ?? '',
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

interface AddressFormProps {
  type: AddressType;
  /** The saved address of this type, edited in place; absent to add one. */
  saved: api.Address | undefined;
  regions: Regions;
  titleId: string;
  /** Tells the dialog whether closing must wait for a save in flight. */
  onBusyChange: (busy: boolean) => void;
  onSaved: (msg: string) => void;
  onClose: () => void;
}

/** The address book's modal form (SPEC.md sections 2, 4 and 5). */
export function AddressForm({
  type,
  saved,
  regions,
  titleId,
  onBusyChange,
  onSaved,
  onClose,
}: AddressFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApi();
  const { countries, loadCountries, loadStates } = regions;
  const [states, setStates] = useState<States>({ country: '', list: [] });
  const needsState = states.country !== '' && (states.list === null || states.list.length > 0);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddressValues>({
    defaultValues: initialValues(saved),
    resolver: orderedResolver(() =>
      addressChecks(
        {
          email: t('accountPages.address.required.email'),
          firstname: t('accountPages.address.required.firstName'),
          lastname: t('accountPages.address.required.lastName'),
          countryCode: t('accountPages.address.required.country'),
          address: t('accountPages.address.required.street'),
          city: t('accountPages.address.required.city'),
          provinceCode: t('accountPages.address.required.state'),
          postalcode: t('accountPages.address.required.zip'),
          phone: t('accountPages.address.required.phone'),
        },
        needsState,
      ),
    ),
  });

  useEffect(() => onBusyChange(isSubmitting), [isSubmitting, onBusyChange]);

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

  const onValid = async (values: AddressValues) => {
    const country = countries?.find((region) => region.regionid === values.countryCode);
    const state = needsState
      ? states.list?.find((region) => region.regionid === values.provinceCode)
      : undefined;
    const form: Record<string, string> = {
      type: String(type),
      email: values.email,
      firstname: values.firstname,
      lastname: values.lastname,
      companyName: values.companyName,
      country: country?.title ?? '',
      countryCode: values.countryCode,
      province: state?.title ?? '',
      provinceCode: state?.regionid ?? '',
      city: values.city,
      address: values.address,
      remark: values.remark,
      postalcode: values.postalcode,
      phone: values.phone,
    };
    try {
      // SPEC.md section 4: add when there is no id, edit when there is one.
      const { msg } = saved
        ? await client.submit('/api/memberAddress/updateMemberAddress', { ...form, id: String(saved.id) })
        : await client.submit('/api/memberAddress/add', form);
      onSaved(msg);
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
    }
  };

  const field = (name: keyof typeof MAX) => ({
    ...register(name),
    invalid: Boolean(errors[name]),
    maxLength: MAX[name],
  });
  const title =
    type === ADDRESS_TYPE.billing ? t('accountPages.address.billing') : t('accountPages.address.delivery');
  const stateHidden = states.country !== '' && states.list !== null && states.list.length === 0;

  return (
    <>
      <DialogForm
        titleId={titleId}
        title={title}
        onClose={onClose}
        onSubmit={handleSubmit(onValid, (invalid) => {
          const message = reportedMessage(invalid);
          if (message) toast('warning', message);
        })}
        footer={
          <PrimaryButton disabled={isSubmitting} className="max-sm:w-full">
            {t('accountPages.address.form.save')}
          </PrimaryButton>
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('email')}
            label={t('accountPages.address.form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
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
          <Controller
            control={control}
            name="countryCode"
            render={({ field: { value, onChange, onBlur, ref, name }, fieldState }) => (
              <SelectField
                ref={ref}
                name={name}
                value={value}
                onBlur={onBlur}
                onChange={(event) => {
                  onChange(event.target.value);
                  // SPEC.md section 4: a new country clears the state and loads its own.
                  setValue('provinceCode', '');
                  showStates(event.target.value, countries ?? []);
                }}
                invalid={Boolean(fieldState.error)}
                disabled={countries === null}
                autoComplete="country"
                label={t('accountPages.address.form.country')}
              >
                <option value="">
                  {countries === null
                    ? t('accountPages.address.form.loadingRegions')
                    : t('accountPages.address.form.chooseCountry')}
                </option>
                {countries?.map((region) => (
                  <option key={region.id} value={region.regionid}>
                    {region.title}
                  </option>
                ))}
              </SelectField>
            )}
          />
          {stateHidden ? null : (
            <Controller
              control={control}
              name="provinceCode"
              render={({ field: { value, onChange, onBlur, ref, name }, fieldState }) => (
                <SelectField
                  ref={ref}
                  name={name}
                  value={value}
                  onBlur={onBlur}
                  onChange={(event) => onChange(event.target.value)}
                  invalid={Boolean(fieldState.error)}
                  disabled={states.country === '' || states.list === null}
                  autoComplete="address-level1"
                  label={t('accountPages.address.form.state')}
                >
                  <option value="">
                    {states.country === ''
                      ? t('accountPages.address.form.chooseCountryFirst')
                      : states.list === null
                        ? t('accountPages.address.form.loadingRegions')
                        : t('accountPages.address.form.chooseState')}
                  </option>
                  {states.list?.map((region) => (
                    <option key={region.id} value={region.regionid}>
                      {region.title}
                    </option>
                  ))}
                </SelectField>
              )}
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
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            className="sm:col-span-2"
          />
        </div>
      </DialogForm>
      {isSubmitting ? (
        // Fixed, so it covers the whole dialog however far its content is scrolled.
        <div role="status" className="fixed inset-0 z-10 grid place-items-center bg-white/60">
          <span className="flex items-center gap-3 rounded-full bg-navy px-5 py-2.5 text-sm font-semibold text-white shadow-lg">
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
            {t('accountPages.address.form.saving')}
          </span>
        </div>
      ) : null}
    </>
  );
}

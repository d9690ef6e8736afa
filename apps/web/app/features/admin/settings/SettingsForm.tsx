import { admin } from '@printshop/contract';
import { type FormEvent, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { TextField } from '~/ui/form-fields';
import { PHONE_INPUT } from '~/ui/input-kinds';
import { useToast } from '~/ui/toast';
import { useOrderedForm } from '~/ui/use-ordered-form';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { AdminSection } from '../ui/AdminSection';
import { BilingualTextFields } from '../ui/BilingualTextFields';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { Chip } from '../ui/Chip';
import { RefusalNote } from '../ui/RefusalNote';
import { BannerFields } from './BannerFields';
import {
  changesSettings,
  fieldLabels,
  refusedField,
  type SettingsField,
  type SettingsValues,
  settingsInput,
  settingsValuesOf,
} from './settings-form';

/** The server's refusal of the last save: at the field it names, or above the form. */
interface Refusal {
  field: SettingsField | null;
  message: string;
}

/**
 * The header's titles in both languages and its phone number, and the home page's banners, as one form. Changes stay on the
 * page, marked unsaved, until saved or discarded. The server judges what is sent (an empty or too
 * long text, a phone with letters): its refusal stays on the page, by the field it names.
 */
export function SettingsForm({ settings }: { settings: admin.SiteSettings }) {
  const labels = useAdminTexts().settings;
  const { lang } = useRootData();
  const { t } = useTranslation();
  const toast = useToast();
  const client = useAdminApi();
  const headingId = useId();
  const fields = fieldLabels(labels);
  const [saved, setSaved] = useState(settings);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const { form, field, onSubmit, busy } = useOrderedForm<SettingsValues>({
    defaultValues: settingsValuesOf(settings),
    // Nothing the server would not say better: it names the field and its language.
    checks: () => [],
    send: async (values) => {
      if (!changesSettings(saved, values)) {
        form.reset(settingsValuesOf(saved));
        return;
      }
      try {
        const { data, msg } = await client.callWithMsg('adminSaveSiteSettings', settingsInput(values));
        setSaved(data);
        form.reset(settingsValuesOf(data));
        toast('success', msg);
      } catch (error) {
        const message = errorMessage(error, t('api.unreachable'));
        const about = refusedField(message, fields);
        if (about) form.setError(about, { type: 'server', message }, { shouldFocus: true });
        setRefusal({ field: about, message });
      }
    },
  });
  const dirty = form.formState.isDirty;
  const title = useWatch({ control: form.control, name: `title.${lang}` });

  function submit(event: FormEvent<HTMLFormElement>) {
    setRefusal(null);
    return onSubmit(event);
  }

  function discard() {
    setRefusal(null);
    form.reset(settingsValuesOf(saved));
  }

  const refusalOf = (...about: SettingsField[]) =>
    refusal?.field && about.includes(refusal.field) ? <RefusalNote message={refusal.message} /> : null;

  return (
    <AdminSection
      id={headingId}
      title={labels.header}
      aside={dirty ? <Chip tone="todo">{labels.unsaved}</Chip> : null}
    >
      <form noValidate onSubmit={submit} className="grid gap-5">
        <RefusalNote message={refusal?.field === null ? refusal.message : null} />
        <BilingualTextFields
          legend={labels.hometitle}
          hint={interpolate(labels.hometitleHint, { max: admin.SETTINGS_LIMITS.title })}
          field={(lang) => field(`hometitle.${lang}`)}
          label={(lang) => fields[`hometitle.${lang}`]}
          maxLength={admin.SETTINGS_LIMITS.title}
          refusal={refusalOf('hometitle.en', 'hometitle.zh')}
        />
        <BilingualTextFields
          legend={labels.headerTitle}
          hint={interpolate(labels.headerTitleHint, { max: admin.SETTINGS_LIMITS.title })}
          field={(lang) => field(`title.${lang}`)}
          label={(lang) => fields[`title.${lang}`]}
          maxLength={admin.SETTINGS_LIMITS.title}
          refusal={refusalOf('title.en', 'title.zh')}
        />
        <div className="grid gap-1.5">
          <TextField
            {...field('mobile')}
            {...PHONE_INPUT}
            // The shop's number, not the owner's own: the browser offers nothing.
            autoComplete="off"
            label={fields.mobile}
            hint={interpolate(labels.mobileHint, { max: admin.SETTINGS_LIMITS.phone })}
            maxLength={admin.SETTINGS_LIMITS.phone}
            className="sm:w-[calc(50%-0.5rem)]"
          />
          {refusalOf('mobile')}
        </div>
        <p className="rounded-lg bg-sand/60 px-3 py-2.5 text-sm break-words text-navy/80">
          {interpolate(labels.preview, { title: title.trim() })}
        </p>
        <BannerFields control={form.control} labels={fields}>
          {refusalOf('bannerImg', 'bannerMobileImg')}
        </BannerFields>
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={discard}
            disabled={!dirty || busy}
            className={`${SECONDARY_BUTTON} max-sm:flex-1`}
          >
            {labels.discard}
          </button>
          <button type="submit" disabled={!dirty || busy} className={`${PRIMARY_BUTTON} max-sm:flex-1`}>
            {busy ? labels.saving : labels.save}
          </button>
        </div>
      </form>
    </AdminSection>
  );
}

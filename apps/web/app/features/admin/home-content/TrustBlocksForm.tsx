import { admin, LANGS } from '@printshop/contract';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { interpolate } from '~/lib/interpolate';
import { useToast } from '~/ui/toast';
import { useOrderedForm } from '~/ui/use-ordered-form';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { AdminSection } from '../ui/AdminSection';
import { BilingualGroup } from '../ui/BilingualGroup';
import { BilingualTextFields } from '../ui/BilingualTextFields';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { Chip } from '../ui/Chip';
import { ImageField } from '../ui/ImageField';
import { FormTextArea } from './FormTextArea';
import { inLanguage, type TrustValues, trustChecks, trustInput, trustValuesOf } from './home-content-form';

const LIMITS = admin.HOME_CONTENT_LIMITS;

/**
 * The three trust blocks as one form, each its icon, its title and its text in English and in
 * Chinese. Changes stay on the page, marked unsaved, until saved (all three together) or discarded.
 */
export function TrustBlocksForm({ blocks }: { blocks: admin.TrustBlock[] }) {
  const allTexts = useAdminTexts();
  const texts = allTexts.homeContent;
  const labels = texts.trust;
  const client = useAdminApi();
  const toast = useToast();
  const headingId = useId();
  const [saved, setSaved] = useState(() => trustValuesOf(blocks));
  const { form, field, onSubmit, busy } = useOrderedForm<TrustValues>({
    defaultValues: saved,
    checks: () => trustChecks(texts, allTexts.settings.languages),
    send: async (values) => {
      const { data, msg } = await client.callWithMsg('adminSaveTrustBlocks', trustInput(values));
      const stored = trustValuesOf(data.blocks);
      setSaved(stored);
      form.reset(stored);
      toast('success', msg);
    },
  });
  const dirty = form.formState.isDirty;
  const label = (name: string, lang: (typeof LANGS)[number]) => inLanguage(allTexts.settings, name, lang);

  return (
    <AdminSection
      id={headingId}
      title={labels.title}
      aside={dirty ? <Chip tone="todo">{labels.unsaved}</Chip> : null}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <p className="text-sm text-navy/70">
          {labels.hint} {interpolate(labels.limits, { title: LIMITS.trustTitle, text: LIMITS.trustBody })}
        </p>
        {saved.blocks.map((_, index) => (
          <fieldset
            // The three blocks are fixed places, never added, removed or moved.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            className="grid min-w-0 gap-4 rounded-lg border border-navy/10 p-3 sm:p-4"
          >
            <legend className="px-1 text-base font-semibold">
              {interpolate(labels.block, { n: index + 1 })}
            </legend>
            <Controller
              control={form.control}
              name={`blocks.${index}.icon`}
              render={({ field: { value, onChange } }) => (
                <ImageField label={labels.icon} value={value} onChange={onChange} />
              )}
            />
            <BilingualTextFields
              legend={labels.blockTitle}
              field={(lang) => field(`blocks.${index}.title.${lang}`)}
              label={(lang) => label(labels.blockTitle, lang)}
              maxLength={LIMITS.trustTitle}
            />
            <BilingualGroup legend={labels.text}>
              {LANGS.map((lang) => (
                <FormTextArea
                  key={lang}
                  control={form.control}
                  name={`blocks.${index}.body.${lang}`}
                  label={label(labels.text, lang)}
                  lang={lang}
                  rows={3}
                  max={LIMITS.trustBody}
                />
              ))}
            </BilingualGroup>
          </fieldset>
        ))}
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => form.reset(saved)}
            disabled={!dirty || busy}
            className={`${SECONDARY_BUTTON} max-sm:flex-1`}
          >
            {labels.discard}
          </button>
          <button type="submit" disabled={!dirty || busy} className={`${PRIMARY_BUTTON} max-sm:flex-1`}>
            {busy ? texts.saving : labels.save}
          </button>
        </div>
      </form>
    </AdminSection>
  );
}

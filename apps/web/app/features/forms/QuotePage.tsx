import { QUOTE_MAX_LENGTH, QUOTE_MAX_QTY } from '@printshop/contract';
import { useState } from 'react';
import { DesignUploader } from '~/features/upload/DesignUploader';
import { useTranslation } from '~/i18n/use-translation';
import { useHydrated } from '~/lib/hydrated';
import { useApi } from '~/lib/root-data';
import { Breadcrumb } from '~/ui/Breadcrumb';
import { InputField, PrimaryButton, TextAreaField } from '~/ui/form-fields';
import { EMAIL_INPUT, PHONE_INPUT } from '~/ui/input-kinds';
import { Panel } from '~/ui/Panel';
import { useToast } from '~/ui/toast';
import { useOrderedForm } from '~/ui/use-ordered-form';
import { EMPTY_QUOTE, type QuoteValues, quoteBody, quoteChecks } from './checks';

/** docs/product.md#states: a successful quote returns to the home page after 2 s. */
const QUOTE_TO_HOME_MS = 2000;

const MAX = QUOTE_MAX_LENGTH;

/** The shopper's own today, as the date input's earliest choice. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** /quotes: customer information, standard options, files and a remark (docs/product.md#screens). */
export function QuotePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApi();
  const hydrated = useHydrated();
  const [files, setFiles] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);

  const { field, form, onSubmit, submitting, busy } = useOrderedForm<QuoteValues>({
    defaultValues: EMPTY_QUOTE,
    checks: () =>
      quoteChecks({
        name: t('forms.quote.required.name'),
        email: t('forms.quote.required.email'),
        content: t('forms.quote.required.content'),
        quantity: t('forms.quote.quantityInvalid', { max: QUOTE_MAX_QTY.toLocaleString() }),
      }),
    send: async (values, leave) => {
      if (uploading) {
        toast('warning', t('forms.upload.wait'));
        return;
      }
      const { msg } = await client.callWithMsg('addQuote', quoteBody(values, files));
      toast('success', msg);
      leave(() => window.location.assign('/'), QUOTE_TO_HOME_MS);
    },
  });

  return (
    <div className="bg-sand/40">
      <div className="mx-auto max-w-6xl px-4 pt-5 pb-14 sm:px-6">
        <Breadcrumb trail={[{ label: t('forms.quote.title') }]} />
        <header className="mt-6 grid max-w-3xl gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('forms.quote.title')}
          </h1>
          <p className="text-lg leading-relaxed text-navy/75">{t('forms.quote.intro')}</p>
        </header>

        <form noValidate onSubmit={onSubmit} className="mt-8 grid gap-6">
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title={t('forms.quote.customer')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <InputField
                  {...field('appellation')}
                  label={t('forms.quote.name')}
                  required
                  maxLength={MAX.appellation}
                  autoComplete="name"
                />
                <InputField
                  {...field('email')}
                  label={t('forms.quote.email')}
                  required
                  {...EMAIL_INPUT}
                  maxLength={MAX.email}
                />
                <InputField
                  {...form.register('companyName')}
                  label={t('forms.quote.company')}
                  maxLength={MAX.companyName}
                  autoComplete="organization"
                />
                <InputField
                  {...form.register('mobile')}
                  label={t('forms.quote.phone')}
                  {...PHONE_INPUT}
                  maxLength={MAX.mobile}
                />
              </div>
            </Panel>

            <Panel title={t('forms.quote.options')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <InputField
                  {...form.register('productName')}
                  label={t('forms.quote.productName')}
                  placeholder={t('forms.quote.productPlaceholder')}
                  maxLength={MAX.productName}
                  className="sm:col-span-2"
                />
                <InputField
                  {...field('qty')}
                  label={t('forms.quote.quantity')}
                  inputMode="numeric"
                  maxLength={9}
                />
                <InputField
                  {...form.register('daterequirements')}
                  label={t('forms.quote.date')}
                  type="date"
                  min={hydrated ? localToday() : undefined}
                />
                <InputField
                  {...form.register('material')}
                  label={t('forms.quote.material')}
                  placeholder={t('forms.quote.materialPlaceholder')}
                  maxLength={MAX.material}
                />
                <InputField
                  {...form.register('processing')}
                  label={t('forms.quote.processing')}
                  placeholder={t('forms.quote.processingPlaceholder')}
                  maxLength={MAX.processing}
                />
              </div>
            </Panel>
          </div>

          <Panel>
            <div className="grid gap-6">
              <DesignUploader
                files={files}
                onFilesChange={setFiles}
                onBusyChange={setUploading}
                label={t('forms.quote.files')}
                hint={t('forms.quote.filesHint')}
              />
              <TextAreaField
                {...field('content')}
                label={t('forms.quote.remark')}
                required
                placeholder={t('forms.quote.remarkPlaceholder')}
                maxLength={MAX.content}
                rows={6}
              />
              <div>
                <PrimaryButton disabled={busy} className="w-full sm:w-auto">
                  {submitting ? t('forms.quote.submitting') : t('forms.quote.submit')}
                </PrimaryButton>
              </div>
            </div>
          </Panel>
        </form>
      </div>
    </div>
  );
}

import { type api, type OutputOf, QUOTE_MAX_LENGTH, QUOTE_MAX_QTY } from '@printshop/contract';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orderedResolver, reportedMessage } from '~/features/account/ordered-form';
import { ImageUploader } from '~/features/upload/ImageUploader';
import { errorMessage } from '~/lib/api';
import { API_PATH } from '~/lib/api-paths';
import { useHydrated } from '~/lib/hydrated';
import { useApi } from '~/lib/root-data';
import { Breadcrumb } from '~/ui/Breadcrumb';
import { useToast } from '~/ui/toast';
import { EMPTY_QUOTE, type QuoteValues, quoteBody, quoteChecks } from './checks';
import { FormPanel, InputField, SubmitButton, TextAreaField } from './fields';

/** SPEC.md section 4: a successful quote returns to the home page after 2 s. */
const QUOTE_TO_HOME_MS = 2000;

const MAX = QUOTE_MAX_LENGTH;

/** The shopper's own today, as the date input's earliest choice. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** /quotes: customer information, standard options, files and a remark (SPEC.md section 2). */
export function QuotePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApi();
  const hydrated = useHydrated();
  const [files, setFiles] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sent, setSent] = useState(false);
  const homeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(homeTimer.current), []);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<QuoteValues>({
    defaultValues: EMPTY_QUOTE,
    resolver: orderedResolver(() =>
      quoteChecks({
        name: t('forms.quote.required.name'),
        email: t('forms.quote.required.email'),
        content: t('forms.quote.required.content'),
        quantity: t('forms.quote.quantityInvalid', { max: QUOTE_MAX_QTY.toLocaleString() }),
      }),
    ),
  });

  const onInvalid = (invalid: FieldErrors<QuoteValues>) => {
    const message = reportedMessage(invalid);
    if (message) toast('warning', message);
  };

  const onValid = async (values: QuoteValues) => {
    if (uploading) {
      toast('warning', t('forms.upload.wait'));
      return;
    }
    try {
      const answer = await client.submitJson<OutputOf<typeof api.addQuote>>(
        API_PATH.addQuote,
        quoteBody(values, files),
      );
      toast('success', answer.msg);
      setSent(true);
      homeTimer.current = window.setTimeout(() => window.location.assign('/'), QUOTE_TO_HOME_MS);
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
    }
  };

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

        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="mt-8 grid gap-6">
          <div className="grid gap-6 lg:grid-cols-2">
            <FormPanel title={t('forms.quote.customer')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <InputField
                  {...register('appellation')}
                  label={t('forms.quote.name')}
                  required
                  invalid={!!errors.appellation}
                  maxLength={MAX.appellation}
                  autoComplete="name"
                />
                <InputField
                  {...register('email')}
                  label={t('forms.quote.email')}
                  required
                  invalid={!!errors.email}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  maxLength={MAX.email}
                />
                <InputField
                  {...register('companyName')}
                  label={t('forms.quote.company')}
                  maxLength={MAX.companyName}
                  autoComplete="organization"
                />
                <InputField
                  {...register('mobile')}
                  label={t('forms.quote.phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  maxLength={MAX.mobile}
                />
              </div>
            </FormPanel>

            <FormPanel title={t('forms.quote.options')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <InputField
                  {...register('productName')}
                  label={t('forms.quote.productName')}
                  placeholder={t('forms.quote.productPlaceholder')}
                  maxLength={MAX.productName}
                  className="sm:col-span-2"
                />
                <InputField
                  {...register('qty')}
                  label={t('forms.quote.quantity')}
                  invalid={!!errors.qty}
                  inputMode="numeric"
                  maxLength={9}
                />
                <InputField
                  {...register('daterequirements')}
                  label={t('forms.quote.date')}
                  type="date"
                  min={hydrated ? localToday() : undefined}
                />
                <InputField
                  {...register('material')}
                  label={t('forms.quote.material')}
                  placeholder={t('forms.quote.materialPlaceholder')}
                  maxLength={MAX.material}
                />
                <InputField
                  {...register('processing')}
                  label={t('forms.quote.processing')}
                  placeholder={t('forms.quote.processingPlaceholder')}
                  maxLength={MAX.processing}
                />
              </div>
            </FormPanel>
          </div>

          <FormPanel>
            <div className="grid gap-6">
              <ImageUploader
                files={files}
                onFilesChange={setFiles}
                onBusyChange={setUploading}
                label={t('forms.quote.files')}
                hint={t('forms.quote.filesHint')}
              />
              <TextAreaField
                {...register('content')}
                label={t('forms.quote.remark')}
                required
                invalid={!!errors.content}
                placeholder={t('forms.quote.remarkPlaceholder')}
                maxLength={MAX.content}
                rows={6}
              />
              <div>
                <SubmitButton disabled={isSubmitting || sent} className="w-full sm:w-auto">
                  {isSubmitting ? t('forms.quote.submitting') : t('forms.quote.submit')}
                </SubmitButton>
              </div>
            </div>
          </FormPanel>
        </form>
      </div>
    </div>
  );
}

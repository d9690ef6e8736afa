import { type api, CONTACT_MAX_LENGTH } from '@printshop/contract';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orderedResolver, reportedMessage } from '~/features/account/ordered-form';
import { errorMessage } from '~/lib/api';
import { API_PATH } from '~/lib/api-paths';
import { useApi } from '~/lib/root-data';
import { Breadcrumb } from '~/ui/Breadcrumb';
import { Img } from '~/ui/Img';
import { Prose } from '~/ui/Prose';
import { useToast } from '~/ui/toast';
import { type ContactValues, contactChecks, EMPTY_CONTACT } from './checks';
import { FormPanel, InputField, SubmitButton, TextAreaField } from './fields';

const MAX = CONTACT_MAX_LENGTH;

function ContactForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApi();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    defaultValues: EMPTY_CONTACT,
    resolver: orderedResolver(() =>
      contactChecks({
        name: t('forms.contact.required.name'),
        mobile: t('forms.contact.required.mobile'),
        email: t('forms.contact.required.email'),
        content: t('forms.contact.required.content'),
      }),
    ),
  });

  const onInvalid = (invalid: FieldErrors<ContactValues>) => {
    const message = reportedMessage(invalid);
    if (message) toast('warning', message);
  };

  const onValid = async (values: ContactValues) => {
    try {
      const answer = await client.submitJson<null>(API_PATH.addSuggestion, {
        name: values.name.trim(),
        mobile: values.mobile.trim(),
        companyname: values.companyname.trim(),
        email: values.email.trim(),
        content: values.content.trim(),
      });
      toast('success', answer.msg);
      reset(EMPTY_CONTACT);
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
    }
  };

  return (
    <FormPanel>
      <h2 id="contact-form-heading" className="text-xl font-bold tracking-tight">
        {t('forms.contact.formHeading')}
      </h2>
      <p className="mt-1 text-sm text-navy/70">{t('forms.contact.formIntro')}</p>
      <form
        noValidate
        aria-labelledby="contact-form-heading"
        onSubmit={handleSubmit(onValid, onInvalid)}
        className="mt-5 grid gap-4"
      >
        <InputField
          {...register('name')}
          label={t('forms.contact.name')}
          required
          invalid={!!errors.name}
          maxLength={MAX.name}
          autoComplete="name"
        />
        <InputField
          {...register('mobile')}
          label={t('forms.contact.phone')}
          required
          invalid={!!errors.mobile}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('forms.contact.phonePlaceholder')}
          maxLength={MAX.mobile}
        />
        <InputField
          {...register('companyname')}
          label={t('forms.contact.company')}
          optional
          maxLength={MAX.companyname}
          autoComplete="organization"
        />
        <InputField
          {...register('email')}
          label={t('forms.contact.email')}
          required
          invalid={!!errors.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={MAX.email}
        />
        <TextAreaField
          {...register('content')}
          label={t('forms.contact.message')}
          required
          invalid={!!errors.content}
          placeholder={t('forms.contact.messagePlaceholder')}
          maxLength={MAX.content}
        />
        <SubmitButton disabled={isSubmitting} className="w-full">
          {isSubmitting ? t('forms.contact.submitting') : t('forms.contact.submit')}
        </SubmitButton>
      </form>
    </FormPanel>
  );
}

/** /contact-us: article 11 (how to reach the shop) beside the contact form. */
export function ContactPage({ article }: { article: api.Article | null }) {
  const { t } = useTranslation();
  const title = article?.title || t('forms.contact.title');
  return (
    <div className="mx-auto max-w-6xl px-4 pt-5 pb-14 sm:px-6">
      <Breadcrumb trail={[{ label: title }]} />
      <div className="mt-6 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <article className="min-w-0">
          <header className="grid gap-3">
            <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
            {article?.subheading ? (
              <p className="text-lg leading-relaxed text-navy/75">{article.subheading}</p>
            ) : null}
          </header>
          {article?.img ? (
            <Img
              src={article.img}
              alt=""
              width={1200}
              height={600}
              sizes="(min-width: 1024px) 640px, 100vw"
              className="mt-8 aspect-[2/1] w-full rounded-3xl bg-sand object-cover"
            />
          ) : null}
          {article?.content ? <Prose html={article.content} className="mt-8" /> : null}
        </article>
        <div className="lg:sticky lg:top-6">
          <ContactForm />
        </div>
      </div>
    </div>
  );
}

import { type api, CONTACT_MAX_LENGTH } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { useApi } from '~/lib/root-data';
import { Breadcrumb } from '~/ui/Breadcrumb';
import { InputField, PrimaryButton, TextAreaField } from '~/ui/form-fields';
import { Img } from '~/ui/Img';
import { EMAIL_INPUT, PHONE_INPUT } from '~/ui/input-kinds';
import { Panel } from '~/ui/Panel';
import { Prose } from '~/ui/Prose';
import { useToast } from '~/ui/toast';
import { useOrderedForm } from '~/ui/use-ordered-form';
import { type ContactValues, contactBody, contactChecks, EMPTY_CONTACT } from './checks';

const MAX = CONTACT_MAX_LENGTH;

function ContactForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApi();
  const { form, field, onSubmit, submitting, busy } = useOrderedForm<ContactValues>({
    defaultValues: EMPTY_CONTACT,
    checks: () =>
      contactChecks({
        name: t('forms.contact.required.name'),
        mobile: t('forms.contact.required.mobile'),
        email: t('forms.contact.required.email'),
        content: t('forms.contact.required.content'),
      }),
    send: async (values) => {
      const { msg } = await client.callWithMsg('addSuggestion', contactBody(values));
      toast('success', msg);
      form.reset(EMPTY_CONTACT);
    },
  });

  return (
    <Panel>
      <h2 id="contact-form-heading" className="text-xl font-bold tracking-tight">
        {t('forms.contact.formHeading')}
      </h2>
      <p className="mt-1 text-sm text-navy/70">{t('forms.contact.formIntro')}</p>
      <form noValidate aria-labelledby="contact-form-heading" onSubmit={onSubmit} className="mt-5 grid gap-4">
        <InputField
          {...field('name')}
          label={t('forms.contact.name')}
          required
          maxLength={MAX.name}
          autoComplete="name"
        />
        <InputField
          {...field('mobile')}
          label={t('forms.contact.phone')}
          required
          {...PHONE_INPUT}
          placeholder={t('forms.contact.phonePlaceholder')}
          maxLength={MAX.mobile}
        />
        <InputField
          {...form.register('companyname')}
          label={t('forms.contact.company')}
          optional
          maxLength={MAX.companyname}
          autoComplete="organization"
        />
        <InputField
          {...field('email')}
          label={t('forms.contact.email')}
          required
          {...EMAIL_INPUT}
          maxLength={MAX.email}
        />
        <TextAreaField
          {...field('content')}
          label={t('forms.contact.message')}
          required
          placeholder={t('forms.contact.messagePlaceholder')}
          maxLength={MAX.content}
        />
        <PrimaryButton disabled={busy} className="w-full">
          {submitting ? t('forms.contact.submitting') : t('forms.contact.submit')}
        </PrimaryButton>
      </form>
    </Panel>
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

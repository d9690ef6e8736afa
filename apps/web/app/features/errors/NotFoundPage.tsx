import { SearchForm } from '~/features/search/SearchForm';
import { useTranslation } from '~/i18n/use-translation';

/** The 404 page: what happened, a search box and the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-5 px-4 py-20 text-center sm:px-6">
      <p aria-hidden="true" className="text-8xl font-black tracking-tighter text-coral">
        {t('notFound.code')}
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="max-w-lg text-navy/75">{t('notFound.body')}</p>
      <SearchForm label={t('notFound.searchLabel')} className="w-full max-w-md" />
      <a
        href="/"
        className="inline-flex h-11 items-center rounded-full border border-navy/20 px-6 font-semibold hover:bg-sand"
      >
        {t('notFound.home')}
      </a>
    </section>
  );
}

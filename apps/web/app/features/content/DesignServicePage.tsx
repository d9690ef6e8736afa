import type { api, OutputOf } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { Breadcrumb } from '~/ui/Breadcrumb';
import { Img } from '~/ui/Img';
import { Prose } from '~/ui/Prose';

type DesignArticle = OutputOf<typeof api.designServiceContent>[number];

export function DesignServicePage({ articles }: { articles: DesignArticle[] }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 pt-5 pb-14 sm:px-6">
      <Breadcrumb trail={[{ label: t('storefront.designService.title') }]} />
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t('storefront.designService.title')}
      </h1>
      <div className="mt-8 grid gap-8">
        {articles.map((article, index) => (
          <section
            key={article.id}
            aria-labelledby={`design-${article.id}`}
            className="rounded-3xl border border-navy/10 bg-white p-6 sm:p-8"
          >
            <h2 id={`design-${article.id}`} className="text-2xl font-bold tracking-tight">
              {article.title}
            </h2>
            {article.subheading ? (
              <p className="mt-2 text-lg leading-relaxed text-navy/75">{article.subheading}</p>
            ) : null}
            {article.img ? (
              <Img
                src={article.img}
                alt=""
                width={1200}
                height={675}
                sizes="(min-width: 900px) 830px, 100vw"
                priority={index === 0}
                className="mt-6 aspect-video w-full rounded-2xl bg-sand object-cover"
              />
            ) : null}
            <Prose html={article.content} className="mt-6" />
          </section>
        ))}
      </div>
    </div>
  );
}

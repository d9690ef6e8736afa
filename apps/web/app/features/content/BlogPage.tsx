import { type api, PAGE_SIZE } from '@printshop/contract';
import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { blogPostHref } from '~/lib/links';
import { useApi } from '~/lib/root-data';
import { Breadcrumb } from '~/ui/Breadcrumb';
import { Img } from '~/ui/Img';
import { useToast } from '~/ui/toast';

/** The blog filtered to one category, or every post. */
export function blogHref(type: number | null): string {
  return type === null ? '/blog' : `/blog?type=${type}`;
}

function PostCard({ post, priority }: { post: api.BlogPage['list'][number]; priority: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-navy/10 bg-white transition-shadow hover:shadow-lg">
      <Img
        src={post.img}
        alt=""
        width={800}
        height={450}
        sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="aspect-video w-full bg-sand object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <ul className="flex flex-wrap gap-1.5">
          {post.typenames.map((name) => (
            <li
              key={name}
              className="rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-semibold text-teal-800"
            >
              {name}
            </li>
          ))}
        </ul>
        <h2 className="text-lg leading-snug font-bold">
          {/* The link covers the card, so the whole card opens the post. */}
          <a href={blogPostHref(post.id)} className="after:absolute after:inset-0 group-hover:text-coral-700">
            {post.title}
          </a>
        </h2>
        <p className="text-sm leading-relaxed text-navy/75">{post.subheading}</p>
      </div>
    </article>
  );
}

interface BlogPageProps {
  /** The first page, rendered by the server. */
  first: api.BlogPage;
  type: number | null;
}

/**
 * The printing-knowledge posts. The category filter is a set of links (each filtered list is a
 * page of its own, first page rendered by the server); Load more fetches the following pages.
 */
export function BlogPage({ first, type }: BlogPageProps) {
  const { t } = useTranslation();
  const browserApi = useApi();
  const toast = useToast();
  const [posts, setPosts] = useState(first.list);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const pages = Math.ceil(first.total / PAGE_SIZE.blog);

  async function loadMore() {
    const next = page + 1;
    if (next > pages) return;
    setLoading(true);
    try {
      const paging = { pagesize: next, pagenum: PAGE_SIZE.blog };
      const data =
        type === null
          ? await browserApi.call('blogList', paging)
          : await browserApi.call('blogListByType', { type, ...paging });
      setPosts((shown) => [
        ...shown,
        ...data.list.filter((post) => !shown.some((old) => old.id === post.id)),
      ]);
      setPage(next);
    } catch (error) {
      toast('error', errorMessage(error, t('storefront.common.loadFailed')));
    } finally {
      setLoading(false);
    }
  }

  const filters = [{ id: null, title: t('storefront.blog.all') }, ...first.typeVoList];

  return (
    <div className="mx-auto max-w-7xl px-4 pt-5 pb-14 sm:px-6">
      <Breadcrumb trail={[{ label: t('storefront.blog.title') }]} />
      <header className="mt-6 grid max-w-3xl gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('storefront.blog.title')}</h1>
        <p className="leading-relaxed text-navy/75 sm:text-lg">{t('storefront.blog.intro')}</p>
      </header>

      <nav aria-label={t('storefront.blog.filterLabel')} className="mt-6">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0">
          {filters.map((filter) => (
            <li key={filter.id ?? 'all'} className="shrink-0">
              <a
                href={blogHref(filter.id)}
                aria-current={filter.id === type ? 'page' : undefined}
                className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${
                  filter.id === type
                    ? 'border-navy bg-navy text-white'
                    : 'border-navy/15 bg-white hover:border-navy hover:bg-sand'
                }`}
              >
                {filter.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {posts.length > 0 ? (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} priority={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-2xl bg-sand p-8 text-center text-navy/75">{t('storefront.blog.empty')}</p>
      )}

      {posts.length > 0 ? (
        <div className="mt-10 flex justify-center" aria-live="polite">
          {page < pages ? (
            <button
              type="button"
              onClick={loadMore}
              disabled={loading}
              className="inline-flex h-12 items-center rounded-full bg-navy px-8 font-semibold text-white hover:bg-navy-700 disabled:opacity-60"
            >
              {loading ? t('storefront.blog.loading') : t('storefront.blog.loadMore')}
            </button>
          ) : (
            <p className="text-sm text-navy/60">{t('storefront.blog.noMore')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}

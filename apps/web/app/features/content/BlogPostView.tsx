import type { api } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { ArticleView } from './ArticleView';

/** A blog post, under a trail back to the blog. */
export function BlogPostView({ post }: { post: api.BlogPost }) {
  const { t } = useTranslation();
  return (
    <ArticleView
      trail={[{ label: t('storefront.blog.title'), href: '/blog' }]}
      title={post.title}
      subheading={post.subheading}
      img={post.img || null}
      content={post.content}
      publishedAt={post.publishedAt}
    />
  );
}

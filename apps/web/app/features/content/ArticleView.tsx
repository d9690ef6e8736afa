import { formatDate } from '~/lib/dates';
import { useRootData } from '~/lib/root-data';
import { Breadcrumb, type Crumb } from '~/ui/Breadcrumb';
import { Img } from '~/ui/Img';
import { Prose } from '~/ui/Prose';

interface ArticleViewProps {
  /** The crumbs after Home; the article itself is added as the last. */
  trail?: Crumb[];
  title: string;
  subheading: string;
  img: string | null;
  content: string;
  publishedAt?: string;
}

/** An article, a blog post: breadcrumb, title, subheading, optional banner and the HTML. */
export function ArticleView({ trail = [], title, subheading, img, content, publishedAt }: ArticleViewProps) {
  const { lang } = useRootData();
  return (
    <article className="mx-auto max-w-3xl px-4 pt-5 pb-14 sm:px-6">
      <Breadcrumb trail={[...trail, { label: title }]} />
      <header className="mt-6 grid gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {subheading ? <p className="text-lg leading-relaxed text-navy/75">{subheading}</p> : null}
        {publishedAt ? (
          <p className="text-sm text-navy/60">
            <time dateTime={publishedAt}>{formatDate(publishedAt, lang)}</time>
          </p>
        ) : null}
      </header>
      {img ? (
        <Img
          src={img}
          alt=""
          width={1200}
          height={675}
          sizes="(min-width: 800px) 752px, 100vw"
          priority
          className="mt-8 aspect-video w-full rounded-3xl bg-sand object-cover"
        />
      ) : null}
      <Prose html={content} className="mt-8" />
    </article>
  );
}

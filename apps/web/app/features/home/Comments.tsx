import type { api } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/lib/dates';
import { useRootData } from '~/lib/root-data';
import { Carousel } from '~/ui/Carousel';
import { Img } from '~/ui/Img';
import { Stars } from '~/ui/Stars';

/** docs/product.md#constants: desktop shows the first three comments. */
const DESKTOP_COUNT = 3;

type Comment = api.ActivityData['evaluationItems'][number];

function CommentCard({ comment }: { comment: Comment }) {
  const { lang } = useRootData();
  return (
    <figure className="flex h-full flex-col gap-4 rounded-3xl border border-navy/10 bg-white p-6">
      <Stars rating={comment.fraction} className="text-lg" />
      <blockquote className="grid gap-2">
        <p className="font-bold">{comment.title}</p>
        <p className="text-sm leading-relaxed text-navy/80">{comment.content}</p>
      </blockquote>
      <figcaption className="mt-auto flex items-center gap-3">
        {comment.img ? (
          <Img
            src={comment.img}
            alt=""
            width={160}
            height={160}
            sizes="44px"
            className="size-11 rounded-full bg-sand object-cover"
          />
        ) : (
          // A comment without a picture: the author's initial in its place.
          <span aria-hidden="true" className="grid size-11 place-items-center rounded-full bg-sand font-bold">
            {comment.author.charAt(0)}
          </span>
        )}
        <span className="grid text-sm">
          <span className="font-semibold">{comment.author}</span>
          <time dateTime={comment.createTime} className="text-navy/70">
            {formatDate(comment.createTime, lang)}
          </time>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Customer comments: the first three side by side on desktop, all of them in a swipeable
 * carousel on phones. Phones are told apart by user agent, as the header's drawer is.
 */
export function Comments({ comments }: { comments: Comment[] }) {
  const { t } = useTranslation();
  const { mobile } = useRootData();
  if (comments.length === 0) return null;
  const title = t('storefront.home.comments');
  const heading = (
    <h2 id="comments-heading" className="text-2xl font-bold tracking-tight desktop:text-3xl">
      {title}
    </h2>
  );

  if (mobile) {
    return (
      <Carousel
        label={title}
        heading={heading}
        items={comments}
        // An owner may add two comments by one author on one day: their place tells them apart.
        itemKey={(comment, index) => `${index}-${comment.author}`}
        renderItem={(comment) => <CommentCard comment={comment} />}
        slideClassName="basis-full"
        className="mx-auto max-w-7xl px-4 py-10 sm:px-6"
      />
    );
  }
  return (
    <section aria-labelledby="comments-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="mb-6">{heading}</div>
      <ul className="grid gap-5 md:grid-cols-3">
        {comments.slice(0, DESKTOP_COUNT).map((comment, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: back-office texts without ids, fixed per page.
          <li key={index}>
            <CommentCard comment={comment} />
          </li>
        ))}
      </ul>
    </section>
  );
}

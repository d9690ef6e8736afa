import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { useAdminApi } from '../lib/use-admin-api';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { Thumbnail } from '../ui/ImageUpload';
import { ListDialogs } from '../ui/ListDialogs';
import { ListRows } from '../ui/ListRows';
import { ListSection } from '../ui/ListSection';
import { RowAction } from '../ui/RowAction';
import { useListEdits } from '../ui/use-list-edits';
import { CommentForm } from './CommentForm';

const authorOf = (comment: admin.AdminComment) => ({ author: comment.author });

/**
 * The customers' comments as the home page lists them, the newest first: who, when, the stars and
 * the title in the page's language; each changed or removed, and a new one added.
 */
export function CommentsSection({ comments }: { comments: admin.AdminComment[] }) {
  const texts = useAdminTexts().homeContent;
  const labels = texts.comments;
  const { lang } = useRootData();
  const { day } = useAdminTime();
  const client = useAdminApi();
  const edits = useListEdits<admin.AdminComment>();
  const { setEditing, setRemoving } = edits;

  return (
    <ListSection
      title={labels.title}
      hint={labels.hint}
      aside={
        <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing({})}>
          {labels.add}
        </button>
      }
      isEmpty={comments.length === 0}
      emptyText={labels.empty}
      list={
        <ListRows rows={comments} as="ul">
          {(comment) => {
            const author = authorOf(comment);
            return (
              <>
                {comment.img ? (
                  <Thumbnail path={comment.img} alt="" />
                ) : (
                  <span className="grid h-24 w-40 place-items-center rounded-md bg-sand/40 text-xs text-navy/60">
                    {labels.noPicture}
                  </span>
                )}
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium break-words">{comment.title[lang]}</span>
                  <span className="text-sm text-navy/70">
                    {comment.author} · {day(comment.date)} ·{' '}
                    {interpolate(labels.stars, { count: comment.stars })}
                  </span>
                </span>
                <span className="flex flex-wrap gap-1">
                  <RowAction
                    kind="change"
                    label={interpolate(labels.edit, author)}
                    onClick={() => setEditing({ record: comment })}
                  >
                    {texts.change}
                  </RowAction>
                  <RowAction
                    kind="remove"
                    label={interpolate(labels.remove, author)}
                    onClick={() => setRemoving(comment)}
                  >
                    {texts.remove}
                  </RowAction>
                </span>
              </>
            );
          }}
        </ListRows>
      }
    >
      <ListDialogs
        edits={edits}
        form={(comment, events) => <CommentForm comment={comment} {...events} />}
        removal={labels.delete}
        labelValues={authorOf}
        remove={(comment) => client.callWithMsg('adminCommentDelete', { id: comment.id })}
      />
    </ListSection>
  );
}

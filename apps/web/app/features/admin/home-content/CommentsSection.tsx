import type { admin } from '@printshop/contract';
import { useId } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { useAdminApi } from '../lib/use-admin-api';
import { AdminSection } from '../ui/AdminSection';
import { ROW_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { Thumbnail } from '../ui/ImageUpload';
import { CommentForm } from './CommentForm';
import { ContentDialog } from './ContentDialog';
import { RemoveDialog } from './RemoveDialog';
import { useContentEdits } from './use-content-edits';

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
  const headingId = useId();
  const formTitleId = useId();
  const { editing, setEditing, removing, setRemoving, done } = useContentEdits<admin.AdminComment>();

  return (
    <AdminSection
      id={headingId}
      title={labels.title}
      aside={
        <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing({})}>
          {labels.add}
        </button>
      }
    >
      <p className="text-sm text-navy/70">{labels.hint}</p>
      {comments.length === 0 ? (
        <p className="rounded-xl border border-dashed border-navy/20 p-6 text-center text-navy/70">
          {labels.empty}
        </p>
      ) : (
        <ul className="grid gap-2">
          {comments.map((comment) => {
            const author = { author: comment.author };
            return (
              <li
                key={comment.id}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-navy/10 p-2"
              >
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
                  <button
                    type="button"
                    className={`${ROW_BUTTON} text-teal-800`}
                    onClick={() => setEditing({ record: comment })}
                    aria-label={interpolate(labels.edit, author)}
                  >
                    {texts.change}
                  </button>
                  <button
                    type="button"
                    className={`${ROW_BUTTON} text-coral-800`}
                    onClick={() => setRemoving(comment)}
                    aria-label={interpolate(labels.remove, author)}
                  >
                    {texts.remove}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <ContentDialog
        open={editing !== null}
        titleId={formTitleId}
        onClose={() => setEditing(null)}
        onSaved={done}
      >
        {(form) => <CommentForm comment={editing?.record} {...form} />}
      </ContentDialog>
      <RemoveDialog
        open={removing !== null}
        title={interpolate(labels.delete.title, { author: removing?.author ?? '' })}
        body={labels.delete.body}
        confirm={labels.delete.confirm}
        remove={() => client.callWithMsg('adminCommentDelete', { id: removing!.id })}
        onClose={() => setRemoving(null)}
        onRemoved={done}
      />
    </AdminSection>
  );
}

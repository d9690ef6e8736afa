import { admin, LANGS } from '@printshop/contract';
import { Controller } from 'react-hook-form';
import { interpolate } from '~/lib/interpolate';
import { DialogForm } from '~/ui/DialogForm';
import { SelectField, TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { shopToday } from '../lib/admin-time';
import { useStaffMember } from '../shell/staff-member';
import { type StaffFormProps, useStaffForm } from '../staff/use-staff-form';
import { BilingualGroup } from '../ui/BilingualGroup';
import { BilingualTextFields } from '../ui/BilingualTextFields';
import { ImageField } from '../ui/ImageField';
import { SubmitButton } from '../ui/SubmitButton';
import { FormTextArea } from './FormTextArea';
import {
  type CommentValues,
  changesComment,
  commentChecks,
  commentInput,
  commentValuesOf,
  inLanguage,
  newCommentValues,
} from './home-content-form';

interface CommentFormProps extends StaffFormProps {
  /** The comment to change; none for a new one. */
  comment?: admin.AdminComment;
}

const LIMITS = admin.HOME_CONTENT_LIMITS;
const STARS = Array.from({ length: LIMITS.stars + 1 }, (_, count) => LIMITS.stars - count);

/**
 * A customer's comment: who wrote it and when, its stars, its title and text in English and in
 * Chinese side by side, and an optional picture; empty to add one or filled to change one.
 */
export function CommentForm({ comment, titleId, onClose, ...events }: CommentFormProps) {
  const allTexts = useAdminTexts();
  const texts = allTexts.homeContent;
  const labels = texts.comments.form;
  const { timeZone } = useStaffMember();
  const { form, field, onSubmit, busy } = useStaffForm<CommentValues>({
    defaultValues: comment ? commentValuesOf(comment) : newCommentValues(shopToday(timeZone)),
    checks: () => commentChecks(texts, allTexts.settings.languages),
    save: (client, values) => {
      const input = commentInput(values);
      if (!comment) return client.callWithMsg('adminCommentCreate', input);
      if (!changesComment(comment, input)) return null;
      return client.callWithMsg('adminCommentUpdate', { ...input, id: comment.id });
    },
    events,
  });
  const label = (name: string, lang: (typeof LANGS)[number]) => inLanguage(allTexts.settings, name, lang);

  return (
    <DialogForm
      titleId={titleId}
      title={comment ? interpolate(labels.editTitle, { author: comment.author }) : labels.addTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      footer={
        <SubmitButton busy={busy} busyText={texts.saving}>
          {comment ? labels.save : labels.create}
        </SubmitButton>
      }
    >
      <div className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            {...field('author')}
            label={labels.author}
            maxLength={LIMITS.author}
            autoComplete="off"
          />
          <SelectField {...field('stars')} label={labels.stars}>
            {STARS.map((count) => (
              <option key={count} value={String(count)}>
                {interpolate(labels.starsOption, { count })}
              </option>
            ))}
          </SelectField>
          <TextField {...field('date')} label={labels.date} type="date" />
        </div>
        <BilingualTextFields
          legend={labels.commentTitle}
          field={(lang) => field(`title.${lang}`)}
          label={(lang) => label(labels.commentTitle, lang)}
          maxLength={LIMITS.commentTitle}
        />
        <BilingualGroup legend={labels.body}>
          {LANGS.map((lang) => (
            <FormTextArea
              key={lang}
              control={form.control}
              name={`body.${lang}`}
              label={label(labels.body, lang)}
              lang={lang}
              max={LIMITS.commentBody}
            />
          ))}
        </BilingualGroup>
        <div className="grid gap-1.5">
          <Controller
            control={form.control}
            name="img"
            render={({ field: { value, onChange } }) => (
              <ImageField label={labels.picture} value={value} onChange={onChange} />
            )}
          />
          <p className="text-xs text-navy/70">{labels.pictureHint}</p>
        </div>
      </div>
    </DialogForm>
  );
}

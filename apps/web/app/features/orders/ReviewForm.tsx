import { type api, REVIEW_LIMITS } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { useApi } from '~/lib/root-data';
import { InputField, PrimaryButton, TextAreaField } from '~/ui/form-fields';
import { useToast } from '~/ui/toast';
import { useOrderedForm } from '~/ui/use-ordered-form';
import { EMPTY_REVIEW, type ReviewValues, reviewChecks, reviewInput } from './review-form';
import { StarChoice } from './StarChoice';

interface ReviewFormProps {
  itemId: number;
  /** The review as posted, to show in the form's place. */
  onPosted: (review: api.Review) => void;
}

/** Stars, a title and a text, checked in that order; posted in the page's language. */
export function ReviewForm({ itemId, onPosted }: ReviewFormProps) {
  const { t } = useTranslation();
  const client = useApi();
  const toast = useToast();
  const { form, field, onSubmit, submitting, busy } = useOrderedForm<ReviewValues>({
    defaultValues: EMPTY_REVIEW,
    checks: () =>
      reviewChecks({
        starsRequired: t('ordersPage.review.starsRequired'),
        headlineRequired: t('ordersPage.review.headlineRequired'),
        textRequired: t('ordersPage.review.textRequired'),
      }),
    send: async (values) => {
      const { data, msg } = await client.callWithMsg('addReview', reviewInput(itemId, values));
      toast('success', msg);
      onPosted(data);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <StarChoice field={field('fraction')} chosen={form.watch('fraction')} />
      <InputField
        {...field('title')}
        label={t('ordersPage.review.headline')}
        required
        maxLength={REVIEW_LIMITS.title}
        placeholder={t('ordersPage.review.headlinePlaceholder')}
      />
      <TextAreaField
        {...field('content')}
        label={t('ordersPage.review.text')}
        required
        maxLength={REVIEW_LIMITS.content}
        placeholder={t('ordersPage.review.textPlaceholder')}
      />
      <PrimaryButton disabled={busy} className="justify-self-start max-sm:w-full">
        {submitting ? t('ordersPage.review.sending') : t('ordersPage.review.send')}
      </PrimaryButton>
    </form>
  );
}

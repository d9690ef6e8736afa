import { ARTWORK_GUIDE_ARTICLE } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { articleHref } from '~/lib/links';
import { CloseIcon } from '~/ui/icons';
import { DesignFileLink } from './DesignFileLink';
import { PreflightVerdict } from './PreflightVerdict';
import type { UploadAnswer } from './upload-request';

interface UploadedDesignProps {
  url: string;
  /** From 1, as the shopper counts them. */
  number: number;
  /** The upload's answer, when this page made the upload; a file the page was given has none. */
  answer?: UploadAnswer;
  onRemove: () => void;
}

/**
 * One uploaded design: its preview with a delete button, and what its preflight found. A file
 * that fails stays: it can still be ordered, and the shopper is told why it may print badly.
 */
export function UploadedDesign({ url, number, answer, onRemove }: UploadedDesignProps) {
  const { t } = useTranslation();
  const status = answer?.preflight.status;
  return (
    <li className="grid min-w-0 content-start gap-2">
      <div className="relative">
        <DesignFileLink
          url={url}
          preview={answer?.preview}
          name={t('forms.upload.image', { number })}
          className="block"
          imageClassName="aspect-square w-full rounded-lg border border-navy/10 bg-sand object-contain"
        />
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('forms.upload.remove', { number })}
          className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-navy text-white shadow-md ring-2 ring-white hover:bg-coral-700"
        >
          <CloseIcon width={14} height={14} />
        </button>
      </div>
      {answer ? <PreflightVerdict preflight={answer.preflight} /> : null}
      {status === 'warn' || status === 'fail' ? (
        <p className="text-xs leading-snug">
          {status === 'fail' ? (
            <span className="block font-semibold text-coral-800">{t('forms.upload.failWarning')}</span>
          ) : null}
          <a
            href={articleHref(ARTWORK_GUIDE_ARTICLE)}
            target="_blank"
            rel="noopener"
            className="font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-700"
          >
            {t('forms.upload.guide')}
            <span className="sr-only"> {t('forms.upload.opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
    </li>
  );
}

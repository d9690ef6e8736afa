import type { Preflight, PreflightStatus } from '@printshop/contract';
import { type ComponentType, useId, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { AlertIcon, CheckCircleIcon, type IconProps } from '~/ui/icons';
import { CrossCircleIcon } from './icons';

/** Never colour alone: each status has its own icon and word too. */
const LOOK: Record<PreflightStatus, { Icon: ComponentType<IconProps>; mark: string; icon: string }> = {
  pass: { Icon: CheckCircleIcon, mark: 'bg-teal-100 text-teal-800', icon: 'text-teal-700' },
  warn: { Icon: AlertIcon, mark: 'bg-amber-100 text-amber-900', icon: 'text-amber-700' },
  fail: { Icon: CrossCircleIcon, mark: 'bg-coral-100 text-coral-800', icon: 'text-coral-700' },
};

/**
 * A file's preflight (docs/preflight.md): a mark with the worst status, then each check's
 * message with its own status. Shown to the shopper under the thumbnail and to staff in file
 * review; nothing when nothing was checked, as "print-ready" would then be a promise. On a
 * phone, where a thumbnail's column is narrow, the checks that passed fold away behind a button
 * while the ones that need attention stay in sight.
 */
export function PreflightVerdict({ preflight }: { preflight: Preflight }) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const { checks, status } = preflight;
  if (checks.length === 0) return null;
  const { Icon, mark } = LOOK[status];
  const folds = checks.length > 1 && checks.some((check) => check.status === 'pass');
  return (
    <div className="grid gap-1.5 text-xs">
      <p
        className={`inline-flex items-center gap-1 justify-self-start rounded-full px-2 py-0.5 font-bold ${mark}`}
      >
        <Icon width={14} height={14} />
        {t(`forms.preflight.${status}`)}
      </p>
      <ul id={listId} className="grid gap-1">
        {checks.map((check) => {
          const look = LOOK[check.status];
          const hidden = folds && !open && check.status === 'pass';
          return (
            <li key={check.code} className={`flex gap-1.5 leading-snug ${hidden ? 'max-sm:hidden' : ''}`}>
              <look.Icon width={14} height={14} className={`mt-px shrink-0 ${look.icon}`} />
              <span className="min-w-0 break-words">
                <span className="sr-only">{t(`forms.preflight.${check.status}`)}: </span>
                {check.message}
              </span>
            </li>
          );
        })}
      </ul>
      {folds ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((shown) => !shown)}
          className="justify-self-start font-semibold text-teal-800 underline underline-offset-2 sm:hidden"
        >
          {open ? t('forms.preflight.hideChecks') : t('forms.preflight.showChecks', { count: checks.length })}
        </button>
      ) : null}
    </div>
  );
}

import { CODE } from '@printshop/contract';
import { Link, useRevalidator, useRouteError } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { ApiError, errorMessage } from '~/lib/api';
import { useAdminTexts } from '../i18n/admin-texts';

/** What a screen that looks a record up says when the record is not there, and where to go instead. */
interface MissingRecord {
  title: string;
  hint: string;
  back: { to: string; label: string };
}

const LINK = 'rounded-lg px-3 py-1.5 font-semibold underline';

function Refusal({ title, hint, back }: MissingRecord) {
  return (
    <div role="alert" className="grid max-w-xl justify-items-start gap-3 rounded-xl bg-coral-100 p-5 text-sm">
      <h1 className="text-base font-semibold">{title}</h1>
      <p>{hint}</p>
      <Link to={back.to} className={LINK}>
        {back.label}
      </Link>
    </div>
  );
}

/**
 * A screen whose data did not load, inside the back office's frame. A role that may not open it
 * (403) and, given `missing`, a record that is not there (404, or an id the API refuses) are
 * final: the screen says so with a way back, and trying again would change nothing. Anything
 * else shows the server's reason, a retry and the way home.
 */
export function ScreenError({ missing }: { missing?: MissingRecord }) {
  const texts = useAdminTexts();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const error = useRouteError();
  const labels = texts.screenError;
  const code = error instanceof ApiError ? error.code : undefined;
  const home = { to: '/admin', label: labels.home };
  if (code === CODE.forbidden)
    return <Refusal title={labels.forbidden} hint={labels.forbiddenHint} back={home} />;
  if (missing && (code === CODE.notFound || code === CODE.badRequest)) return <Refusal {...missing} />;
  return (
    <div role="alert" className="grid max-w-xl justify-items-start gap-3 rounded-xl bg-coral-100 p-5 text-sm">
      <p className="text-base font-semibold">{labels.title}</p>
      <p>{errorMessage(error, t('api.unreachable'))}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => revalidator.revalidate()}
          className="rounded-lg border border-navy/20 bg-white px-3 py-1.5 font-semibold hover:bg-sand"
        >
          {labels.retry}
        </button>
        <Link to={home.to} className={LINK}>
          {home.label}
        </Link>
      </div>
    </div>
  );
}

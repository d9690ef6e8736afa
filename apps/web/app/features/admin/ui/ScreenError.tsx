import { useTranslation } from 'react-i18next';
import { Link, useRevalidator, useRouteError } from 'react-router';
import { errorMessage } from '~/lib/api';
import { useAdminTexts } from '../i18n/admin-texts';

/**
 * A screen whose data did not load, inside the back office's frame: the server's reason (an
 * order that does not exist, a role that may not open the screen), a retry and the way home.
 */
export function ScreenError() {
  const texts = useAdminTexts();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const error = useRouteError();
  return (
    <div role="alert" className="grid max-w-xl justify-items-start gap-3 rounded-xl bg-coral-100 p-5 text-sm">
      <p className="text-base font-semibold">{texts.screenError.title}</p>
      <p>{errorMessage(error, t('api.unreachable'))}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => revalidator.revalidate()}
          className="rounded-lg border border-navy/20 bg-white px-3 py-1.5 font-semibold hover:bg-sand"
        >
          {texts.screenError.retry}
        </button>
        <Link to="/admin" className="rounded-lg px-3 py-1.5 font-semibold underline">
          {texts.screenError.home}
        </Link>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { BAR_BUTTON } from '../ui/buttons';

/**
 * Ends the staff session, then shows the log-in. The cookie is httpOnly, so only the server can
 * end it: when the call fails the person stays, told why, rather than believe they left.
 */
export function LogoutButton() {
  const texts = useAdminTexts();
  const { t } = useTranslation();
  const client = useAdminApi();
  const navigate = useNavigate();
  const toast = useToast();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    try {
      await client.call('adminLogout');
      navigate('/admin/login', { replace: true });
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
      setLeaving(false);
    }
  }

  return (
    <button
      type="button"
      onClick={logout}
      disabled={leaving}
      className={`${BAR_BUTTON} disabled:cursor-wait disabled:opacity-70`}
    >
      {leaving ? texts.shell.loggingOut : texts.shell.logout}
    </button>
  );
}

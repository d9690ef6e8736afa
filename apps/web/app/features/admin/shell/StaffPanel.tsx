import { admin } from '@printshop/contract';
import { ChangePasswordButton } from '../account/ChangePasswordButton';
import { NoticesButton } from '../account/NoticesButton';
import { useAdminTexts } from '../i18n/admin-texts';
import { AdminLanguageSwitch } from './AdminLanguageSwitch';
import { LogoutButton } from './LogoutButton';

/**
 * Who is logged in and with which role, their password change, the mails they get (when their role
 * is offered any), the language switch and the log-out.
 */
export function StaffPanel({ member }: { member: admin.StaffMember }) {
  const texts = useAdminTexts();
  return (
    <section aria-label={texts.shell.loggedIn} className="grid gap-3 border-t border-white/10 pt-4">
      <p className="grid min-w-0 text-sm">
        <span className="truncate font-semibold text-white">{member.name}</span>
        <span className="text-white/70">{texts.roles[member.role]}</span>
      </p>
      {/* A block of its own, so the grid does not stretch the buttons across the bar. */}
      <div className="flex flex-wrap gap-2">
        <ChangePasswordButton />
        {admin.noticesOf(member.role).length > 0 ? <NoticesButton /> : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AdminLanguageSwitch />
        <LogoutButton />
      </div>
    </section>
  );
}

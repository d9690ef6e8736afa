import { Outlet } from 'react-router';
import { AccountShell } from '~/features/account/AccountShell';

/** The account pages share their menu and the login check. */
export default function AccountLayout() {
  return (
    <AccountShell>
      <Outlet />
    </AccountShell>
  );
}

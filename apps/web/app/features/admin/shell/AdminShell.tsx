import type { admin } from '@printshop/contract';
import { type ReactNode, useState } from 'react';
import { CloseIcon, MenuIcon } from '~/ui/icons';
import { useAdminTexts } from '../i18n/admin-texts';
import { AdminBrand } from './AdminBrand';
import { AdminNav } from './AdminNav';
import { StaffPanel } from './StaffPanel';
import { StaffMemberContext } from './staff-member';

const MENU_ID = 'admin-menu';

/**
 * The frame of every back-office screen: a dark side bar with the navigation and the staff
 * member, beside the screen. On a phone the bar becomes a top bar whose menu folds open.
 */
export function AdminShell({ member, children }: { member: admin.AdminMe; children: ReactNode }) {
  const texts = useAdminTexts();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <StaffMemberContext.Provider value={member}>
      {/* Staff and customers write words and links thousands of characters long: inherited by every
          screen, they wrap anywhere rather than widen the screen. */}
      <div className="min-h-dvh bg-sand/40 wrap-anywhere md:flex">
        <header className="bg-navy-900 text-white md:sticky md:top-0 md:flex md:h-dvh md:w-64 md:shrink-0 md:flex-col">
          <div className="flex h-14 items-center justify-between gap-3 px-4 md:h-16">
            <AdminBrand />
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => setMenuOpen((open) => !open)}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold hover:bg-white/10 md:hidden"
            >
              {menuOpen ? <CloseIcon width={20} height={20} /> : <MenuIcon width={20} height={20} />}
              {texts.shell.menu}
            </button>
          </div>
          <div
            id={MENU_ID}
            // A menu taller than the screen scrolls within the bar, its staff panel and language switch included.
            className={`${menuOpen ? 'flex' : 'hidden'} flex-col gap-4 px-3 pt-2 pb-4 md:flex md:min-h-0 md:flex-1 md:justify-between md:overflow-y-auto`}
          >
            <AdminNav role={member.role} onNavigate={() => setMenuOpen(false)} />
            <StaffPanel member={member} />
          </div>
        </header>
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 md:px-10 md:py-10">{children}</main>
      </div>
    </StaffMemberContext.Provider>
  );
}

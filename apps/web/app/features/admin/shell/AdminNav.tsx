import type { admin } from '@printshop/contract';
import { NavLink } from 'react-router';
import { useAdminTexts } from '../i18n/admin-texts';
import { navFor } from './nav-entries';

/** The screens the staff member's role may open; `onNavigate` closes the phone's menu. */
export function AdminNav({ role, onNavigate }: { role: admin.StaffRole; onNavigate: () => void }) {
  const texts = useAdminTexts();
  return (
    <nav aria-label={texts.shell.navLabel}>
      <ul className="grid gap-1">
        {navFor(role).map((entry) => (
          <li key={entry.path}>
            <NavLink
              to={entry.path}
              // The dashboard is every screen's parent path; only its own address marks it. Other
              // entries stay marked on their screens' own pages (an order under Orders).
              end={entry.path === '/admin'}
              onClick={onNavigate}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                  isActive ? 'bg-white text-navy' : 'text-white/80 hover:bg-white/10 hover:text-white'
                }`
              }
            >
              {texts.nav[entry.label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

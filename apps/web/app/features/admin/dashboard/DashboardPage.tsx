import type { ReactNode } from 'react';
import { useAdminTexts } from '../i18n/admin-texts';
import { useStaffMember } from '../shell/staff-member';
import { abilitiesOf } from './abilities';

/**
 * The back office's first screen: who is logged in and what their role lets them do, and under
 * the welcome the shop's figures (`summary`, from GET /api/admin/dashboard).
 */
export function DashboardPage({ summary }: { summary?: ReactNode }) {
  const texts = useAdminTexts();
  const member = useStaffMember();
  return (
    <div className="grid max-w-4xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{texts.dashboard.title}</h1>
      <section
        aria-labelledby="dashboard-welcome"
        className="grid gap-4 rounded-xl border border-navy/10 bg-white p-5 shadow-sm md:p-6"
      >
        <div>
          <p className="text-sm font-medium text-navy/70">{texts.dashboard.welcome}</p>
          <h2 id="dashboard-welcome" className="text-xl font-semibold">
            {member.name}
          </h2>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-navy/70">{texts.dashboard.role}</dt>
          <dd className="font-semibold">{texts.roles[member.role]}</dd>
          <dt className="font-medium text-navy/70">{texts.dashboard.abilities}</dt>
          <dd>
            <ul className="grid list-disc gap-1 pl-5">
              {abilitiesOf(member.role).map((permission) => (
                <li key={permission}>{texts.permissions[permission]}</li>
              ))}
            </ul>
          </dd>
        </dl>
      </section>
      {summary}
    </div>
  );
}

import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { AdminSection } from '../ui/AdminSection';
import { AwaitingPayment } from './AwaitingPayment';
import { CountTile } from './CountTile';
import { DemoPasswordsWarning } from './DemoPasswordsWarning';
import { ItemsPerState } from './ItemsPerState';
import { LateItems } from './LateItems';
import { SalesChart } from './SalesChart';

/** The shop's figures under the dashboard's welcome (GET /api/admin/dashboard). */
export function DashboardSummary({ dashboard }: { dashboard: admin.Dashboard }) {
  const texts = useAdminTexts();
  const labels = texts.dashboard;
  return (
    <>
      <DemoPasswordsWarning emails={dashboard.demoPasswords} />
      <AdminSection id="dashboard-states" title={labels.states}>
        <ItemsPerState counts={dashboard.itemsPerState} />
      </AdminSection>
      <AdminSection id="dashboard-awaiting-payment" title={labels.awaitingPayment}>
        <AwaitingPayment counts={dashboard.awaitingPayment} />
      </AdminSection>
      {dashboard.openMessages === null ? null : (
        <AdminSection id="dashboard-messages" title={labels.messages.title}>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <CountTile to="/admin/messages" count={dashboard.openMessages} label={labels.messages.open} />
          </div>
        </AdminSection>
      )}
      <AdminSection
        id="dashboard-late"
        title={labels.late.title}
        aside={
          <span className="text-sm font-semibold text-coral-800">
            {interpolate(labels.late.count, { count: dashboard.late.count })}
          </span>
        }
      >
        <LateItems late={dashboard.late} />
      </AdminSection>
      <AdminSection
        id="dashboard-sales"
        title={interpolate(labels.sales.title, { days: dashboard.days.length })}
      >
        <SalesChart days={dashboard.days} />
      </AdminSection>
    </>
  );
}

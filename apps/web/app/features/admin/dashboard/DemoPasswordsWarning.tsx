import { Link } from 'react-router';
import { useAdminTexts } from '../i18n/admin-texts';

/**
 * Staff still on a password the README publishes (docs/staff.md): anyone who read it can log in
 * as them. Only owners are told, since only they can change it.
 */
export function DemoPasswordsWarning({ emails }: { emails: string[] }) {
  const texts = useAdminTexts();
  if (emails.length === 0) return null;
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">{texts.dashboard.demoPasswords.title}</p>
      <p>{texts.dashboard.demoPasswords.advice}</p>
      <ul className="list-disc pl-5">
        {emails.map((email) => (
          <li key={email} className="break-all">
            {email}
          </li>
        ))}
      </ul>
      <Link to="/admin/staff" className="justify-self-start font-semibold text-amber-950 underline">
        {texts.dashboard.demoPasswords.manage}
      </Link>
    </div>
  );
}

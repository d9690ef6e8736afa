import { type admin, pick } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { RemoveDialog } from '../ui/RemoveDialog';

interface DeleteTemplateProps {
  /** The template to delete; none while the dialog is closed. */
  template: admin.AdminDesignTemplateRow | null;
  onClose: () => void;
  onDeleted: (msg: string) => void;
}

/** Asks before deleting a template; the designs made from it stay. A refusal stays in the dialog. */
export function DeleteTemplate({ template, onClose, onDeleted }: DeleteTemplateProps) {
  const labels = useAdminTexts().designTemplates.delete;
  const { lang } = useRootData();
  const client = useAdminApi();
  return (
    <RemoveDialog
      open={template !== null}
      title={interpolate(labels.title, { name: template ? pick(template.name, lang) : '' })}
      body={labels.body}
      confirm={labels.confirm}
      remove={() => client.callWithMsg('adminDesignTemplateDelete', { id: template?.id ?? 0 })}
      onClose={onClose}
      onRemoved={onDeleted}
    />
  );
}

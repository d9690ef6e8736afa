import type { admin, DesignLayout } from '@printshop/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { templateLayoutInput } from './template-form';

export interface TemplateSave {
  /** The layout differs from the one last saved. */
  unsaved: boolean;
  busy: boolean;
  /** The server's reason the last save was refused, until the next one. */
  refusal: string | null;
  save(): Promise<void>;
}

/**
 * Saves a template's layout when staff say so, not as they work: a published template is offered
 * to customers at once, and each save is an entry in the audit log. Leaving the page with changes
 * unsaved asks first.
 */
export function useTemplateSave(template: admin.AdminDesignTemplate, layout: DesignLayout): TemplateSave {
  const client = useAdminApi();
  const toast = useToast();
  const { t } = useTranslation();
  const texts = useAdminTexts().designTemplates.editor;
  const [saved, setSaved] = useState(template.layout);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const unsaved = layout !== saved;

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  async function save() {
    setBusy(true);
    setRefusal(null);
    try {
      await client.call('adminDesignTemplateUpdate', templateLayoutInput(template, layout));
      setSaved(layout);
      toast('success', texts.saved);
    } catch (error) {
      setRefusal(errorMessage(error, t('api.unreachable')));
    } finally {
      setBusy(false);
    }
  }
  return { unsaved, busy, refusal, save };
}

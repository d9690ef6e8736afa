import { admin } from '@printshop/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useToast } from '~/ui/toast';
import { useAdminApi } from '../lib/use-admin-api';

/**
 * The templates of the product chosen, to copy one, loaded each time the choice changes; empty
 * while none is chosen or they load, and when they could not be loaded, which a toast says.
 */
export function useProductTemplates(productNo: string): admin.AdminDesignTemplateRow[] {
  const client = useAdminApi();
  const toast = useToast();
  const { t } = useTranslation();
  const [templates, setTemplates] = useState<admin.AdminDesignTemplateRow[]>([]);

  useEffect(() => {
    setTemplates([]);
    if (!productNo) return;
    let current = true;
    client
      .call('adminDesignTemplateList', { productNo, size: admin.ADMIN_PAGE_SIZE_MAX })
      .then(({ list }) => current && setTemplates(list))
      .catch((error) => current && toast('error', errorMessage(error, t('api.unreachable'))));
    return () => {
      current = false;
    };
  }, [client, productNo, toast, t]);

  return templates;
}

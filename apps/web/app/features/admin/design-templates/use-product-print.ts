import { admin } from '@printshop/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '~/lib/api';
import { useToast } from '~/ui/toast';
import { useAdminApi } from '../lib/use-admin-api';
import { printSidesOf } from './template-form';

/** What a new template of a product starts from: its print size, its most sides, and its templates to copy. */
export interface ProductPrint {
  productNo: string;
  printSize: admin.ProductEditor['product']['printSize'];
  /** Null when the product cannot be designed online. */
  sides: number | null;
  templates: admin.AdminDesignTemplateRow[];
}

/**
 * Loads the print size and templates of the product chosen, each time the choice changes; null
 * while none is chosen or it loads, and when it could not be loaded, which a toast says.
 */
export function useProductPrint(productNo: string): ProductPrint | null {
  const client = useAdminApi();
  const toast = useToast();
  const { t } = useTranslation();
  const [print, setPrint] = useState<ProductPrint | null>(null);

  useEffect(() => {
    setPrint(null);
    if (!productNo) return;
    let current = true;
    Promise.all([
      client.call('adminProduct', { productNo }),
      client.call('adminDesignTemplateList', { productNo, size: admin.ADMIN_PAGE_SIZE_MAX }),
    ])
      .then(([{ product }, { list }]) => {
        if (current)
          setPrint({
            productNo,
            printSize: product.printSize,
            sides: printSidesOf(product),
            templates: list,
          });
      })
      .catch((error) => current && toast('error', errorMessage(error, t('api.unreachable'))));
    return () => {
      current = false;
    };
  }, [client, productNo, toast, t]);

  return print;
}

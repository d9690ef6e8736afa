import { type admin, pick } from '@printshop/contract';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { categoryFieldsOf } from './category-form';
import { movedPlaces } from './category-order';

/**
 * Moves a category one step up or down among its siblings: each category whose place changes is
 * saved with its new `sort`, one after the other, then the list is loaded again. `busy` while it
 * runs, so a second move never starts from places the first is changing.
 */
export function useCategoryMove(categories: admin.AdminCategory[]) {
  const texts = useAdminTexts().categories;
  const { lang } = useRootData();
  const { t } = useTranslation();
  const client = useAdminApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function move(category: admin.AdminCategory, step: -1 | 1) {
    setBusy(true);
    try {
      for (const place of movedPlaces(categories, category, step)) {
        await client.call('adminCategoryUpdate', { ...categoryFieldsOf(place.category), sort: place.sort });
      }
      toast('success', interpolate(texts.moved, { name: pick(category.name, lang) }));
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
    }
    await revalidator.revalidate();
    setBusy(false);
  }

  return { move, busy };
}

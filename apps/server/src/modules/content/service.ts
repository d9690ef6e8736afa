import { type api, type Lang, pick } from '@printshop/contract';
import type { Db } from '../../db/client.ts';
import { categoryTree } from '../catalog/category-tree.ts';
import { readSiteSettings } from './site-settings.ts';

export async function headerData(db: Db, lang: Lang): Promise<api.HeaderData> {
  const [settings, tree] = await Promise.all([readSiteSettings(db), categoryTree(db, lang)]);
  return {
    hometitle: pick(settings.hometitle, lang),
    title: pick(settings.title, lang),
    mobile: settings.mobile,
    categoryFirst: tree.map(({ id, typeName, subclassVOList }) => ({
      id,
      typeName,
      subclassVOList: subclassVOList.map((child) => ({ id: child.id, typeName: child.typeName })),
    })),
  };
}

import { describeCatalogues } from '~/i18n/catalogue-suite';
import { adminEn } from './en';
import { adminZh } from './zh';

describeCatalogues('back-office catalogues', adminEn, adminZh);

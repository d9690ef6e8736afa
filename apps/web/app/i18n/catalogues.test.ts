import { describeCatalogues } from './catalogue-suite';
import { en } from './en';
import { zh } from './zh';

describeCatalogues('message catalogues', en, zh);

import type { admin } from '@printshop/contract';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { interpolate } from '~/lib/interpolate';
import { productHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { backToList } from '../lib/opened-from';
import { useAdminApi } from '../lib/use-admin-api';
import { AdminSection } from '../ui/AdminSection';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { Chip } from '../ui/Chip';
import { ImageList } from '../ui/ImageList';
import { RefusalNote } from '../ui/RefusalNote';
import { ProductBasics } from './ProductBasics';
import { ProductOptions } from './ProductOptions';
import { ProductSelling } from './ProductSelling';
import { ProductTexts } from './ProductTexts';
import {
  changesProduct,
  newProductValues,
  type ProductValues,
  productInput,
  productValuesOf,
} from './product-form';
import { PRODUCTS_PATH, productPath, productPricesPath } from './product-query';

const LINK = 'text-sm font-semibold text-teal-800 hover:underline';

interface ProductEditorPageProps {
  /** The product to change; none for a new one. */
  product?: admin.ProductDraft;
  /** The subcategories it may be put in. */
  categories: readonly admin.ProductCategory[];
}

/**
 * /admin/products/new and /admin/products/:productNo, for owners: a product's number, category,
 * texts in both languages, pictures, options and how the shop sells it, as one form. Changes stay
 * on the page, marked unsaved, until saved (in one request) or discarded; the server judges what
 * is sent, and its refusal is shown above the buttons. A new product, once added, opens as its
 * own page, from which its prices are set.
 */
export function ProductEditorPage({ product, categories }: ProductEditorPageProps) {
  const labels = useAdminTexts().productEditor;
  const { lang } = useRootData();
  const { t } = useTranslation();
  const client = useAdminApi();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const ids = { basics: useId(), texts: useId(), pictures: useId(), options: useId(), selling: useId() };
  const [saved, setSaved] = useState<ProductValues>(() =>
    product ? productValuesOf(product) : newProductValues(),
  );
  const [values, setValues] = useState(saved);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = changesProduct(saved, values);
  const change = (changed: Partial<ProductValues>) => setValues((current) => ({ ...current, ...changed }));

  async function save() {
    setBusy(true);
    setRefusal(null);
    try {
      const input = productInput(values);
      const answer = product
        ? await client.callWithMsg('adminProductUpdate', input)
        : await client.callWithMsg('adminProductCreate', input);
      toast('success', answer.msg);
      const next = productValuesOf(answer.data.product);
      setSaved(next);
      setValues(next);
      if (!product) navigate(productPath(answer.data.product.productNo), { replace: true });
    } catch (error) {
      setRefusal(errorMessage(error, t('api.unreachable')));
    }
    setBusy(false);
  }

  function discard() {
    setRefusal(null);
    setValues(saved);
  }

  const title = product
    ? interpolate(labels.title, { name: saved.name[lang] || saved.productNo })
    : labels.newTitle;
  return (
    <div className="grid min-w-0 gap-5">
      <header className="grid gap-2">
        <Link to={backToList(location.state, PRODUCTS_PATH)} className={LINK}>
          {labels.back}
        </Link>
        <div className="flex flex-wrap items-baseline gap-3">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
          {dirty ? <Chip tone="todo">{labels.unsaved}</Chip> : null}
        </div>
        {product ? (
          <p className="flex flex-wrap gap-x-5 gap-y-1">
            <Link to={productPricesPath(product.productNo)} className={LINK}>
              {labels.prices}
            </Link>
            {saved.active ? (
              <a href={productHref(product.productNo)} target="_blank" rel="noreferrer" className={LINK}>
                {labels.viewInShop}
              </a>
            ) : null}
          </p>
        ) : null}
      </header>
      <AdminSection id={ids.basics} title={labels.sections.basics}>
        <ProductBasics values={values} onChange={change} categories={categories} isNew={!product} />
      </AdminSection>
      <AdminSection id={ids.texts} title={labels.sections.texts}>
        <ProductTexts values={values} onChange={change} />
      </AdminSection>
      <AdminSection id={ids.pictures} title={labels.sections.pictures}>
        <ImageList
          label={labels.fields.images}
          value={values.images}
          onChange={(images) => change({ images })}
        />
      </AdminSection>
      <AdminSection id={ids.options} title={labels.sections.options}>
        <ProductOptions groups={values.groups} onChange={(groups) => change({ groups })} />
      </AdminSection>
      <AdminSection id={ids.selling} title={labels.sections.selling}>
        <ProductSelling values={values} onChange={change} />
      </AdminSection>
      <div className="sticky bottom-0 z-10 grid gap-3 border-t border-navy/10 bg-sand/95 py-3">
        <RefusalNote message={refusal} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={discard} disabled={busy || !dirty} className={SECONDARY_BUTTON}>
            {labels.discard}
          </button>
          <button
            type="button"
            onClick={save}
            disabled={busy || (product !== undefined && !dirty)}
            className={PRIMARY_BUTTON}
          >
            {busy ? labels.saving : product ? labels.save : labels.create}
          </button>
        </div>
      </div>
    </div>
  );
}

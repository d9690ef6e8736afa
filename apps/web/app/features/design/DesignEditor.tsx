import './design-fonts';
import type { api, DesignLayout } from '@printshop/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { createBrowserApi } from '~/lib/api';
import { useRootData } from '~/lib/root-data';
import { apiDesignStore } from './api-design-store';
import { CustomerWorkspace } from './CustomerWorkspace';
import type { DesignCartProduct } from './cart-choice';
import { loadLayoutFonts } from './design-fonts';
import { designKeyHeaders } from './design-key';
import { EditorLoading } from './EditorLoading';
import { pageGeometry } from './page-geometry';
import type { TemplateChoice } from './TemplatePicker';

export interface DesignEditorProps {
  product: api.DesignProduct;
  template: api.DesignTemplate | null;
  templates: TemplateChoice[];
  /** The saved design the address names, to open again. */
  designId: number | null;
  /** The product's options and their prices, for Add to cart. */
  cart: DesignCartProduct;
}

/** Names the design in the address once its first save made it, so a reload opens it again. */
function showDesignInAddress(id: number): void {
  const url = new URL(window.location.href);
  url.searchParams.set('design', String(id));
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The editor, loaded with its route only (Konva, the fonts): it opens the design, waits for the
 * fonts its texts use so they are measured right, then hands it to the workspace, which saves it
 * as the customer works.
 */
export default function DesignEditor({ product, template, templates, designId, cart }: DesignEditorProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const page = useMemo(() => pageGeometry(product), [product]);
  const store = useMemo(
    () =>
      apiDesignStore(createBrowserApi(lang, designKeyHeaders), {
        productNo: product.productNo,
        template,
        designId,
        name: t('designEditor.save.defaultName', { product: template?.name ?? product.name }).slice(0, 80),
        onCreated: showDesignInAddress,
      }),
    [lang, product, template, designId, t],
  );
  const [opened, setOpened] = useState<DesignLayout | null>(null);
  const [failed, setFailed] = useState(false);

  /** Opens the design; what it answers forgets the answer, when the page has moved on. */
  const open = useCallback(() => {
    let current = true;
    setFailed(false);
    store
      .open()
      .then(async (layout) => {
        await loadLayoutFonts(layout);
        if (current) setOpened(layout);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [store]);
  useEffect(open, [open]);

  if (failed) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-coral-100 p-5 text-sm">
        <p className="font-semibold">{t('designEditor.loadFailed')}</p>
        <button
          type="button"
          onClick={open}
          className="rounded-full border border-navy/20 bg-white px-4 py-2 font-semibold hover:bg-sand"
        >
          {t('designEditor.retry')}
        </button>
      </div>
    );
  }
  if (!opened) return <EditorLoading page={page} />;
  return (
    <CustomerWorkspace
      layout={opened}
      page={page}
      sides={product.sides}
      productNo={product.productNo}
      templates={templates}
      templateId={template?.id ?? null}
      store={store}
      cart={cart}
      sidesOption={product.sidesOption}
    />
  );
}

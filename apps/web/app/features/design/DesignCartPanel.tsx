import { type api, MIN_CART_QTY } from '@printshop/contract';
import { useEffect, useState } from 'react';
import { QuantityStepper } from '~/features/cart/QuantityStepper';
import { findSku } from '~/features/product/options';
import { PreflightVerdict } from '~/features/upload/PreflightVerdict';
import { useTranslation } from '~/i18n/use-translation';
import { SelectField } from '~/ui/form-fields';
import { CartIcon } from '~/ui/icons';
import { type DesignCartProduct, firstChoice, withSides } from './cart-choice';
import { PanelSection } from './controls';
import { type CartPhase, useDesignToCart } from './use-design-to-cart';

interface DesignCartPanelProps {
  product: DesignCartProduct;
  sidesOption: api.DesignProduct['sidesOption'];
  /** The sides the design has now. */
  sides: number;
  savedId: () => Promise<number>;
}

/** What came of the last Add to cart: the PDF being made, its preflight and the way to the cart, or the refusal. */
function CartOutcome({ phase }: { phase: CartPhase }) {
  const { t } = useTranslation();
  if (phase.kind === 'making') {
    return (
      <p role="status" className="text-sm font-semibold text-navy/80">
        {t('designEditor.cart.making')}
      </p>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <p role="alert" className="rounded-lg bg-coral-100 p-3 text-sm font-semibold text-coral-800">
        {phase.message}
      </p>
    );
  }
  if (phase.kind !== 'added') return null;
  return (
    <div
      role="status"
      data-testid="design-cart-added"
      className="grid gap-2 rounded-lg bg-teal-100/60 p-3 text-sm"
    >
      <p className="font-semibold">{t('designEditor.cart.added')}</p>
      <PreflightVerdict preflight={phase.file.preflight} />
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={phase.file.url} className="font-semibold text-teal-800 underline underline-offset-2">
          {t('designEditor.cart.pdf')}
        </a>
        <a href="/cart" className="font-semibold text-teal-800 underline underline-offset-2">
          {t('designEditor.cart.toCart')}
        </a>
      </p>
    </div>
  );
}

/**
 * Add to cart from the editor: the product's options (the sides one set to the design's sides)
 * and the quantity, then the print-ready PDF made of the design and its preflight.
 */
export function DesignCartPanel({ product, sidesOption, sides, savedId }: DesignCartPanelProps) {
  const { t } = useTranslation();
  const { groups } = product;
  const [chosen, setChosen] = useState(() => firstChoice(groups, sidesOption, sides));
  const [quantity, setQuantity] = useState(MIN_CART_QTY);
  const cart = useDesignToCart({
    product,
    savedId,
    onResume: (choice) => {
      setChosen(choice.chosen);
      setQuantity(choice.quantity);
    },
  });
  useEffect(
    () => setChosen((current) => withSides(current, groups, sidesOption, sides)),
    [groups, sidesOption, sides],
  );

  const sku = findSku(chosen, product.skus);
  const choose = (groupIndex: number, key: string) =>
    setChosen((current) => current.map((value, index) => (index === groupIndex ? key : value)));

  return (
    <PanelSection title={t('designEditor.cart.title')}>
      {groups.map((group, groupIndex) => (
        <SelectField
          key={group.groupName}
          label={group.groupName}
          value={chosen[groupIndex]}
          onChange={(event) => choose(groupIndex, event.target.value)}
        >
          {group.list.map((value) => (
            <option key={value.attributeKey} value={value.attributeKey}>
              {value.attributeValue}
            </option>
          ))}
        </SelectField>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm font-medium">{t('designEditor.cart.quantity')}</span>
        <QuantityStepper
          value={quantity}
          onStep={(by) => setQuantity((current) => Math.max(MIN_CART_QTY, current + by))}
        />
      </div>
      {sku ? null : <p className="text-sm text-coral-800">{t('designEditor.cart.unavailable')}</p>}
      <button
        type="button"
        onClick={() => void cart.add({ chosen, quantity })}
        disabled={!sku || cart.phase.kind === 'making'}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-coral px-6 font-bold text-navy transition-colors hover:bg-[#ff836f] disabled:cursor-not-allowed disabled:opacity-60"
      >
        <CartIcon />
        {t('designEditor.cart.add')}
      </button>
      <CartOutcome phase={cart.phase} />
    </PanelSection>
  );
}

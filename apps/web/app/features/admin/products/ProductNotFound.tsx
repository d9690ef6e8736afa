import { useAdminTexts } from '../i18n/admin-texts';
import { ScreenError } from '../ui/ScreenError';

/** A product screen's error: a number that names no product is "Product not found", with the way back to the list. */
export function ProductNotFound({ back }: { back: string }) {
  const { productNotFound, productNotFoundHint } = useAdminTexts().screenError;
  return (
    <ScreenError
      missing={{
        title: productNotFound,
        hint: productNotFoundHint,
        back: { to: '/admin/products', label: back },
      }}
    />
  );
}

/** URLs of docs/product.md#screens' route table that carry parameters. */
export function categoryHref(id: number, level: 1 | 2): string {
  return `/category?no=${id}&level=${level}`;
}

export function articleHref(no: number): string {
  return `/article?no=${no}`;
}

/** A dialable link for a phone number written for people, e.g. `(800) 555-0142`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function productHref(productNo: string): string {
  return `/product?no=${encodeURIComponent(productNo)}`;
}

export function blogPostHref(id: number): string {
  return `/blogDetail?no=${id}`;
}

/** The online design editor for a product (features/design). */
export function designHref(productNo: string): string {
  return `/design?productNo=${encodeURIComponent(productNo)}`;
}

interface ProductCellProps {
  /** The column's heading, which names the cell on a phone's card. */
  label: string;
  productNo: string;
  /** The product's name in the reader's language. */
  name: string;
}

/** A table row's product: its number, then its name. */
export function ProductCell({ label, productNo, name }: ProductCellProps) {
  return (
    <td data-label={label} className="px-3 py-2.5 align-top">
      <span className="block font-mono whitespace-nowrap">{productNo}</span>
      <span className="text-navy/70">{name}</span>
    </td>
  );
}

/** Covers the page while a save or a payment is in flight (docs/product.md#states's loading overlay). */
export function SavingOverlay({ label }: { label: string }) {
  return (
    // Fixed, so it covers the whole form however far its content is scrolled.
    <div role="status" className="fixed inset-0 z-10 grid place-items-center bg-white/60">
      <span className="flex items-center gap-3 rounded-full bg-navy px-5 py-2.5 text-sm font-semibold text-white shadow-lg">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
        {label}
      </span>
    </div>
  );
}

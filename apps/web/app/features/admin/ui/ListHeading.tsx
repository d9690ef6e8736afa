interface ListHeadingProps {
  title: string;
  /** "12 orders", announced when a filter changes it. */
  found: string;
}

/** A back-office list's title and how many records its filters found. */
export function ListHeading({ title, found }: ListHeadingProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      <p role="status" className="text-sm text-navy/70">
        {found}
      </p>
    </div>
  );
}

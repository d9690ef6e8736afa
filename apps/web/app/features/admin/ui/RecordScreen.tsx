import type { ReactNode } from 'react';
import { RecordHeader, type RecordHeaderProps } from './RecordHeader';

interface RecordScreenProps extends RecordHeaderProps {
  /** The narrow column, beside the record on a wide screen: who it is for, notes. */
  side: ReactNode;
  /** The wide column: the record itself. */
  children: ReactNode;
}

/** A back-office record's screen: its header, then the record and, beside it, the side column. */
export function RecordScreen({ side, children, ...header }: RecordScreenProps) {
  return (
    <div className="grid gap-5">
      <RecordHeader {...header} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)]">
        <div className="grid min-w-0 gap-5">{children}</div>
        <div className="grid min-w-0 gap-5">{side}</div>
      </div>
    </div>
  );
}

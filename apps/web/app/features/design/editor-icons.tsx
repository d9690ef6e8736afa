import type { ReactNode } from 'react';
import { Icon, type IconProps } from '~/ui/icons';

/** The editor's tool icons, in the shop's icon style (ui/icons.tsx). */

/** An icon of these strokes. */
const iconOf = (strokes: ReactNode) => (props: IconProps) => <Icon {...props}>{strokes}</Icon>;

const LENS = <circle cx="11" cy="11" r="7" />;

export const TextIcon = iconOf(<path d="M5 6V4h14v2M12 4v16M9 20h6" />);

export const ImageIcon = iconOf(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </>,
);

export const RectIcon = iconOf(<rect x="4" y="6" width="16" height="12" rx="1" />);

export const LineIcon = iconOf(<path d="M4 20 20 4" />);

export const QrIcon = iconOf(
  <>
    <rect x="4" y="4" width="6" height="6" />
    <rect x="14" y="4" width="6" height="6" />
    <rect x="4" y="14" width="6" height="6" />
    <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 20h2M20 14v2" />
  </>,
);

export const UndoIcon = iconOf(
  <>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
  </>,
);

export const RedoIcon = iconOf(
  <>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H10a6 6 0 0 0 0 12h3" />
  </>,
);

export const ZoomInIcon = iconOf(
  <>
    {LENS}
    <path d="m20 20-3.5-3.5M8 11h6M11 8v6" />
  </>,
);

export const ZoomOutIcon = iconOf(
  <>
    {LENS}
    <path d="m20 20-3.5-3.5M8 11h6" />
  </>,
);

export const FitIcon = iconOf(<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);

export const TrashIcon = iconOf(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);

export const ArrowUpIcon = iconOf(<path d="M12 19V5M6 11l6-6 6 6" />);

export const ArrowDownIcon = iconOf(<path d="M12 5v14M6 13l6 6 6-6" />);

/** Alignment: a bar for the edge or centre line and a box set against it. */
const ALIGN_PATHS = {
  left: 'M4 3v18M8 7h10v4H8zM8 13h6v4H8z',
  center: 'M12 3v18M7 7h10v4H7zM9 13h6v4H9z',
  right: 'M20 3v18M6 7h10v4H6zM10 13h6v4h-6z',
  top: 'M3 4h18M7 8v10h4V8zM13 8v6h4V8z',
  middle: 'M3 12h18M7 7v10h4V7zM13 9v6h4V9z',
  bottom: 'M3 20h18M7 6v10h4V6zM13 10v6h4v-6z',
} as const;

export const AlignIcon = ({ edge, ...props }: IconProps & { edge: keyof typeof ALIGN_PATHS }) => (
  <Icon {...props}>
    <path d={ALIGN_PATHS[edge]} />
  </Icon>
);

import { Line, Rect } from 'react-konva';
import type { PageGeometry } from './page-geometry';
import type { SnapLines } from './snap';

const SHADE = 'rgba(31, 42, 68, 0.28)';
const TRIM = '#1f2a44';
const SAFE = '#137a73';
const SNAP = '#ff6b57';
const HALO = 'rgba(255, 255, 255, 0.75)';

/**
 * What is not printed as it looks: the bleed shaded (it is cut off), the trim as a solid line, the
 * safe area as a dashed one, and the lines a dragged element snaps to. Drawn over the design, at
 * one screen pixel whatever the zoom.
 */
export function PageGuides({
  page,
  scale,
  snapped,
}: {
  page: PageGeometry;
  scale: number;
  snapped: SnapLines | null;
}) {
  const px = 1 / scale;
  const { trim, safe } = page;
  const bleed = [
    { x: 0, y: 0, width: page.width, height: trim.y },
    { x: 0, y: trim.y + trim.height, width: page.width, height: page.height - trim.y - trim.height },
    { x: 0, y: trim.y, width: trim.x, height: trim.height },
    { x: trim.x + trim.width, y: trim.y, width: page.width - trim.x - trim.width, height: trim.height },
  ];
  return (
    <>
      {bleed.map((band) => (
        <Rect key={`${band.x}:${band.y}`} {...band} fill={SHADE} />
      ))}
      {/* A light halo under each line keeps it visible on a dark design. */}
      <Rect {...trim} stroke={HALO} strokeWidth={3 * px} />
      <Rect {...trim} stroke={TRIM} strokeWidth={px} />
      <Rect {...safe} stroke={HALO} strokeWidth={3 * px} />
      <Rect {...safe} stroke={SAFE} strokeWidth={px} dash={[5 * px, 4 * px]} />
      {snapped?.x.map((x) => (
        <Line key={`x${x}`} points={[x, 0, x, page.height]} stroke={SNAP} strokeWidth={px} />
      ))}
      {snapped?.y.map((y) => (
        <Line key={`y${y}`} points={[0, y, page.width, y]} stroke={SNAP} strokeWidth={px} />
      ))}
    </>
  );
}

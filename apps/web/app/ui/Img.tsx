import type { ImgHTMLAttributes } from 'react';
import { mediaSrcSet, mediaUrl } from '~/lib/media';

interface ImgProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'> {
  src: string;
  /** Empty for decorative images. */
  alt: string;
  /** Intrinsic size (or just its ratio): reserves the space before the file arrives. */
  width: number;
  height: number;
  /** The rendered width per layout, as in the `sizes` attribute. */
  sizes: string;
  /** Above the fold: fetched at once and first; everything else waits until it scrolls near. */
  priority?: boolean;
}

/** A responsive image from /media: a srcset of every rendition, lazy unless it is a priority. */
export function Img({ src, alt, width, height, sizes, priority = false, ...rest }: ImgProps) {
  return (
    <img
      src={mediaUrl(src, width)}
      srcSet={mediaSrcSet(src)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
    />
  );
}

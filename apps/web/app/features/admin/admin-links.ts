import type { LinksFunction } from 'react-router';
import stylesheet from './admin.css?url';

/** The back office's stylesheet, on its pages only (see admin.css). */
export const adminLinks: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

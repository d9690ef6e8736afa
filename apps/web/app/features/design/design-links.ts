import type { LinksFunction } from 'react-router';
import stylesheet from './design.css?url';

/** The editor's stylesheet, on its page only (see design.css). */
export const designLinks: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

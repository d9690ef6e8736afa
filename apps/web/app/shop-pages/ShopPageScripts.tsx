import { createContext, useContext } from 'react';
import { SHOP_DATA_ID, type ShopPageData } from './shop-page';

/** A storefront page's entry as the build wrote it: its module and every module it loads. */
export interface ShopEntry {
  module: string;
  imports: string[];
}

/** The render's mark for inline scripts (entry.server.tsx), which the page's policy allows. */
export const ScriptNonceContext = createContext<string | undefined>(undefined);

/** Data read as JSON, never run: only `<` could end the element early. */
const inScriptElement = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * In place of React Router's scripts: the page's data, and its entry written as React Router
 * writes its own (preloads and an inline module), so that the server holds them back in the same
 * way until the first screen has painted (docs/decisions/110).
 */
export function ShopPageScripts({ entry, data }: { entry: ShopEntry; data: ShopPageData<unknown> }) {
  const nonce = useContext(ScriptNonceContext);
  return (
    <>
      {entry.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script
        type="application/json"
        id={SHOP_DATA_ID}
        dangerouslySetInnerHTML={{ __html: inScriptElement(data) }}
      />
      <script
        type="module"
        async
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(entry.module)};` }}
      />
    </>
  );
}

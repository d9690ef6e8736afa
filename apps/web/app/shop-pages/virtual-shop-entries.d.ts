/** The storefront pages' entries as the browser build wrote them (shop-entries.ts). */
declare module 'virtual:shop-entries' {
  const entries: Partial<Record<string, import('./ShopPageScripts').ShopEntry>>;
  export default entries;
}

/** docs/product.md#constants: the shop treats these user agents as mobile. */
const MOBILE_AGENT = /Android|webOS|iPhone|iPod|BlackBerry/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return MOBILE_AGENT.test(userAgent ?? '');
}

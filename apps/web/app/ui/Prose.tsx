/**
 * HTML written in the shop's back office (articles, product remarks, category content).
 * The server sanitises it before it is served, so it is rendered as it is.
 */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

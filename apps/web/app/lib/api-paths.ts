/**
 * Paths of the contract's endpoints that pages call from the browser. The endpoint objects
 * carry their zod schemas, and importing one into a component would ship zod to every
 * browser; these strings are all a browser call needs. api-paths.test.ts keeps them equal to
 * the contract's.
 */
export const API_PATH = {
  blogList: '/api/printingKnowledge/printingknowledgelist',
  blogListByType: '/api/printingKnowledge/queryprintingknowledgelist',
  categoryIntoData: '/api/product/intodata',
  addQuote: '/api/quotation/add',
  addSuggestion: '/api/member/addSuggestion',
  uploadFile: '/api/file/upload',
} as const;

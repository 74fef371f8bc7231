/** Public entry of the storage layer: see ./types.ts for the contract. */
export * from './types'
export { openStore } from './store'
export { readSetIntersects } from './readset'
export { checkDocument, checkValueShape, documentSize } from './limits'
export { END_CURSOR } from '../query/paginate'
export { tokenize } from '../query/search'

// The labelled evaluation set: generated documents whose values are known, and hand-written
// filings labelled by hand (held out from tuning).
import { generateDocuments } from './generated'
import { HANDWRITTEN } from './handwritten'
import type { LabelledDocument } from './types'

/** Every labelled document, generated first; the same documents on every call. */
export function evaluationSet(): LabelledDocument[] {
  return [...generateDocuments(), ...HANDWRITTEN]
}

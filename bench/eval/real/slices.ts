// A part of the real corpus cut into slices a reader can act on without seeing a document: OCR'd
// scans against text layers, and by the repository the documents came from. Only the six columns
// together are reported per slice; a repository with fewer than SLICE_MIN documents in the part
// is pooled under "other sources", and a slice that still has fewer is not reported, so no slice
// is small enough to show one document's misses.
import type { RealDocument } from './dataset'

export const SLICE_MIN = 10

/** The slices of a part's documents, each named and listed (scans, text layers, then sources). */
export function slicesOf<D extends Pick<RealDocument, 'scanned' | 'source'>>(
  documents: readonly D[],
): Array<{ name: string; documents: D[] }> {
  const byRepository = new Map<string, D[]>()
  for (const doc of documents) {
    const list = byRepository.get(doc.source.repository) ?? []
    list.push(doc)
    byRepository.set(doc.source.repository, list)
  }
  const sources: Array<{ name: string; documents: D[] }> = []
  const other: D[] = []
  for (const [repository, list] of [...byRepository].sort(([a], [b]) => a.localeCompare(b))) {
    if (list.length >= SLICE_MIN) sources.push({ name: `from ${repository}`, documents: list })
    else other.push(...list)
  }
  if (other.length) sources.push({ name: 'from other sources', documents: other })
  return [
    { name: 'OCR’d scans', documents: documents.filter((d) => d.scanned) },
    { name: 'text layers', documents: documents.filter((d) => !d.scanned) },
    ...(sources.length > 1 ? sources : []),
  ].filter((slice) => slice.documents.length >= SLICE_MIN)
}

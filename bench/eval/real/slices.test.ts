// A part's slices: scans and text layers, then sources with small ones pooled, and no slice of
// fewer than SLICE_MIN documents reported.
import { describe, expect, test } from 'vitest'
import { SLICE_MIN, slicesOf } from './slices'

const doc = (repository: string, scanned = false) => ({
  scanned,
  source: { repository, path: 'p', commit: 'c' },
})

describe('slicesOf', () => {
  test('splits scans from text layers and names each large source', () => {
    const docs = [
      ...Array.from({ length: SLICE_MIN }, () => doc('acme/filings')),
      ...Array.from({ length: SLICE_MIN + 2 }, (_, i) => doc('court/pages', i < SLICE_MIN)),
    ]
    const slices = slicesOf(docs)
    expect(slices.map((s) => [s.name, s.documents.length])).toEqual([
      ['OCR’d scans', SLICE_MIN],
      ['text layers', SLICE_MIN + 2],
      ['from acme/filings', SLICE_MIN],
      ['from court/pages', SLICE_MIN + 2],
    ])
  })

  test('pools sources smaller than SLICE_MIN and reports no slice smaller than that', () => {
    const small = (n: number, repository: string) =>
      Array.from({ length: n }, () => doc(repository))
    const pooled = slicesOf([
      ...small(SLICE_MIN, 'acme/filings'),
      ...small(SLICE_MIN - 4, 'tiny/one'),
      ...small(4, 'tiny/two'),
      doc('tiny/three', true),
    ])
    expect(pooled.map((s) => [s.name, s.documents.length])).toEqual([
      ['text layers', 2 * SLICE_MIN],
      ['from acme/filings', SLICE_MIN],
      ['from other sources', SLICE_MIN + 1],
    ])
    const tooFew = slicesOf([...small(SLICE_MIN, 'acme/filings'), doc('tiny/one')])
    expect(tooFew.map((s) => s.name)).toEqual(['text layers', 'from acme/filings'])
    const single = slicesOf(small(SLICE_MIN, 'acme/filings'))
    expect(single.map((s) => s.name)).toEqual(['text layers'])
  })
})

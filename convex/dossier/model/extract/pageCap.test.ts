import { describe, expect, test } from 'vitest'
import { DEFAULT_MAX_DOCUMENT_PAGES, maxDocumentPages, tooManyPagesReason } from './pageCap'

describe('pages per document', () => {
  test('CASEFILE_MAX_PAGES sets the cap; anything but a positive whole number keeps 2,000', () => {
    expect(DEFAULT_MAX_DOCUMENT_PAGES).toBe(2000)
    expect(maxDocumentPages('500')).toBe(500)
    for (const setting of [undefined, '', '0', '-3', '2.5', 'many']) {
      expect(maxDocumentPages(setting)).toBe(2000)
    }
  })

  test('the refusal says how many pages and the limit, in plain words', () => {
    expect(tooManyPagesReason(8000, 2000)).toBe(
      'The file has 8,000 pages; the limit is 2,000 pages per document.',
    )
  })
})

// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { splitSentences, summarize } from './summarize'
import { decodeText, paginate } from './text'

const MEMO = [
  'The plaintiff filed the complaint on March 3.',
  'The weather that week was mild.',
  'The complaint alleges that the defendant breached the supply contract.',
  'Lunch was served at noon.',
  'The defendant denies any breach of the supply contract and counterclaims for unpaid invoices.',
  'Parking was available on site.',
].join(' ')

describe('summarize', () => {
  test('keeps the sentences about the recurring terms, in document order', () => {
    const summary = summarize(MEMO, 2)
    expect(summary).toBe(
      'The complaint alleges that the defendant breached the supply contract. ' +
        'The defendant denies any breach of the supply contract and counterclaims for unpaid invoices.',
    )
  })

  test('defaults to three sentences and never returns more than asked', () => {
    expect(splitSentences(summarize(MEMO))).toHaveLength(3)
    expect(summarize(MEMO, 1).split('. ')).toHaveLength(1)
  })

  test('empty or wordless text gives an empty summary', () => {
    expect(summarize('')).toBe('')
    expect(summarize('   \n\n  ... !!! ')).toBe('')
  })

  test('stays within about 600 characters, cutting one giant sentence at a word', () => {
    const giant = `${'contract clause '.repeat(100)}ends here.`
    const summary = summarize(giant)
    expect(summary.length).toBeLessThanOrEqual(600)
    expect(summary.endsWith('…')).toBe(true)
    const many = Array.from(
      { length: 20 },
      (_, i) =>
        `Clause ${i} of the contract sets a deadline of thirty days for the party to respond in writing.`,
    ).join(' ')
    expect(summarize(many, 10).length).toBeLessThanOrEqual(600)
  })

  test('splits sentences at terminal punctuation and blank lines, not after abbreviations or inside numbers', () => {
    expect(
      splitSentences(
        'In Smith v. Jones, No. 4, Mr. Roe paid $3.50 today. Next one!\n\nHeading\nLine two? Yes.',
      ),
    ).toEqual([
      'In Smith v. Jones, No. 4, Mr. Roe paid $3.50 today.',
      'Next one!',
      'Heading Line two?',
      'Yes.',
    ])
  })
})

describe('text pages', () => {
  test('pages hold about 3,000 characters and break at paragraph boundaries', () => {
    const paragraphs = Array.from({ length: 30 }, (_, i) =>
      `Paragraph ${i}. ${'word '.repeat(40)}`.trim(),
    )
    const pages = paginate(paragraphs.join('\n\n'))
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(3_000)
      expect(page).toMatch(/^Paragraph \d+\./)
      expect(page).toMatch(/word$/)
    }
    expect(pages.join('\n\n')).toBe(paragraphs.join('\n\n'))
  })

  test('a single paragraph longer than a page is cut at spaces', () => {
    const pages = paginate('lorem '.repeat(1_500))
    expect(pages.length).toBe(3)
    expect(pages.join(' ').split(' ')).toHaveLength(1_500)
    expect(pages.every((p) => p.length <= 3_000 && !p.includes('lor em'))).toBe(true)
  })

  test('empty text has no pages', () => {
    expect(paginate(' \n\n ')).toEqual([])
  })

  test('decodes UTF-8 and falls back to latin1 for other bytes', () => {
    expect(decodeText(new TextEncoder().encode('\uFEFFCafé – “quoted”'))).toBe('Café – “quoted”')
    expect(decodeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toBe('Café')
  })
})

import { describe, expect, test } from 'vitest'
import { SEARCH_QUERY_MAX, parseSearchQuery, tokenize } from './searchQuery'

const code = async (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return (error as { data?: { code?: string } }).data?.code
  }
  return null
}

describe('tokenize', () => {
  test('lower-cased runs of letters and digits, as the search index reads text', () => {
    expect(tokenize('Smith’s 10-K, Zürich (2021)')).toEqual([
      'smith',
      's',
      '10',
      'k',
      'zürich',
      '2021',
    ])
  })
})

describe('parseSearchQuery', () => {
  test('plain words: any of them, the last also as a prefix (the index does so too)', () => {
    expect(parseSearchQuery('Deposition  SMITH')).toEqual({
      phrases: [],
      terms: ['deposition'],
      prefixes: ['smith'],
      indexText: 'deposition smith',
    })
  })

  test('a quoted phrase is kept whole and its words go to the index', () => {
    expect(parseSearchQuery('"summary judgment" motion')).toEqual({
      phrases: [['summary', 'judgment']],
      terms: [],
      prefixes: ['motion'],
      indexText: 'summary judgment motion',
    })
  })

  test('a quoted single word is exact: no prefix', () => {
    expect(parseSearchQuery('"revenue"')).toMatchObject({
      phrases: [['revenue']],
      prefixes: [],
      indexText: 'revenue',
    })
  })

  test('an unclosed quote, while typing, is a phrase to the end', () => {
    expect(parseSearchQuery('board "audit comm')?.phrases).toEqual([['audit', 'comm']])
  })

  test('word* is a prefix and goes last, where the index matches prefixes', () => {
    expect(parseSearchQuery('depos* smith')).toEqual({
      phrases: [],
      terms: ['smith'],
      prefixes: ['depos'],
      indexText: 'smith depos',
    })
  })

  test('a one-letter prefix would match most words: it is a plain word', () => {
    expect(parseSearchQuery('a* exhibit')).toMatchObject({ terms: ['a'], prefixes: ['exhibit'] })
  })

  test('a word the tokenizer splits is a phrase of its parts', () => {
    expect(parseSearchQuery('10-K filing')).toMatchObject({
      phrases: [['10', 'k']],
      prefixes: ['filing'],
      indexText: '10 k filing',
    })
  })

  test('repeated words go to the index once', () => {
    expect(parseSearchQuery('fraud Fraud "fraud claim"')?.indexText).toBe('fraud claim')
  })

  test('punctuation alone is no search', () => {
    expect(parseSearchQuery(' " * -- ')).toBeNull()
    expect(parseSearchQuery('')).toBeNull()
  })

  test('too long, not text, or more than 16 words: INVALID_INPUT', async () => {
    expect(await code(() => parseSearchQuery('x'.repeat(SEARCH_QUERY_MAX + 1)))).toBe(
      'INVALID_INPUT',
    )
    expect(await code(() => parseSearchQuery('name \uD800 end'))).toBe('INVALID_INPUT')
    const words = Array.from({ length: 17 }, (_, i) => `w${i}`).join(' ')
    expect(await code(() => parseSearchQuery(words))).toBe('INVALID_INPUT')
    expect(await code(() => parseSearchQuery(words.split(' ').slice(1).join(' ')))).toBeNull()
  })
})

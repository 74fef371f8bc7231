import { describe, expect, test } from 'vitest'
import {
  countPassages,
  createPassageIndex,
  findFirstPassage,
  findPassages,
  normalizePassage,
  type PassageMatch,
} from './passageMatch'

/** The text each match covers, piece by piece, for readable assertions. */
function covered(parts: string[], matches: PassageMatch[]) {
  return matches.map((pieces) =>
    pieces.map(({ part, start, end }) => parts[part]!.slice(start, end)).join(''),
  )
}

describe('normalizePassage', () => {
  test('lower-cases and folds every run of white space into one space', () => {
    expect(normalizePassage('  Class\tAction \n\n COMPLAINT ')).toBe('class action complaint')
  })

  test('joins a word broken by a hyphen at the end of a line', () => {
    expect(normalizePassage('revenue was recog-\nnised before')).toBe(
      'revenue was recognised before',
    )
    expect(normalizePassage('recog-\r\n   nised')).toBe('recognised')
  })

  test('treats a hyphenated compound the same broken or whole', () => {
    expect(normalizePassage('control-\nperson')).toBe(normalizePassage('control-person'))
  })

  test('keeps a hyphen that joins no letters and a dash between words', () => {
    expect(normalizePassage('Rule 10b-5')).toBe('rule 10b-5')
    expect(normalizePassage('pre- and post-trial')).toBe('pre- and posttrial')
    expect(normalizePassage('2023 – August')).toBe('2023 - august')
  })

  test('equates curly and straight quotes, ligatures with their letters, accented letters with plain', () => {
    expect(normalizePassage('“Plaintiff’s” ﬁling')).toBe('"plaintiff\'s" filing')
    expect(normalizePassage('Résumé of İstanbul')).toBe('resume of istanbul')
  })

  test('drops soft hyphens and zero-width characters', () => {
    expect(normalizePassage('juris\u00ADdiction\u200B here')).toBe('jurisdiction here')
  })
})

describe('findPassages', () => {
  test('finds every occurrence, case-insensitively and in order', () => {
    const parts = ['The Class Period began. ', 'During the class period, ', 'CLASS PERIOD ends.']
    expect(covered(parts, findPassages(parts, 'class period'))).toEqual([
      'Class Period',
      'class period',
      'CLASS PERIOD',
    ])
    expect(countPassages(parts, 'class period')).toBe(3)
  })

  test('finds a passage that runs across parts and a line break', () => {
    const parts = ['alleges', '\n', 'the following upon personal knowledge']
    const matches = findPassages(parts, 'alleges the following')
    expect(matches).toEqual([
      [
        { part: 0, start: 0, end: 7 },
        { part: 1, start: 0, end: 1 },
        { part: 2, start: 0, end: 13 },
      ],
    ])
  })

  test('finds a word hyphenated across two lines, covering the hyphen', () => {
    const parts = ['revenue was recog-', '\n', 'nised before delivery']
    const [match] = findPassages(parts, 'recognised before')
    expect(match).toEqual([
      { part: 0, start: 12, end: 18 },
      { part: 1, start: 0, end: 1 },
      { part: 2, start: 0, end: 12 },
    ])
  })

  test('finds the passage whatever white space the citation carries', () => {
    const parts = ['Plaintiff brings this action as a class action']
    expect(covered(parts, findPassages(parts, ' plaintiff   brings\nthis '))).toEqual([
      'Plaintiff brings this',
    ])
  })

  test('answers nothing for an empty citation or one that is not there', () => {
    expect(findPassages(['some text'], '   ')).toEqual([])
    expect(findPassages(['some text'], 'other')).toEqual([])
    expect(findFirstPassage(['some text'], 'other')).toBeNull()
  })

  test('does not overlap matches and stops at the limit', () => {
    const parts = ['aaaa']
    expect(covered(parts, findPassages(parts, 'aa'))).toEqual(['aa', 'aa'])
    expect(findPassages(parts, 'a', { limit: 3 })).toHaveLength(3)
  })

  test('maps positions correctly after characters outside the basic plane', () => {
    const parts = ['📎 Exhibit 14 ', '— İstanbul office']
    expect(covered(parts, findPassages(parts, 'exhibit 14'))).toEqual(['Exhibit 14'])
    expect(covered(parts, findPassages(parts, 'istanbul office'))).toEqual(['İstanbul office'])
  })

  test('the first passage is the first of all matches', () => {
    const parts = ['one two', '\n', 'one two']
    expect(findFirstPassage(parts, 'ONE two')).toEqual([{ part: 0, start: 0, end: 7 }])
  })
})

describe('createPassageIndex', () => {
  test('answers each query on the same prepared text', () => {
    const parts = ['Section 10(b) and Rule 10b-5', '\n', 'Section 20(a) control-', '\n', 'person']
    const index = createPassageIndex(parts)
    expect(covered(parts, index.find('section'))).toEqual(['Section', 'Section'])
    expect(covered(parts, index.find('control-person'))).toEqual(['control-\nperson'])
    expect(index.find('section', { limit: 1 })).toHaveLength(1)
  })
})

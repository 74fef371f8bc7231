import { describe, expect, test } from 'vitest'
import { parseSearchQuery } from '../../../shared/searchQuery'
import {
  SNIPPET_LENGTH,
  buildSnippet,
  findHits,
  firstHitText,
  hitPattern,
  phraseCheck,
  type Snippet,
} from './searchText'

const pattern = (query: string) => hitPattern(parseSearchQuery(query)!)
const marked = (snippet: Snippet) => {
  let out = ''
  let at = 0
  for (const { start, end } of snippet.highlights) {
    out += `${snippet.text.slice(at, start)}[${snippet.text.slice(start, end)}]`
    at = end
  }
  return out + snippet.text.slice(at)
}
const mark = (text: string, query: string) =>
  marked({ text, highlights: findHits(text, pattern(query)) })

describe('findHits', () => {
  test('whole words, case-insensitively, never inside another word', () => {
    expect(mark('The Fraud was no fraudster’s fraud.', '"fraud"')).toBe(
      'The [Fraud] was no fraudster’s [fraud].',
    )
  })

  test('the last word also as a prefix, as the index found it', () => {
    expect(mark('A contractual claim under the contract', 'claim contract')).toBe(
      'A [contractual] [claim] under the [contract]',
    )
  })

  test('an explicit prefix', () => {
    expect(mark('Deposition of Smith; the deponent.', 'depo* smith')).toBe(
      '[Deposition] of [Smith]; the [deponent].',
    )
  })

  test('a phrase across any spacing and punctuation, as one hit', () => {
    expect(mark('moved for summary\n judgment; summary relief', '"summary judgment"')).toBe(
      'moved for [summary\n judgment]; summary relief',
    )
  })

  test('letters beyond ASCII', () => {
    expect(mark('Die Straße in Zürich', 'zürich')).toBe('Die Straße in [Zürich]')
  })
})

describe('phraseCheck', () => {
  test('every phrase must occur; words alone do not count', () => {
    const check = phraseCheck(parseSearchQuery('"summary judgment" "motion to dismiss"')!)
    expect(check('Summary judgment after the motion to dismiss.')).toBe(true)
    expect(check('A summary of the judgment; motion to dismiss')).toBe(false)
    expect(phraseCheck(parseSearchQuery('plain words')!)('anything')).toBe(true)
  })
})

describe('buildSnippet', () => {
  const filler = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ')

  test('a short text is shown whole, hits marked by range', () => {
    const text = 'The witness  testified\nabout revenue.'
    const snippet = buildSnippet(text, findHits(text, pattern('revenue')))
    expect(marked(snippet)).toBe('The witness testified about [revenue].')
    expect(firstHitText(snippet)).toBe('revenue')
  })

  test('a long text is cut around the hits at word boundaries, with ellipses', () => {
    const text = `${filler(80)} the restatement was approved ${filler(80)}`
    const snippet = buildSnippet(text, findHits(text, pattern('restatement')))
    expect(snippet.text.startsWith('…word')).toBe(true)
    expect(snippet.text.endsWith('…')).toBe(true)
    expect(snippet.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2)
    expect(marked(snippet)).toContain('the [restatement] was approved')
    // No word is cut in half at either end.
    for (const word of snippet.text.replace(/…/g, '').split(' ')) {
      expect(text.split(' ')).toContain(word)
    }
  })

  test('centres on the densest cluster of hits', () => {
    const text = `fraud ${filler(120)} fraud and more fraud here ${filler(40)}`
    const snippet = buildSnippet(text, findHits(text, pattern('"fraud"')))
    expect(snippet.highlights).toHaveLength(2)
    expect(marked(snippet)).toContain('[fraud] and more [fraud] here')
  })

  test('a text without hits shows its beginning', () => {
    const snippet = buildSnippet(filler(100), [])
    expect(snippet.text.startsWith('word0 word1')).toBe(true)
    expect(snippet.highlights).toEqual([])
    expect(firstHitText(snippet)).toBeNull()
  })

  test('markup in a text stays text: ranges point into it unchanged', () => {
    const text = '<img src=x onerror=alert(1)> fraud'
    const snippet = buildSnippet(text, findHits(text, pattern('fraud')))
    expect(snippet.text).toBe(text)
    expect(marked(snippet)).toBe('<img src=x onerror=alert(1)> [fraud]')
  })
})

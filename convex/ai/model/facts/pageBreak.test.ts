// An amount whose sentence a page break cuts: what the sum is for stands on the page before it.
// Invented texts.
import { describe, expect, test } from 'vitest'
import { amountFacts } from './events'
import { sentenceBeforeBreak, startsPage } from './pageBreak'

const contexts = (pages: string[]) =>
  amountFacts(pages.map((text, i) => ({ page: i + 1, text }))).map((fact) => fact.context)

describe('an amount at the top of its page', () => {
  test("reads back to the previous page's sentence that runs on into it", () => {
    const pages = [
      "The motion is granted. The Court enters judgment for the plaintiffs for attorney's fees\n\n7\n",
      'Case 3:19-cv-00417 Document 88 Filed 05/02/22 Page 8 of 9\nin the amount of $212,480.00 and costs of $3,100.00.\n',
    ]
    expect(contexts(pages)[0]).toBe(
      "The Court enters judgment for the plaintiffs for attorney's fees in the amount of $212,480.00 and costs of $3,100.00.",
    )
  })
  test('a sentence ended on the previous page is no part of the amount', () => {
    const pages = [
      "The Court awards attorney's fees.\n",
      'Costs of $1,250.00 are taxed against the defendant.\n',
    ]
    expect(contexts(pages)[0]).toBe('Costs of $1,250.00 are taxed against the defendant.')
  })
  test('an amount further down its page keeps its own sentence', () => {
    const pages = [
      'The Court enters judgment for fees\n',
      'in favor of the class. The fine is $500.00 per day.\n',
    ]
    expect(contexts(pages)[0]).toBe('The fine is $500.00 per day.')
  })
  test('no previous page read back across a missing page', () => {
    const facts = amountFacts([
      { page: 1, text: 'judgment for fees\n' },
      { page: 3, text: 'in the amount of $40.00.\n' },
    ])
    expect(facts[0]!.context).toBe('in the amount of $40.00.')
  })
})

describe('page-break helpers', () => {
  test("only the page's furniture before the start is its start", () => {
    expect(startsPage('- 4 -\n\nin the sum of $9.00', 7)).toBe(true)
    expect(startsPage('The order follows.\nin the sum of $9.00', 19)).toBe(false)
  })
  test("the previous page's last sentence, cut at a word", () => {
    expect(sentenceBeforeBreak('It is ordered. Defendant shall pay the sanction\n\n12\n', 80)).toBe(
      'Defendant shall pay the sanction',
    )
    expect(sentenceBeforeBreak('Defendant shall pay the whole sanction', 18)).toBe('whole sanction')
    expect(sentenceBeforeBreak('It is so ordered.\n', 80)).toBeNull()
  })
})

describe('a page that opens on a new sentence', () => {
  test('a capitalised sentence reads nothing back, though the page before runs on', () => {
    const pages = ['1 See the Elm Order, Doc. 12 at 4\n', 'The bond is set at $2,000.00.\n']
    expect(contexts(pages)[0]).toBe('The bond is set at $2,000.00.')
  })
})

import { describe, expect, test } from 'vitest'
import { askedOf } from './asked'
import { authoredByAnswer } from './authoredBy'
import { onePage } from './matter.harness'

// Invented pages: names, numbers and dates are made up.
const docket = onePage(
  [
    'General Docket United States Court of Appeals for the Seventh Circuit',
    'Court of Appeals Docket #: 31-2207 Lark v. Ferris',
    '03/04/2032 Case heard and taken under advisement by panel, Chief Judge Mara T. Quell, Circuit Judge Owen P. Dace and Circuit Judge Hilda R. Sand.',
    '06/11/2032 Filed opinion of the court by Judge Dace. AFFIRMED. Chief Judge Mara T. Quell, Circuit Judge Owen P. Dace and Circuit Judge Hilda R. Sand.',
  ].join('\n'),
  'docket',
)
const reported = onePage(
  '[Here Reported: Memorandum Opinion by Tolliver, J.] This class action challenges the conditions of the county jail.',
  'reported',
)
const ask = (q: string, page = docket) => {
  const a = authoredByAnswer(q, askedOf(q), [page], [page.documentId])
  return a?.found ? a.parts.join('') : 'not found'
}

describe('the author the papers name in running text', () => {
  test('"opinion of the court by Judge Dace" answers who wrote the opinion', () => {
    expect(ask("Which judge wrote the Seventh Circuit's opinion in Lark v. Ferris?")).toContain(
      'Judge (author): Dace',
    )
  })

  test('"Opinion by Tolliver, J." answers who wrote it', () => {
    expect(ask('Who wrote the memorandum opinion in the jail case?', reported)).toContain(
      'Judge (author): Tolliver',
    )
  })

  test('a paper the question does not name, or another judge asked, answers nothing', () => {
    // The question asks of an order; the docket names the author of an opinion.
    expect(ask('Which judge signed the scheduling order in Lark v. Ferris?')).toBe('not found')
    // A district judge is asked: an appellate opinion's author is not one.
    expect(ask('Which district judge heard Lark v. Ferris?')).toBe('not found')
    // Who dissented is not who wrote the opinion.
    expect(ask('Which judge dissented from the opinion in Lark v. Ferris?')).toBe('not found')
  })

  test('two different authors of the paper asked answer nothing', () => {
    const two = onePage(
      'Filed opinion of the court by Judge Dace. Filed amended opinion of the court by Judge Sand.',
      'two',
    )
    expect(ask('Which judge wrote the opinion?', two)).toBe('not found')
  })
})

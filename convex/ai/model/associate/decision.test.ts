import { describe, expect, test } from 'vitest'
import { findDisposition } from './decision'
import type { SourcePage } from './types'

const page = (text: string, n = 1): SourcePage => ({
  documentId: 'd',
  documentName: 'd.pdf',
  page: n,
  text,
})
const ruled = (question: string, ...texts: string[]) =>
  findDisposition(
    question,
    texts.map((t, i) => page(t, i + 1)),
  )

// Opinions and orders written for this test.
describe('how the court ruled', () => {
  test('a gerund or a permission is no ruling', () => {
    const found = ruled(
      'What was the outcome of the appeal?',
      'The officer told him, "You are staying here." He was later allowed to leave.\nWe affirm in part and reverse in part.',
    )
    expect(found?.outcome).toBe('Affirm in part, reverse in part')
  })

  test('a party’s argument ("should be dismissed") is no ruling; the conclusion is', () => {
    const found = ruled(
      'How did the court rule on the motion to dismiss?',
      'The County contends that the claims should be dismissed because the motion to dismiss is timely.\n' +
        'Accordingly, the motion to dismiss is DENIED as to Count I.\n' +
        'For the foregoing reasons, the motion to dismiss is GRANTED IN PART and\nDENIED IN PART.',
    )
    expect(found?.outcome).toBe('Granted in part, denied in part')
  })

  test('a docket cite ("(Dkt. 22)") inside the ruling does not end its sentence', () => {
    const found = ruled(
      'What was the outcome of the motion to dismiss (Dkt. 22)?',
      'It is therefore ORDERED that\n(1) Plaintiff’s Objections (Dkt. 31) are OVERRULED;\n' +
        '(2) the Memorandum and Recommendation is ADOPTED in its entirety as the holding of the Court; and\n' +
        '(3) Defendants’ Motion to Dismiss (Dkt. 22) is GRANTED in part and DENIED in\npart. ' +
        'The Motion to Dismiss is DENIED in all other respects.',
    )
    expect(found?.outcome).toBe('Granted in part, denied in part')
  })

  test('the deciding court speaking now outranks a recital of the court below', () => {
    const found = ruled(
      'What did the court of appeals decide?',
      'The court granted the defendants’ motion for a directed verdict. For the reasons below, we AFFIRM.',
    )
    expect(found?.outcome).toBe('Affirm')
    // The quote is the whole sentence.
    const text =
      'The court granted the defendants’ motion for a directed verdict. For the reasons below, we AFFIRM.'
    expect(text.slice(found!.start, found!.end)).toBe('For the reasons below, we AFFIRM')
  })

  test('a judgment line after the judge’s name, and a docket entry without a verb', () => {
    expect(
      ruled(
        'What was the disposition?',
        'APPEAL from an order of MARA J. OSEI, Judge. Reversed and cause remanded.',
      )?.outcome,
    ).toBe('Reversed, remanded')
    expect(
      ruled('How was the case disposed of?', 'In Mandamus. Respondents’ motion to dismiss granted.')
        ?.outcome,
    ).toBe('Granted')
  })
})

describe('a ruling only supposed, and a stay asked how a case ended', () => {
  test('"if the Court allowed …", "if a stay is denied" rule nothing', () => {
    const text = [
      'Thus, if the Court allowed the class action to go forward, the trial would be unmanageable.',
      'The movants would suffer irreparable injury if a stay is denied.',
    ].join('\n')
    expect(ruled('How did the court rule on the motion for class certification?', text)).toBeNull()
    expect(
      ruled('How did the court rule?', `${text}\nThe motion for class certification is DENIED.`)
        ?.outcome,
    ).toBe('Denied')
  })

  test('asked how the case was resolved, a stay of discovery is no answer', () => {
    const docket =
      '04/02/1996 31 ORDER: Discovery in this case is stayed as to defts pending ruling.'
    expect(ruled('How was the case resolved?', docket)).toBeNull()
    expect(ruled('Was discovery stayed?', docket)?.outcome).toBe('Stayed')
  })
})

import { describe, expect, test } from 'vitest'
import { answerExtractive, type SourcePage } from './'
import { analyzeQuestion } from './query'

// A complaint written for this test: the paragraph that names the law the action is brought
// under shares fewer of the question's words than a paragraph of facts.
const COMPLAINT: SourcePage = {
  documentId: 'complaint',
  documentName: 'Complaint.txt',
  page: 1,
  text: [
    '1. The United States brings this action against the Town of Larkmoor under the Fair Housing',
    'Act, 42 U.S.C. §§ 3601-3619.',
    '',
    '2. The United States wrote to the Town of Larkmoor before the Town sued the residents of the',
    'recovery home.',
  ].join('\n'),
}

describe('a question of which law', () => {
  test('"under which statute" wants a passage that names a law', () => {
    const keys = (q: string) => analyzeQuestion(q).map((t) => t.key)
    expect(keys('Under which statute does the Town get sued?')).toContain('#statute')
    expect(keys('Which laws does Harvard sue under?')).toContain('#statute')
    expect(keys('Which judge signed the order?')).not.toContain('#statute')
  })

  test('the paragraph naming the law answers, not the one sharing more words', () => {
    const answer = answerExtractive(
      'Under which statute does the United States sue the Town of Larkmoor?',
      [COMPLAINT],
    )
    expect(answer.found && answer.citations[0]!.quote).toContain('Fair Housing')
  })

  test('an Act by its initials is a law too', () => {
    const page = (text: string): SourcePage => ({ ...COMPLAINT, text })
    const acronym = answerExtractive('Under which statutes does the United States sue?', [
      page(
        '3. The United States sues under the NVRA and HAVA.\n\n4. The United States sued the Commonwealth.',
      ),
    ])
    expect(acronym.found && acronym.citations[0]!.quote).toContain('NVRA')
  })

  test('the paragraph that dismisses voluntarily answers "which rule … voluntarily dismiss"', () => {
    const notice: SourcePage = {
      ...COMPLAINT,
      text: [
        'Marla Quince, Bar No. 55512, Attorney for Plaintiffs, 4 Elm Row, Tulsa, OK 74103',
        '',
        'Pursuant to Federal Rule of Civil Procedure 41(a)(1)(A)(i), Plaintiffs give notice of their',
        'voluntary dismissal of this case without prejudice.',
      ].join('\n'),
    }
    const answer = answerExtractive(
      'Under which Federal Rule did the plaintiffs voluntarily dismiss the case?',
      [notice],
    )
    expect(answer.found && answer.citations[0]!.quote).toContain('41(a)(1)(A)(i)')
  })

  test('a rule is no statute, a state and its ZIP code no law, a firm no law', () => {
    const page = (text: string): SourcePage => ({ ...COMPLAINT, text })
    const rules = [
      '8. This action is brought as a class action under Rule 23 of the Federal Rules of Civil',
      'Procedure on behalf of all persons searched at the Brookvale jail.',
      '',
      '9. This action is brought pursuant to 42 U.S.C. § 1983 and the Fourth Amendment.',
    ].join('\n')
    const answer = answerExtractive('Under which federal statutes is the action brought?', [
      page(rules),
    ])
    expect(answer.found && answer.citations[0]!.quote).toContain('§ 1983')
    const want = analyzeQuestion('Which statute was violated?').find((t) => t.key === '#statute')
    expect(want?.matches?.('Denver, CO 80203, Attorney for Plaintiffs')).toBe(false)
    expect(want?.matches?.('OCT 06 1998, SUITE 350, San Francisco, CA')).toBe(false)
    expect(want?.matches?.('KRS 418.040 et seq.')).toBe(true)
    const keys = analyzeQuestion('Which law firm represents the plaintiff?').map((t) => t.key)
    expect(keys).toContain('#firm')
    expect(keys).not.toContain('#statute')
  })

  test('the law\'s maker in the question ("which federal statute") only frames it', () => {
    const terms = analyzeQuestion('Under which federal statute does the Union sue?')
    expect(terms.find((t) => t.key === 'federal')?.frame).toBe(true)
  })
})

describe('a question of how many days', () => {
  test("wants a count of days, not a page's line numbers", () => {
    const want = analyzeQuestion('Within how many days must the notice be posted?').find(
      (t) => t.key === '#number',
    )
    expect(want?.matches?.('13 the Court must direct notice to the class before the • 14')).toBe(
      false,
    )
    expect(want?.matches?.('no later than ten (10) days after approval')).toBe(true)
    expect(want?.matches?.('Defts to answer within sicty (60) days.')).toBe(true)
    expect(want?.matches?.('within 21 calendar days of entry')).toBe(true)
  })
})

describe('"which federal statute" wants a federal law', () => {
  // A complaint written for this test: a state's code and the federal statute it is said to break.
  const want = (question: string) =>
    analyzeQuestion(question).find((t) => t.key === '#statute')!.matches!

  test('a state code alone is no federal statute; the U.S. Code, an Act, a section are', () => {
    const federal = want('Which federal statute do the State’s fee rules violate?')
    expect(federal('Parallel fee provisions are found at 110 ILCS § 675/20-90(a).')).toBe(false)
    expect(federal('See 8 U.S.C. § 1623(a).')).toBe(true)
    expect(federal('The rules violate the Higher Education Act.')).toBe(true)
    // Asked for any statute, the state's code is one.
    const any = want('Which statute sets the fee rules?')
    expect(any('Parallel fee provisions are found at 110 ILCS § 675/20-90(a).')).toBe(true)
  })
})

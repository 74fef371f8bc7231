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
})

import { describe, expect, test } from 'vitest'
import { answerExtractive } from './extractive'
import { analyzeQuestion } from './query'
import { subjectCoverage, subjectMask } from './subject'
import type { SourcePage } from './types'

describe('the question’s own subject, beyond the names of its case', () => {
  test('the case’s name and a parenthesis after it are no part of the subject', () => {
    const question = 'What claims do the plaintiffs assert in Quorley v. Banfield (D. Vt. 2019)?'
    const terms = analyzeQuestion(question)
    const subject = terms.filter((_, t) => subjectMask(question, terms)[t]).map((t) => t.key)
    expect(subject).toContain('claim')
    expect(subject).not.toContain('quorley')
    expect(subject).not.toContain('banfield')
    expect(subject).not.toContain('vt')
  })

  test('coverage is the share of the subject’s weight the passage holds', () => {
    expect(subjectCoverage([true, false, true], [1, 5, 3], [1, 2])).toBeCloseTo(0.75)
    expect(subjectCoverage([false, false], [1, 1], [])).toBe(1)
  })

  test('a caption that only names the case does not answer what the complaint claims', () => {
    const pages: SourcePage[] = [
      {
        documentId: 'order',
        documentName: 'order.txt',
        page: 1,
        text: [
          'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF VERMONT MARTA QUORLEY, et al., Plaintiffs, v. OTIS BANFIELD, et al., Defendants.',
          'The scheduling conference is continued to a date the clerk will set.',
        ].join('\n\n'),
      },
      {
        documentId: 'other',
        documentName: 'other.txt',
        page: 1,
        text: 'The parties to the lease dispute shall confer about discovery.',
      },
    ]
    const answer = answerExtractive(
      'What claims do the plaintiffs assert in the amended complaint in Quorley v. Banfield?',
      pages,
    )
    expect(answer.found).toBe(false)
  })

  test('a passage of the named case’s paper holds the case’s name through its caption', () => {
    const pages: SourcePage[] = [
      {
        documentId: 'order',
        documentName: 'order.txt',
        page: 1,
        text: [
          'PELLA DORIN, Plaintiff, v. HARLOW TOWNSHIP, Defendant.',
          'ORDER ON MOTION TO COMPEL',
          'The parties exchanged their witness statements by June 2 and the hearing followed.',
        ].join('\n\n'),
      },
      {
        documentId: 'other',
        documentName: 'other.txt',
        page: 1,
        text: 'QUENTIN MARSH, Plaintiff, v. OSLO FREIGHT, Defendant. The lease ended in March.',
      },
    ]
    const answer = answerExtractive(
      'What does the order in Dorin v. Harlow Township say about witness statements?',
      pages,
    )
    expect(answer.found && answer.citations[0]!.quote).toContain('witness statements')
  })
})

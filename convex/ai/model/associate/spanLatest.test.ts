import { describe, expect, test } from 'vitest'
import { answerText, matterOf } from './matter.harness'

// An invented order: names and dates are made up.
const ORDER = [
  'UNITED STATES DISTRICT COURT DISTRICT OF MAINE',
  'NORA VELD, et al., Plaintiffs, v. HARBOR HOUSING AUTHORITY, Defendant.',
  'Civil Action No. 2:31-cv-40777',
  'ORDER',
  'The plaintiffs are tenants of the Authority’s emergency housing program.',
  'To give the parties time to brief the issues, I extended the TRO until midnight March 9, 2031.',
  'Having reviewed the submissions, I find that a further hearing is necessary. Accordingly, the TRO shall remain in place until at least midnight March 23, 2031.',
  'So Ordered.',
].join('\n')

describe('a span’s end, superseded', () => {
  test('asked until when the order was extended, the later end answers', () => {
    const answer = answerText(
      'Until when did the court extend the temporary restraining order in Veld v. Harbor Housing Authority?',
      matterOf([{ id: 'order', text: ORDER }]),
    )
    expect(answer).toContain('March 23, 2031')
  })
})

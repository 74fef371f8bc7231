import { describe, expect, test } from 'vitest'
import { asksEntryNumber } from './entryNumber'
import { answerText, matterOf } from './matter.harness'

// An order written for this test, in the form district courts open one with.
const ORDER = `UNITED STATES DISTRICT COURT
WESTERN DISTRICT OF WASHINGTON
HARBOR MERCHANTS LLC, et al., Plaintiffs,
v.
CITY OF TACOMA, Defendant.
C21-0412 RJB
ORDER
THIS MATTER comes before the Court on a motion for summary judgment,
docket no. 87, filed by defendant City of Tacoma. The Court also considered the
Declaration of Ana Ruiz (docket no. 90).
The motion is GRANTED.`

describe('a motion’s docket number is its entry, not the case’s number', () => {
  test('the question forms', () => {
    expect(
      asksEntryNumber('What is the docket number of the City’s motion for summary judgment?'),
    ).toBe(true)
    expect(
      asksEntryNumber('What is the docket number of Harbor Merchants v. City of Tacoma?'),
    ).toBe(false)
  })
  test('the entry number beside the motion’s name answers', () => {
    const matter = matterOf([{ id: 'order', text: ORDER }])
    const answer = answerText(
      'In Harbor Merchants v. City of Tacoma, what is the docket number of the City’s motion for summary judgment?',
      matter,
    )
    expect(answer).toMatch(/Docket entry: 87/)
  })
  test('asked of a motion the papers do not number, the case’s number is no answer', () => {
    const matter = matterOf([{ id: 'order', text: ORDER }])
    expect(
      answerText(
        'In Harbor Merchants v. City of Tacoma, what is the docket number of the motion to compel?',
        matter,
      ),
    ).toBe('not found')
  })
})

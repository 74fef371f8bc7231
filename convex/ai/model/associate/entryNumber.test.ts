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

describe('a motion named in the parenthesis after its entry number', () => {
  // A renewed motion written for this test, citing the earlier papers by their ECF numbers.
  const RENEWED = `UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF OREGON
CASCADE TENANTS UNION, Plaintiff,
v.
CITY OF BEND, Defendant.
Case No. 6:24-cv-00871
RENEWED MOTION FOR PRELIMINARY INJUNCTION
This Motion is supported by the accompanying memorandum and the papers filed before it. See
ECF Nos. 7 (Plaintiff’s Motion for Temporary Restraining Order and Preliminary Injunction); 19
(Reply in Support of Plaintiff’s Motion).`

  test('"at what ECF number is …" asks for the entry', () => {
    expect(asksEntryNumber('At what ECF number is the union’s earlier motion for a TRO?')).toBe(
      true,
    )
    expect(asksEntryNumber('At what ECF number is the scheduling order?')).toBe(false)
  })

  test('the entry whose parenthesis names the motion answers', () => {
    const matter = matterOf([{ id: 'renewed', text: RENEWED }])
    const answer = answerText(
      'In Cascade Tenants Union v. City of Bend, at what ECF number is the union’s earlier motion for a TRO and preliminary injunction?',
      matter,
    )
    expect(answer).toMatch(/Docket entry: 7\b/)
  })
})

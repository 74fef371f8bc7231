import { describe, expect, test } from 'vitest'
import { officeAsked, sameOffice } from './officialNamed'
import { answerText, matterOf } from './matter.harness'

// A caption and a complaint's party paragraphs written for this test, in the forms filings use.
const CAPTION = `IN THE UNITED STATES DISTRICT COURT
FOR THE NORTHERN DISTRICT OF ALABAMA
RUTH OKAFOR, et al., Plaintiffs,
v.
ANSEL BRAY, in his official capacity as Attorney General of the
State of Alabama; NORA P. QUINT, in her official capacity as District Attorney for
Talladega County; and OREN SWALE, in his official capacity as District Attorney
for Coosa County.
Defendants.
COMPLAINT`

const PARAGRAPHS = `UNITED STATES DISTRICT COURT
SOUTHERN DISTRICT OF NEW YORK
HARBOR LEGAL AID v. CITY OF NEW YORK
COMPLAINT
25. Defendant Lia Moreau is and was at relevant times the Commissioner of DSS. She is sued
in her official capacity.
26. Defendant Paul T. Greaves is and was at relevant times the Commissioner of the
NYPD. As such, he has final authority over NYPD policy.`

describe('an official sued by title is the person the papers name in that office', () => {
  test('the office asked, and whether an office named is it', () => {
    expect(
      officeAsked(
        'Which Coosa County District Attorney is named as a defendant in Okafor v. Bray?',
      ),
    ).toBe('Coosa County District Attorney')
    expect(officeAsked('Which judge is named as a defendant?')).toBeNull()
    expect(sameOffice('Coosa County District Attorney', 'District Attorney for Coosa County')).toBe(
      true,
    )
    expect(
      sameOffice('Coosa County District Attorney', 'District Attorney for Talladega County'),
    ).toBe(false)
    expect(sameOffice('Coosa County District Attorney', 'Attorney General of the State')).toBe(
      false,
    )
  })
  test('a caption’s "in his official capacity as …" names the office’s holder', () => {
    const matter = matterOf([{ id: 'complaint', text: CAPTION }])
    expect(
      answerText(
        'Which Coosa County District Attorney is named as a defendant in Okafor v. Bray?',
        matter,
      ),
    ).toMatch(/Official: OREN SWALE/)
    expect(
      answerText(
        'Who is the Alabama Attorney General named as a defendant in Okafor v. Bray?',
        matter,
      ),
    ).toMatch(/Official: ANSEL BRAY/)
  })
  test('a party paragraph’s "Defendant … is the Commissioner of the NYPD", not of another agency', () => {
    const matter = matterOf([{ id: 'complaint', text: PARAGRAPHS }])
    expect(
      answerText(
        'Who is the NYPD Commissioner named as a defendant in Harbor Legal Aid v. City of New York?',
        matter,
      ),
    ).toMatch(/Official: Paul T\. Greaves/)
  })
  test('an office printed before the holder’s name: "Secretary of DOE Nia Vance"', () => {
    const motion = `UNITED STATES DISTRICT COURT
DISTRICT OF MASSACHUSETTS
COUNCIL OF LAND-GRANT COLLEGES, et al., Plaintiffs,
v.
DEPARTMENT OF ENERGY, et al., Defendants.
MOTION FOR A TEMPORARY RESTRAINING ORDER
Plaintiffs move for an order against DOE and Secretary of DOE Nia Vance (collectively,
"Defendants"). Executive Director of the Harbor Division of Emergency Management ("HDEM") Omar
Pike approved the site. ASSISTANT MAYOR BRUCE KELL signed the permit.`
    const matter = matterOf([{ id: 'motion', text: motion }])
    expect(
      answerText(
        'Which Secretary of Energy is named as a defendant in Council of Land-Grant Colleges v. Department of Energy?',
        matter,
      ),
    ).toMatch(/Official: Nia Vance/)
    expect(
      answerText(
        'Who is the HDEM executive director named as a defendant in Council of Land-Grant Colleges v. Department of Energy?',
        matter,
      ),
    ).toMatch(/Official: Omar Pike/)
    // An assistant mayor is not the mayor.
    expect(
      answerText(
        'Who is the mayor named as a defendant in Council of Land-Grant Colleges v. Department of Energy?',
        matter,
      ),
    ).not.toMatch(/KELL/)
    expect(sameOffice('Secretary of Energy', 'Secretary of DOE')).toBe(true)
    expect(sameOffice('Secretary of Energy', 'Secretary of DOJ')).toBe(false)
    expect(sameOffice('Mayor', 'Assistant Mayor')).toBe(false)
  })
})

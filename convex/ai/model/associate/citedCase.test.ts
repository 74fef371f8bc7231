import { describe, expect, test } from 'vitest'
import { askedCitedCase, findCitedNumber } from './citedCase'
import { answerText, matterOf, onePage as page } from './matter.harness'

// Papers written for this test, in the forms briefs cite other cases by name and number.

const MOTION = `UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF NEW MEXICO
LUCIA ORTEGA-BRAND, Petitioner,
v.                                   Case No. 1:25-cv-00418
MARTIN HALVERSEN, Warden, Respondent.
MOTION FOR TEMPORARY RESTRAINING ORDER
A court in this District, in the related case, Delgado Ruiz v. Halversen (No. 25-cv-093), has
already enjoined transfers without notice to the detainees and their counsel.`

const APPLICATION = `RELATED PROCEEDINGS
United States District Court (D. Md.):
Pruitt v. Garland, No. 24-cv-1187 (Feb. 3, 2025)
United States Court of Appeals (4th Cir.):
Pruitt v. Garland, No. 25-1044 (Mar. 9, 2025)`

describe('the number of a case the papers cite by name', () => {
  test('the case asked is the one after "number of"', () => {
    const asked = askedCitedCase(
      'In Ortega-Brand v. Halversen, what is the docket number of the related case Delgado Ruiz v. Halversen?',
    )
    expect(asked && [...asked.first]).toEqual(['delgado', 'ruiz'])
    expect(askedCitedCase('Who is the judge in Delgado Ruiz v. Halversen?')).toBeNull()
  })

  test('the number in the parenthesis or after the comma that follows its name', () => {
    const question = 'What is the docket number of the related case Delgado Ruiz v. Halversen?'
    expect(findCitedNumber(question, [page(MOTION)])?.value).toBe('25-cv-093')
  })

  test('a case listed court by court: the question’s court picks its number', () => {
    const [district, appeal] = ['D. Md.', 'Fourth Circuit court of appeals'].map(
      (court) =>
        findCitedNumber(`What is the ${court} docket number of Pruitt v. Garland?`, [
          page(APPLICATION),
        ])?.value,
    )
    expect(district).toBe('24-cv-1187')
    expect(appeal).toBe('25-1044')
  })

  test('a case the papers never cite with a number has none', () => {
    expect(
      findCitedNumber('What is the docket number of Pruitt v. Halversen?', [page(MOTION)]),
    ).toBeNull()
  })

  test('asked of another case, its cited number answers, not the caption’s', () => {
    const matter = matterOf([{ id: 'motion', text: MOTION }])
    const answer = answerText(
      'In Ortega-Brand v. Halversen, what is the docket number of the related case Delgado Ruiz v. Halversen?',
      matter,
    )
    expect(answer).toMatch(/Docket number: 25-cv-093/)
    expect(answerText('What is the case number of Ortega-Brand v. Halversen?', matter)).toMatch(
      /1:25-cv-00418/,
    )
  })
})

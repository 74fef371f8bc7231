import { describe, expect, test } from 'vitest'
import { askedOf } from './asked'
import { datesOtherPaper } from './dateClause'
import { courtFitsQualifier } from './qualifier'

// Wordings written for this test.
describe('a count, a length or a fee is asked, not what else the question names', () => {
  test('"how many" and "how long" ask no party, lawyer or docket number', () => {
    expect(askedOf('In Pell v. Varga, how many days do the parties have to report?')).toBeNull()
    expect(
      askedOf("Within how many hours must the county notify plaintiffs' counsel in Pell v. Varga?"),
    ).toBeNull()
    expect(askedOf('For how long did the order in docket BR 31-07 authorize the taps?')).toBeNull()
  })

  test("attorneys' fees ask for an amount, not the attorneys", () => {
    expect(askedOf("What attorneys' fees did the court award in Pell v. Varga?")?.label).toBe(
      'Amount',
    )
    expect(askedOf("What attorney's fees were sought in Pell v. Varga?")?.label).toBe('Amount')
    expect(askedOf('Who was counsel for the plaintiffs in Pell v. Varga?')?.counsel).toBe(true)
  })
})

describe('a date that names another paper', () => {
  const q = 'When did Quill file his letter seeking reconsideration in United States v. Quill?'
  test("the Court's May 3 Memorandum and Order does not date the letter", () => {
    expect(
      datesOtherPaper(q, "reconsideration of this Court's ", ' Memorandum and Order denying'),
    ).toBe(true)
    expect(datesOtherPaper(q, 'Quill filed his ', ' letter asking')).toBe(false)
  })

  test('a question that names no paper, or names the one dated, keeps it', () => {
    expect(
      datesOtherPaper('When did the court certify the class in Pell?', 'the ', ' Order certifying'),
    ).toBe(false)
    expect(
      datesOtherPaper('When was the order entered in Pell?', "the Court's ", ' Order granting'),
    ).toBe(false)
  })
})

describe('a trial court number asked of an appellate paper', () => {
  test("the court of appeals' docket is not the district court's number", () => {
    const q =
      'What is the district court docket number of Pell v. Varga in the District of Vermont?'
    expect(courtFitsQualifier(q, 'United States Court of Appeals for the Second Circuit')).toBe(
      false,
    )
    expect(courtFitsQualifier(q, 'United States District Court for the District of Vermont')).toBe(
      true,
    )
    expect(
      courtFitsQualifier(
        'What is the Second Circuit docket number of the appeal from the district court?',
        'United States Court of Appeals for the Second Circuit',
      ),
    ).toBe(true)
  })
})

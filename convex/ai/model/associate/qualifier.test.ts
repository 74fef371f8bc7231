import { describe, expect, test } from 'vitest'
import { courtFitsQualifier, isAppellateCourt } from './qualifier'

describe('courtFitsQualifier', () => {
  const STATE = 'Supreme Court of the State of New York, County of Queens'
  const FEDERAL = 'United States District Court for the District of Vermont'
  test('a state court is no answer to "the federal civil action number"', () => {
    expect(
      courtFitsQualifier('What is the federal civil action number of Roe v. Doe?', STATE),
    ).toBe(false)
    expect(
      courtFitsQualifier('What is the federal civil action number of Roe v. Doe?', FEDERAL),
    ).toBe(true)
  })
  test('a federal court is no answer to "the state index number"', () => {
    expect(courtFitsQualifier('What is the state index number in Roe v. Doe?', FEDERAL)).toBe(false)
  })
  test('a trial court is no answer to "the appellate docket number"', () => {
    expect(courtFitsQualifier('What is the appellate docket number in Roe v. Doe?', STATE)).toBe(
      false,
    )
    expect(
      courtFitsQualifier('What is the Third Circuit docket number in Roe v. Doe?', FEDERAL),
    ).toBe(false)
  })
  test('a qualifier inside the case name qualifies nothing', () => {
    const q = 'What is the docket number of Roe v. Granite Federal Savings Bank?'
    expect(courtFitsQualifier(q, STATE)).toBe(true)
    expect(
      courtFitsQualifier('What is the case number of Roe v. Ohio State University?', FEDERAL),
    ).toBe(true)
  })
  test("New York's Supreme Court is a trial court; its Appellate Division is not", () => {
    expect(isAppellateCourt(STATE)).toBe(false)
    expect(
      isAppellateCourt('Supreme Court of New York, Appellate Division, Third Department'),
    ).toBe(true)
  })
})

import { describe, expect, test } from 'vitest'
import { namesThisCase, startsHeadingLine } from './courtOfThisCase'

/** Whether the court `court` (its first occurrence in `text`) is said to be this case's. */
function said(text: string, court: string): boolean {
  const start = text.indexOf(court)
  return namesThisCase(text, start, start + court.length)
}

describe('startsHeadingLine', () => {
  test('a heading after a margin number and "IN THE"', () => {
    const text = 'ended here.\n\n1  IN  THE  UNITED  STATES  DISTRICT  COURT\n'
    expect(startsHeadingLine(text, text.indexOf('UNITED'))).toBe(true)
  })
  test("a reporter's court line under the docket number", () => {
    const text = 'No. 19-2231.\nUnited States Court of Appeals, Tenth Circuit.\nMay 2, 2020.\n'
    expect(startsHeadingLine(text, text.indexOf('United'))).toBe(true)
  })
  test('a sentence broken before the name is no heading', () => {
    const text =
      'The same rule was rejected by the\nUnited States Court of Appeals for the Tenth Circuit.'
    expect(startsHeadingLine(text, text.indexOf('United'))).toBe(false)
  })
  test('a sentence opening with "The" and going on is no heading', () => {
    const text = 'Summary\nThe United States District Court for the District of Nevada held that\n'
    const start = text.indexOf('United')
    const end = text.indexOf(' held')
    expect(startsHeadingLine(text, start, end)).toBe(false)
  })
  test('a name inside a line is no heading', () => {
    const text = 'Later the United States District Court for the District of Utah held so.'
    expect(startsHeadingLine(text, text.indexOf('United'))).toBe(false)
  })
})

describe('namesThisCase', () => {
  test('"filed … in the X"', () => {
    expect(
      said(
        'On May 1, the tenants filed a complaint against the City in the United States District Court for the District of Utah.',
        'United States District Court for the District of Utah',
      ),
    ).toBe(true)
  })
  test('"filed with the Clerk of the X"', () => {
    expect(
      said(
        'The notice was filed with the Clerk of the Superior Court of Elm County on June 2.',
        'Superior Court of Elm County',
      ),
    ).toBe(true)
  })
  test('"pending before the X"', () => {
    expect(
      said(
        'in the action now pending before the Circuit Court of Oak County, in which',
        'Circuit Court of Oak County',
      ),
    ).toBe(true)
  })
  test('"removed to the X"', () => {
    expect(
      said(
        'Defendants removed the action to the United States District Court for the District of Idaho.',
        'United States District Court for the District of Idaho',
      ),
    ).toBe(true)
  })
  test('the court defined as "the Court"', () => {
    expect(
      said(
        'Relief the United States District Court for the District of Kansas ("the Court") may grant.',
        'United States District Court for the District of Kansas',
      ),
    ).toBe(true)
  })
  test('a "Court:" label', () => {
    expect(said('Case: Doe v. Roe\nCourt: Superior Court of Elm County\n', 'Superior Court')).toBe(
      true,
    )
  })
  test("a cited case's court is not this case's", () => {
    expect(
      said(
        'As the Supreme Court of Ohio held last year, the rule reaches only public bodies.',
        'Supreme Court of Ohio',
      ),
    ).toBe(false)
  })
  test('a filing verb in an earlier sentence does not reach the court', () => {
    expect(
      said(
        'The tenants filed their complaint on May 1. Later the Supreme Court of Ohio decided a case like it.',
        'Supreme Court of Ohio',
      ),
    ).toBe(false)
  })
})

test('a judgment "transmitted to the Clerk of the X" is filed on that court\'s docket', () => {
  expect(
    said(
      'a certified copy of the judgment of this Court was transmitted\nto the Clerk of the United States District Court for the District of Maine.',
      'United States District Court for the District of Maine',
    ),
  ).toBe(true)
})

test('New York\'s "At IAS Part 3 of the Supreme Court …, held in and for the County of …"', () => {
  expect(
    said(
      'At IAS Part 3 of the Supreme Court of the State of New York, held in and for the County of Erie, at the Courthouse, 25 Delaware Avenue, Buffalo, New York, on the 2d day of May, 2019.',
      'Supreme Court of the State of New York',
    ),
  ).toBe(true)
})

test('"to testify in the X … in the case of …"', () => {
  expect(
    said(
      'as witnesses on May 1, to testify in the United States District Court for the\nDistrict of Idaho in Boise, Idaho, in the case of United States v. Elm County.',
      'United States District Court for the\nDistrict of Idaho',
    ),
  ).toBe(true)
})

test('a court\'s notice over its opinions: "Opinions of the X are available to the public"', () => {
  expect(
    said(
      "Opinions of the Utah Supreme Court are available to the\npublic through the court's homepage.",
      'Utah Supreme Court',
    ),
  ).toBe(true)
})

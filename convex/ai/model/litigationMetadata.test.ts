import { describe, expect, test } from 'vitest'
import { findClassPeriod } from './classPeriod'
import { litigationMetadataFromFacts, proposeLitigationMetadata } from './litigationMetadata'
import type { Fact } from '../../../shared/factValidators'

const complaint = [
  {
    page: 1,
    text: `UNITED STATES DISTRICT COURT
SOUTHERN DISTRICT OF NEW YORK
OHIO TEACHERS RETIREMENT FUND, Individually and on Behalf of All
Others Similarly Situated,
Plaintiff,
v.
NORTHWIND HOLDINGS, INC. and DANIEL ORTEGA,
Defendants.
Case No. 1:25-cv-04417
CLASS ACTION COMPLAINT
Hon. Miriam K. Castellanos
1. This is a class action on behalf of all persons and entities who purchased or otherwise
acquired the publicly traded securities of Northwind Holdings, Inc. between March 3, 2023 and
August 14, 2025, inclusive (the "Class Period"). See Smith v. Jones, No. 19-cv-1234, 2020 WL
123456, at *3 (S.D.N.Y. Jan. 5, 2020).`,
  },
]

describe('proposeLitigationMetadata', () => {
  test('proposes every field of a complaint, each with its quote and span', () => {
    const metadata = proposeLitigationMetadata(complaint)
    expect(metadata.docketNumber?.value).toBe('1:25-cv-04417')
    expect(metadata.court?.value).toBe(
      'United States District Court for the Southern District of New York',
    )
    expect(metadata.judge?.value).toBe('Miriam K. Castellanos')
    expect(metadata.plaintiffs?.value).toEqual(['Ohio Teachers Retirement Fund'])
    expect(metadata.defendants?.value).toEqual(['Northwind Holdings, Inc.', 'Daniel Ortega'])
    expect(metadata.classPeriod?.value).toBe('March 3, 2023 – August 14, 2025')
    for (const proposal of Object.values(metadata)) {
      const text = complaint.find((p) => p.page === proposal.source.page)!.text
      expect(text.slice(proposal.source.start, proposal.source.end)).toBe(proposal.quote)
    }
  })

  test('leaves out what a document does not state', () => {
    const metadata = proposeLitigationMetadata([
      { page: 1, text: 'Dear Client, thank you for your time today.' },
    ])
    expect(metadata).toEqual({})
    expect(proposeLitigationMetadata([])).toEqual({})
  })
})

describe('findClassPeriod', () => {
  test('reads "between … and …" after a purchase, and a period named the Class Period', () => {
    const pages = [
      {
        page: 1,
        text: 'all persons who purchased Acme stock between March 1, 2021 and June 30, 2023 were harmed',
      },
    ]
    expect(findClassPeriod(pages)?.value).toBe('March 1, 2021 – June 30, 2023')
    const dash = [
      { page: 1, text: 'during the period 03/03/2023 – 08/14/2025 (the “Class Period”)' },
    ]
    expect(findClassPeriod(dash)).toMatchObject({
      from: '2023-03-03',
      to: '2025-08-14',
      confidence: 0.9,
    })
  })

  test('ignores two dates that are no period of purchases', () => {
    expect(
      findClassPeriod([{ page: 1, text: 'The hearing moved from May 1, 2024 to June 3, 2024.' }]),
    ).toBeNull()
  })
})

describe('litigationMetadataFromFacts', () => {
  const judgeFact = (value: string, role: Fact['role'], chosen?: boolean): Fact => ({
    kind: 'judge',
    value,
    display: value,
    role,
    context: value,
    page: 1,
    start: 0,
    end: value.length,
    confidence: 0.9,
    ...(chosen ? { chosen } : {}),
  })
  const pages = [{ page: 1, text: 'Ann Roe Bea Poe' }]

  test("proposes the judge the extractor chose, not the first of a role (the Judge column's)", () => {
    const facts = [judgeFact('Ann Roe', 'district'), judgeFact('Bea Poe', 'author', true)]
    expect(litigationMetadataFromFacts(facts, pages).judge?.value).toBe('Bea Poe')
  })

  test('on facts stored before the choice was kept, the first of this court roles', () => {
    const facts = [judgeFact('Bea Poe', 'trial'), judgeFact('Ann Roe', 'district')]
    expect(litigationMetadataFromFacts(facts, pages).judge?.value).toBe('Ann Roe')
  })
})

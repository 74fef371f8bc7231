import { describe, expect, test } from 'vitest'
import { findDocketParties } from './docketParties'
import { findDocketTitleRow } from './docketTitleRow'

const sides = (text: string) =>
  Object.fromEntries(findDocketParties(text).map((m) => [m.role, m.value]))

describe('findDocketParties: a record title on a row of its own', () => {
  test("a court of appeals' general docket whose party list the printout left out", () => {
    const text = [
      'General Docket',
      'United States Court of Appeals for the Twelfth Circuit',
      'Court of Appeals Docket #: 91-40123 Docketed: 03/04/1991',
      'Nature of Suit: 3440 Other Civil Rights Termed: 09/09/1992',
      'Elm Valley Tenants Union, et al v. State of Westmark, et al',
      'Appeal From: U.S. District Court for Westmark, Port Ames',
      'Fee Status: Paid',
      '',
      '04/01/1991  5  Filed order granting the motion to extend time.',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Elm Valley Tenants Union'],
      defendants: ['State of Westmark'],
    })
  })

  test('the title run on into the next label after a single space', () => {
    const text = [
      '5/6/2021 19-4411 Docket',
      'Court of Appeals Docket #: 19-4411 Docketed: 10/01/2019',
      'United States of America v. Quillfeather Termed: 02/02/2021',
      'Appeal From: District of Westmark',
      'Jan Roe  represented by  Al Poe',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['United States of America'],
      defendants: ['Quillfeather'],
    })
  })

  test("a state court's case page: the title over its case number", () => {
    const text = [
      'Westmark Circuit Court Access',
      'Dora K Ellery et al vs. Ivo P Marsh et al',
      'Harlan County Case Number 2004CV009911',
      'Filing Date Case Type Case Status',
      '02-03-2004 Civil Closed',
      'Party Type Party Name Party Status',
      'Plaintiff Ellery, Dora K',
    ].join('\n')
    expect(findDocketTitleRow(text, (side) => side.replace(/\s+et al$/, ''))).toMatchObject([
      { role: 'plaintiffs', value: ['Dora K Ellery'] },
      { role: 'defendants', value: ['Ivo P Marsh'] },
    ])
  })

  test('a title row with no record label near it is not read', () => {
    const text = 'Quarterly Newsletter\n\nRoe v. Acme Corp.\n\nThe court heard argument in May.'
    expect(findDocketTitleRow(text, (side) => side)).toEqual([])
  })

  test('a capital "V" between the sides may be an initial: not read as the versus', () => {
    const text = "Clerk's Docket\n2019-CA-00123\nJANE ROE V ACME CO\nTrial Court Case # 18-77"
    expect(findDocketTitleRow(text, (side) => side)).toEqual([])
  })

  test("a district report's title does not stand for the blocks it lacks", () => {
    const text = [
      'U.S. District Court',
      'District of Westmark (Port Ames)',
      'CIVIL DOCKET FOR CASE #: 2:21-cv-00042',
      'Roe et al v. Poe et al  Date Filed: 01/02/2021',
      'Plaintiff',
      'Jan Roe  represented by  Al Lee',
    ].join('\n')
    expect(sides(text)).toEqual({})
  })
})

describe('findDocketParties: a print title between a role and its name', () => {
  test('a court system\'s own name before "Docket Report" and the address', () => {
    const text = [
      'U.S. District Court',
      'District of Westmark (Port Ames)',
      'CIVIL DOCKET FOR CASE #: 2:21-cv-00042',
      'Plaintiff',
      'Jan Roe  represented by  Al Lee',
      'V.',
      'Defendant',
      '1 of 3 4/5/2008 10:11 AM',
      '',
      'WMD-ECF - Docket Report https://ecf.wmd.example.gov/cgi-bin/DktRpt.pl?123',
      'Elm Freight Lines Inc.  represented by  Sue Kent',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Jan Roe'],
      defendants: ['Elm Freight Lines Inc.'],
    })
  })
})

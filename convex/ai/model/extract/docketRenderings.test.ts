// PACER pages as converters that keep the markup's own whitespace render them (BeautifulSoup's
// get_text() and get_text('\n'), non-breaking spaces kept, cells glued without a separator), and
// the roles of a miscellaneous case's report. Invented names and numbers throughout.
import { describe, expect, test } from 'vitest'
import { findDocketParties } from './docketParties'
import { recordDocket, recordFiled } from './docketRecord'

const sides = (text: string) =>
  Object.fromEntries(findDocketParties(text).map((m) => [m.role, m.value]))
const page = (text: string) => [{ page: 1, text }]

const HEAD =
  'U.S. District Court\nDistrict of Nevada (Reno)\nCIVIL DOCKET FOR CASE #: 3:21-cv-00456\n'

describe("a district report's blocks with the markup's line breaks kept", () => {
  const blocks = (gap: string) =>
    `${HEAD}Plaintiff                               ${gap}Tessa Marlow\n\nrepresented\u00a0byQuentin Abernathy\nAbernathy Law Group\nLEAD ATTORNEY\n\n V.\nDefendant                               ${gap}Sierra Valley Grazing Association\n\nrepresented\u00a0byLena Ortiz\n`

  test("get_text(): blank lines between the role's row and the name's cell", () => {
    expect(sides(blocks('\n\n\n'))).toEqual({
      plaintiffs: ['Tessa Marlow'],
      defendants: ['Sierra Valley Grazing Association'],
    })
  })

  test("get_text('\\n'): more blank lines still", () => {
    expect(sides(blocks('\n\n\n\n\n\n\n'))).toEqual({
      plaintiffs: ['Tessa Marlow'],
      defendants: ['Sierra Valley Grazing Association'],
    })
  })
})

describe('an appellate docket converted with its non-breaking spaces and glued cells', () => {
  const nbsp = '\u00a0'.repeat(10)
  const docket = [
    'General DocketUnited States Court of Appeals for the Ninth Circuit',
    'Court of Appeals Docket #: 21-16001Docketed: 06/14/2021',
    'Tessa Marlow, et al v. HUD, et al',
    '',
    'TESSA MARLOW',
    `${nbsp}Plaintiff - Appellant,`,
    'Quentin Abernathy, AttorneyDirect: 775-555-0100[COR LD NTC Retained]',
    `${nbsp}v.`,
    'WASHOE COUNTY HOUSING AUTHORITY',
    `${nbsp}Defendant - Appellee,`,
    'Lena OrtizDirect: 775-555-0199[COR LD NTC Government]',
    '',
  ].join('\n')

  test('the role indented with non-breaking spaces under the name', () => {
    expect(sides(docket)).toEqual({
      plaintiffs: ['Tessa Marlow'],
      defendants: ['Washoe County Housing Authority'],
    })
  })

  test('the number and "Docketed:" glued: each read up to the other', () => {
    expect(recordDocket(page(docket))?.value).toBe('21-16001')
    expect(recordFiled(page(docket))?.value).toBe('2021-06-14')
  })
})

describe("a miscellaneous case's roles", () => {
  test('a movant leads the moving side where no plaintiff is listed', () => {
    const text = `${HEAD}Movant\nKeira Voss represented by Jo Lin\nV.\nRespondent\nPinecrest Mineral Holdings LLC represented by Kim Roe\n`
    expect(sides(text)).toEqual({
      plaintiffs: ['Keira Voss'],
      defendants: ['Pinecrest Mineral Holdings LLC'],
    })
  })

  test('beside a plaintiff, a movant is no party of the side', () => {
    const text = `${HEAD}Plaintiff\nTessa Marlow represented by Jo Lin\nV.\nDefendant\nSierra Mining Co. represented by Kim Roe\nMovant\nKeira Voss represented by Al Poe\n`
    expect(sides(text)).toEqual({ plaintiffs: ['Tessa Marlow'], defendants: ['Sierra Mining Co.'] })
  })

  test('"Consolidated Plaintiff" is a member case\'s party, no lead beside the case\'s own', () => {
    const own = `${HEAD}Plaintiff\nTessa Marlow represented by Jo Lin\nConsolidated Plaintiff\nRuben Ames represented by Al Poe\nV.\nDefendant\nSierra Mining Co. represented by Kim Roe\n`
    expect(sides(own).plaintiffs).toEqual(['Tessa Marlow'])
    const member = `${HEAD}Consolidated Plaintiff\nRuben Ames represented by Al Poe\nV.\nDefendant\nSierra Mining Co. represented by Kim Roe\n`
    expect(sides(member).plaintiffs).toEqual(['Ruben Ames'])
  })

  test('an intervenor plaintiff is no party of the side', () => {
    const text = `${HEAD}Plaintiff\nTessa Marlow represented by Jo Lin\nIntervenor Plaintiff\nWashoe Tenants Union represented by Al Poe\nV.\nDefendant\nSierra Mining Co. represented by Kim Roe\n`
    expect(sides(text).plaintiffs).toEqual(['Tessa Marlow'])
  })
})

describe("Chrome's printed page: its foot and head between a block's lines", () => {
  const foot = 'https://ecf.nvd.example.gov/cgi-bin/DktRpt.pl?123456  3/9'
  const head = '3/4/21, 10:15 AM  CM/ECF - U.S. District Court:nvd'

  test("between a party's role and its name", () => {
    const text = `${HEAD}Plaintiff\nTessa Marlow represented by Jo Lin\nV.\nDefendant\n${foot}\n\n${head}\nSierra Mining Co. represented by Kim Roe\n`
    expect(sides(text).defendants).toEqual(['Sierra Mining Co.'])
  })

  test("between a wrapped name's lines", () => {
    const text = `${HEAD}Plaintiff\nTessa Marlow represented by Jo Lin\nV.\nDefendant\nGreat Basin Regional Water and Sewer represented by Kim Roe\n${foot}\n${head}\nConservancy (See above for address)\n`
    expect(sides(text).defendants).toEqual(['Great Basin Regional Water and Sewer Conservancy'])
  })
})

describe("a block's name led by figures", () => {
  test("a forfeiture's property and a range of unnamed officers keep their figures", () => {
    const text = `${HEAD}Plaintiff\nUnited States of America represented by Kim Roe\nV.\nDefendant\n2.5 Acres of Land, More or Less represented by Jo Lin\nDefendant\n2019 Ford F-150 Pickup represented by Jo Lin\nDefendant\n1-10 John Doe Officers\n`
    expect(sides(text).defendants).toEqual([
      '2.5 Acres of Land, More or Less',
      '2019 Ford F-150 Pickup',
      '1-10 John Doe Officers',
    ])
  })
})

// Court records' forms as HTML pages render them to text (cells one to a line, tab-separated,
// set apart by runs of spaces, with or without blank lines between): invented examples.
import { describe, expect, test } from 'vitest'
import { findDocketParties } from './docketParties'
import { recordDocket, recordFiled, recordKind } from './docketRecord'

const sides = (text: string) =>
  Object.fromEntries(findDocketParties(text).map((m) => [m.role, m.value]))
const page = (text: string) => [{ page: 1, text }]

const REPORT = 'U.S. District Court\nDistrict of Utah\nCIVIL DOCKET FOR CASE #: 2:20-cv-00001\n'

describe('docket report: the entries table under the last party', () => {
  test('its "Date Filed" head is no part of the last name (tab cells)', () => {
    const text = `${REPORT}Plaintiff\nAna Ruiz\nrepresented by\nLee Poe\nV.\nDefendant\nCity of Elm\nDefendant\nElm County Jail\nDate Filed\t#\tDocket Text\n01/02/2020\t1\tCOMPLAINT\n`
    expect(sides(text).defendants).toEqual(['City of Elm', 'Elm County Jail'])
  })

  test('nor when the cells are set apart by spaces', () => {
    const text = `${REPORT}Plaintiff\nAna Ruiz  represented by  Lee Poe\nV.\nDefendant\nOfficer Carl Roe\nDate Filed    #    Docket Text\n01/02/2020    1    COMPLAINT\n`
    expect(sides(text).defendants).toEqual(['Officer Carl Roe'])
  })
})

describe('appellate general docket: a block for several parties', () => {
  const head =
    'General Docket\nUnited States Court of Appeals for the Ninth Circuit\nCourt of Appeals Docket #: 19-10001\tDocketed: 01/02/2019\n'

  test('names them parted by semicolons, the role plural on the row under', () => {
    const text = `${head}ELM VALLEY TENANTS UNION; MARA OKAFOR, in her official capacity as Chair of the Union,\nPlaintiffs - Appellees,\nJan Roe, Attorney\nv.\nSTATE BOARD OF HOUSING; CARL VOSS, Director of Housing,\nDefendants - Appellants,\nAl Poe\n`
    expect(sides(text)).toEqual({
      plaintiffs: ['Elm Valley Tenants Union', 'Mara Okafor'],
      defendants: ['State Board of Housing', 'Carl Voss'],
    })
  })

  test('with the counsel column beside the name', () => {
    const text = `${head}ELM VALLEY TENANTS UNION; RIVER ALLIANCE,      Jan Roe, Attorney\n     Plaintiffs - Appellees,                    Direct: 555-0100\n  v.\nSTATE BOARD OF HOUSING,       Al Poe\n     Defendant - Appellant,     Direct: 555-0101\n`
    expect(sides(text)).toEqual({
      plaintiffs: ['Elm Valley Tenants Union', 'River Alliance'],
      defendants: ['State Board of Housing'],
    })
  })
})

describe('Supreme Court docket: the title set beside its label by spaces', () => {
  test('the rows under it indented to the value column', () => {
    const text =
      'No. 22A901\nTitle:        Elm Pharma, L.L.C., Applicant\n              v.\n              Coalition for Safe Medicine, et al.\nDocketed:     April 3, 2023\nLower Ct:     United States Court of Appeals for the Fifth Circuit\n'
    expect(recordKind(text)).toBe('supremeCourtDocket')
    expect(sides(text)).toEqual({
      plaintiffs: ['Elm Pharma, L.L.C.'],
      defendants: ['Coalition for Safe Medicine'],
    })
  })
})

describe('Texas appellate case page', () => {
  const cellLines =
    'Case:\n\n14-20-00999-CV\n\nDate Filed:\n\n06/22/2020\n\nCase Type:\n\nContract\n\nStyle:\n\nOrtiz, Rosa\n\nv.:\n\nElm Creek Water Supply Corp.\n\nOrig Proc:\n\nNo\n\nTrial Court Information\n\nCourt Case:\n\n2019-55555\n'

  test('a cell to a line, blank lines between: number, date, style', () => {
    expect(recordKind(cellLines)).toBe('casePage')
    expect(recordDocket(page(cellLines))?.value).toBe('14-20-00999-CV')
    expect(recordFiled(page(cellLines))?.value).toBe('2020-06-22')
    expect(sides(cellLines)).toEqual({
      plaintiffs: ['Ortiz, Rosa'],
      defendants: ['Elm Creek Water Supply Corp.'],
    })
  })

  test('its Parties table (PartyType) lists each party of a side', () => {
    const text =
      'Case:      03-21-00888-CV       Date Filed:   12/01/2021\nStyle:   The State of Texas\nv.:   Elm County and Elm Tenants Council\nParties\nParty                                 PartyType     Representative\nThe State of Texas                    Appellant     Mr. Al Poe\nElm County                            Appellee      Ms. Jan Roe\nElm Tenants Council                   Appellee      Mr. Lee Fox\n'
    expect(sides(text)).toEqual({
      plaintiffs: ['The State of Texas'],
      defendants: ['Elm County', 'Elm Tenants Council'],
    })
  })

  test('the Parties table a cell to a line', () => {
    const text = `${cellLines}Parties\n\nParty\n\nPartyType\n\nRepresentative\n\nOrtiz, Rosa\n\nAppellant\n\nMr. Al Poe\n\nElm Creek Water Supply Corp.\n\nAppellee\n\nMs. Jan Roe\n`
    expect(sides(text)).toEqual({
      plaintiffs: ['Ortiz, Rosa'],
      defendants: ['Elm Creek Water Supply Corp.'],
    })
  })
})

describe('appellate general docket: the caption reprinted after the blocks', () => {
  test('its plural block adds nothing to the sides the blocks named', () => {
    const text =
      'Court of Appeals Docket #: 98-1234\nDocketed: 03/02/1998\nANA REYES                 Jan Roe\n     Plaintiff - Appellant\nLEO MARSH                 Jan Roe\n     Plaintiff - Appellant\n   v.\nELM COUNTY                Al Poe\n     Defendant - Appellee\nANA REYES and LEO MARSH, and all others similarly\nsituated,\n               Plaintiffs - Appellants\n   v.\nELM COUNTY,\n               Defendant - Appellee\n'
    expect(sides(text)).toEqual({
      plaintiffs: ['Ana Reyes', 'Leo Marsh'],
      defendants: ['Elm County'],
    })
  })
})

// Court records' forms as HTML pages render them to text, round two: notices whose long case
// name wraps, appellate blocks whose entry runs over two rows or lists parties in capitals,
// a Texas page's empty "v.:" cell, the Court of Criminal Appeals' numbers. Invented examples.
import { describe, expect, test } from 'vitest'
import { findDocketParties } from './docketParties'
import { recordDocket } from './docketRecord'
import { partyNames } from './partyNames'

const sides = (text: string) =>
  Object.fromEntries(findDocketParties(text).map((m) => [m.role, m.value]))
const page = (text: string) => [{ page: 1, text }]

const NOTICE =
  'U.S. District Court\nDistrict of Nevada\nNotice of Electronic Filing\nThe following transaction was entered on 2/3/2022 at 9:00 AM PST and filed on 2/3/2022\n'

describe('notice of electronic filing: a long case name wrapped onto the next row', () => {
  test('"et" parted from its "al" names no one', () => {
    const text = `${NOTICE}Case Name:\tSilver State Voters League et al v. Lombard et\n\tal\nCase Number:\t2:22-cv-00111-ABC\n`
    expect(sides(text)).toEqual({
      plaintiffs: ['Silver State Voters League'],
      defendants: ['Lombard'],
    })
  })

  test('the defendant wrapped under the value column, the plaintiff described', () => {
    const text = `${NOTICE}Case Name:       Elm Health Cooperative, on behalf of itself and its members v. Nevada\n                 Department of Rural Health Services\nCase Number:     2:22-cv-00112\n`
    expect(sides(text)).toEqual({
      plaintiffs: ['Elm Health Cooperative'],
      defendants: ['Nevada Department of Rural Health Services'],
    })
  })

  test('a label on the next row ends the title', () => {
    const text = `${NOTICE}Case Name:       Roe v. Nevada\n                 Case Number: 2:22-cv-00113\n`
    expect(sides(text)).toEqual({ plaintiffs: ['Roe'], defendants: ['Nevada'] })
  })
})

describe('appellate general docket: block entries', () => {
  const head =
    'General Docket\nUnited States Court of Appeals for the District of Columbia Circuit\nCourt of Appeals Docket #: 22-1999\tDocketed: 03/01/2022\n'

  test('an entry over two rows, its first row ending on a comma', () => {
    const text = `${head}STATE OF OHIO, et al.,                        Petitioners\n\n     v.\n\nFEDERAL ENERGY AGENCY and JANE Q. ROE, Administrator,\nFederal Energy Agency,                         Respondents\n\nELM POWER COOPERATIVE,                         Intervenor for Respondent\n`
    expect(sides(text)).toEqual({
      plaintiffs: ['State of Ohio'],
      defendants: ['Federal Energy Agency', 'Jane Q. Roe'],
    })
  })

  test('a block listing its parties in capitals parted by commas', () => {
    const text = `${head}MARA POE,\tLee Counsel, -\nPlaintiff - Appellant,\t[COR LD NTC Retained]\nv.\nTOWN OF ELMWOOD, SERGEANT CARL VOSS,\tAnn Defense, -\nDefendants - Appellees.\t[COR LD NTC Retained]\n`
    expect(sides(text)).toEqual({
      plaintiffs: ['Mara Poe'],
      defendants: ['Town of Elmwood', 'Sergeant Carl Voss'],
    })
  })

  test("a block above's role row ending on a comma runs on to no one", () => {
    const text = `${head}MARA POE,\nPlaintiff - Appellant,\nLEE ROE,\nPlaintiff - Appellant,\nv.\nTOWN OF ELMWOOD,\nDefendant - Appellee,\n`
    expect(sides(text)).toEqual({
      plaintiffs: ['Mara Poe', 'Lee Roe'],
      defendants: ['Town of Elmwood'],
    })
  })
})

describe('Texas case page', () => {
  test('an empty "v.:" cell takes no label as the second side', () => {
    const text =
      'Case:\t22-0999\nDate Filed:\t04/01/2022\nCase Type:\tMandamus\nStyle:\tIn re Elm Mutual Insurance\nv.:\t\nOrig Proc:\tYes\n'
    expect(sides(text)).toEqual({})
  })

  test("the Court of Criminal Appeals' writ and review numbers", () => {
    const writ =
      'Case:\n\nWR-12,345-02\n\nDate Filed:\n\n01/05/2023\n\nStyle:\n\nPoe, Carl Lee\n\nv.:\n\nThe State of Texas\n'
    expect(recordDocket(page(writ))?.value).toBe('WR-12,345-02')
    const review =
      'Case:    PD-0999-22        Date Filed:   05/03/2022\nStyle:    Roe, Ana\nv.:    The State of Texas\n'
    expect(recordDocket(page(review))?.value).toBe('PD-0999-22')
  })
})

describe('a surname with a small prefix in a name set in capitals', () => {
  test('is recased with the rest of the name', () => {
    expect(partyNames('DANA R. McVOY, Acting Director')).toEqual(['Dana R. McVoy'])
    expect(partyNames('ELM CITY and CARL DeWITT')).toEqual(['Elm City', 'Carl Dewitt'])
  })

  test('in a name in mixed case it stays as printed', () => {
    expect(partyNames('Dana McVOY')).toEqual(['Dana McVOY'])
  })
})

import { describe, expect, test } from 'vitest'
import { findDocketParties, isDocketReport } from './docketParties'

const sides = (text: string) =>
  Object.fromEntries(findDocketParties(text).map((m) => [m.role, m.value]))

const REPORT = 'U.S. District Court\nDistrict of Utah\nCIVIL DOCKET FOR CASE #: 2:20-cv-00001\n'

describe('findDocketParties: party blocks', () => {
  test('a role word wrapped from the line above is no name', () => {
    const text = `${REPORT}Jurisdiction: U.S. Government\nDefendant\nPlaintiff\nACME CO.  represented by  Jan Roe\nV.\nDefendant\nBUREAU OF MINES  represented by  Al Poe\n`
    expect(sides(text)).toEqual({ plaintiffs: ['Acme Co.'], defendants: ['Bureau of Mines'] })
  })

  test('a criminal report numbers its defendants', () => {
    const text = `${REPORT}Defendant (1)\nJOHN DOE\trepresented by\tAl Poe\nPlaintiff\nUSA\trepresented by\tJan Roe\n`
    expect(sides(text)).toEqual({ plaintiffs: ['USA'], defendants: ['John Doe'] })
  })

  test('a rule under the role', () => {
    const text = `${REPORT}Plaintiff\n----------------\nAcme Trust\trepresented by\tJan Roe\n\t\tRoe Kent LLP\nV.\nDefendant\n----------------\nAl Poe\trepresented by\tSue Lee\n`
    expect(sides(text)).toEqual({ plaintiffs: ['Acme Trust'], defendants: ['Al Poe'] })
  })

  test('"represented by" with a non-breaking space', () => {
    const text = `${REPORT}Plaintiff\nJan Roe represented\u00a0by Jan Roe\nV.\nDefendant\nAl Poe represented\u00a0by Sue Lee\n`
    expect(sides(text)).toEqual({ plaintiffs: ['Jan Roe'], defendants: ['Al Poe'] })
  })

  test('a name continued in capitals beside "(See above for address)"', () => {
    const text = `${REPORT}Plaintiff\nJan Roe represented by Sue Lee\nV.\nDefendant\nDEPARTMENT OF HEALTH represented by Al Poe\nAND HUMAN SERVICES (See above for address)\n`
    expect(sides(text).defendants).toEqual(['Department of Health and Human Services'])
  })

  test('a name continued on the last line of the list', () => {
    const text = `${REPORT}Plaintiff\nJan Roe represented by Sue Lee\nV.\nDefendant\nDepartment of Labor\nand Industry`
    expect(sides(text).defendants).toEqual(['Department of Labor and Industry'])
  })

  test("the counsel's office under a short name is not the name's continuation", () => {
    const text = `${REPORT}Plaintiff\nUSA represented by Jan Roe\nDepartment of Justice\nV.\nDefendant\nAl Poe represented by Sue Lee\n`
    expect(sides(text).plaintiffs).toEqual(['USA'])
  })

  test('a name ending on "and" runs on to the counsel\'s "(See above …)"', () => {
    const text = `${REPORT}Plaintiff\nGuild of Parent Teachers and represented by Sue Lee\nMentors, Inc. (See above for address)\nV.\nDefendant\nAl Poe represented by Sue Lee\n`
    expect(sides(text).plaintiffs).toEqual(['Guild of Parent Teachers and Mentors, Inc.'])
  })

  test('a name ending on a comma takes the suffix or the state leading the next line', () => {
    const text = `${REPORT}Plaintiff\nRiver Broadcasting Companies, represented by Sue Lee\nInc. Lee, Kent & Moss, LLP\nV.\nDefendant\nHousing Authority of Elm City, represented by Al Poe\nMissouri Poe, Kent & Roe, PC\n`
    expect(sides(text)).toEqual({
      plaintiffs: ['River Broadcasting Companies, Inc.'],
      defendants: ['Housing Authority of Elm City, Missouri'],
    })
  })

  test("a name ending on a comma does not take the counsel's firm on a single-spaced line", () => {
    const text = `${REPORT}Plaintiff\nJan Roe represented by Sue Lee\nV.\nDefendant\nRiver Port Authority, represented by Al Poe\nWyrsch Hobbs Mirakian PC\n`
    expect(sides(text).defendants).toEqual(['River Port Authority'])
  })

  test("an officer's title under a person's name takes no head noun", () => {
    const text = `${REPORT}Plaintiff\nJan Roe represented by Sue Lee\nV.\nDefendant\nAlan M. Poe represented by Sue Lee\nCenter Director, National Benefits (See above for address)\n`
    expect(sides(text).defendants).toEqual(['Alan M. Poe'])
  })

  test("a person's office under the name is not the name", () => {
    const text = `${REPORT}Plaintiff\nJan Roe represented by Sue Lee\nV.\nDefendant\nAl Poe  represented by Sue Lee\nSalt Lake County Jail  (See above for address)\n`
    expect(sides(text).defendants).toEqual(['Al Poe'])
  })

  test("a city's Corporation Counsel under the name is counsel's office, not the name's head noun", () => {
    const text = `${REPORT}Plaintiff\nJan Roe represented by Sue Lee\nV.\nDefendant\nElm City Bd of Ed  represented by Al Poe\nCorporation Counsel's Office\n1 Main St.\n`
    expect(sides(text).defendants).toEqual(['Elm City Bd of Ed'])
  })

  test('an agency\'s head noun "Management" continues its name', () => {
    const text = `${REPORT}Plaintiff\nJan Roe represented by Sue Lee\nV.\nDefendant\nRiver Office of Personnel represented by Al Poe\nManagement U.S. Department of Justice\n`
    expect(sides(text).defendants).toEqual(['River Office of Personnel Management'])
  })

  test("a page break between a party's role and its name: the printout's foot and head", () => {
    const text = `${REPORT}Plaintiff\nJan Roe represented by Sue Lee\nV.\nDefendant\n1 of 4 3/9/2008 11:02 AM\n\nCM/ECF - mdd - Docket Report https://ecf.mdd.uscourts.gov/cgi-bin/DktRpt.pl?1234\nOak Foods Inc represented by Al Poe\n`
    expect(sides(text).defendants).toEqual(['Oak Foods Inc'])
  })

  test("a page break between a party's role and its name: the court's running header", () => {
    const text = `${REPORT}Plaintiff\nJan Roe represented by Sue Lee\nV.\nDefendant\nRiver Authority represented by Al Poe\nDefendant\n\nCase: 3:12-cv-00417-ABC   As of: 04/02/2016 10:15 AM PST   3 of 12\nMark Doe represented by Al Poe\n`
    expect(sides(text).defendants).toEqual(['River Authority', 'Mark Doe'])
  })
})

describe('findDocketParties: case titles', () => {
  test("a notice's case name", () => {
    const text =
      'Notice of Electronic Filing\n\nThe following transaction was entered on 1/2/2020\nCase Name:\tRoe v. Acme Corp. et al\nCase Number:\t1:20-cv-00001\n'
    expect(sides(text)).toEqual({ plaintiffs: ['Roe'], defendants: ['Acme Corp.'] })
  })

  test('a Supreme Court title over rows keeps an office, drops the role and "et al."', () => {
    const text =
      'No. 21-999\nTitle:\nRiver Co., et al., Petitioners\nv.\nJan Roe, Secretary of Labor, et al.\nDocketed:\nMay 1, 2021\n'
    expect(sides(text)).toEqual({
      plaintiffs: ['River Co.'],
      defendants: ['Jan Roe, Secretary of Labor'],
    })
  })

  test('a state case page\'s "Style:" and "v.:" rows', () => {
    expect(sides('Case:\t05-20-00001-CV\nStyle:\tAcme Co.\nv.:\tCity of Plano\n')).toEqual({
      plaintiffs: ['Acme Co.'],
      defendants: ['City of Plano'],
    })
  })

  test('a filing that mentions a notice of electronic filing is no record', () => {
    expect(isDocketReport('will send a Notice of Electronic Filing to counsel')).toBe(false)
  })
})

describe('findDocketParties: a register of actions', () => {
  test('party rows with a number or an id beside the role; a surname-first name turned', () => {
    const text = [
      'REGISTER OF ACTIONS',
      'PLAINTIFF 1 PRAIRIE VOTERS LEAGUE   FILED: 3/2/21',
      'PLAINTIFF 2 OKAFOR, AMARA   FILED: 3/2/21',
      'DEFENDANT 1 LINDQVIST, ERIK J.   FILED: 3/2/21',
      'DEFENDANT 2 SHELBY COUNTY, INC.   FILED: 3/2/21',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Prairie Voters League', 'Amara Okafor'],
      defendants: ['Erik J. Lindqvist', 'Shelby County, Inc.'],
    })
  })

  test('a case-parties table: sequence, role, party id, name', () => {
    const text =
      'Case Parties\nSeq # Type ID Name\n1 Attorney A1234 Roe, Jan\n2 Defendant @48213 ACME OIL CORP.\n3 Defendant @48214 Delta Gas LLC\n4 Plaintiff ST0HI1 State of Hawaii\n'
    expect(sides(text)).toEqual({
      plaintiffs: ['State of Hawaii'],
      defendants: ['Acme Oil Corp.', 'Delta Gas LLC'],
    })
  })

  test('prose naming the parties is no register', () => {
    const text =
      'Plaintiff Jan Roe sued.\nDefendant Acme Corp. answered.\nPlaintiff Roe moved.\nDefendant Acme replied.'
    expect(isDocketReport(text)).toBe(false)
  })
})

describe('findDocketParties: round 2 records', () => {
  const APPEAL =
    'General Docket\nUnited States Court of Appeals for the Sixth Circuit\nCourt of Appeals Docket #: 20-1234\tDocketed: 01/02/2020\n'

  test("an appellate docket's blocks: the role under the name, the blocks over a page break", () => {
    const text = `${APPEAL}JAN ROE, on behalf of herself    Al Poe\n     Plaintiff - Appellant      Direct: 555-0100\n\nAMY LEE\n     Plaintiff - Appellant\nv.\nACME CO.                         Sue Kim\n     Defendant - Appellee\n`
    expect(sides(text)).toEqual({ plaintiffs: ['Jan Roe', 'Amy Lee'], defendants: ['Acme Co.'] })
  })

  test("a name's description wrapped onto the row above the role", () => {
    const text = `${APPEAL}JAN ROE, and all others       Al Poe\nsimilarly situated,           (See above)\n     Plaintiff - Appellant\nv.\nACME CO.\n     Respondent - Appellant\n`
    expect(sides(text)).toEqual({ plaintiffs: ['Jan Roe'], defendants: ['Acme Co.'] })
  })

  test("an agency review's petitioner and respondent", () => {
    const text = `${APPEAL}Acme Co.,                   Al Poe\n     Petitioner\nv.\nNational Labor Relations Board,     Sue Kim\n     Respondent\n`
    expect(sides(text)).toEqual({
      plaintiffs: ['Acme Co.'],
      defendants: ['National Labor Relations Board'],
    })
  })

  test('a party table: the role after a colon or in the next cell, the first role word the side', () => {
    const colon =
      'Case Number D000111\nParty\tAttorney\nJan Roe : Plaintiff and Respondent\tAl Poe\nAcme Co. : Defendant and Appellant\tSue Kim\nAmy Lee : Real Party in Interest\n'
    expect(isDocketReport(colon)).toBe(true)
    expect(sides(colon)).toEqual({ plaintiffs: ['Jan Roe'], defendants: ['Acme Co.'] })
    const cells =
      'Case Docket\nINVOLVED PARTY\tATTORNEY APPEARANCE\nJan Roe\tPlaintiff/Appellant\tAl Poe, Esquire\nAcme Co.\tDefendant/Appellee\tSue Kim, Esquire\n'
    expect(sides(cells)).toEqual({ plaintiffs: ['Jan Roe'], defendants: ['Acme Co.'] })
  })

  test("a filing's caption with a colon column is no party table", () => {
    const text = 'JAN ROE : Plaintiff : CIVIL ACTION\nv. :\nACME CO. : Defendant : NO. 20-1\n'
    expect(isDocketReport(text)).toBe(false)
  })

  test('a case summary\'s "Case Caption:" and a query page\'s title row', () => {
    const summary = 'Court of Appeal Case:\tA100200\nCase Caption:\tRoe v. Acme Co.\n'
    expect(sides(summary)).toEqual({ plaintiffs: ['Roe'], defendants: ['Acme Co.'] })
    const query = '1:20-cv-00123-JR Roe v. Acme Co.\nJan Poe, presiding\nDate filed: 03/04/2020\n'
    expect(sides(query)).toEqual({ plaintiffs: ['Roe'], defendants: ['Acme Co.'] })
  })
})

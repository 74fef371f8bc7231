// Court records as other HTML-to-text tools render them: BeautifulSoup's get_text(' ') (one line a
// table row, or the whole page on one line with strip=True), text browsers' columns with names
// wrapped beside the counsel column, html-to-text's link addresses, appellate dockets a cell to a
// line. Invented names and numbers throughout.
import { describe, expect, test } from 'vitest'
import { findDocketParties } from './docketParties'
import {
  recordCourt,
  recordDocket,
  recordFiled,
  recordJudge,
  recordKind,
  withoutMarkup,
} from './docketRecord'

const sides = (text: string) =>
  Object.fromEntries(findDocketParties(text).map((m) => [m.role, m.value]))
const page = (text: string) => [{ page: 1, text }]

describe('appellate general docket: blocks a cell to a line', () => {
  const docket = (gap: string) =>
    [
      'General Docket',
      'United States Court of Appeals for the Fourth Circuit',
      'Court of Appeals Docket #: 24-1187',
      'Docketed: 02/05/2024',
      'ORCHARD RIDGE PIPELINE, LLC',
      'Petitioner',
      'Hollis Wren',
      '[COR LD NTC Retained]',
      'v.',
      'STATE WATER CONTROL BOARD',
      'Respondent',
      'Dara Quince',
      '',
    ].join(gap)

  test('a lone "Petitioner" under the name names the party above it, not the counsel below', () => {
    expect(sides(docket('\n'))).toEqual({
      plaintiffs: ['Orchard Ridge Pipeline, LLC'],
      defendants: ['State Water Control Board'],
    })
  })

  test('blank lines between the cells', () => {
    expect(sides(docket('\n\n'))).toEqual({
      plaintiffs: ['Orchard Ridge Pipeline, LLC'],
      defendants: ['State Water Control Board'],
    })
  })
})

describe('appellate general docket: one line a table row', () => {
  const docket = [
    'General Docket United States Court of Appeals for the District of Columbia Circuit',
    'Court of Appeals Docket #: 24-1033 Docketed: 02/12/2024',
    'Trial Judge: Ines Marrow, District Judge',
    'TOBIAS KEEL Plaintiff - Appellant Nora Vell Direct: 202-555-0188 [COR NTC Retained]',
    'v.',
    'TOWN OF BRASSFIELD, a municipal corporation Defendant - Appellee Otto Lind [COR NTC Retained]',
    '02/12/2024 1 MOTION filed by Appellant Tobias Keel to expedite. [Entered: 02/12/2024]',
    '',
  ].join('\n')

  test('a name in capitals, then its role, then its counsel', () => {
    expect(sides(docket)).toEqual({
      plaintiffs: ['Tobias Keel'],
      defendants: ['Town of Brassfield'],
    })
  })

  test("the heading run on after the docket's title still names the circuit", () => {
    expect(recordCourt(page(docket))?.value).toBe(
      'United States Court of Appeals for the District of Columbia Circuit',
    )
  })

  test('a docket entry naming an appellant in small letters is no block', () => {
    const entries = [
      'Court of Appeals Docket #: 24-1033 Docketed: 02/12/2024',
      'MOTION filed by Appellant Tobias Keel to expedite.',
      'RESPONSE filed by Appellee Town of Brassfield.',
      '',
    ].join('\n')
    expect(sides(entries)).toEqual({})
  })
})

describe('docket report: a name a text browser wrapped beside the counsel column', () => {
  test('each line break that was a wrap continues the name; a break of the page ends it', () => {
    const text = [
      '                          CIVIL DOCKET FOR CASE #: 1:23-cv-07781-ABC',
      '   Plaintiff',
      '   Friends of the Lower Kettle  represented by Mara Osei',
      '   River Watershed, Inc.                       Osei Law PC',
      '                                               LEAD ATTORNEY',
      '   V.',
      '   Defendant',
      '   Kettle Valley Consolidated   represented by Ruben Tal',
      '   Sanitation Holdings LLC                     Tal & Birch LLP',
      '   TERMINATED: 03/01/2024                      12 Elm Street',
      '                                               LEAD ATTORNEY',
      '',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Friends of the Lower Kettle River Watershed, Inc.'],
      defendants: ['Kettle Valley Consolidated Sanitation Holdings LLC'],
    })
  })

  test('a line the next word would have fitted on ended the name (a description under it)', () => {
    const text = [
      'CIVIL DOCKET FOR CASE #: 1:23-cv-07781-ABC',
      'Plaintiff',
      'Ada Quill                    represented by Mara Osei',
      'individually                                Osei Law PC',
      '                                            LEAD ATTORNEY',
      'Defendant',
      'Kettle Valley Board          represented by Ruben Tal',
      '                                            Tal & Birch LLP',
      '',
    ].join('\n')
    expect(sides(text)).toEqual({ plaintiffs: ['Ada Quill'], defendants: ['Kettle Valley Board'] })
  })

  test("a printout's line that runs on into the counsel's column is not read as a wrap", () => {
    const text = [
      'CIVIL DOCKET FOR CASE #: 1:23-cv-07781-ABC',
      'Plaintiff',
      'Fair Housing Enforcement  represented by Ines Pardo',
      'Council Fair Housing Enforcement Council',
      'Legal Department',
      'Defendant',
      'Elm Row Apartments LLC  represented by Ruben Tal',
      '',
    ].join('\n')
    expect(sides(text).plaintiffs).toEqual(['Fair Housing Enforcement Council'])
  })
})

describe('docket report: one line a table row (BeautifulSoup get_text(" "))', () => {
  test("a party's TERMINATED line run into its name row", () => {
    const text = [
      'U.S. District Court District of Vermont (Burlington) CIVIL DOCKET FOR CASE #: 2:23-cv-00412-ABC',
      'Plaintiff',
      'Lena Fitch TERMINATED: 09/01/2023 represented by Noel Vance Vance Law LEAD ATTORNEY',
      'Plaintiff',
      'Cass Orrin represented by Noel Vance (See above for address)',
      'Defendant',
      'Town of Alder represented by Ira Pell LEAD ATTORNEY',
      '',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Lena Fitch', 'Cass Orrin'],
      defendants: ['Town of Alder'],
    })
    expect(recordCourt(page(text))?.value).toBe(
      'United States District Court for the District of Vermont',
    )
  })
})

describe('docket report: the whole page on one line (get_text(" ", strip=True))', () => {
  const text =
    'U.S. District Court District of Vermont (Burlington) CIVIL DOCKET FOR CASE #: 2:23-cv-00412-ABC ' +
    'Fitch v. Town of Alder et al Assigned to: Judge Mara T. Quill Referred to: Magistrate Judge Ken Lo ' +
    'Cause: 42:1983 Civil Rights Act Date Filed: 04/03/2023 Jury Demand: Plaintiff Nature of Suit: 440 ' +
    'Civil Rights: Other Jurisdiction: Federal Question Plaintiff Lena Fitch represented by Noel Vance ' +
    'Vance Law LEAD ATTORNEY ATTORNEY TO BE NOTICED V. Defendant Town of Alder represented by Ira Pell ' +
    'LEAD ATTORNEY Counter Claimant Town of Alder represented by Ira Pell V. Counter Defendant ' +
    'Lena Fitch represented by Noel Vance Date Filed # Docket Text 04/03/2023 1 COMPLAINT'

  test('the blocks run on: role, name, "represented by"; a counter-party is on no side', () => {
    expect(sides(text)).toEqual({ plaintiffs: ['Lena Fitch'], defendants: ['Town of Alder'] })
  })

  test('the judge up to the next label, the filing date, the court', () => {
    expect(recordJudge(page(text))?.value).toBe('Mara T. Quill')
    expect(recordFiled(page(text))?.value).toBe('2023-04-03')
    expect(recordCourt(page(text))?.value).toBe(
      'United States District Court for the District of Vermont',
    )
  })
})

describe("the judge assigned: the row's end", () => {
  const report = (rows: string[]) =>
    ['CIVIL DOCKET FOR CASE #: 2:23-cv-00412-ABC', ...rows, ''].join('\n')

  test('a surname a text browser wrapped under the name', () => {
    const text = report([
      '   Assigned to: Senior Judge Beatrix Q.     Date Filed: 10/30/2020',
      '   Halloway-Ames                            Jury Demand: Both',
    ])
    expect(recordJudge(page(text))?.value).toBe('Beatrix Q. Halloway-Ames')
  })

  test('a surname that would have fitted beside the name is the next row, not the name', () => {
    const text = report([
      'Assigned to: Judge Ada Roe                          Date Filed: 10/30/2020',
      'Voluntary                                           Asset',
    ])
    expect(recordJudge(page(text))?.value).toBe('Ada Roe')
  })

  test('a name cut after an initial with no surname under it is no name', () => {
    const text = report([
      'Assigned to: Judge Beatrix Q.     Date Filed: 10/30/2020',
      'Cause: 28:1331',
    ])
    expect(recordJudge(page(text))).toBeNull()
  })

  test('run on after the title and into the next label of its row', () => {
    const row = 'Fitch v. Alder Assigned to: Judge Ada N. Roe Jury Demand: Plaintiff'
    expect(recordJudge(page(report([row])))?.value).toBe('Ada N. Roe')
    expect(
      recordJudge(
        page(
          'U.S. Bankruptcy Court District of Delaware Bankruptcy Petition #: 24-10233-ABC ' +
            'Assigned to: Bankruptcy Judge Ivo P. Marsh Chapter 11 Voluntary Asset Date filed: 02/01/2024\n',
        ),
      )?.value,
    ).toBe('Ivo P. Marsh')
  })

  test('a row opening with the label and run on into the next is left to the judge readers', () => {
    const row = 'Assigned to: Judge Ada N. Roe Jury Demand: Plaintiff'
    expect(recordJudge(page(report([row])))).toBeNull()
  })
})

describe("a report's heading with the state first", () => {
  test('"California Northern District" on its own row or run on', () => {
    for (const text of [
      'U.S. District Court\n\nCalifornia Northern District\n\nNotice of Electronic Filing\n\nThe following transaction was entered on 3/1/2023 and filed on 3/1/2023\n',
      'U.S. District Court California Northern District Notice of Electronic Filing\nThe following transaction was entered on 3/1/2023 and filed on 3/1/2023\n',
    ])
      expect(recordCourt(page(text))?.value).toBe(
        'United States District Court for the Northern District of California',
      )
  })
})

describe('notices rendered one row to a line or all on one line', () => {
  test('a district notice: heading run into the court, then the transaction', () => {
    const text = [
      'U.S. District Court District of Vermont Notice of Electronic Filing',
      'The following transaction was entered on 5/6/2022 at 9:00 AM EDT and filed on 5/6/2022',
      'Case Name: Finch v. Town of Alder et al',
      'Case Number: 2:21-cv-00345-XYZ',
      '',
    ].join('\n')
    expect(recordKind(text)).toBe('notice')
    expect(recordFiled(page(text))?.value).toBe('2022-05-06')
  })

  test("a court of appeals' notice of docket activity, all on one line", () => {
    const text =
      '***NOTE TO PUBLIC ACCESS USERS*** You may view the filed documents once without charge. ' +
      'United States Court of Appeals for the Ninth Circuit Notice of Docket Activity ' +
      'The following transaction was filed on 06/01/2023 Case Name: Sorell v. Kettle Orchards, Inc. ' +
      'Case Number: 23-15520 Document(s): Document(s) Docket Text: Filed order.'
    expect(recordKind(text)).toBe('notice')
    expect(recordFiled(page(text))?.value).toBe('2023-06-01')
    expect(recordDocket(page(text))?.value).toBe('23-15520')
    expect(recordCourt(page(text))?.value).toBe(
      'United States Court of Appeals for the Ninth Circuit',
    )
    expect(sides(text)).toEqual({ plaintiffs: ['Sorell'], defendants: ['Kettle Orchards, Inc.'] })
  })

  test("a criminal report's case title ends at the label run on after it", () => {
    const text = [
      'CRIMINAL DOCKET FOR CASE #: 2:23-cr-00077-ABC-1',
      'Case title: USA v. Larkin Magistrate judge case number: 2:23-mj-00210-ABC Date Filed: 04/11/2023',
      '',
    ].join('\n')
    expect(sides(text)).toEqual({ plaintiffs: ['USA'], defendants: ['Larkin'] })
  })

  test('a title run on with no label after it on its line is not read', () => {
    const text =
      'U.S. District Court District of Vermont Notice of Electronic Filing The following transaction ' +
      'was entered on 5/6/2022 Case Name: Finch v. Town of Alder et al and a long tail of the page'
    expect(sides(text)).toEqual({})
  })
})

describe('Supreme Court and Texas case pages on one line', () => {
  test("the Supreme Court's number, title, docketed date run on", () => {
    const text =
      'No. 23-1187 Title: Wendell Ash, et al., Petitioners v. Brightwater Mutual Insurance Company ' +
      'Docketed: May 30, 2023 Lower Ct: United States Court of Appeals for the Eleventh Circuit ' +
      'Case Numbers: (21-13540) Decision Date: January 4, 2023'
    expect(recordKind(text)).toBe('supremeCourtDocket')
    expect(recordFiled(page(text))?.value).toBe('2023-05-30')
    expect(sides(text)).toEqual({
      plaintiffs: ['Wendell Ash'],
      defendants: ['Brightwater Mutual Insurance Company'],
    })
  })

  test('a Texas case page: number after the court, style and "v.:" run on', () => {
    const text =
      'First Court of Appeals Case: 01-22-00741-CV Date Filed: 09/27/2022 Case Type: Contract ' +
      'Style: Pell Energy Partners, L.P. v.: Sandoval, Rosa Orig Proc: No Transfer From: ' +
      'Trial Court Information Court 189th District Court County Harris Court Case: 2021-55210'
    expect(recordKind(text)).toBe('casePage')
    expect(recordDocket(page(text))?.value).toBe('01-22-00741-CV')
    expect(recordCourt(page(text))?.value).toBe('Court of Appeals for the First District of Texas')
    expect(sides(text)).toEqual({
      plaintiffs: ['Pell Energy Partners, L.P.'],
      defendants: ['Sandoval, Rosa'],
    })
  })

  test('a trial court\'s "Court Case:" is not the case\'s number', () => {
    const text =
      'Style: Pell Energy Partners, L.P. v.: Sandoval, Rosa Orig Proc: No Court Case: 2021-55210'
    expect(recordDocket(page(text))).toBeNull()
  })
})

describe("html-to-text's link addresses", () => {
  test('the address after a link text is blanked, offsets kept', () => {
    const text = [
      'U.S. DISTRICT COURT',
      'DISTRICT OF MINNESOTA',
      'NOTICE OF ELECTRONIC FILING',
      '',
      'The following transaction was entered on 2/27/2024 at 10:02 AM CST and filed on 2/27/2024',
      'Case Name:        Northfield Grain Cooperative v. Vantage Rail Holdings Inc. [https://ecf.example.gov/cgi-bin/DktRpt.pl?1]',
      'Case Number:      0:24-cv-00318-ABC [https://ecf.example.gov/cgi-bin/DktRpt.pl?1]',
      '',
    ].join('\n')
    expect(withoutMarkup(text)).toHaveLength(text.length)
    expect(withoutMarkup(text)).not.toMatch(/https/)
    expect(sides(text)).toEqual({
      plaintiffs: ['Northfield Grain Cooperative'],
      defendants: ['Vantage Rail Holdings Inc.'],
    })
  })
})

describe('bankruptcy docket', () => {
  test("the debtor's, trustee's and committee's blocks name no side", () => {
    for (const gap of ['\n', '\n\n', ' ']) {
      const text = [
        'U.S. Bankruptcy Court',
        'District of Delaware (Delaware)',
        'Bankruptcy Petition #: 24-10233-ABC',
        'Assigned to: Judge Ivo P. Marsh',
        'Date filed: 02/01/2024',
        'Debtor',
        'Harbor Lane Retail, LLC',
        'represented by',
        'Lisa Vogt',
        'Trustee',
        'Ida Carrow',
        'U.S. Trustee',
        'Office of the United States Trustee',
        'Creditor Committee',
        'Official Committee of Unsecured Creditors',
        'represented by',
        'Hugo Marr',
        '',
      ].join(gap)
      expect(sides(text)).toEqual({})
    }
  })
})

describe('appellate general docket: heading by figure, page on one line', () => {
  test('"Court of Appeals, 2nd Circuit"', () => {
    const text = [
      'General Docket',
      'Court of Appeals, 2nd Circuit',
      'Court of Appeals Docket #: 23-1234                 Docketed: 08/03/2023',
      '',
    ].join('\n')
    expect(recordCourt(page(text))?.value).toBe(
      'United States Court of Appeals for the Second Circuit',
    )
  })

  test('blocks run on one line: capitals before the role, entries after them unread', () => {
    const text =
      'General Docket Court of Appeals, 2nd Circuit Court of Appeals Docket #: 23-1234 Docketed: ' +
      '08/03/2023 Nature of Suit: 3440 Other Civil Rights Marchetti v. Hollow Creek Central School ' +
      'District Appeal From: NDNY (SYRACUSE) Fee Status: Paid Originating Court Information: District: ' +
      '0206-5 : 5:21-cv-00877 Trial Judge: Bram T. Sewell, U.S. District Judge Date Filed: 08/06/2021 ' +
      'LUCIA MARCHETTI, individually and as parent of J.M., a minor Plaintiff - Appellant Ruth Ibsen, - ' +
      'Direct: 212-555-0147 [COR LD NTC Retained] Ibsen Legal PLLC v. HOLLOW CREEK CENTRAL SCHOOL ' +
      'DISTRICT Defendant - Appellee Miles Orr, - [COR LD NTC Retained] 08/03/2023 1 Civil case ' +
      'docketed. 08/20/2023 7 ORDER, granting motion of Plaintiff - Appellant to extend time.'
    expect(sides(text)).toEqual({
      plaintiffs: ['Lucia Marchetti'],
      defendants: ['Hollow Creek Central School District'],
    })
  })
})

describe('headings in capitals (html-to-text), a notice headed "United States District Court"', () => {
  test('the district report and the circuit read as when printed in small letters', () => {
    const report = [
      'U.S. DISTRICT COURT',
      'EASTERN DISTRICT OF WISCONSIN (MILWAUKEE)',
      'CIVIL DOCKET FOR CASE #: 2:24-CV-00311-ABC',
      '',
    ].join('\n')
    expect(recordCourt(page(report))?.value).toBe(
      'United States District Court for the Eastern District of Wisconsin',
    )
    const appeal = [
      'GENERAL DOCKET',
      'UNITED STATES COURT OF APPEALS FOR THE SEVENTH CIRCUIT',
      'Court of Appeals Docket #: 24-1187',
      'Docketed: 02/05/2024',
      '',
    ].join('\n')
    expect(recordCourt(page(appeal))?.value).toBe(
      'United States Court of Appeals for the Seventh Circuit',
    )
  })

  test('"United States District Court" over its district', () => {
    const text = [
      'United States District Court',
      'District of Minnesota',
      'Notice of Electronic Filing',
      'The following transaction was entered on 2/27/2024 at 10:02 AM CST and filed on 2/27/2024',
      '',
    ].join('\n')
    expect(recordCourt(page(text))?.value).toBe(
      'United States District Court for the District of Minnesota',
    )
  })
})

describe('consolidated cases: "Consol Plaintiff", "Consol Defendant"', () => {
  const report = (blocks: string[]) =>
    ['CIVIL DOCKET FOR CASE #: 3:19-cv-01990-ABC', 'MEMBER CASE', ...blocks, ''].join('\n')

  test("beside the case's own parties the member cases' are no lead and not listed", () => {
    const text = report([
      'Consol Plaintiff',
      'Lucia Ferrante    represented by Mirela Osei',
      'Plaintiff',
      'Wexford Tenants Union    represented by Mirela Osei',
      'Defendant',
      'City of Brantley    represented by Paul Dunmore',
      'Consol Defendant',
      'Brantley Housing Authority    represented by Paul Dunmore',
    ])
    expect(sides(text)).toEqual({
      plaintiffs: ['Wexford Tenants Union'],
      defendants: ['City of Brantley'],
    })
  })

  test("a side listed only as the member case's parties is read from them", () => {
    const text = report([
      'Consol Plaintiff',
      'Lucia Ferrante    represented by Mirela Osei',
      'V.',
      'Defendant',
      'City of Brantley    represented by Paul Dunmore',
    ])
    expect(sides(text)).toEqual({
      plaintiffs: ['Lucia Ferrante'],
      defendants: ['City of Brantley'],
    })
  })
})

describe("a district court's report on a bankruptcy appeal", () => {
  test('"Appellant" and "Appellee" blocks: the appellant on the plaintiffs\' side', () => {
    const text = [
      'U.S. District Court',
      'District of Delaware (Wilmington)',
      'CIVIL DOCKET FOR CASE #: 1:24-cv-00210-ABC',
      'Appellant',
      'Harbor Lane Retail, LLC    represented by Lisa Vogt',
      'V.',
      'Appellee',
      'First Tidewater Bank, N.A.    represented by Ezra Blum',
      '',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Harbor Lane Retail, LLC'],
      defendants: ['First Tidewater Bank, N.A.'],
    })
  })
})

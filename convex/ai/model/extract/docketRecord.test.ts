import { describe, expect, test } from 'vitest'
import { recordCourt, recordDocket, recordFiled, recordJudge, recordKind } from './docketRecord'
import type { PageText } from './types'

const page = (text: string): PageText[] => [{ page: 1, text }]

describe('recordKind', () => {
  test('a notice heading on its own row is a notice', () => {
    expect(recordKind('U.S. District Court\n\nNotice of Electronic Filing\n\nThe following')).toBe(
      'notice',
    )
  })

  test('a certificate of service that mentions the notice is no record', () => {
    const text =
      'CERTIFICATE OF SERVICE\nI filed this through CM/ECF, which will send a Notice of Electronic Filing to counsel.'
    expect(recordKind(text)).toBeNull()
  })

  test('a Supreme Court docket: its title row, then "Docketed:"', () => {
    expect(recordKind('No. 21-999\nTitle:\tRoe, Petitioner\nv.\nPoe\nDocketed:\tMay 1, 2021')).toBe(
      'supremeCourtDocket',
    )
  })

  test('a title and a docketed date without a Supreme Court number are no Supreme Court docket', () => {
    expect(recordKind('Case 2021-CA-0101\nTitle:\tRoe v. Poe\nDocketed:\tMay 1, 2021')).toBeNull()
  })

  test('a state case page: "Style:" over "v.:"', () => {
    expect(recordKind('Case:\t05-20-00001-CV\nStyle:\tAcme Co.\nv.:\tRoe, Jan')).toBe('casePage')
  })
})

describe('recordFiled', () => {
  test("a notice's date is the entry's filed-on date, not the day it was entered", () => {
    const text =
      'Notice of Electronic Filing\n\nThe following transaction was entered on 2/3/2020 at 9:00 AM EST and filed on 1/31/2020\nCase Name:\tRoe v. Poe'
    expect(recordFiled(page(text))?.value).toBe('2020-01-31')
  })

  test('an appellate docket is filed when docketed, not when the case below was', () => {
    const text =
      'General Docket\nCourt of Appeals Docket #: 20-1001\tDocketed: 01/06/2020\nOriginating Court Information:\n  Date Filed: 05/01/2018'
    expect(recordFiled(page(text))?.value).toBe('2020-01-06')
  })

  test('a value in the cell under its label', () => {
    const text =
      'No. 21-999\nTitle:\nRoe v. Poe\nDocketed:\nMay 1, 2021\nLower Ct:\nSupreme Court of Ohio'
    expect(recordFiled(page(text))?.value).toBe('2021-05-01')
  })

  test("a scanned printout's slashes read as ones", () => {
    const text = 'CIVIL DOCKET FOR CASE #: 2:05-cv-00001\nRoe v. Poe  Date Filed: 0412112005 \n'
    expect(recordFiled(page(text))?.value).toBe('2005-04-21')
  })

  test('ten figures that are no date stay unread', () => {
    const text = 'CIVIL DOCKET FOR CASE #: 2:05-cv-00001\nRoe v. Poe  Date Filed: 1319992005 \n'
    expect(recordFiled(page(text))).toBeNull()
  })

  test('a filing is no record: its date is for the date readers', () => {
    expect(recordFiled(page('ORDER\nDate Filed: 01/02/2020'))).toBeNull()
  })
})

describe('recordDocket', () => {
  test("a bankruptcy petition's number", () => {
    const text = 'U.S. Bankruptcy Court\nDistrict of Nevada\nBankruptcy Petition #: 21-50123-gs\n'
    expect(recordDocket(page(text))?.value).toBe('21-50123-gs')
  })

  test("a state case page's number", () => {
    expect(
      recordDocket(page('Case:\t05-20-00001-CV\nStyle:\tAcme Co.\nv.:\tRoe, Jan'))?.value,
    ).toBe('05-20-00001-CV')
  })
})

describe('recordCourt', () => {
  test("the Supreme Court's docket names only the court below", () => {
    const text =
      'No. 21-999\nTitle:\tRoe, Petitioner v. Poe\nDocketed:\tMay 1, 2021\nLower Ct:\tUnited States Court of Appeals for the Sixth Circuit'
    expect(recordCourt(page(text))?.value).toBe('Supreme Court of the United States')
  })

  test("an appellate docket's circuit, whichever order its heading takes", () => {
    const text =
      'General Docket\nSeventh Circuit Court of Appeals\nCourt of Appeals Docket #: 20-1001\tDocketed: 01/06/2020\nAppeal From: Northern District of Illinois'
    expect(recordCourt(page(text))?.value).toBe(
      'United States Court of Appeals for the Seventh Circuit',
    )
  })

  test('an appellate docket heading with "US" for the United States', () => {
    const text =
      'General Docket\nUS Court of Appeals for the Eighth Circuit\nCourt of Appeals Docket #: 97-2001    Filed: 7/10/97\n'
    expect(recordCourt(page(text))?.value).toBe(
      'United States Court of Appeals for the Eighth Circuit',
    )
  })

  test("a Texas appellate number's district", () => {
    expect(recordCourt(page('Case:\t05-20-00001-CV\nStyle:\tAcme Co.\nv.:\tRoe, Jan'))?.value).toBe(
      'Court of Appeals for the Fifth District of Texas',
    )
  })

  test("the Board of Veterans' Appeals", () => {
    const text =
      'Citation Nr: 1800001\tDecision Date: 01/02/18\tArchive Date: 01/02/18\n\nDOCKET NO. 10-00 001 )\tDATE'
    expect(recordCourt(page(text))?.value).toBe("Board of Veterans' Appeals")
  })
})

describe('round 2 records', () => {
  const report = (rows: string) =>
    page(
      `U.S. District Court\nDistrict of Kansas (Wichita)\nCIVIL DOCKET FOR CASE #: 6:20-cv-01111\n${rows}`,
    )

  test("a report's two-row heading is its court, not the court a case came from", () => {
    const pages = page(
      'U.S. District Court\nEastern District of Missouri (LIVE) (St. Louis)\nCIVIL DOCKET FOR CASE #: 4:20-cv-00001\nCase in other court:  Circuit Court of St. Louis County, 20SL-CC001\n',
    )
    expect(recordCourt(pages)?.value).toBe(
      'United States District Court for the Eastern District of Missouri',
    )
  })

  test('a heading whose district is no state names no court', () => {
    expect(
      recordCourt(report('').map((p) => ({ ...p, text: p.text.replace('Kansas', 'Nowhere') }))),
    ).toBeNull()
  })

  test('the judge assigned with no title before the name, not the magistrate referred', () => {
    const pages = report('Assigned to: Mary Ann Voss\nReferred to: Magistrate Judge Al Poe\n')
    expect(recordJudge(pages)?.value).toBe('Mary Ann Voss')
  })

  test('a senior judge, the next cell beside the name', () => {
    const pages = report('Assigned to: Senior Judge Jan R. Roe\tDate Terminated: 01/02/2021\n')
    expect(recordJudge(pages)?.value).toBe('Jan R. Roe')
  })

  test('a name run into the next label on its row is not read', () => {
    expect(recordJudge(report('Assigned to: Honorable Jan Roe Jury Demand: None\n'))).toBeNull()
  })

  test("a query page: the number and title on a row, the judge '…, presiding' under it", () => {
    const pages = page(
      '1:20-cv-00123-JR Acme Co. v. Poe\nJan Roe, presiding\nAl Poe, referral\nDate filed: 03/04/2020\n',
    )
    expect(recordKind(pages[0]!.text)).toBe('queryPage')
    expect(recordJudge(pages)?.value).toBe('Jan Roe')
    expect(recordDocket(pages)?.value).toBe('1:20-cv-00123-JR')
    expect(recordFiled(pages)?.value).toBe('2020-03-04')
  })

  test("a claims register's number is the first on the row under its heading", () => {
    const pages = page(
      'U.S. Bankruptcy Court\nDistrict of Oregon\nClaims Register\n\n21-30123-ABC Acme Co.\n',
    )
    expect(recordDocket(pages)?.value).toBe('21-30123-ABC')
  })

  test('a case summary: a "Case Caption:" row and a number row; its "Filing Date:"', () => {
    const text =
      'Case Summary\nCourt of Appeal Case:\tA100200\nCase Caption:\tRoe v. Poe\nFiling Date:\t01/18/2022\n'
    expect(recordKind(text)).toBe('caseSummary')
    expect(recordFiled(page(text))?.value).toBe('2022-01-18')
  })

  test('a caption row alone is no case summary', () => {
    expect(recordKind('Case Caption: Roe v. Poe\nMOTION TO DISMISS\n')).toBeNull()
  })
})

import { describe, expect, test } from 'vitest'
import { extractField } from './index'
import type { PageText } from './types'

const filed = (pages: PageText[]) =>
  extractField(
    { label: 'Date filed', type: 'date', prompt: 'When was this document filed?' },
    pages,
  ).value
const docket = (pages: PageText[]) =>
  extractField({ label: 'Docket number', type: 'text', prompt: 'Docket number' }, pages).value

describe('a state court’s case page dated by its first docket entry (session 23)', () => {
  test('Massachusetts’ appellate docket: "Entry Date  Paper  Entry Text", its number alone', () => {
    const text = [
      'Home',
      'SUPREME JUDICIAL COURT',
      'Case Search',
      'for Elm County',
      'JANE ROE and JOHN POE vs. TOWN OF ELM',
      'SJ-2019-0417',
      'CASE HEADER',
      'Case Status  Closed  Status Date  12/02/2019',
      'DOCKET ENTRIES',
      'Entry Date  Paper   Entry Text',
      '09/16/2019     Case entered.',
      '09/16/2019  #1  Petition for relief filed by Atty Ann Lee.',
      '10/03/2019  #2  Opposition filed, referring to the order of',
      '4/5/19.',
      '12/02/2019  #3  Judgment entered.',
    ].join('\n')
    expect(filed([{ page: 1, text }])).toBe('2019-09-16')
    expect(docket([{ page: 1, text }])).toBe('SJ-2019-0417')
  })

  test('Pennsylvania’s appellate docket sheet: a disposition’s "Filed Date:" is not the case’s', () => {
    const pages: PageText[] = [
      {
        page: 1,
        text: 'Commonwealth Court of Pennsylvania Docket Sheet\nDocket Number:  45 MD 2021\nPage 1 of 2\nMay 3, 2021\nCAPTION\nIn re: the Petition of Jane Roe\n',
      },
      {
        page: 2,
        text: 'DISPOSITION INFORMATION\nFiled Date: April 28, 2021\nDOCKET ENTRY\nFiled Date Docket Entry / Representing Participant Type Filed By\nMarch 9, 2021 Petition for Review\nPetitioner Roe, Jane\nMarch 15, 2021 Praecipe for Appearance\n',
      },
    ]
    expect(filed(pages)).toBe('2021-03-09')
  })

  test('California’s appellate case information: rows out of order, the earliest is the filing', () => {
    const text = [
      'Appellate Courts Case Information',
      'Docket (Register of Actions)',
      'Roe v. Superior Court of Elm County',
      'Division 3',
      'Case Number G061234',
      'Date Description Notes',
      '05/20/2022 Supreme Court order transferring case in.',
      '05/11/2022 Filed petition for writ of mandate.',
      '05/24/2022 Order to show cause issued.',
    ].join('\n')
    expect(filed([{ page: 1, text }])).toBe('2022-05-11')
  })

  test('a "Date Description Notes" row under no register heading is no docket table', () => {
    expect(
      filed([
        { page: 1, text: 'ORDER\nIT IS ORDERED.\nDate Description Notes\n05/11/2022 Filed.' },
      ]),
    ).not.toBe('2022-05-11')
  })
})

describe('a docket sheet’s column heads over the case’s row (session 23)', () => {
  test('an older district docket printout: FILED first, then CLOSED', () => {
    const text = [
      'UNITED STATES DISTRICT COURT NORTHERN ELM',
      'JANE ROE -VS- ELM COUNTY  EL98-C-0412 -X/Y',
      'DEMAND',
      'FILED  CLOSED  NATR SUIT  JURY?  JUDGE  MAGISTRATE',
      '($1000)',
      '03/17/1998  11/02/1999  440  N  0  POOLE  MARSH',
      'CAUSE: CIVIL RIGHTS',
    ].join('\n')
    expect(filed([{ page: 1, text }])).toBe('1998-03-17')
  })

  test('a state register of actions: the judge’s name, then the filing date', () => {
    const text =
      'STATE OF ELM  CASE ID\n21-000417-MZ  9/1/2021\nREGISTER OF ACTIONS\nJudicial Officer Date Filed  Adjudication Status\nPOOLE, MARIA 3/4/21    OPEN\nPARTICIPANTS\n'
    expect(filed([{ page: 1, text }])).toBe('2021-03-04')
  })

  test('a closing column before the filing one, or heads far down the page, are not read so', () => {
    const closedFirst = 'DOCKET\nCLOSED  FILED  JUDGE\n11/02/1999  03/17/1998  POOLE\n'
    expect(filed([{ page: 1, text: closedFirst }])).not.toBe('1999-11-02')
    const late = `${'JANE ROE v. ELM COUNTY\n'.repeat(14)}Date Filed  Document  Judge\n03/17/1998  Complaint  Poole\n`
    expect(filed([{ page: 1, text: late }])).toBeNull()
  })
})

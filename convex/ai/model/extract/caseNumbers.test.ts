import { describe, expect, test } from 'vitest'
import { extractField } from './'
import { findCaseNumbers, headingCaseNumbers, normalizeDocket } from './caseNumbers'
import { docketKey } from './compare'
import { docketCandidates } from './docketField'

const read = (text: string) =>
  findCaseNumbers(text).map((m) => ({ value: m.value, quote: text.slice(m.start, m.end) }))

describe('findCaseNumbers', () => {
  test('reads federal docket numbers with and without labels and judges’ initials', () => {
    expect(read('No. 1:23-cv-04567-JMF')).toEqual([
      { value: '1:23-cv-04567-JMF', quote: 'No. 1:23-cv-04567-JMF' },
    ])
    expect(read('Case No. 2:22-cv-01234')).toEqual([
      { value: '2:22-cv-01234', quote: 'Case No. 2:22-cv-01234' },
    ])
    expect(read('Case 1:25-cv-04417-MKC Document 12 Filed 01/05/24')).toEqual([
      { value: '1:25-cv-04417-MKC', quote: '1:25-cv-04417-MKC' },
    ])
    expect(read('Civil Action No. 23-cv-1234 (JMF) (SLC)')[0]!.value).toBe('23-cv-1234-JMF-SLC')
  })

  test('reads state and other labelled formats', () => {
    expect(read('Index No. 651234/2023').map((m) => m.value)).toEqual(['651234/2023'])
    expect(read('Civil Action No. 23-1234').map((m) => m.value)).toEqual(['23-1234'])
    expect(read('Cause No. DC-23-01234, C.A. No. 2023-0456-KSJM').map((m) => m.value)).toEqual([
      'DC-23-01234',
      '2023-0456-KSJM',
    ])
    expect(read('Case No.: BC712345.').map((m) => m.value)).toEqual(['BC712345'])
    expect(read('Appeal No. 22-1234').map((m) => m.value)).toEqual(['22-1234'])
  })

  test('does not take docket entries, rule numbers or words for case numbers', () => {
    expect(read('See ECF No. 45; Dkt. No. 12; Rule No. 7; Case No. One')).toEqual([])
  })

  test('quotes the exact text without trailing punctuation', () => {
    const text = 'in Case No. 2:22-cv-01234.'
    const [mention] = findCaseNumbers(text)
    expect(text.slice(mention!.start, mention!.end)).toBe('Case No. 2:22-cv-01234')
  })
})

describe('normalizeDocket', () => {
  test('compares numbers written with labels, parentheses or spaces alike', () => {
    expect(normalizeDocket('No. 1:23-cv-04567 (JMF)')).toBe(normalizeDocket('1:23-CV-04567-JMF'))
    expect(normalizeDocket('Index No. 651234/2023')).toBe('651234/2023')
  })
})

describe('state numbering and caption layouts (issue 27, round 3)', () => {
  const values = (text: string) => findCaseNumbers(text).map((m) => m.value)

  test('a state number in space-separated parts, prefix and case-type code kept', () => {
    expect(values('Docket Number: BR 14-96')).toEqual(['BR 14-96'])
    expect(values('Cause No. DV 25-282')).toEqual(['DV 25-282'])
    expect(values('NO. X07 CV 89-4026240-S  SUPERIOR COURT')).toEqual(['X07 CV 89-4026240-S'])
    expect(values('No. 2 CA-CIV 4981.')).toEqual(['2 CA-CIV 4981'])
    expect(values('Docket Number:  70 MM 2020')).toEqual(['70 MM 2020'])
  })

  test('words after a number, a scan’s spaced digits and a year alone are no parts of it', () => {
    expect(values('NO.  86E  00 18-GI  OF  THE  TRIAL  COURT')).toEqual(['86E 00 18-GI'])
    expect(values('Case No. 12-345 was filed in 2020')).toEqual(['12-345'])
    expect(values('CASE NO. 2007 ~9~')).toEqual([])
  })

  test('the number on the next row of a ")" column, a scan’s "N0.", "Case ID:" and "Civ. A. No."', () => {
    expect(values('v. ) Civil Action No.\n) CV-2005-5778-RSV\n)')).toEqual(['CV-2005-5778-RSV'])
    expect(values('COUNTY OF ELM ) CASE N0.73D01-1601-PL-000003')).toEqual(['73D01-1601-PL-000003'])
    expect(values('Case ID: 1CCV-25-0000717 - STATE v. DOE')).toEqual(['1CCV-25-0000717'])
    expect(values('Civ. A. No. 80-24.')).toEqual(['80-24'])
  })

  test('a chancery part in parentheses and a one-letter judge’s suffix stay on the number', () => {
    expect(values('vs. )  No. 20-0435-I(III)')).toEqual(['20-0435-I(III)'])
    expect(values('Case 3:10-cv-02494-P   Document 7')).toEqual(['3:10-cv-02494-P'])
  })
})

describe('state numbers and numbers in prose (issue 27, round 4)', () => {
  test('a Vermont number keeps its unit-and-division word', () => {
    expect(read('Oakdale Unit   Docket No. 12-3-19 Oacv\n')).toEqual([
      { value: '12-3-19 Oacv', quote: 'Docket No. 12-3-19 Oacv' },
    ])
    expect(read('Docket No. 12-3-19 Then')).toEqual([
      { value: '12-3-19', quote: 'Docket No. 12-3-19' },
    ])
  })

  test('a number named in the body’s prose is not the case’s', () => {
    const docket = (text: string) =>
      extractField(
        { label: 'Docket number', type: 'text', prompt: 'What is the case or docket number?' },
        [
          { page: 1, text: 'UNITED STATES DISTRICT COURT\nCase No.\nCOMPLAINT\n' },
          { page: 2, text },
        ],
      ).value
    expect(
      docket(
        'intro\nfiller\n13. In the 2011 administrative complaint in the proceeding bearing Docket No. C-4321, the agency charged the company.\n',
      ),
    ).toBeNull()
  })
})

describe('numbers as captions across the states print them (caption gallery)', () => {
  const values = (text: string) => findCaseNumbers(text).map((m) => m.value)
  const heading = (text: string) => headingCaseNumbers(text, text.length).map((m) => m.value)
  const docket = (...pages: string[]) =>
    extractField(
      { label: 'Docket number', type: 'text', prompt: 'What is the case or docket number?' },
      pages.map((text, i) => ({ page: i + 1, text })),
    ).value

  test('a court’s "File No." and "Indictment No.", not a firm’s or insurer’s file', () => {
    expect(values('CIVIL ACTION\nFILE NO. 2020CV123456')).toEqual(['2020CV123456'])
    expect(values('Court File No. 62-CV-20-1234')).toEqual(['62-CV-20-1234'])
    expect(values('Indictment No. 2020-0123')).toEqual(['2020-0123'])
    expect(values('Re: Doe claim, Our File No. 12345-001; Claim File No. 998877')).toEqual([])
  })

  test('a number that only begins like a federal one is read whole', () => {
    expect(values('Court File No. 27-CV-20-01234')).toEqual(['27-CV-20-01234'])
  })

  test('initials with periods between sequence and year, a Washington area code', () => {
    expect(values('No. 45 M.D. 2021')).toEqual(['45 M.D. 2021'])
    expect(values('NO. 21-2-01234-5 KNT      MOTION')).toEqual(['21-2-01234-5 KNT'])
    expect(values('NO. 21-2-01234-5 KNT ORDER')).toEqual(['21-2-01234-5'])
  })

  test('a heading’s number alone on its line, in its column or opening the title line', () => {
    expect(heading('SJC-12345\n\n   COMMONWEALTH  vs.  JOHN DOE.')).toEqual(['SJC-12345'])
    expect(heading(' THE PEOPLE,                 B301234\n')).toEqual(['B301234'])
    expect(heading('123456  )\n        )\n')).toEqual(['123456'])
    expect(heading('Decided and Entered: May 6, 2021    531234\n')).toEqual(['531234'])
    expect(heading('2019 CA 1234\n')).toEqual(['2019 CA 1234'])
    expect(heading('A20A0123. DOE v. THE STATE.\n')).toEqual(['A20A0123'])
    expect(heading('2020-0123. State ex rel. Doe v. Roe.\n')).toEqual(['2020-0123'])
    // A page's number, a year, a citation's title line.
    expect(heading('12\n2021\n12345. Doe v. Roe, 123 F.3d 1\n')).toEqual([])
  })

  test('a heading number past a publication notice; the court below’s number set aside', () => {
    expect(
      docket(
        'NOTICE: This opinion is subject to formal revision before publication in the\nadvance sheets of the Official Reports, and readers are asked to notify the Reporter.\n\nSJC-12345\n\n   COMMONWEALTH  vs.  JOHN DOE.\n',
      ),
    ).toBe('SJC-12345')
    expect(
      docket(
        'COURT OF APPEAL\n\n2019 CA 1234\n\nJANE DOE\nVERSUS\nACME CORP.\n\nOn Appeal from the Tenth Judicial District Court\nParish of Elm\nDocket No. C-123456, Section 4\n',
      ),
    ).toBe('2019 CA 1234')
  })
})

describe('numbers on fresh tuning-side filings (session 22)', () => {
  const values = (text: string) => findCaseNumbers(text).map((m) => m.value)
  const docket = (text: string) =>
    extractField(
      { label: 'Docket number', type: 'text', prompt: 'What is the case or docket number?' },
      [{ page: 1, text }],
    ).value

  test('a label may list numbers ("Nos."): the first is read', () => {
    expect(values('Civ. A. Nos. 4321, 4322, 4330')).toEqual(['4321'])
    expect(values('Re: Case Nos. 19-2001/20-1001, Doe v. Roe')).toEqual(['19-2001/20-1001'])
  })

  test('a parenthesis citing the record’s "docket no. 125-7" cites an entry, not the case', () => {
    expect(values('Ex. 7 to Roe Decl. (docket no. 125-7). The order')).toEqual([])
    expect(values('Roe Decl. (Dkt. No. 40)')).toEqual([])
    expect(values('(Docket No. 2:20-cv-01234)')).toEqual(['2:20-cv-01234'])
    expect(values('Docket No. 1234-5')).toEqual(['1234-5'])
  })

  test('the Southern District of New York’s "90 Civ. 628 (RWS)", labelled or standing alone', () => {
    expect(values('Nos. 88 Civ. 1234(ABC), 89 Civ. 567(ABC).')).toEqual([
      '88 Civ. 1234 (ABC)',
      '89 Civ. 567 (ABC)',
    ])
    expect(values('JANE ROE,            )\n                     )   03 CIV. 4567 (XYZ)\n')).toEqual(
      ['03 CIV. 4567 (XYZ)'],
    )
    expect(values('in the year 90 Civil rights were')).toEqual([])
  })

  test('a court of appeals’ notice: its own numbers, not the "Originating Case No."', () => {
    expect(
      docket(
        'UNITED STATES COURT OF APPEALS\nFOR THE SIXTH CIRCUIT\nMr. John Roe\n12 Elm Street\nRe: Case Nos. 19-2001/20-1001, Doe v. Roe\nOriginating Case No. : 2:18-cv-12345\nDear Counsel,\n',
      ),
    ).toBe('19-2001/20-1001')
    expect(
      docket(
        'UNITED STATES COURT OF APPEALS\nFOR THE SIXTH CIRCUIT\nMr. John Roe\nOriginating Case No. : 2:18-cv-12345\nDear Counsel,\n',
      ),
    ).toBeNull()
  })

  test('a caption’s short writing of a federal number is answered as the running header writes it', () => {
    const header = 'Case 1:21-cv-03456-ABC   Document 12   Filed 02/03/21   Page 1 of 9\n'
    expect(
      docket(
        `${header}UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF NEW YORK\nJANE ROE,\n   Plaintiff,\n   Case No. 21-3456\nv.\nJOHN DOE,\n   Defendant.\n`,
      ),
    ).toBe('1:21-cv-03456-ABC')
    expect(
      docket(
        `${header}UNITED STATES DISTRICT COURT\nDISTRICT OF MARYLAND\nJANE ROE,\n   Plaintiff,\n   Civil Action No. XYZ-21-3456\n`,
      ),
    ).toBe('1:21-cv-03456-ABC')
    // Another case's number in the header is not a writing of the caption's.
    expect(
      docket(
        `${header}UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF NEW YORK\nJANE ROE,\n   Plaintiff,\n   Case No. 21-3457\nv.\n`,
      ),
    ).toBe('21-3457')
  })

  test('a caption’s "No." before a federal number outranks another number’s running header', () => {
    const header = (page: number) =>
      `Case 1:20-cv-00456-ABC   Document 1   Filed 01/02/20   Page ${page} of 9\n`
    expect(
      docket(
        `IN THE UNITED STATES DISTRICT COURT\nFOR THE EASTERN DISTRICT OF NORTH CAROLINA\nNo. 5:20-cv-98\nJANE ROE,   )\n   Plaintiff,  )\nv.   )\nJOHN DOE,   )\n   Defendant.  )\n${header(1)}${header(2)}${header(3)}${header(4)}`,
      ),
    ).toBe('5:20-cv-98')
  })
})

describe('numbers on fresh tuning-side filings, round 2 (session 22)', () => {
  const values = (text: string) => findCaseNumbers(text).map((m) => m.value)
  const docket = (text: string) =>
    extractField(
      { label: 'Docket number', type: 'text', prompt: 'What is the case or docket number?' },
      [{ page: 1, text }],
    ).value
  const body =
    'The plaintiffs brought this action to enforce the decree entered by this Court in the spring.\n'

  test('a number whose last part is left blank for the clerk is no number yet', () => {
    expect(values('CIRCUIT COURT\nCIVIL ACTION NO.: 21-CI- \nJANE ROE')).toEqual([])
    expect(values('Case No. 21-CI-____')).toEqual([])
    expect(values('CIVIL ACTION NO.: 21-CI-01234\n')).toEqual(['21-ci-01234'])
  })

  test('a label in the right-hand column takes no number from the next line’s left column', () => {
    const caption =
      'JANE ROE          )\nMARY POE          ) CIVIL ACTION NO.\n4410 Harbor Road  ) 2:19-cv-41-FtM-22XYZ\nTampa, FL 33602   )\n'
    expect(values(caption)).not.toContain('4410')
    expect(
      docket(
        `Case 2:19-cv-00041-AB-XYZ   Document 3   Filed 01/02/19   Page 1 of 9\nUNITED STATES DISTRICT COURT\n${caption}${body}`,
      ),
    ).toBe('2:19-cv-00041-AB-XYZ')
    // The number under the label's column, after the next line's ")", is read.
    expect(values('JANE ROE   ) Case No.\n           ) 19-1234\n')).toEqual(['19-1234'])
  })

  test('a "File No." in the lawyer’s block above the court’s name is the firm’s reference', () => {
    const text = `JANE DOE, County Counsel\n[State Bar No. 123456]\nTelephone: (555) 010-0100\nFile No.: 512.03B\nAttorneys for the County\nUNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF CALIFORNIA\nJOHN ROE,   Case No. CIV S-04-0123 ABC\n   Plaintiff,\nv.\nCOUNTY OF ELM,\n   Defendant.\n${body}`
    expect(values(text)).not.toContain('512.03B')
    expect(docket(text)).toBe('CIV S-04-0123')
    // Under the court's heading, "CIVIL ACTION FILE NO." is the court's.
    expect(values('UNITED STATES DISTRICT COURT\nCIVIL ACTION FILE NO. 1:20-cv-01234')).toEqual([
      '1:20-cv-01234',
    ])
  })

  test('a reported appeal’s "Dockets" (its argument calendar numbered "Nos.")', () => {
    expect(values('Nos. 412, 413, Dockets 91-7120, 91-7188.')).toEqual(['91-7120'])
    expect(
      docket(
        `ROE v. DOE.\nNos. 412, 413, Dockets 91-7120, 91-7188.\nUnited States Court of Appeals, Second Circuit.\n${body}`,
      ),
    ).toBe('91-7120')
  })

  test('a district number with its case type first stands beside the caption without a label', () => {
    expect(
      headingCaseNumbers('UNITED STATES DISTRICT COURT\nJANE ROE  CV 04-2231-HA\n', 200).map(
        (m) => m.value,
      ),
    ).toEqual(['CV 04-2231-HA'])
    expect(
      docket(
        `UNITED STATES DISTRICT COURT\nDISTRICT OF OREGON\nJANE ROE  CV 04-2231-HA\nMARY POE,\n   Plaintiffs,  ORDER\nvs.\nELM COMPANY,\n   Defendant.\n${body}`,
      ),
    ).toBe('CV 04-2231-HA')
  })

  test('the running header as some districts print it, "Case: … Document #:", outranks a cited case', () => {
    const header = (page: number) =>
      `Case: 1:21-cv-04410 Document #: 1 Filed: 08/02/21 Page ${page} of 9 PageID #:${page}\n`
    expect(
      docket(
        `${header(1)}UNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF ILLINOIS\nUNITED STATES OF AMERICA,  )\n   Plaintiff,  )  Case No.\nv.  )\nVILLAGE OF ELM,  )\n   Defendant.  )\nCOMPLAINT\n1. The Village had been sued before by a group home, Roe House, LLC v. Village of Elm,\nNo. 1:19-cv-01234 (N.D. Ill.), and lost.\n${body}${header(2)}${body}${header(3)}`,
      ),
    ).toBe('1:21-cv-04410')
    const why = docketCandidates([{ page: 1, text: `${body}${header(2)}` }]).map((c) => c.why)
    expect(why).toEqual(['the running header'])
  })

  test('the Eastern District of New York’s "98 CV 3529 (SJ)" beside "- against -"', () => {
    expect(read('Plaintiffs,\n- against - 97 CV 1234 (AB)\nORDER\n')).toEqual([
      { value: '97 CV 1234 (AB)', quote: '97 CV 1234 (AB)' },
    ])
  })

  test('a reporter’s en dashes in a district’s own number ("No. 77–0242–CV–W–1")', () => {
    expect(read('Doe v. Roe, Defendants.\nNo. 79–0123–CV–W–2.\n|\nDec. 4, 1994.')).toEqual([
      { value: '79-0123-CV-W-2', quote: 'No. 79–0123–CV–W–2' },
    ])
    expect(read('No. 79–0123.')[0]!.value).toBe('79-0123')
  })

  test('the running header printed without spaces, "Case3:… Document74", is the header', () => {
    const header = (page: number) =>
      `Case3:09-cv-01234-ABC   Document51   Filed05/06/10   Page${page} of 9\n`
    const text = `${header(1)}UNITED STATES DISTRICT COURT\nJANE ROE,\n   Plaintiff,\nv.\nELM COMPANY,\n   Defendant.\n${body}`
    expect(docket(text)).toBe('3:09-cv-01234-ABC')
    const why = docketCandidates([{ page: 1, text }]).map((c) => c.why)
    expect(why).toEqual(['the running header'])
    // Glued to another word than "Case", the number is not a header's.
    expect(read('Showcase3:09-cv-01234-ABC Document51')).toEqual([])
  })

  test('a number followed by a court’s parenthesis is another case cited', () => {
    expect(
      docket(
        `UNITED STATES DISTRICT COURT\nJANE ROE,\n   Plaintiff,\nv.   Case No. 2:22-cv-00123\nELM COMPANY,\n   Defendant.\n${body}`,
      ),
    ).toBe('2:22-cv-00123')
    expect(
      docket(
        `UNITED STATES DISTRICT COURT\nJANE ROE,\n   Plaintiff,\nv.   Case No.\nELM COMPANY,\n   Defendant.\nAs in Poe v. Elm, No. 2:20-cv-00456 (W.D. Pa. 2021),\n${body}Case 2:22-cv-00123 Document 1 Filed 01/02/22 Page 2 of 9\n`,
      ),
    ).toBe('2:22-cv-00123')
  })

  test('"NO.:" with both its stop and its colon labels the caption’s number (session 23)', () => {
    const text =
      'UNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF ELM\nJANE ROE,   NO.:   C09-04417 ABC\n   Plaintiff,\nv.\nELM COMPANY,\n   Defendant.\n'
    expect(docket(text)).toBe('C09-04417')
    expect(docketKey(docket(text) as string)).toBe(docketKey('3:09-cv-04417-ABC'))
  })
})

test('a number that reads on past a stray parenthesis is not cut at it', () => {
  // After "No." alone the parenthesis ends the reading: its head ("4417") is no answer.
  expect(read('Roe v. Elm, No. 4417)-22-01 was heard')).toEqual([])
})

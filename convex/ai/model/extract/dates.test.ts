import { extractField } from './'
import { describe, expect, test } from 'vitest'
import { displayDate, findDates, findMonths, isValidDate } from './dates'

const values = (text: string) => findDates(text).map((mention) => mention.value)
const quotes = (text: string) => findDates(text).map((m) => text.slice(m.start, m.end))

describe('findDates', () => {
  test('reads the month-name forms a pleading uses', () => {
    expect(values('Filed on January 5, 2024 and served Jan. 6, 2024.')).toEqual([
      '2024-01-05',
      '2024-01-06',
    ])
    expect(
      values('Dated Sept. 30th, 2023; heard 5 January 2024; signed 5th of March, 2021'),
    ).toEqual(['2023-09-30', '2024-01-05', '2021-03-05'])
  })

  test('reads "the 5th day of January, 2024" and ordinal words', () => {
    expect(values('SO ORDERED this 5th day of January, 2024.')).toEqual(['2024-01-05'])
    expect(values('executed on the twenty-first day of June 2022')).toEqual(['2022-06-21'])
    expect(quotes('this 5th day of January, 2024.')).toEqual(['5th day of January, 2024'])
  })

  test('reads numeric dates month first, and day first when the first number cannot be a month', () => {
    expect(values('Filed 01/05/24 Page 1 of 9')).toEqual(['2024-01-05'])
    expect(values('on 1/5/2024 and on 31/01/2024')).toEqual(['2024-01-05', '2024-01-31'])
    expect(values('ISO 2024-01-05 and 2023/12/31')).toEqual(['2024-01-05', '2023-12-31'])
  })

  test('reads dotted dates day first, as European documents write them', () => {
    expect(values('Datum: 05.01.2024')).toEqual(['2024-01-05'])
  })

  test('reads a date broken across a line between day and year', () => {
    expect(values('Dated: October 20,\n2025')).toEqual(['2025-10-20'])
  })

  test('ignores impossible days, docket numbers, index numbers and a month without a day', () => {
    expect(values('February 30, 2023 and 13/13/2023')).toEqual([])
    expect(values('Case No. 1:23-cv-04567-JMF, Index No. 651234/2023, in March 2021')).toEqual([])
    expect(values('Section 10-12-2023a')).toEqual([])
  })

  test('knows leap years', () => {
    expect(isValidDate(2024, 2, 29)).toBe(true)
    expect(isValidDate(2023, 2, 29)).toBe(false)
    expect(values('February 29, 2024')).toEqual(['2024-02-29'])
  })

  test('gives each date its exact span and a readable display', () => {
    const text = 'The hearing is set for March 3, 2025 at 10:00 a.m.'
    const [mention] = findDates(text)
    expect(text.slice(mention!.start, mention!.end)).toBe('March 3, 2025')
    expect(displayDate('2025-03-03')).toBe('March 3, 2025')
  })
})

describe('every English form a US court writes a date in (issue 27, associate round 3)', () => {
  test('a scan’s semicolon or a stray space between the day and the year', () => {
    expect(values('show cause on or before March 16;2009. The')).toEqual(['2009-03-16'])
    expect(values('entered May 5 , 2020 by the clerk')).toEqual(['2020-05-05'])
  })

  test('several days of one month are each a date, each with its own span', () => {
    const text = 'during the hearing of October 3rd and 4th, 1994.'
    expect(values(text)).toEqual(['1994-10-03', '1994-10-04'])
    expect(quotes(text)).toEqual(['October 3rd', '4th, 1994'])
    expect(values('The Court heard argument on June 8 & 9, 2021.')).toEqual([
      '2021-06-08',
      '2021-06-09',
    ])
    expect(values('trial was held March 2, 3 and 4, 2019')).toEqual([
      '2019-03-02',
      '2019-03-03',
      '2019-03-04',
    ])
  })

  test('a range of days gives its ends, across a month and a year', () => {
    expect(values('a hearing on April 6-7, 2020 (via video)')).toEqual(['2020-04-06', '2020-04-07'])
    expect(values('from Sept. 28 through October 1, 2018')).toEqual(['2018-09-28', '2018-10-01'])
    expect(values('closed December 30 to January 2, 2021')).toEqual(['2020-12-30', '2021-01-02'])
  })

  test('the formal forms: ordinal words, "days of", "A.D." and "in the year of our Lord"', () => {
    expect(values('DONE this thirty-first day of March, 2008.')).toEqual(['2008-03-31'])
    expect(values('on the 2nd and 3rd days of May, 1990')).toEqual(['1990-05-02', '1990-05-03'])
    expect(values('this 4th day of June, A.D. 1987')).toEqual(['1987-06-04'])
    expect(values('the 9th day of July in the year of our Lord 2001')).toEqual(['2001-07-09'])
  })

  test('a formal year in words, and a rubber stamp’s dash before a one-digit day', () => {
    expect(values('on the third day of May, two thousand nineteen')).toEqual(['2019-05-03'])
    expect(values('this 1st day of June, two thousand and five')).toEqual(['2005-06-01'])
    expect(values('the 4th day of July, nineteen hundred ninety-eight')).toEqual(['1998-07-04'])
    expect(values('FILED MAY - 3 2019 and 2019 MAY -3 PM 4:12')).toEqual([
      '2019-05-03',
      '2019-05-03',
    ])
    expect(values('in May -3 2019 and two thousand nineteen')).toEqual([])
  })

  test('a scan that moves the space of "of August" into the month', () => {
    expect(values('this 11th day ofS eptember, 2019.')).toEqual(['2019-09-11'])
    expect(values('A ugust 5, 2019')).toEqual([])
  })

  test('a docket’s day-month-year with the month in letters', () => {
    expect(values('Generated: 8-JUN-2024 07:08 AM; entered 12-Feb-19')).toEqual([
      '2024-06-08',
      '2019-02-12',
    ])
    expect(values('Form 10-K-2024 and 1:24-cv-0001')).toEqual([])
  })

  test('a list that names an impossible day is not read, nor a number before a year', () => {
    expect(values('June 30 and 31, 2020')).toEqual([])
    expect(values('On March 3, 12 defendants answered in 2020.')).toEqual([])
  })
})

describe('findMonths: a month named with its year and no day', () => {
  const months = (text: string) => findMonths(text).map((m) => [m.value, m.display])

  test('reads "May 2022", "Sept. 2021", "March of 2021" and "October, 2019" as months', () => {
    expect(months('served from at least October 2019 to May 2022.')).toEqual([
      ['2019-10', 'October 2019'],
      ['2022-05', 'May 2022'],
    ])
    expect(months('in Sept. 2021, and again in March of 2021 and October, 2019')).toEqual([
      ['2021-09', 'September 2021'],
      ['2021-03', 'March 2021'],
      ['2019-10', 'October 2019'],
    ])
  })

  test('a month that is part of a day’s date, or the verb "may", is not a month', () => {
    expect(months('Filed May 5, 2022; the Court may 2022')).toEqual([])
    expect(values('served from October 2019 to May 2022')).toEqual([])
  })
})

describe('a date column asking for one end of a range', () => {
  const pages = [
    {
      page: 1,
      text: 'All persons who purchased the stock between March 3, 2023 and August 14, 2025 (the "Class Period").',
    },
  ]
  const ask = (prompt: string) =>
    extractField({ label: 'Class period', type: 'date', prompt }, pages).value

  test('"begin" takes the first date and "end" the second', () => {
    expect(ask('When does the class period begin?')).toBe('2023-03-03')
    expect(ask('When does the class period end?')).toBe('2025-08-14')
  })
})

describe('"Date filed": where papers put their own date (issue 27, round 3)', () => {
  const filed = (text: string) =>
    extractField({ label: 'Date filed', type: 'date', prompt: 'When was this document filed?' }, [
      { page: 1, text },
    ]).value

  test('a date beside "filed" in the prose dates another paper', () => {
    expect(
      filed('ORDER\nThe Complaint in this action was filed August 27, 1982. The plaintiffs'),
    ).toBe(null)
    expect(filed('ORDER\nOn April 17, 2000, the Board filed a motion to dismiss.')).toBeNull()
  })

  test('an opinion’s "Decided:" and "RENDERED:" lines, even in parentheses', () => {
    expect(filed('August Term 2010\n(Argued: April 11, 2011 Decided: May 4, 2011)\n')).toBe(
      '2011-05-04',
    )
    expect(filed('RENDERED: NOVEMBER 13, 2015; 10:00 A.M.\nTO BE PUBLISHED\n')).toBe('2015-11-13')
  })

  test('"Filing Date:", the formal "this 3rd day of", and a date over the judge’s signature', () => {
    expect(filed('Case ID: 1CCV-25-1 - STATE v. DOE Filing Date: THURSDAY, MAY 1, 2025\n')).toBe(
      '2025-05-01',
    )
    expect(filed('AND NOW, this 30th day of June, 2015, the Petition is granted.')).toBe(
      '2015-06-30',
    )
    expect(filed('motion is denied.\nDONE AND ORDERED this twenty-first day of May, 2009.\n')).toBe(
      '2009-05-21',
    )
    expect(
      filed(
        'be pursued by application.\nFebruary 13, 2014\nJohn E. Doe\nJudge of the Superior Court\n',
      ),
    ).toBe('2014-02-13')
  })
})

test('"When was the action commenced?" still reads the prose', () => {
  const pages = [
    {
      page: 1,
      text: 'WHEREAS, on July 21, 2023, Plaintiff commenced an action against Defendant;',
    },
  ]
  expect(
    extractField(
      { label: 'Action commenced', type: 'date', prompt: 'When was the action commenced?' },
      pages,
    ).value,
  ).toBe('2023-07-21')
})

describe('clerks’ stamps and scanned dates (issue 27, round 4)', () => {
  const filed = (text: string) =>
    extractField({ label: 'Date filed', type: 'date', prompt: 'When was this document filed?' }, [
      { page: 1, text },
    ]).value

  test('a stamp written year first, with a hyphen or its time; not such words in prose', () => {
    expect(values('FILED\n 2019 Mar-04  PM 02:15\nU.S. DISTRICT COURT')).toEqual(['2019-03-04'])
    expect(values('ELECTRONICALLY FILED - 2023 Oct 09 11:02 AM - ELM')).toEqual(['2023-10-09'])
    expect(values('In 2020 May 5 was chosen.')).toEqual([])
  })

  test('a stamp whose day a scan split, and a scan’s "day ofMay"', () => {
    expect(values('ELM COUNTY, OHIO  JUN  1 4 2021')).toEqual(['2021-06-14'])
    expect(values('Jun 1 4 2021')).toEqual([])
    expect(values('this the 3rd day ofMarch 2022.')).toEqual(['2022-03-03'])
  })

  test('a stamp’s date lines under its "FILED", the caption’s lines between', () => {
    expect(
      filed(
        'FILED\nIN THE CIRCUIT COURT\nELM COUNTY, OHIO  JUN  1 4 2021\nJane Roe  )\nThe Court finds that the motion filed on March 1, 2021 is moot.\n',
      ),
    ).toBe('2021-06-14')
  })

  test('a date closing a caption’s right-hand column under its "V." line', () => {
    expect(
      filed(
        'NO. CV-21-1 : SUPERIOR COURT\nJANE ROE : JUDICIAL DISTRICT OF ELM\nV. : AT ELM\nACME CORP. : MAY 3, 2022\nMEMORANDUM OF DECISION\n',
      ),
    ).toBe('2022-05-03')
  })

  test('an ECF header numbering another case dates the copy, not the paper', () => {
    expect(
      filed(
        'Case 1:19-cv-00111-AB Document 9 Filed 11/30/21 Page 1 of 1\nUNITED STATES COURT OF APPEALS\nNo. 20-5001\nJUDGMENT\nIt is ORDERED that the judgment is affirmed.\nDate: September 6, 2021\n',
      ),
    ).toBe('2021-09-06')
    expect(
      filed(
        'Case 1:19-cv-00111-AB Document 9 Filed 11/30/21 Page 1 of 1\nCase No. 1:19-cv-00111\nORDER\n',
      ),
    ).toBe('2021-11-30')
  })
})

describe('"Date filed": opinion headings and clerks’ clock stamps (caption gallery)', () => {
  const filed = (text: string) =>
    extractField({ label: 'Date filed', type: 'date', prompt: 'When was this document filed?' }, [
      { page: 1, text },
    ]).value

  test('an opinion or order "filed" after its disposition, at the head of the first page', () => {
    expect(
      filed('Reversed and Remanded and Opinion Filed March 2, 2020.\n\nIn The\nCourt of Appeals\n'),
    ).toBe('2020-03-02')
    expect(filed('No. 2-19-0123\nOrder filed May 4, 2020\n\nIN THE APPELLATE COURT\n')).toBe(
      '2020-05-04',
    )
  })

  test('a bracketed date alone on its line in the heading', () => {
    expect(
      filed('DISTRICT COURT OF APPEAL\nNo. 2D20-1234\n\n  [March 3, 2021]\n\nAppeal from'),
    ).toBe('2021-03-03')
    expect(filed('DISTRICT COURT OF APPEAL\nNo. 2D20-1234\n\n  March 3, 2021 [sic]\n')).toBeNull()
  })

  test('the decision date after the submission’s or argument’s, dash between', () => {
    expect(filed('Argued May 3, 2021 – Decided June 9, 2021\n\nBefore Judges Roe and Poe.')).toBe(
      '2021-06-09',
    )
    expect(filed('(No. 2020-0123—Submitted May 3, 2021—Decided June 9, 2021.)\n')).toBe(
      '2021-06-09',
    )
  })

  test('a clerk’s clock stamp under "Electronically Filed" or beside "Clerk"', () => {
    expect(
      filed(
        'Clerk of the Court\n*** Electronically Filed ***\nJ. Roe, Deputy\n3/4/2021 9:15:00 AM\n',
      ),
    ).toBe('2021-03-04')
    expect(filed('Elm County Clerk of Courts - 2021 Mar 04 9:15 AM - 21CV000123\n')).toBe(
      '2021-03-04',
    )
    expect(filed('Noted for Hearing: March 5, 2021 9:00 AM\nIN THE SUPERIOR COURT\n')).toBeNull()
  })

  test('an e-filing header: the case’s number, the date and time, the page count', () => {
    expect(filed('MID-L-001234-21 03/04/2021 9:15:02 AM Pg 1 of 9 Trans ID: LCV2021123\n')).toBe(
      '2021-03-04',
    )
    expect(filed('MID-L-001234-21 03/04/2021 9:15:02 AM\n')).toBeNull()
  })

  test('an ECF header dates the paper when the caption writes its number type first', () => {
    const text =
      'Case 2:21-cr-00123-ABC   Document 9   Filed 03/04/21   Page 1 of 4\n\nUNITED STATES DISTRICT COURT\n\nUnited States of America,        No. CR-21-00123-PHX-ABC\n'
    expect(filed(text)).toBe('2021-03-04')
  })
})

describe('"Date filed": reporter headings, lower-case ECF headers, papers not filed (session 22)', () => {
  const filed = (text: string) =>
    extractField({ label: 'Date filed', type: 'date', prompt: 'When was this document filed?' }, [
      { page: 1, text },
    ]).value

  test('an ECF header printed in lower case dates the paper', () => {
    expect(
      filed(
        'Case No. 1:22-cv-00456   Document 1   filed 03/04/22   USDC Elm   pg 1 of 9\nUNITED STATES DISTRICT COURT\n',
      ),
    ).toBe('2022-03-04')
    expect(
      filed('USDC EL/ND case 3:22-cv-00456   document 1   filed 03/04/22   page 1 of 9\n'),
    ).toBe('2022-03-04')
  })

  test('a paper listed with its filing date after a comma is another paper', () => {
    expect(
      filed(
        'MATERIALS REVIEWED\n•  Complaint, Civil No. 4:12-cv-00168-AB, Filed October 24, 2012\n•  Policy manual\n',
      ),
    ).toBeNull()
  })

  test('a reporter’s decision date under the case’s number, other column beside it', () => {
    expect(
      filed(
        '612 F.Supp. 100\nUnited States District Court, E.D. Elm.\nCiv. A. No. 1234(L).  the school zone runs\n|\nMar. 5, 1985.  In  June  1984,  the  board  voted\n',
      ),
    ).toBe('1985-03-05')
    expect(
      filed(
        'United States District Court, S.D. Elm.\nNos. 90 Civ. 111(AB), 92 Civ. 222(AB). | Nov.\n13, 1997. | As Amended November 20, 1997\n',
      ),
    ).toBe('1997-11-13')
    // A date starting a line of prose, far from a number line, is no decision date.
    expect(filed('ORDER\nThe parties met on\nMar. 5, 1985.  Then they argued.\n')).toBeNull()
  })

  test('a reporter’s decision date under a long list of counsel set beside the caption', () => {
    // A two-column print runs the counsel column beside the caption, so the heading's date
    // line may stand well past the page's first 3,000 characters.
    const counsel =
      'Ann Lee, Elm Legal Aid, Elm City, EL, on behalf of Plaintiffs-Appellees.\n'.repeat(50)
    expect(
      filed(
        `120 Fed.Appx. 300\nUnited States Court of Appeals, Second Circuit.\n${counsel}Nos. 02-7001(L), 02-7002(CON).  Sam Park, Elm City\n|  Jo Roe, Elm City\nNov. 30, 2004.  Amy Poe, Elm City, on behalf\n`,
      ),
    ).toBe('2004-11-30')
  })

  test('an ECF header and its caption write the same federal number in older forms', () => {
    expect(
      filed(
        'Case 3:86-cv-00252-ABC   Document 14   Filed 03/24/2006   Page 1 of 3\nUNITED STATES DISTRICT COURT\nv. : No.3:86CV252(ABC)\n',
      ),
    ).toBe('2006-03-24')
    expect(
      filed(
        'Case 3:03-cv-03105-XYZ   Document 10   Filed 12/18/2006   Page 1 of 2\nIN THE UNITED STATES DISTRICT COURT\nJANE ROE, No. C 03-03105 XYZ\n',
      ),
    ).toBe('2006-12-18')
  })

  test('a letter’s, report’s or press release’s own date is not a filing date', () => {
    const letter =
      'U.S. Department of Justice\nCivil Rights Division\nWashington, DC 20530\nJuly 14, 2004\nThe Honorable Ann Poe\nCounty Judge\nElm County Courthouse\nRe:  Elm Nursing Home\nDear Judge Poe:\nWe write about our investigation.\n'
    expect(filed(letter)).toBeNull()
    const release =
      'United States Attorney\nDistrict of Elm\nJanuary 13, 1998\nPRESS RELEASE\nThe United States Attorney today announced a settlement.\n'
    expect(filed(release)).toBeNull()
    // A court's heading dated so, or a caption following the date, still dates the paper.
    expect(filed('SUPREME COURT OF ELM\nCASE ANNOUNCEMENTS\nApril 16, 2020\n\n')).toBe('2020-04-16')
    expect(
      filed('CASE ANNOUNCEMENTS\n\nApril 16, 2020\n\nMISCELLANEOUS\n2020-0401. State v. Roe.\n'),
    ).toBe('2020-04-16')
  })
})

describe('"Date filed": scanned stamps and reporter headings (session 22, round 2)', () => {
  const filed = (text: string) =>
    extractField({ label: 'Date filed', type: 'date', prompt: 'When was this document filed?' }, [
      { page: 1, text },
    ]).value

  test('a case number the body cites in prose does not make the header another case’s', () => {
    const text = [
      'Case 3:24-cv-00210   Document 3   Filed 05/10/24   Page 1 of 9',
      'UNITED STATES DISTRICT COURT',
      'JANE ROE,   Petitioner,',
      'v.   Case No. _3_:_2_4_-c_v_- 0210',
      'BRIEF IN SUPPORT OF PETITION',
      'The court in the related case, Poe v. Lane (No. 24-cv-99), has already enjoined the removal of the members of the class.',
    ].join('\n')
    expect(filed(text)).toBe('2024-05-10')
  })

  test('an ECF header whose scan lost "Filed" still dates the paper', () => {
    expect(
      filed(
        'Case 3:14-cv-00212-AB   Document 16    09/29/17   Page 1 of 8\nUNITED STATES DISTRICT COURT\nRULING\n',
      ),
    ).toBe('2017-09-29')
  })

  test('a clerk’s stamp whose "FILED" the scan lost, the clerk’s name under the date', () => {
    const text = [
      'IN THE UNITED STATES DISTRICT COURT',
      'JOHN ROE, ET AL.,  )  1 I L E  D',
      'Plaintiffs,  )',
      ')  AUG 1 4 1972',
      'v.  )  JANE POE, CLERK',
      'CITY OF ELM,  )',
      'ORDER',
    ].join('\n')
    expect(filed(text)).toBe('1972-08-14')
  })

  test('a rubber stamp’s "Filed" in lower case', () => {
    expect(
      filed(
        'Filed\nUnited States Elm Court\nUNITED STATES  JUN  1 7 2015\nIN RE APPLICATION\nOPINION\n',
      ),
    ).toBe('2015-06-17')
  })

  test('a reporter heading: the decision date after a two-column gap or a hyphenated "Decided"', () => {
    expect(
      filed(
        'Roe v. Elm Airlines, 55 F.R.D. 44 (1971)\nUnited States District Court, S. D. New York.\nNos. 70 Civ. 1234, 70 Civ. 5678. | Dec. 29, 1971.  which, it is alleged, has resulted in\n',
      ),
    ).toBe('1971-12-29')
    expect(
      filed(
        'ROE v DOE\nDocket No. 12345. Argued November 9, 1992 (Calendar No. 1). De-\ncided  August  3,  1993.\n',
      ),
    ).toBe('1993-08-03')
  })

  test('a caption box’s "Complaint Filed:" dates the action, the stamp the paper', () => {
    const text = [
      'Case5:13-cv-01234-ABC   Document40   Filed09/10/14   Page1 of 30',
      'UNITED STATES DISTRICT COURT',
      'JANE ROE,                     Case No. 5:13-cv-01234-ABC',
      '   Plaintiff,                 FIRST AMENDED COMPLAINT',
      'v.',
      'ELM COUNTY,                   Complaint Filed:   March 4, 2013',
      '   Defendant.                 Trial Date:        None Set',
    ].join('\n')
    expect(filed(text)).toBe('2014-09-10')
    expect(filed(text.split('\n').slice(1).join('\n'))).toBeNull()
  })

  test('a reporter heading with two dates, argued then decided: the second dates it', () => {
    const text = [
      '412 Elm 759 (1992)',
      'JOHN ROE & others',
      'vs.',
      'COMMISSIONER OF ELM & others.',
      'Supreme Judicial Court of Elm, Suffolk.',
      'March 4, 1992.',
      'June 5, 1992.',
      'Present: ROE, POE, & LANE, JJ.',
    ].join('\n')
    expect(filed(text)).toBe('1992-06-05')
  })
})

test('a date written with no-break spaces, as web pages print them, is read', () => {
  expect(
    findDates('was dismissed on February\u00a011,\u00a02000 by the court').map((d) => d.value),
  ).toEqual(['2000-02-11'])
})

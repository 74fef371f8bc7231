import { describe, expect, test } from 'vitest'
import { extractField } from './'
import { findCourts } from './courts'

const values = (text: string) => findCourts(text).map((m) => m.value)
const SDNY = 'United States District Court for the Southern District of New York'

describe('findCourts', () => {
  test('reads a federal district court on one line or across a caption’s two lines', () => {
    expect(values('UNITED STATES DISTRICT COURT FOR THE SOUTHERN DISTRICT OF NEW YORK')).toEqual([
      SDNY,
    ])
    expect(
      values('UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\nJOHN SMITH,'),
    ).toEqual([SDNY])
    expect(values('IN THE UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF DELAWARE')).toEqual([
      'United States District Court for the District of Delaware',
    ])
    expect(values('United States Bankruptcy Court for the District of New Jersey')).toEqual([
      'United States Bankruptcy Court for the District of New Jersey',
    ])
  })

  test('reads courts of appeals and the Supreme Court', () => {
    expect(values('UNITED STATES COURT OF APPEALS FOR THE SECOND CIRCUIT')).toEqual([
      'United States Court of Appeals for the Second Circuit',
    ])
    expect(values('United States Court of Appeals\nfor the Federal Circuit')).toEqual([
      'United States Court of Appeals for the Federal Circuit',
    ])
    expect(values('IN THE SUPREME COURT OF THE UNITED STATES')).toEqual([
      'Supreme Court of the United States',
    ])
  })

  test('reads state courts with their county', () => {
    expect(values('SUPREME COURT OF THE STATE OF NEW YORK\nCOUNTY OF NEW YORK\nJANE ROE,')).toEqual(
      ['Supreme Court of the State of New York, County of New York'],
    )
    expect(values('SUPREME COURT OF THE STATE OF NEW YORK, COUNTY OF NEW YORK')).toEqual([
      'Supreme Court of the State of New York, County of New York',
    ])
    expect(
      values('SUPERIOR COURT OF THE STATE OF CALIFORNIA\nFOR THE COUNTY OF LOS ANGELES\n\nMARIA'),
    ).toEqual(['Superior Court of the State of California, County of Los Angeles'])
    expect(values('IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nCOUNTY DEPARTMENT')).toEqual([
      'Circuit Court of Cook County, Illinois',
    ])
    expect(values('IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE')).toEqual([
      'Court of Chancery of the State of Delaware',
    ])
    expect(
      values(
        'filed in the Superior Court of the State of California for the County of Los Angeles alleging',
      ),
    ).toEqual(['Superior Court of the State of California, County of Los Angeles'])
  })

  test('reads a district named alone or abbreviated', () => {
    expect(values('Re: Smith v. Acme, No. 23-cv-1234 (S.D.N.Y.)')).toEqual([SDNY])
    expect(values('venue lies in the Southern District of New York')).toEqual([SDNY])
    expect(values('(N.D. Cal.) and (D. Del.) and (2d Cir.)')).toEqual([
      'United States District Court for the Northern District of California',
      'United States District Court for the District of Delaware',
      'United States Court of Appeals for the Second Circuit',
    ])
  })

  test('does not read a place or a court without its jurisdiction as a court', () => {
    expect(values('offices in the District of Columbia; the Superior Court; this Court')).toEqual(
      [],
    )
  })

  test('quotes the whole naming, both caption lines included', () => {
    const text = 'UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\n'
    const [mention] = findCourts(text)
    expect(text.slice(mention!.start, mention!.end)).toBe(
      'UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK',
    )
  })
})

describe('courts named as printed (issue 27)', () => {
  test('state and special courts without a canonical form keep their printed name', () => {
    const first = (text: string) => findCourts(text)[0]?.value
    expect(first('COURT OF APPEAL\nSECOND CIRCUIT\nSTATE OF LOUISIANA')).toBe(
      'Court of Appeal Second Circuit State of Louisiana',
    )
    expect(first('UNITED STATES\nFOREIGN INTELLIGENCE SURVEILLANCE COURT')).toBe(
      'Foreign Intelligence Surveillance Court',
    )
    expect(first('U.S. District Court\nDistrict of Maine (Bangor)')).toBe(
      'United States District Court for the District of Maine',
    )
    expect(first('United States District Court, N.D. Georgia, Atlanta Division.')).toBe(
      'United States District Court for the Northern District of Georgia',
    )
    expect(first('DOVER DISTRICT COURT\nState of New Hampshire v. Jennings')).toBe(
      'Dover District Court',
    )
    expect(first('the Vermont Superior Court held')).toBe('Vermont Superior Court')
  })
})

describe('state trial and appellate courts as captions stack them (issue 27, round 3)', () => {
  test('a judicial circuit or district with its county, on the lines under the court', () => {
    expect(
      values('IN THE CIRCUIT COURT\nFOR THE NINTH JUDICIAL CIRCUIT\nELM COUNTY, ILLINOIS\n'),
    ).toEqual(['Circuit Court for the Ninth Judicial Circuit, Elm County, Illinois'])
    expect(
      values(
        'IN THE CHANCERY COURT FOR THE STATE OF TENNESSEE\nTWELFTH JUDICIAL DISTRICT, OAK COUNTY, PART II\n',
      ),
    ).toEqual([
      'Chancery Court for the State of Tennessee, Twelfth Judicial District, Oak County, Part II',
    ])
  })

  test('"SUPREME COURT" over "STATE OF NEW YORK  COUNTY OF X", and the county on the next line', () => {
    expect(values('SUPREME COURT\nSTATE OF NEW YORK   COUNTY OF ELM\nJANE ROE,')).toEqual([
      'Supreme Court, State of New York, County of Elm',
    ])
    expect(values('SUPERIOR COURT OF CALIFORNIA\nCOUNTY OF SAN MATEO\n')).toEqual([
      'Superior Court of California, County of San Mateo',
    ])
  })

  test('an appellate court’s district and division, and a state’s court of appeals by name', () => {
    expect(values('Court of Appeals of Arizona, Division 1.')).toEqual([
      'Court of Appeals of Arizona, Division 1',
    ])
    expect(values('Court of Appeals of California, Fourth District, Division Two.')).toEqual([
      'Court of Appeals of California, Fourth District, Division Two',
    ])
    expect(values('North Carolina Court of Appeals\n')).toEqual(['North Carolina Court of Appeals'])
    expect(values('STATE OF WISCONSIN  IN COURT OF APPEALS\nDISTRICT II\n')).toEqual([
      'State of Wisconsin in Court of Appeals District II',
    ])
  })

  test('the District of Columbia’s district court and circuit, and an agency’s tribunal', () => {
    expect(values('UNITED STATES DISTRICT COURT FOR THE DISTRICT OF COLUMBIA')).toEqual([
      'United States District Court for the District of Columbia',
    ])
    expect(
      values('~nit£d ~tat£s QIourt of J\\pp£als\nFOR THE DISTRICT OF COLUMBIA CIRCUIT\n'),
    ).toEqual(['United States Court of Appeals for the District of Columbia Circuit'])
    expect(values('UNITED STATES OF AMERICA\nBEFORE THE FEDERAL TRADE COMMISSION\n')).toEqual([
      'United States of America Before the Federal Trade Commission',
    ])
  })

  test('a place’s court in the caption’s right-hand column; the Appellate Division in full', () => {
    expect(values('County of Elm     Oakton District Court\nDocket No.')).toEqual([
      'Oakton District Court',
    ])
    expect(
      values('State of New York\nSupreme Court, Appellate Division\nSecond Judicial Department\n'),
    ).toEqual(['Supreme Court, Appellate Division Second Judicial Department'])
  })
})

describe('state headings that name a division, a judicial district or a session (issue 27, round 4)', () => {
  test('a unified trial court’s division and unit', () => {
    expect(
      values('STATE OF VERMONT\nSUPERIOR COURT   CRIMINAL DIVISION\nOakdale Unit   Docket No.'),
    ).toEqual(['Vermont Superior Court, Criminal Division, Oakdale Unit'])
  })

  test('a numbered judicial district’s court with its county, parish or a county lines below', () => {
    expect(values('TENTH JUDICIAL DISTRICT COURT\nELM COUNTY, NEVADA\n\nJANE ROE,')).toEqual([
      'Tenth Judicial District Court, Elm County, Nevada',
    ])
    expect(
      values('MONTANA SECOND JUDICIAL DISTRICT COURT,   DV-1\nClerk Stamp\nOAK COUNTY\n'),
    ).toEqual(['Montana Second Judicial District Court, Oak County'])
    expect(
      values('from the 4th Judicial District Court for the\nParish of Elm, Louisiana\n'),
    ).toEqual(['4th Judicial District Court, Parish of Elm, Louisiana'])
    // A county line that goes on (a party's name) is not the court's.
    expect(values('TENTH JUDICIAL DISTRICT COURT\nELM COUNTY,\nPlaintiff,')).toEqual([
      'Tenth Judicial District Court',
    ])
  })

  test('a Superior Court named down a ":" column with its judicial district or docket', () => {
    expect(
      values(
        'NO. CV-21-1 : SUPERIOR COURT\nJANE ROE : JUDICIAL DISTRICT OF ELM CITY\nV. : AT ELM CITY\nACME : MAY 3, 2022\n',
      ),
    ).toEqual(['Superior Court, Judicial District of Elm City at Elm City'])
    expect(
      values('NO. X01 CV 1  SUPERIOR COURT\nROE  COMPLEX LITIGATION DOCKET\nVS.  AT OAKTON\n'),
    ).toEqual(['Superior Court, Complex Litigation Docket at Oakton'])
  })

  test('a court of claims heading its own paper, not one named in prose', () => {
    expect(values('STATE OF OHIO\nCOURT OF CLAIMS   10:01 AM\nREGISTER')).toEqual([
      'Court of Claims',
    ])
    expect(values('the Court of Claims Act provides')).toEqual([])
  })
})

describe('the Court column (issue 27, round 4)', () => {
  const court = (text: string) =>
    extractField({ label: 'Court', type: 'text', prompt: 'Which court is the case in?' }, [
      { page: 1, text },
    ]).value

  test('a court the title names as a party is the court below, never the case’s', () => {
    expect(
      court(
        'Case Information\nJane Roe v. Superior Court of Elm County\nDocket B1\nSuperior Court of Elm County : Respondent\n',
      ),
    ).toBeNull()
  })

  test('a clerk’s stamp naming the court counts less than the caption’s heading', () => {
    expect(
      court(
        'FILED\n04/02/2025\nJane Clerk\nCLERK\nOAK COUNTY DISTRICT COURT\nMONTANA SECOND JUDICIAL DISTRICT COURT,\nOAK COUNTY\nJANE ROE,\n',
      ),
    ).toBe('Montana Second Judicial District Court, Oak County')
  })

  test('a court printed again in a stamp is the court the heading names in full', () => {
    expect(
      court(
        'STATE OF VERMONT\nSUPERIOR COURT   CIVIL DIVISION\nOakdale Unit   Docket No. 12-3-19 Oacv\nFILED\nVERMONT SUPERIOR COURT\nJane Roe,\n',
      ),
    ).toBe('Vermont Superior Court, Civil Division, Oakdale Unit')
  })
})

describe('a scanned heading whose words the scan misread', () => {
  test('is read on the mended words and quoted as printed', () => {
    const page = [
      'UNI1FD  STATES  COURT  (F APPEALS',
      "FOR.  'IHE SEVENIH CIRCUIT",
      'No. 19-1234',
      'JANE ROE, Plaintiff - Appellee,',
      'v.',
      'ELM FOODS LTD., Defendant - Appellant.',
      'MANDATE',
    ].join('\n')
    const answer = extractField(
      { type: 'text', label: 'Court', prompt: 'Which court is the case in?' },
      [{ page: 1, text: page }],
    )
    expect(answer.value).toBe('United States Court of Appeals for the Seventh Circuit')
    expect(answer.quote).toBe("UNI1FD  STATES  COURT  (F APPEALS\nFOR.  'IHE SEVENIH CIRCUIT")
  })
})

describe('state courts as their headings print them across lines', () => {
  test('pleading paper’s margin numbers do not cut a heading’s county line', () => {
    expect(
      values(
        ' 8          SUPERIOR COURT OF THE STATE OF OREGON\n 9               FOR THE COUNTY OF LANE\n10',
      ),
    ).toEqual(['Superior Court of the State of Oregon, County of Lane'])
  })

  test('an appellate court’s district and division on their own lines are part of its name', () => {
    expect(
      values(
        'IN THE COURT OF APPEAL OF THE STATE OF NEVADA\n\n   THIRD APPELLATE DISTRICT\n\n   DIVISION TWO\n',
      ),
    ).toEqual(['Court of Appeal of the State of Nevada, Third Appellate District, Division Two'])
    expect(values('APPELLATE COURT OF INDIANA\n   SECOND DISTRICT\n')).toEqual([
      'Appellate Court of Indiana, Second District',
    ])
    expect(values('DISTRICT COURT OF APPEAL OF THE STATE OF OREGON\n   FIFTH DISTRICT\n')).toEqual([
      'District Court of Appeal of the State of Oregon, Fifth District',
    ])
    expect(values('SUPERIOR COURT OF DELAWARE\n  APPELLATE DIVISION\n')).toEqual([
      'Superior Court of Delaware, Appellate Division',
    ])
  })

  test('a commonwealth court, a numbered court of appeals and a court over its county line', () => {
    expect(values('IN THE COMMONWEALTH COURT OF KENTUCKY\n')).toEqual([
      'Commonwealth Court of Kentucky',
    ])
    expect(values('     In The\n     Ninth Court of Appeals\n')).toEqual(['Ninth Court of Appeals'])
    expect(values('COURT OF COMMON PLEAS\n   GREENE COUNTY, INDIANA\n')).toEqual([
      'Court of Common Pleas, Greene County, Indiana',
    ])
  })

  test('a state’s court of appeal over its circuit, and a slip header’s Appellate Division', () => {
    expect(values('STATE OF MISSISSIPPI\n\n COURT OF APPEAL\n\n SECOND CIRCUIT\n')).toEqual([
      'State of Mississippi Court of Appeal Second Circuit',
    ])
    expect(values('Decided on May 2, 2021\nAppellate Division, Second Department\n')).toEqual([
      'Appellate Division, Second Department',
    ])
  })

  test('a heading a clerk’s stamp splits is read on its left-hand side', () => {
    const text = [
      '                NOT FOR PUBLICATION                          FILED',
      '        UNITED STATES COURT OF APPEALS                      JAN 4 2022',
      '                                                       JANE DOE, CLERK',
      '              FOR THE SEVENTH CIRCUIT                U.S. COURT OF APPEALS',
      'JOHN ROE,                                 No. 21-1234',
      '      Plaintiff-Appellant,',
    ].join('\n')
    const court = { type: 'text', label: 'Court', prompt: 'Which court is the case in?' } as const
    expect(extractField(court, [{ page: 1, text }]).value).toBe(
      'United States Court of Appeals for the Seventh Circuit',
    )
  })
})

describe('state captions’ parts (gallery round)', () => {
  const court = (text: string) =>
    extractField({ type: 'text', label: 'Court', prompt: 'Which court is the case in?' }, [
      { page: 1, text },
    ]).value

  test('a hyphenated county and New Jersey’s division and vicinage', () => {
    expect(
      values(
        'IN THE CIRCUIT COURT OF THE\nSEVENTH JUDICIAL CIRCUIT IN AND\nFOR WILKES-BARRE COUNTY, FLORIDA',
      ),
    ).toEqual([
      'Circuit Court of the Seventh Judicial Circuit in and for Wilkes-Barre County, Florida',
    ])
    expect(values('SUPERIOR COURT OF NEW JERSEY\nCHANCERY DIVISION: MERCER COUNTY')).toEqual([
      'Superior Court of New Jersey, Chancery Division, Mercer County',
    ])
  })

  test('a venue grid: sovereign and county on the left, court and district on the right', () => {
    expect(
      values(
        'STATE OF IOWA                    DISTRICT COURT\n\nCOUNTY OF POLK                   FIFTH JUDICIAL DISTRICT\n',
      ),
    ).toEqual(['Iowa District Court, Fifth Judicial District, Polk County'])
    expect(
      values('COMMONWEALTH OF MASSACHUSETTS\n\nMIDDLESEX, ss.              SUPERIOR COURT\n'),
    ).toEqual(['Massachusetts Superior Court, Middlesex County'])
  })

  test('an appellate division printed below the heading in the caption’s right-hand column', () => {
    const text = [
      '      IN THE COURT OF APPEALS OF THE STATE OF WASHINGTON',
      '',
      ' JANE ROE,                 )      No. 81234-5-II',
      '                           )',
      '            Appellant,     )      DIVISION TWO',
      '       v.                  )',
      ' ACME CO.,                 )      PUBLISHED OPINION',
      '            Respondent.    )',
      '',
      '      LEE, J. — Jane Roe appeals the dismissal of her claims against the company she worked for.',
    ].join('\n')
    expect(court(text)).toBe('Court of Appeals of the State of Washington, Division Two')
    // A trial court's numbered district down the column is not taken.
    const petition = [
      'JANE ROE,              §      IN THE DISTRICT COURT OF',
      'v.                     §      TRAVIS COUNTY, TEXAS',
      '    Defendant.         §      201ST JUDICIAL DISTRICT',
    ].join('\n')
    expect(court(petition)).toBe('District Court of Travis County, Texas')
  })
})

describe('federal headings as prints and pleading paper set them (session 22)', () => {
  test('"United States District Court" alone is no court’s name; its district may follow a margin number', () => {
    expect(
      values('UNITED STATES DISTRICT COURT\n4\nWESTERN DISTRICT OF WASHINGTON\nAT SEATTLE\n'),
    ).toEqual(['United States District Court for the Western District of Washington'])
    expect(
      values('UNITED STATES DISTRICT COURT \n99\n \n1111\nSOUTHERN DISTRICT OF OHIO \n'),
    ).toEqual(['United States District Court for the Southern District of Ohio'])
    expect(values('United States District Court,\n')).toEqual([])
  })

  test('a reporter’s heading: one district’s letter, and a line of the other column between', () => {
    expect(values('United States District Court, D. Colorado.\nJanuary 9, 1996.')).toEqual([
      'United States District Court for the District of Colorado',
    ])
    expect(
      values(
        'United States District Court, \nthe board established three zones. At present, \nS.D. Mississippi, \nJackson Division.',
      ),
    ).toEqual(['United States District Court for the Southern District of Mississippi'])
    expect(
      values(
        'United States Court of Appeals, \nthe panel heard argument on the motion in June. \nFifth Circuit. \n',
      ),
    ).toEqual(['United States Court of Appeals for the Fifth Circuit'])
  })

  test('a state heading’s county line after a margin number alone on its line', () => {
    expect(
      values(
        'SUPERIOR COURT OF THE STATE OF CALIFORNIA \n5 \nIN AND FOR THE COUNTY OF ALAMEDA \n6\n',
      ),
    ).toEqual(['Superior Court of the State of California, County of Alameda'])
  })

  test('a court of appeals’ heading a clerk’s stamp splits', () => {
    expect(
      values(
        'UNITED STATES COURT OF APPEALS\nJANE ROE, CLERK\n FOR THE NINTH CIRCUIT U.S. COURT OF APPEALS\n',
      ),
    ).toEqual(['United States Court of Appeals for the Ninth Circuit'])
    expect(values('United States Court of Appeals\nFILED\nFor the Fifth Circuit\n')).toEqual([
      'United States Court of Appeals for the Fifth Circuit',
    ])
    // Prose goes on in lower case: no heading.
    expect(values('as the court of appeals\nfor the Ninth Circuit has held')).toEqual([])
  })

  test('a judicial district court "in and for" its county, state of its state', () => {
    expect(
      values(
        'THE THIRD JUDICIAL DISTRICT COURT \nIN AND FOR ELM COUNTY, STATE OF UTAH \nJANE ROE,\n',
      ),
    ).toEqual(['Third Judicial District Court, Elm County, Utah'])
  })
})

describe('the Court column on papers that are not captions (session 22)', () => {
  const court = (text: string) =>
    extractField({ label: 'Court', type: 'text', prompt: 'Which court is the case in?' }, [
      { page: 1, text },
    ]).value
  const prose =
    'The parties met again in the spring and agreed on the terms set out in this report.\n'

  test('a court named deep in an unbroken paper’s prose is not its court', () => {
    expect(
      court(
        `QUARTERLY REPORT OF THE MONITOR\n${prose.repeat(40)}The United States Court of Appeals for the First Circuit affirmed that ruling.\n`,
      ),
    ).toBeNull()
  })

  test('a United States Attorney’s district is the prosecutor’s office, not a court', () => {
    expect(
      court(
        `INVESTIGATION OF THE ELM COUNTY JAIL\nUnited States Department of Justice\nUnited States Attorney’s Office\nEastern District of Virginia\nDecember 1, 2020\n${prose}`,
      ),
    ).toBeNull()
    expect(
      court(
        `PRESS RELEASE\nJane Roe, United States Attorney for the\nEastern District of Pennsylvania, announced today\n${prose}`,
      ),
    ).toBeNull()
  })

  test('a reporter print: the court’s heading line outranks courts its prose names', () => {
    const mention =
      'Her direct appeal is still pending before the Ohio Supreme Court in the state.\n'
    expect(
      court(
        `123 F.2d 456 (1990)\nJane ROE, Plaintiff-Appellant, v. John DOE, Warden, and Mary Poe, Deputy Warden, Elm State\nPrison; and others, Defendants-Appellees.\nNo. 89-1234.\nUnited States Court of Appeals, Sixth Circuit.\nDecided March 2, 1990.\n${mention}${mention}${mention}`,
      ),
    ).toBe('United States Court of Appeals for the Sixth Circuit')
  })

  test('a two-column print: the heading line with the other column’s words beside it', () => {
    const beside = (words: string) =>
      `${words}  the other column runs on with the facts of the case here\n`
    expect(
      court(
        `${beside('123 F.2d 456')}${beside('(See the table of decisions.)')}${beside('United States Court of Appeals, Seventh Circuit.')}${beside('Jane ROE, Plaintiff-Appellant,')}${beside('v.')}${beside('John DOE, Defendant-Appellee.')}${beside('No. 89-1234.')}${'She had first sued in the Wisconsin Supreme Court, which denied her motion.\n'.repeat(3)}`,
      ),
    ).toBe('United States Court of Appeals for the Seventh Circuit')
  })
})

describe('federal headings as scans and docket reports print them (session 22, round 2)', () => {
  test('a scan’s misread "UNITED" before "STATES DISTRICT COURT" is mended', () => {
    expect(
      values('UMITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\nJANE ROE,'),
    ).toEqual([SDNY])
    expect(values('LTNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK')).toEqual([SDNY])
    // A word far from "UNITED" is left as printed.
    expect(values('KANSAS STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK')).not.toContain(
      'United States District Court for the Kansas District of New York',
    )
  })

  test('a docket report’s "U.S. District Court / California Northern District (Oakland)"', () => {
    expect(
      values('U.S. District Court\nCalifornia Northern District (Oakland)\nCIVIL DOCKET'),
    ).toEqual(['United States District Court for the Northern District of California'])
  })
})

// Caption forms the party readers know (issue 27, session 27): each test an invented caption in a
// form real filings print, with what the sides should read.
import { describe, expect, test } from 'vitest'
import { isNonPartyLine, leftColumn } from './captionLines'
import { findCaptionParties } from './parties'

const sides = (text: string) =>
  Object.fromEntries(findCaptionParties(text).map((m) => [m.role, m.value]))

describe("a reporter's two-column page whose text layer joins each row of the caption with the opinion's", () => {
  test('the prose above a side closed by its role is no name', () => {
    const text = [
      'Roe v. Elm Independent School District, Slip Copy (2015)',
      '2015 WL 1234567',
      'Only the Westlaw citation is currently available.',
      'Superintendent  of  Schools.  The  Court,  the  Honorable',
      'United States District Court, E.D. Texas, Elm',
      'Jane Poe Walker then presiding, issued an Order',
      'UNITED STATES of America, Plaintiff  on June 2, 1969, accompanied by separate Findings of',
      'v.  Fact and Conclusions of Law, enjoining all Defendants',
      'ELM INDEPENDENT SCHOOL DISTRICT, et  “from  failing  or  refusing  to  afford  equal',
      'al., Defendants  opportunities  to  all  students in the  Elm  Independent',
      'Case No. 6:69-cv-1234  immediate  implementation  of  the  plan.',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['UNITED STATES of America'],
      defendants: ['Elm Independent School District'],
    })
  })

  test('a name broken over two lines above its role is read whole', () => {
    const text = [
      'IN THE UNITED STATES DISTRICT COURT',
      '',
      'JANE ROE, by her mother and next friend, Mary',
      'POE, Plaintiff,',
      'v.',
      'ELM COUNTY, Defendant.',
    ].join('\n')
    expect(sides(text).plaintiffs).toEqual(['Jane Roe'])
  })

  test('the sentence above a side on one line, its mark and the prose beside it', () => {
    const text = [
      'Roe v. County of Elm, Not Reported in F.Supp.2d (2006)',
      '2006 WL 7654321  1  Plaintiffs’ counsel has stipulated that class certification',
      'Only the Westlaw citation is currently available.',
      '  is not being sought as to the claim asserted under',
      'United States District Court,  Elm Code section 12. See Motion for Class',
      'N.D. California.  Certification at 2 (“Plaintiff Poe does not',
      'seek to certify a class with respect to the claim for',
      'Martin ROE, et al., Plaintiffs,  violation of Elm Code Section 12”).',
      'v.',
      'COUNTY OF ELM, et al., Defendants.',
      '',
      'No. C-05-01234 JCS. | Dec. 5, 2006.',
    ].join('\n')
    expect(sides(text)).toEqual({ plaintiffs: ['Martin ROE'], defendants: ['County of Elm'] })
  })

  test('a docket number printed with en dashes ends the names above it', () => {
    expect(isNonPartyLine('N–86–252')).toBe(true)
    expect(isNonPartyLine('3:94–CV–1706')).toBe(true)
    const text = [
      'Roe v. Elm Training School, 183 F.R.D. 350 (1998)',
      '',
      'United States District Court,  1997  et  seq.  (1997)  to  remedy  unconstitutional',
      'D. Connecticut.  conditions  at  ETS.  The  two  parties  negotiated  a',
      'Consent  Decree  providing  for  a  comprehensive',
      'Richard ROE, et al.,  remedial plan to ameliorate conditions at the institution.',
      'v.  This Court approved the Consent Decree on December',
      'ELM TRAINING SCHOOL, et al.  22,  1986.  See  United  States  v.  Elm,  No.',
      'N–86–252  (EBB)  (D.Conn.  Dec.  22,  1986)  (Order',
      'No. 3:94–CV–1706 (EBB). | Nov. 5, 1998.  Approving Consent Decree).',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Richard ROE'],
      defendants: ['Elm Training School'],
    })
  })
})

describe('a scanned caption', () => {
  test('its "v." read as "V," in the left column', () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      'EASTERN DISTRICT OF PENNSYLVANIA',
      ')',
      'JOHN ROE,  )',
      ')',
      'Plaintiff,  )',
      ')',
      'V,  )  No. 2:11-cv-123 (AB)',
      ')',
      'POE, Given Name Unknown, et al.,  )',
      ')',
      'Defendants.  )',
      '',
      'ORDER',
    ].join('\n')
    expect(sides(text)).toEqual({ plaintiffs: ['John Roe'], defendants: ['Poe'] })
  })

  test('its ")" column read as "}", a stray letter between the names and the mark', () => {
    expect(leftColumn('EQUAL EMPLOYMENT OPPORTUNITY  }').trim()).toBe(
      'EQUAL EMPLOYMENT OPPORTUNITY',
    )
    expect(leftColumn('}  CIVIL  ACTION  NO.').trim()).toBe('')
    expect(leftColumn('ACME {HOLDINGS} CO.,').trim()).toBe('ACME {HOLDINGS} CO.,')
    const text = [
      'IN THE UNITED STATES DISTRICT COURT',
      'FOR THE NORTHERN DISTRICT OF ELM',
      '',
      'EQUAL  EMPLOYMENT  OPPORTUNITY  }',
      'COMMISSION  }',
      '}',
      '}  CIVIL  ACTION  NO.',
      '}',
      'K',
      'Plaintiff,  }  3: 98-CV-1234-',
      '}',
      'v.  }',
      '}',
      'ACME  SALES  COMPANY,  INC.  }',
      '}',
      'Defendant.  }',
      '----------------------------------}',
      'CONSENT  DECREE',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Equal Employment Opportunity Commission'],
      defendants: ['Acme Sales Company, Inc.'],
    })
  })
})

describe('a Louisiana caption whose right-hand labels stand one space after the names', () => {
  test('the labels are cut, and the counsel under the "et al" are no defendants', () => {
    expect(leftColumn('JOHN ROE NO. 67-1234').trim()).toBe('JOHN ROE')
    expect(leftColumn('VS. CIVIL ACTION').trim()).toBe('VS.')
    expect(leftColumn('JANE POE, et al SECTION G').trim()).toBe('JANE POE, et al')
    expect(leftColumn('ACTION NO. 12-CI-01035').trim()).toBe('ACTION NO. 12-CI-01035')
    expect(leftColumn('ELM COUNTY SCHOOL DISTRICT NO. 12').trim()).toBe(
      'ELM COUNTY SCHOOL DISTRICT NO. 12',
    )
    const text = [
      'IN THE UNITED STATES DISTRICT COURT',
      'FOR THE EASTERN DISTRICT OF LOUISIANA',
      'NEW ORLEANS DIVISION',
      '',
      'JOHN A. ROE NO. 67-1234',
      '',
      'VS. CIVIL ACTION',
      '',
      'JANE POE, et al SECTION G',
      'Mark T. Counsel',
      'Alan B. Lawyer',
      'Attorneys for Plaintiff',
    ].join('\n')
    expect(sides(text)).toEqual({ plaintiffs: ['John A. Roe'], defendants: ['Jane Poe'] })
  })
})

describe('an "In re" application, its title over several lines beside the docket', () => {
  test('the whole title is the subject, its "ORDER" inside it no paper title', () => {
    const text = [
      'UNITED STATES',
      'FOREIGN INTELLIGENCE SURVEILLANCE COURT',
      'WASHINGTON, D.C.',
      'IN RE APPLICATION OF THE FEDERAL',
      'BUREAU OF INVESTIGATION FOR AN  Docket Number: BR 19-01',
      'ORDER REQUIRING THE PRODUCTION',
      'OF TANGIBLE THINGS',
      'ORDER DIRECTING DECLASSIFICATION',
      'On May 1, 2019, the Court requested that the opinion be published.',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: [
        'Application of the Federal Bureau of Investigation for an Order Requiring the Production of Tangible Things',
      ],
    })
  })

  test("a scan's stray figures and a spaced-out title around it", () => {
    const text = [
      'UNITED STATES',
      'FOREIGN INTELLIGENCE SURVEILLANCE COURT',
      ')',
      'IN RE APPLICATIONS OF THE UNITED  )',
      '19 -4 4J.',
      'STATES FOR ORDERS AUTHORIZING  )  Docket Nos. BR',
      'THE USE OF PEN REGISTERS  )',
      '1 9 - 4 5.',
      'O  R  D  E  R',
      'A verified application having been made by the Government.',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: [
        'Applications of the United States for Orders Authorizing the Use of Pen Registers',
      ],
    })
  })
})

describe('an "In re" caption naming a matter, not a party', () => {
  test('a surveillance\'s title keeps its "and"s, its classification mark dropped', () => {
    const text = [
      'UNITED STATES',
      'FOREIGN INTELLIGENCE SURVEILLANCE COURT',
      'IN RE ELECTRONIC SURVEILLANCE AND',
      'PHYSICAL SEARCH OF AGENTS OF FOREIGN  Docket Number:',
      'POWERS AND THEIR ASSOCIATES (U)',
      'MEMORANDUM OPINION',
      'This matter is before the Court on the government’s motion.',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: [
        'Electronic Surveillance and Physical Search of Agents of Foreign Powers and Their Associates',
      ],
    })
  })

  test('a person under "In re" is still read as a list of names', () => {
    const text = ['IN RE JOHN ROE and MARY ROE,', '', 'Petitioners.', '', 'ORDER'].join('\n')
    expect(sides(text).plaintiffs).toEqual(['John Roe', 'Mary Roe'])
  })
})

describe('a double-spaced caption', () => {
  test("one name in capitals broken over its rows, the paper's title beside its last", () => {
    const text = [
      'SUPERIOR COURT OF THE STATE OF CALIFORNIA',
      '  FOR THE COUNTY OF ELM',
      '',
      'IN THE MATTER OF:  CASE NO. JW2021-07',
      '',
      'ELM VALLEY TENANTS UNION OF OAK',
      '',
      'COUNTY  ORDER DENYING PETITION',
      'FOR WRIT OF MANDATE',
      '                              Petitioner,',
      '                    vs.',
      'SUPERIOR COURT OF ELM',
      'COUNTY',
      '                              Respondent,',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Elm Valley Tenants Union of Oak County'],
      defendants: ['Superior Court of Elm County'],
    })
  })

  test('two names on rows of their own are not run together', () => {
    const text = [
      'IN THE CIRCUIT COURT OF ELM COUNTY',
      '',
      'JANE ROE,',
      '',
      'MARY POE,',
      '',
      '          Plaintiffs,',
      'v.',
      'ACME CORP.,',
      '          Defendant.',
    ].join('\n')
    expect(sides(text).plaintiffs).toEqual(['Jane Roe', 'Mary Poe'])
  })
})

describe("a court's list of decisions, each case titled after its number", () => {
  test('the first title names the sides', () => {
    const text = [
      'CASE ANNOUNCEMENTS',
      '',
      'March 3, 2021',
      '',
      'MISCELLANEOUS DISMISSALS',
      '',
      '2021-0123.  State ex rel. Roe v. Poe.',
      'In Mandamus.  Motion granted.  Cause dismissed.',
    ].join('\n')
    expect(sides(text)).toEqual({ plaintiffs: ['State ex rel. Roe'], defendants: ['Poe'] })
  })

  test('a sentence citing a case is no title', () => {
    const text = ['ORDER', '', 'See 2021-0123. The court in Roe v. Poe held so.'].join('\n')
    expect(sides(text)).toEqual({})
  })
})

describe("the Supreme Court's title over how the case came up", () => {
  test('one line, the respondents without their role', () => {
    const text = [
      'SUPREME COURT OF THE UNITED STATES',
      '_________________',
      'No. 19–123',
      '_________________',
      'JOHN ROE, PETITIONER v. ACME CORPORATION',
      'ON WRIT OF CERTIORARI TO THE UNITED STATES COURT OF APPEALS FOR THE NINTH CIRCUIT',
      '[March 3, 2020]',
    ].join('\n')
    expect(sides(text)).toEqual({ plaintiffs: ['John Roe'], defendants: ['Acme Corporation'] })
  })

  test('wrapped over two lines, with "ET AL." on each side', () => {
    const text = [
      'Cite as: 590 U. S. ____ (2020)',
      'Opinion of the Court',
      'SUPREME COURT OF THE UNITED STATES',
      '_________________',
      'No. 18–999',
      '_________________',
      'DEPARTMENT OF ELM AFFAIRS, ET AL., PETITIONERS v. REGENTS OF THE',
      'UNIVERSITY OF OAK, ET AL.',
      'ON WRIT OF CERTIORARI TO THE UNITED STATES COURT OF APPEALS FOR THE NINTH CIRCUIT',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Department of Elm Affairs'],
      defendants: ['Regents of the University of Oak'],
    })
  })

  test('an application with both roles', () => {
    const text = [
      'SUPREME COURT OF THE UNITED STATES',
      'ACME CORP., ET AL., APPLICANTS v. JANE ROE, ET AL., RESPONDENTS',
      'ON APPLICATION FOR STAY',
    ].join('\n')
    expect(sides(text)).toEqual({ plaintiffs: ['Acme Corp.'], defendants: ['Jane Roe'] })
  })
})

describe("a Board of Veterans' Appeals decision", () => {
  test('the appellant under "IN THE APPEAL OF", the representative left out', () => {
    const text = [
      "BOARD OF VETERANS' APPEALS",
      'DEPARTMENT OF VETERANS AFFAIRS',
      '',
      'IN THE APPEAL OF',
      'JOHN Q. ROE',
      'Represented by',
      'Elm Veterans Service Organization',
      '',
      'Docket No. 19-12 345                    Date: March 3, 2020',
      '',
      'ORDER',
    ].join('\n')
    expect(sides(text)).toEqual({ plaintiffs: ['John Q. Roe'] })
  })
})

describe("New York's special proceeding", () => {
  test('the petitioner named after "In the Matter of the Application of"', () => {
    const text = [
      'SUPREME COURT OF THE STATE OF NEW YORK',
      'COUNTY OF ELM',
      '----------------------------------------------------------------X',
      'In the Matter of the Application of JANE ROE,',
      '',
      '                              Petitioner,        Index No. 100123/2020',
      '',
      '     For a Judgment Pursuant to Article 78',
      '     of the Civil Practice Law and Rules,',
      '',
      '          -against-',
      '',
      'THE CITY OF ELM and ANN POE, as Commissioner of the',
      'Elm City Department of Parks,',
      '',
      '                              Respondents.',
      '----------------------------------------------------------------X',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Jane Roe'],
      defendants: ['The City of Elm', 'Ann Poe'],
    })
  })
})

describe("a juvenile case's caption: the State petitions, the parents are concerned", () => {
  test('"… Petitioner, In the Interest of … And Concerning …, Respondents."', () => {
    const text = [
      'JUVENILE COURT, CITY AND COUNTY OF ELM, STATE OF COLORADO',
      'Case No. 21JD123  Division 4',
      'FINDINGS AND ORDER',
      'The People of the State of Colorado,  Petitioner',
      'In the Interest of',
      'J. R.,  Juvenile,',
      'And Concerning',
      'A. R. AND M. P.,  Respondents.',
      'This matter comes before the Court upon the juvenile’s motion.',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['The People of the State of Colorado'],
      defendants: ['A. R', 'M. P'],
    })
  })
})

describe("the right-hand column's lines set among the names", () => {
  test('a "Civil No." line under the names, a clerk\'s stamp above them', () => {
    expect(isNonPartyLine('Civil No. C-21-0123W')).toBe(true)
    expect(isNonPartyLine('CLERK')).toBe(true)
    const text = [
      'IN THE UNITED STATES DISTRICT COURT',
      'JANE P. ROE',
      'CLERK',
      'A.B.C., and D.E.F., minors, by and',
      'through their parent, on their behalf',
      'and on behalf of all others similarly',
      'situated,',
      'Civil No. C-21-0123W',
      'Plaintiffs,',
      'CONSENT DECREE',
      'vs.',
      'ELM COUNTY,',
      'Defendant.',
    ].join('\n')
    expect(sides(text)).toEqual({ plaintiffs: ['A.B.C.', 'D.E.F.'], defendants: ['Elm County'] })
  })
})

describe("a reporter page whose caption takes turns with the counsel's column, the turns slipping", () => {
  const lines = (caption: string[], counsel: string[]) =>
    caption.flatMap((line, i) => (counsel[i] === undefined ? [line] : [line, counsel[i]!]))

  test("each side's lead is read, and nothing the turns leave doubtful", () => {
    const text = [
      'Roe v. Poe, 116 Fed.Appx. 313 (2004)',
      '',
      'United States Court of Appeals,',
      'Attorneys and Law Firms',
      'Second Circuit.',
      'Ann  B.  Lawyer  (Carl  D.  Counsel,  on  the  brief),  Elm  &',
      ...lines(
        [
          'Jane ROE, individually and on',
          'behalf of her infant children, Amy Roe and',
          'Ben Roe, infants, and on behalf of all others',
          'similarly situated; Mary Doe, individually,',
          'and Carl Doe; and A.B., an infant,',
        ],
        [
          'Oak, New York, NY, Dana Lee, Ella Fox, on behalf of',
          'Plaintiffs-Appellees  Jane Roe and others.',
          'Fay Gee (Hal Ivy, Attorney-in-Charge,',
        ],
      ),
      'Legal Aid Society, New York, NY, on behalf of',
      'on behalf of all others similarly situated, Plaintiffs-',
      'Appellees,',
      'v.',
      'Fred Kay, Assistant Corporation Counsel, for',
      'John POE, individually and as',
      'the City, of counsel.',
      'Commissioner of Children’s Services; City of Elm,',
      'Defendants-Appellants.',
    ].join('\n')
    expect(sides(text)).toEqual({ plaintiffs: ['Jane ROE'], defendants: ['John POE'] })
  })
})

describe('a scanned list of defendants in capitals', () => {
  test('a comma read as a full stop does not end the list', () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      'EASTERN DISTRICT OF ELM',
      '.................................................................. X',
      'DR. JANE ROE, MARY POE,',
      'Individually and on behalf of all others similarly situated,',
      'Plaintiffs,',
      '- against - 98 CV 1234 (AB)',
      'ORDER',
      'ELM INSTITUTE FOR RESEARCH IN',
      'DEVELOPMENTAL DISABILITIES,',
      'THOMAS A. OAK, ELM STATE DEPARTMENT OF',
      'CIVIL SERVICE, DR. HENRY M. FIR.',
      'MELVIN ASH, PETER BIRCH,',
      'Defendants.',
      '.................................................................. X',
    ].join('\n')
    expect(sides(text).defendants?.[0]).toBe(
      'Elm Institute for Research in Developmental Disabilities',
    )
  })

  test('a sentence closed by its stop above the names still ends them', () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      'JANE ROE,',
      'Plaintiff,',
      'v.',
      'THE MOTION IS GRANTED.',
      'ACME CORP.,',
      'Defendant.',
    ].join('\n')
    expect(sides(text).defendants).toEqual(['Acme Corp.'])
  })
})

describe("a court's case page: each side's label and name on one row", () => {
  test('"Plaintiff: …" rows over "Defendant: …"', () => {
    const text = [
      'Case Information',
      'Case Number: 2019-CA-001234',
      'Court: Circuit Court of Elm County',
      'Plaintiff: Jane Roe',
      'Plaintiff: Mary Poe',
      'Defendant: Acme Corporation',
      'Judge: Ann Lee',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Jane Roe', 'Mary Poe'],
      defendants: ['Acme Corporation'],
    })
  })

  test('a counsel row or a role row is no name', () => {
    const text = ['Plaintiff: Represented by John Counsel', 'Defendant: Acme Corporation'].join(
      '\n',
    )
    expect(sides(text)).toEqual({})
    const roles = ['Plaintiff: Appellant', 'Defendant: Appellee'].join('\n')
    expect(sides(roles)).toEqual({})
  })
})

describe('a reporter page whose short title names the parties', () => {
  test('a reading whose leads are not the parties titled is left blank', () => {
    const text = [
      'Elm Tenants Union v. Poe, 448 F.Supp. 109 (1978)',
      '',
      '448 F.Supp. 109  Opinion',
      'United States District Court, E. D. Elm.',
      'ELM TENANTS UNION, INC., Oak Council of',
      'Seniors, Inc., Birch Association, Jay Newman, Joyce',
      'structural  barriers  in  the  design  of  public  transit',
      'equipment.',
      'Brock, Derek Bowen and Sonia Stein',
      'v.  Transportation when a new Secretary was appointed.',
      'William T. POE, Jr., Secretary of Transit, and',
      'Robert E. Fir, Administrator.',
      'Civ. A. No. 76-1913. | March 17, 1978.',
    ].join('\n')
    expect(findCaptionParties(text).flatMap((side) => side.value)).toEqual([])
  })

  test('a reading that names the titled parties stands', () => {
    const text = [
      'Roe v. Elm County Bd. of Ed., 401 F.2d 100 (1975)',
      '',
      '401 F.2d 100',
      'United States Court of Appeals, Fourth Circuit.',
      '',
      'Mary ROE et al., Appellees,',
      '',
      'v.',
      '',
      'ELM COUNTY BOARD OF EDUCATION et al., Appellant.',
      '',
      'No. 74-1234.',
    ].join('\n')
    expect(sides(text)).toEqual({
      plaintiffs: ['Mary ROE'],
      defendants: ['Elm County Board of Education'],
    })
  })
})

test("a sentence after a side's label is no labelled row", () => {
  const text = [
    'Plaintiff: The court finds that the motion was timely filed.',
    'Defendant: Acme Corporation',
  ].join('\n')
  expect(sides(text)).toEqual({})
})

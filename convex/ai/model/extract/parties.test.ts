import { describe, expect, test } from 'vitest'
import { findCaptionParties, findDefinedParties, findTitleParties } from './parties'
import { isTitleLine } from './captionLines'
import { normalizePartyName, partyNames } from './partyNames'

const sides = (mentions: ReturnType<typeof findCaptionParties>) =>
  Object.fromEntries(mentions.map((m) => [m.role, m.value]))

describe('partyNames', () => {
  test('drops class and capacity descriptions, et al. and fictitious defendants', () => {
    expect(
      partyNames(
        'JOHN SMITH and MARY JONES, individually and on behalf of all others similarly situated,',
      ),
    ).toEqual(['John Smith', 'Mary Jones'])
    expect(partyNames('ACME CORP., a Delaware corporation, ACME HOLDINGS, INC., et al.,')).toEqual([
      'Acme Corp.',
      'Acme Holdings, Inc.',
    ])
    expect(partyNames('WIDGETCO LLC; and DOES 1 through 50, inclusive,')).toEqual(['Widgetco LLC'])
    expect(partyNames('JANE DOE, as Trustee of the Doe Family Trust,')).toEqual(['Jane Doe'])
  })
})

describe('partyNames: a ranked office after the name', () => {
  test('the rank and its seat are no party', () => {
    expect(partyNames('Alan Roe and Jan Poe, Chief Deputy Elm County Jail,')).toEqual([
      'Alan Roe',
      'Jan Poe',
    ])
    expect(
      partyNames('Jan Poe, Acting Chief Medical Examiner for the City of Elmira, and Alan Roe,'),
    ).toEqual(['Jan Poe', 'Alan Roe'])
  })

  test('a rank before a person is a name', () => {
    expect(partyNames('Alan Roe, Chief Deputy Jan Poe,')).toEqual([
      'Alan Roe',
      'Chief Deputy Jan Poe',
    ])
  })
})

describe('findCaptionParties', () => {
  test('reads a block caption with the sides on their own lines', () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      'SOUTHERN DISTRICT OF NEW YORK',
      'JOHN SMITH, individually and on behalf of all',
      'others similarly situated,',
      'Plaintiff,',
      'v.',
      'ACME CORP., et al.,',
      'Defendants.',
      'Case No. 1:23-cv-04567',
    ].join('\n')
    const mentions = findCaptionParties(text)
    expect(sides(mentions)).toEqual({ plaintiffs: ['John Smith'], defendants: ['Acme Corp.'] })
    for (const m of mentions)
      expect(text.slice(m.start, m.end)).toMatch(/^(JOHN|ACME)[\s\S]*(Plaintiff,|Defendants\.)$/)
  })

  test("the term of court under the court's name is no party", () => {
    const text = [
      'No. 04-1234',
      'IN THE SUPREME COURT OF THE UNITED STATES',
      'October Term, 2004',
      'JAMES ALAN ROE,',
      'Petitioner,',
      'v.',
      'MARY POE,',
      'Respondent.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).plaintiffs).toEqual(['James Alan Roe'])
  })

  test('reads a caption on one line', () => {
    const text = 'JOHN SMITH, Plaintiff, v. ACME CORP. and BETA LLC, Defendants.'
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['John Smith'],
      defendants: ['Acme Corp.', 'Beta LLC'],
    })
  })

  test('reads the left column of a caption with a ")" column beside it', () => {
    const text = [
      '------------------------------------x',
      'NORTHSTAR PENSION FUND,              )',
      '                                     )   Civil Action No. 23-1234',
      '                 Plaintiff,          )',
      '        v.                           )   CLASS ACTION COMPLAINT',
      'PINNACLE SYSTEMS, INC. and           )',
      'ROBERT K. LANE,                      )',
      '                 Defendants.         )',
      '------------------------------------x',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Northstar Pension Fund'],
      defendants: ['Pinnacle Systems, Inc.', 'Robert K. Lane'],
    })
  })

  test('reads "-against-" and petitioners and respondents', () => {
    const text =
      'In the Matter of\nJANE ROE,\nPetitioner,\n-against-\nCITY OF NEW YORK,\nRespondent.'
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Jane Roe'],
      defendants: ['City of New York'],
    })
  })

  test('finds nothing in text without a caption', () => {
    expect(findCaptionParties('Plaintiff alleges that Defendant breached the contract.')).toEqual(
      [],
    )
  })
})

describe('other statements of the parties', () => {
  test('reads defined terms naming a side', () => {
    const text =
      'This Agreement is entered into by and between Jane Roe (“Plaintiff”) and Acme Corp. (“Acme” or “Defendant”).'
    expect(sides(findDefinedParties(text))).toEqual({
      plaintiffs: ['Jane Roe'],
      defendants: ['Acme Corp.'],
    })
    expect(
      sides(findDefinedParties('John Smith and Mary Jones (together, “Plaintiffs”) allege')),
    ).toEqual({ plaintiffs: ['John Smith', 'Mary Jones'] })
  })

  test('reads a letter’s Re: line', () => {
    expect(
      sides(findTitleParties('Re: Smith v. Acme Corp., et al., No. 23-cv-1234 (S.D.N.Y.)')),
    ).toEqual({
      plaintiffs: ['Smith'],
      defendants: ['Acme Corp.'],
    })
  })
})

describe('captions of appeals and docket reports (issue 27)', () => {
  test('a caption whose sides are named by any role: the side named first is the plaintiffs’', () => {
    const text = [
      '796 P.2d 1150 (1990)',
      'The STATE of Oklahoma, Appellant,',
      'v.',
      'Delbert LYNCH, Appellee.',
      'Nos. 74319, 74259.',
    ].join('\n')
    const [plaintiffs, defendants] = findCaptionParties(text)
    expect(plaintiffs?.value).toEqual(['The STATE of Oklahoma'])
    expect(defendants?.value).toEqual(['Delbert LYNCH'])
    const versus =
      'HENRY C. WALKER Plaintiffs-Respondents\nversus\nTHE STATE OF LOUISIANA Defendants-Applicants\n'
    expect(findCaptionParties(versus).map((m) => m.value)).toEqual([
      ['Henry C. Walker'],
      ['The State of Louisiana'],
    ])
  })

  test('a docket report lists each side’s parties in order, and a minor’s next friend is no party', () => {
    const text = [
      'CIVIL DOCKET FOR CASE #: 1:03-cv-00103-MJK',
      'Plaintiff',
      'WENDY BONNER represented by EUGENE C. COUGHLIN',
      'Plaintiff',
      'KRISTIN PUTNAM represented by EUGENE C. COUGHLIN',
      'V.',
      'Defendant',
      'COLBY COLLEGE represented by JANE ROE',
    ].join('\n')
    expect(findCaptionParties(text).map((m) => m.value)).toEqual([
      ['Wendy Bonner', 'Kristin Putnam'],
      ['Colby College'],
    ])
    expect(
      partyNames(
        'Jessica BRAAM, a minor child, by and through her guardians, Dale and Vickie BRAAM; Tim Olson',
      ),
    ).toEqual(['Jessica BRAAM', 'Tim Olson'])
  })
})

describe('captions as courts print them (issue 27, round 2)', () => {
  test('a caption with no roles: the names above a "v." of its own line, and those below', () => {
    const text = [
      'SUPREME COURT OF THE STATE OF ALPHA',
      'No. 24-101',
      'RIVER VALLEY TENANTS UNION; )',
      'MARIA LOPEZ; AND JOHN PARK  )',
      '                            )  COUNTY OF BETA',
      'v.                          )',
      '                            )',
      'CITY OF GAMMA, IN ITS OFFICIAL )',
      'CAPACITY AS LANDLORD; AND   )',
      'HOUSING BOARD OF GAMMA      )',
      '',
      'ORDER',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['River Valley Tenants Union', 'Maria Lopez', 'John Park'],
      defendants: ['City of Gamma', 'Housing Board of Gamma'],
    })
    // A reporter's caption, the role on a line of its own above the "v.".
    const reporter = [
      '512 P.3d 77 (2019)',
      'DEPARTMENT OF LABOR, ET AL.',
      '          Applicants',
      'v.',
      'NORTHWIND COOPERATIVE, INC.',
      'No. 18-404.',
    ].join('\n')
    expect(sides(findCaptionParties(reporter))).toEqual({
      plaintiffs: ['Department of Labor'],
      defendants: ['Northwind Cooperative, Inc.'],
    })
  })

  test('the defendants’ block keeps county, state and "The Honorable" lines; ")" rows and docket lines are no names', () => {
    const text = [
      'JANE ROE,                  )',
      '        Relator,           )',
      'vs.                        )  No. SC10001',
      'THE HONORABLE ANN SMITH    )',
      'and THE COUNTY OF DELTA, OHIO, )',
      '                           )',
      '        Respondents.       )',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Jane Roe'],
      defendants: ['The Honorable Ann Smith', 'The County of Delta, Ohio'],
    })
    const appeal = [
      'COURT OF APPEALS',
      'NO. 2020-CA-0001',
      'ALEX KIM, INDIVIDUALLY AND ON BEHALF',
      'OF ALL OTHERS SIMILARLY',
      'SITUATED APPELLANTS',
      'v. APPEAL FROM ELM CIRCUIT COURT',
      'ACTION NO. 19-CI-0002',
      'ELM COUNTY; AND DANA COOPER-',
      'WELLS  APPELLEES',
    ].join('\n')
    expect(sides(findCaptionParties(appeal))).toEqual({
      plaintiffs: ['Alex Kim'],
      defendants: ['Elm County', 'Dana Cooper-Wells'],
    })
  })

  test('pleading paper’s line numbers are no text, and counsel lines are no caption', () => {
    const text = [
      '9   UNITED STATES DISTRICT COURT',
      '10',
      '11  ORCHARD GROWERS ASSOCIATION   )',
      '12                                )  CASE NO. 1:20-cv-1',
      '13              Plaintiff,        )',
      '14  v.                            )',
      '15  PACKWELL CORP.                )',
      '16              Defendant.        )',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Orchard Growers Association'],
      defendants: ['Packwell Corp.'],
    })
    const counsel =
      'Lee Park\nAttorney for Plaintiffs\n12 Main St. Roe v. Acme\nAttorney for Defendant Acme'
    expect(findCaptionParties(counsel)).toEqual([])
  })

  test('a caption of many names is summed up by its first six', () => {
    const names = ['AL ONE', 'BO TWO', 'CY THREE', 'DI FOUR', 'ED FIVE', 'FAY SIX', 'GUS SEVEN']
    const text = `${names.join(', ')},\nPlaintiffs,\nv.\nACME CORP.,\nDefendant.`
    expect(findCaptionParties(text)[0]?.value).toHaveLength(6)
  })
})

describe('party names (issue 27, round 2)', () => {
  test('a state after a county or city is where it is, not a party', () => {
    expect(partyNames('ELM COUNTY, KENTUCKY; THE CITY OF ROME, GEORGIA, and OHIO')).toEqual([
      'Elm County, Kentucky',
      'The City of Rome, Georgia',
      'Ohio',
    ])
  })

  test('an office held "in his official capacity as …" and a role left in the block are dropped', () => {
    expect(
      partyNames(
        'ANN LEE, IN HER OFFICIAL CAPACITY AS SPEAKER OF THE HOUSE; BO RAY, each in his official capacity of the State of Alpha, Plaintiff/Appellant',
      ),
    ).toEqual(['Ann Lee', 'Bo Ray'])
  })

  test('prose, citations and a form’s label are no names', () => {
    expect(partyNames('Now, the Petition for Allowance of Appeal is GRANTED, Al Roe')).toEqual([
      'Al Roe',
    ])
    expect(partyNames('Secretary of Admin., 411 Mass. 822')).toEqual(['Secretary of Admin'])
    expect(partyNames('Case Caption: Dana Jones')).toEqual(['Dana Jones'])
    expect(partyNames('OHIO STATE PATROL ""1:) ~')).toEqual(['Ohio State Patrol'])
  })
})

describe('docket reports (issue 27, round 2)', () => {
  test('one entry is one party, a name may run onto the next line, a blank line may follow the role', () => {
    const text = [
      'CIVIL DOCKET FOR CASE #: 2:16-cv-01234',
      'Plaintiff',
      'Family Health of Alpha  represented by  Ann Counsel',
      'and Beta Region  Counsel & Associates',
      'Plaintiff',
      '',
      'Equal Housing Opportunity represented by Bo Counsel',
      'Commission US Equal Housing Opportunity',
      'Defendant',
      'ELM COLLEGE, TRUSTEES OF represented by Cy Counsel',
    ].join('\n')
    expect(findCaptionParties(text).map((m) => m.value)).toEqual([
      ['Family Health of Alpha and Beta Region', 'Equal Housing Opportunity Commission'],
      ['Elm College, Trustees of'],
    ])
  })
})

describe('party names (issue 27, round 3: a wrong name is worse than a blank)', () => {
  test('a doubtful name (scan damage, stamp, counsel, address) ends the list', () => {
    expect(partyNames('JANE ROE, MARY LEE, KUltr 8ROWNE, and BO RAY')).toEqual([
      'Jane Roe',
      'Mary Lee',
    ])
    expect(partyNames('FLORlDA ASSOCrATlON OF LAWYERS')).toEqual([])
    expect(partyNames('APR 2 7 2020 Jane Roe')).toEqual([])
    expect(partyNames('ELM COUNTY, CENTRAL CLERK J.R.')).toEqual(['Elm County'])
    expect(
      partyNames(
        'UNITED STATES, Department of Justice, 450 5th St. NW, Suite 100, Capitol, DC 20001',
      ),
    ).toEqual(['United States'])
    expect(partyNames('JANE ROE, Manager')).toEqual(['Jane Roe'])
    expect(partyNames('ELM ADVOCACY CENTER, District of Oregon')).toEqual(['Elm Advocacy Center'])
  })

  test('names after a comma glued to them, or run-together words, are doubtful', () => {
    expect(partyNames('JOHN ROE,MARYLEE, BO RAY')).toEqual(['John Roe'])
    expect(partyNames('STATE OF ALPHA; JOHNROE, inhis official capacity')).toEqual([
      'State of Alpha',
    ])
  })

  test('a semicolon list gives one party an entry, its first comma piece', () => {
    expect(
      partyNames(
        'ELM DEPARTMENT OF HEALTH; ANN LEE, DIRECTOR, DIVISION OF CARE, DEPARTMENT OF HEALTH; BO RAY, a minor, by his guardians, Al and Di Ray; ACME HOLDINGS, INC., a corporation',
      ),
    ).toEqual(['Elm Department of Health', 'Ann Lee', 'Bo Ray', 'Acme Holdings, Inc.'])
  })

  test('"the X Company, LLC" is a name, and a scanned "ET ALI" is et al.', () => {
    expect(
      partyNames(
        'ROE, LLC, a limited liability company, THE GROUP MEDIA COMPANY, LLC, a corporation',
      ),
    ).toEqual(['Roe, LLC', 'The Group Media Company, LLC'])
    expect(partyNames('ELM RESEARCH INSTITUTE, INC. ET ALI')).toEqual([
      'Elm Research Institute, Inc.',
    ])
  })
})

describe('captions (issue 27, round 3)', () => {
  test('"Respondents v. Petitioner": the petitioner is the plaintiffs\' side', () => {
    const text =
      'No. 17-1\n\nJane Roe; Bo Ray\n\n      Respondents\n\nv.\n\nAnn Lee, in her capacity as Commissioner\n\n      Petitioner\n____\n'
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Ann Lee'],
      defendants: ['Jane Roe', 'Bo Ray'],
    })
  })

  test('a footnote marker and a line ending "as" do not end a block of names', () => {
    const text = [
      'Jane ROE; Bo Ray, Plaintiffs-Appellees',
      'v.',
      'State of ALPHA; Ann Lee, in Her Official Capacity as',
      '[1]',
      'Governor of the State of Alpha, Defendants-Appellants',
      'No. 17-2857.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).defendants).toEqual(['State of ALPHA', 'Ann Lee'])
  })

  test('a double-spaced caption reads over its blank rows', () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      '',
      'ELM TRADE COMMISSION;',
      '',
      'and THE PEOPLE OF THE STATE',
      '',
      'OF ALPHA,',
      '',
      'Plaintiffs,',
      '',
      'v.',
      '',
      'ROE LABS, LLC, a corporation,',
      '',
      'Defendants.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).plaintiffs).toEqual([
      'Elm Trade Commission',
      'The People of the State of Alpha',
    ])
  })

  test('a defined group does not reach back past the side named before it', () => {
    const text =
      'as Attorney General of the State of Alpha,\nDefendants.\nPlaintiffs Jane Roe, Bo Ray, Ann \nLee, and Al Day (collectively, “Plaintiffs”) move for an order.'
    expect(findDefinedParties(text)[0]!.value).toEqual(['Jane Roe', 'Bo Ray', 'Ann Lee', 'Al Day'])
  })
})

describe('captions (issue 27, round 4: lists read to their end, sides not left blank)', () => {
  test('"-vs-" between the sides is a caption\'s "v."', () => {
    const text = [
      'JANE ROE, and BO RAY,  )',
      'Plaintiffs,  )',
      '-vs- ) Hon. Al Day, Special Judge',
      'ELM COUNTY COMMISSIONERS,  )',
      'Defendants.  )',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Jane Roe', 'Bo Ray'],
      defendants: ['Elm County Commissioners'],
    })
  })

  test('a role printed over the names, and a sentence under the last name', () => {
    const colorado = [
      'Respondent-Appellant:',
      '',
      'Jane Roe, in her official capacity as the Alpha Secretary of State,',
      '',
      'v.',
      '',
      'Petitioner-Appellee:',
      '',
      'Bo Ray.',
    ].join('\n')
    expect(sides(findCaptionParties(colorado))).toEqual({
      plaintiffs: ['Jane Roe'],
      defendants: ['Bo Ray'],
    })
    const plain = [
      'Docket No.',
      'State',
      'v.',
      'Al Day',
      'This matter comes before the Court on a motion to dismiss the charges',
      'brought under the ordinance.',
    ].join('\n')
    expect(sides(findCaptionParties(plain))).toEqual({
      plaintiffs: ['State'],
      defendants: ['Al Day'],
    })
  })

  test('a caption whose "v." is lost: a "Plaintiffs," line and a "Defendants." line', () => {
    const text = [
      'IN THE CIRCUIT COURT FOR THE COUNTY OF ALPHA',
      'JANE ROE, et al.',
      'Plaintiffs,',
      'Case No. 88-1-CZ',
      'Hon. Al Day',
      'BO RAY, et al.',
      'Defendants.  /',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Jane Roe'],
      defendants: ['Bo Ray'],
    })
    // Sentences that name the sides are no caption.
    expect(
      findCaptionParties(
        'The court heard the motion of the\nPlaintiffs,\nand then the motion of the\nDefendants.',
      ),
    ).toEqual([])
  })

  test('a "VS." line whose right column stands two spaces off reads the caption with that gap', () => {
    const text = [
      'NO. X07 CV 89-1  SUPERIOR COURT',
      'JANE ROE, ET AL.  COMPLEX LITIGATION DOCKET',
      'VS.  AT HARTFORD',
      "BO O'RAY, ET AL.  FEBRUARY 22, 2010",
      'MEMORANDUM OF DECISION',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Jane Roe'],
      defendants: ["Bo O'Ray"],
    })
  })

  test('"& others", footnote calls and a browser\'s print header', () => {
    const text = [
      '6/20/2020 Roe v. Commissioner of Parks, Alpha: Supreme Judicial Court 2020 - Google Scholar',
      'JANE ROE[1] & others[2]',
      'vs.',
      'COMMISSIONER OF PARKS & others[3] (No. 2).',
      'No. SJC-1.',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Jane Roe'],
      defendants: ['Commissioner of Parks'],
    })
  })

  test('a side listed in groups, each ending on its role', () => {
    const text = [
      'Jane ROE; Bo Ray, Plaintiffs-Appellees',
      'v.',
      'State of ALPHA; Ann Lee, Defendants-Appellants 737*737',
      'Al Day; Cy Fox; A.',
      'Dee Gray, Defendants',
      'No. 17-2857.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).defendants).toEqual([
      'State of ALPHA',
      'Ann Lee',
      'Al Day',
      'Cy Fox',
      'A. Dee Gray',
    ])
    // "Defendants." closes the caption: a consolidated case's sides follow.
    const consolidated = [
      'Jane Roe et al., Plaintiffs,',
      'v.',
      'Ann Lee, as Governor of the State of Alpha, et al., Defendants.',
      'Bo Ray et al., Individually and on Behalf of All Others Similarly Situated,',
      'Respondents,',
    ].join('\n')
    expect(sides(findCaptionParties(consolidated)).defendants).toEqual(['Ann Lee'])
  })

  test('"and the Department of …" in a list printed in a sentence\'s case', () => {
    expect(partyNames('STATE of Alpha and the Department of Parks, and Bo Ray,')).toEqual([
      'STATE of Alpha',
      'Department of Parks',
      'Bo Ray',
    ])
  })
})

describe('party names and marks (issue 27, round 5: readings that are usually wrong)', () => {
  test('a trade name or alias stays with the name the caption sues under; a former name does not', () => {
    expect(partyNames('WIDGET STORES, INC. d/b/a ROE MARKETS,')).toEqual([
      'Widget Stores, Inc. d/b/a Roe Markets',
    ])
    expect(partyNames('Maple Inn a/k/a\nROE ASSOCIATES LLP,')).toEqual([
      'Maple Inn a/k/a Roe Associates LLP',
    ])
    expect(partyNames('FIRST ROE BANK, f/k/a Roe Trust Company; and Jane Doe')).toEqual([
      'First Roe Bank',
      'Jane Doe',
    ])
  })

  test('a state sued through its organs is one party', () => {
    expect(
      partyNames(
        'THE STATE OF OHIO THROUGH THE OHIO\nGENERAL ASSEMBLY AND THE JUDGES OF THE\nFIFTH DISTRICT COURT, ALL IN THEIR OFFICIAL CAPACITY',
      ),
    ).toEqual([
      'The State of Ohio Through the Ohio General Assembly and the Judges of the Fifth District Court',
    ])
  })

  test('a ward’s guardian and the bench judges sit on are no parties', () => {
    expect(
      partyNames(
        'ROE CENTER, INC., JANE ROE, A MINOR, BY HER GUARDIAN AD LITEM, MARY ROE AND JOHN POE, AN INCOMPETENT BY HIS GUARDIAN, PAUL POE,',
      ),
    ).toEqual(['Roe Center, Inc.', 'Jane Roe', 'John Poe'])
    expect(
      partyNames(
        'THE HONORABLE JANE ROE, and THE HONORABLE JOHN POE, JR., Third District Juvenile Court Judges, in and for Dade County, State of Ohio,',
      ),
    ).toEqual(['The Honorable Jane Roe', 'The Honorable John Poe, Jr.'])
  })

  test('a name the text layer joined with a stop or misread (a capital I for l) is not answered', () => {
    expect(partyNames('ZANDRO.QUELLIN HOLDINGS, JOHN POE')).toEqual([])
    expect(partyNames('J.R. ex zeI. POE')).toEqual([])
    expect(partyNames('JANE ROE, JOl-IN POE')).toEqual(['Jane Roe'])
  })

  test('a role broken over a counsel line is not a caption mark', () => {
    const text = [
      'JOHN ROE Plaintiffs-Respondents',
      'versus',
      'STATE OF OHIO Defendants-Applicants',
      '* * * * *',
      'JANE POE Counsel for Plaintiff-',
      'Respondent, John Roe',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['John Roe'],
      defendants: ['State of Ohio'],
    })
  })

  test('a block broken after a possessive runs on to the mark’s line', () => {
    const text = [
      'ROE CENTER, INC., JANE ROE, A MINOR, BY HER',
      'GUARDIAN AD LITEM, MARY ROE, PLAINTIFFS,',
      'v.',
      'ACME CORP., DEFENDANT.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).plaintiffs).toEqual(['Roe Center, Inc.', 'Jane Roe'])
  })
})

describe('caption forms of state and bankruptcy courts', () => {
  test('fictitious parties in roman numerals, "JOHN and JANE", or entity placeholders are dropped', () => {
    expect(partyNames('TOWN OF MESA; JOHN and JANE DOES I-X; ABC CORPORATIONS 1-5,')).toEqual([
      'Town of Mesa',
    ])
    expect(partyNames('ROE LLC, and ROES I through V, inclusive,')).toEqual(['Roe LLC'])
  })

  test('a proceeding’s heading is no part of its subject’s name', () => {
    expect(partyNames('In the Matter of Lena Poe')).toEqual(['Lena Poe'])
    expect(partyNames('IN RE: ACME MILLS, INC.')).toEqual(['Acme Mills, Inc.'])
  })

  test('an agency named for two charges is one party, in its printed case', () => {
    expect(partyNames('OHIO DEPARTMENT OF HOUSING AND URBAN DEVELOPMENT and JANE ROE')).toEqual([
      'Ohio Department of Housing and Urban Development',
      'Jane Roe',
    ])
  })

  test('the representative suing for an estate is no party', () => {
    expect(partyNames('ESTATE OF MARY POE, by LEE POE, Special Administrator,')).toEqual([
      'Estate of Mary Poe',
    ])
  })

  test('reads a centred caption with "VERSUS" in the middle of its line', () => {
    const text = [
      '                    22ND JUDICIAL DISTRICT COURT',
      '',
      'NO. 2020-1234                                   DIVISION B',
      '',
      '                      PELICAN MARINE SERVICES, L.L.C.',
      '',
      '                                VERSUS',
      '',
      '                      GULF BARGE COMPANY, INC.',
      '',
      'FILED: ________________',
    ].join('\n')
    const mentions = findCaptionParties(text)
    expect(sides(mentions)).toEqual({
      plaintiffs: ['Pelican Marine Services, L.L.C.'],
      defendants: ['Gulf Barge Company, Inc.'],
    })
    for (const m of mentions) expect(text.slice(m.start, m.end)).toMatch(/^(PELICAN|GULF)/)
  })

  test('reads an opinion’s one-line title in capitals, after its docket number', () => {
    const text = [
      'In the Court of Appeals of Georgia',
      ' A22A0101. POE v. THE STATE.',
      '',
      '      ROE, Judge.',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Poe'],
      defendants: ['The State'],
    })
    // The end of a title begun on the line above is no title of its own.
    const broken = ['PEOPLE EX REL. JANE ROE O/B/O MARK', 'POE, ET AL. V. LEE SMITH.'].join('\n')
    expect(findCaptionParties(broken)).toEqual([])
  })

  test('reads a boxed caption that labels each side above its names', () => {
    const text = [
      'DISTRICT COURT, BOULDER COUNTY, COLORADO',
      'Court Address: 1777 Sixth Street',
      'Plaintiffs:',
      'MESA VERDE FARMS, LLC,',
      '',
      'v.',
      '',
      'Defendant:',
      'ROE IRRIGATION CO.                         ▲ COURT USE ONLY ▲',
      '______________________________________',
      'Attorney for Plaintiffs:',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Mesa Verde Farms, LLC'],
      defendants: ['Roe Irrigation Co.'],
    })
  })

  test('a court printed beside the first name does not cut the names above the mark', () => {
    const text = [
      'ACME PAVING CO.,                         SUPERIOR COURT OF NEW JERSEY',
      '                                         LAW DIVISION: MORRIS COUNTY',
      '          Plaintiff,',
      '     v.',
      'BOROUGH OF ROE,',
      '          Defendant.',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Acme Paving Co.'],
      defendants: ['Borough of Roe'],
    })
  })

  test('reads an "In re" caption’s subject as the side that comes to court', () => {
    const text = [
      'SUPERIOR COURT OF THE STATE OF ARIZONA',
      '-------------------------------------- x',
      'In re:                                 :',
      '                                       :',
      'LENA POE,                              :   Case No. PB2023-111',
      '                    Petitioner.        :',
      '-------------------------------------- x',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({ plaintiffs: ['Lena Poe'] })
    // A bankruptcy's debtor is the estate's subject, on neither side.
    const debtor = text.replace('Petitioner.', 'Debtor.    ')
    expect(findCaptionParties(debtor)).toEqual([])
    // An agency's "In the Matter of" whose paper calls the subject the Respondent.
    const agency = [
      'In the Matter of',
      'ROE DATA, INC., a corporation.',
      '',
      'The Commission charges the Respondent with unfair practices.',
    ].join('\n')
    expect(sides(findCaptionParties(agency))).toEqual({ defendants: ['Roe Data, Inc.'] })
    // A citation opening a line of the body is no caption.
    expect(findCaptionParties('In re Poe, 12 F.4th 1 (2021), held the rule applies.')).toEqual([])
  })

  test('joins the sides of consolidated captions printed one under another', () => {
    const text = [
      'JANE ROE, et al.,            )',
      '          Plaintiffs,        )',
      '     v.                      )   No. 21-cv-1',
      'ACME CORP.,                  )',
      '          Defendant.         )',
      '____________________________ )',
      'STATE OF UTAH,               )',
      '          Plaintiff,         )',
      '     v.                      )   No. 21-cv-2',
      'ACME CORP.,                  )',
      '          Defendant.         )',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Jane Roe', 'State of Utah'],
      defendants: ['Acme Corp.'],
    })
    // A judge's line after the rule and a sentence naming a plaintiff "against" a defendant are
    // no second caption.
    const prose = text.replace(
      /STATE OF UTAH[\s\S]*$/,
      [
        'JOHN SMITH, United States District Judge:',
        'Lead Plaintiff Jane Roe sues against Acme Corp. and its officers. Defendants move to',
      ].join('\n'),
    )
    expect(sides(findCaptionParties(prose)).plaintiffs).toEqual(['Jane Roe'])
    // Without a rule between them, a second block is no second case's caption.
    const third = text.replace('____________________________ )', '                             )')
    expect(sides(findCaptionParties(third)).plaintiffs).toEqual(['Jane Roe'])
  })
})

describe('party blocks (parties gallery)', () => {
  test('"individually, and" keeps the "and" between two officers', () => {
    expect(
      partyNames('OFFICER JOHN ROE, individually, and SERGEANT MARY POE, individually,'),
    ).toEqual(['Officer John Roe', 'Sergeant Mary Poe'])
  })

  test('a next friend named after "by and through her parent and next friend," is no party', () => {
    expect(
      partyNames('J.R., a minor, by and through her parent and next friend, ANN ROE, and K.R.,'),
    ).toEqual(['J.R.', 'K.R.'])
  })

  test('utilities and agencies name their charge in pairs', () => {
    expect(partyNames('SMALLTOWN GAS AND ELECTRIC COMPANY, et al.')).toEqual([
      'Smalltown Gas and Electric Company',
    ])
    expect(partyNames('DIVISION OF HOUSING AND COMMUNITY RENEWAL,')).toEqual([
      'Division of Housing and Community Renewal',
    ])
  })

  test('a professional association or PLLC is the name before it', () => {
    expect(partyNames('ROE CLINICS, P.A., and POE LAW, PLLC,')).toEqual([
      'Roe Clinics, P.A.',
      'Poe Law, PLLC',
    ])
  })

  test('an indictment numbers its defendants and gives nicknames in quotes', () => {
    expect(partyNames('1. JOHN ROE,\n   a/k/a "Slim,"\n2. MARY POE, and\n3. ALAN DOE,')).toEqual([
      'John Roe',
      'Mary Poe',
      'Alan Doe',
    ])
  })

  test("an officer's seat after a second comma is no second party", () => {
    expect(partyNames('JANE ROE, Secretary,\nState Department of Corrections,')).toEqual([
      'Jane Roe',
    ])
    expect(partyNames('JOHN POE, Warden, and STATE DEPARTMENT OF CORRECTIONS,')).toEqual([
      'John Poe',
      'State Department of Corrections',
    ])
  })

  test('"COMMONWEALTH OF …" straight above the "v." is the first side, not a heading', () => {
    const text = [
      'IN THE COURT OF COMMON PLEAS OF ROE COUNTY',
      '           CRIMINAL DIVISION',
      '',
      'COMMONWEALTH OF PENNSYLVANIA        )',
      '                                    )   No. CR-1-2023',
      '        v.                          )',
      '                                    )',
      'JOHN ROE,                           )',
      '                   Defendant.       )',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Commonwealth of Pennsylvania'],
      defendants: ['John Roe'],
    })
  })
})

describe('captions of fresh filings (issue 27, session 22: general causes of wrong lists)', () => {
  test('a role word opening a sentence is no caption mark; the "v." caption above is', () => {
    const text = [
      'IN THE UNITED STATES DISTRICT COURT',
      'FOR THE EASTERN DISTRICT OF ALPHA',
      'JANE ROE, ET AL.  :    CIVIL ACTION',
      '  :',
      'v.  :',
      '  :',
      'ACME CORP., ET AL.  :    NO.  19-1234',
      'MEMORANDUM',
      'SMITH, J.  May 4, 2021',
      '  Plaintiffs Jane Roe and Mary Poe have brought this lawsuit against Acme Corp.,',
      'asserting claims under the statute. The Acme',
      'Defendants  have moved to dismiss.',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Jane Roe'],
      defendants: ['Acme Corp.'],
    })
  })

  test('a title column set two spaces from the names is cut off every line of the block', () => {
    const text = [
      'JANE ROE and JOHN POE,',
      'Plaintiffs,',
      'vs.',
      'ALPHA DEPARTMENT OF PUBLIC  ORDER; MEMORANDUM OF',
      'SAFETY; ALPHA BUREAU OF  POINTS AND AUTHORITIES',
      'PRISONS; MARY LEE, Director,',
      'Defendants.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).defendants).toEqual([
      'Alpha Department of Public Safety',
      'Alpha Bureau of Prisons',
      'Mary Lee',
    ])
  })

  test('a comma then a two-space gap ends the name; the right-hand column is not read', () => {
    const text = [
      'UNITED STATES OF AMERICA,  OF DISMISSAL',
      'Plaintiff,',
      'v.',
      'ELM COUNTY et al.,  Elm Junior High School in grades 5–12. Those',
      'Defendants.',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['United States of America'],
      defendants: ['Elm County'],
    })
  })

  test('a docket number and the judge’s initials under "-against-" are no defendants', () => {
    const text = [
      'UNITED STATES OF AMERICA,',
      'Plaintiff,',
      'Civil Action No.',
      '-against- CV-09-1234',
      '(Roe, J.)',
      'ELM COUNTY, ELM COUNTY SHERIFF’S DEPARTMENT,',
      'Defendants.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).defendants).toEqual([
      'Elm County',
      'Elm County Sheriff’s Department',
    ])
  })

  test('a line that starts at the ":" column holds only the right-hand side', () => {
    const text = [
      'JANE ROE,          :',
      'Plaintiff,         :',
      '    v.             :  DECISION & ORDER',
      '                   :  17-CV-1234 (ABC)',
      'ELM COUNTY,        :',
      'Defendants.        :',
    ].join('\n')
    expect(sides(findCaptionParties(text)).defendants).toEqual(['Elm County'])
  })

  test('a reporter’s caption wrapped mid-name is read from its first line', () => {
    const text = [
      '301 F.Supp.2d 1060 (2004)',
      'Jane ROE, by and through her mother and next friend, Mary',
      'Poe, et al., Plaintiffs,',
      'v.',
      'John DOE, et al., Defendants.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).plaintiffs).toEqual(['Jane ROE'])
  })

  test('a list broken mid-name over a blank row goes on below it', () => {
    const text = [
      'JANE ROE,',
      'Plaintiff,',
      '-against-',
      'JOHN DOE, THE ELM CITY DEPARTMENT OF FINANCE, THE ELM CITY',
      ' ',
      'SHERIFF’S DEPARTMENT, and MARY POE,',
      'Defendants.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).defendants).toEqual([
      'John Doe',
      'The Elm City Department of Finance',
      'The Elm City Sheriff’s Department',
      'Mary Poe',
    ])
  })

  test('a paper’s title that runs on ("ORDER DENYING MOTION OF") is no party', () => {
    expect(isTitleLine('ORDER DENYING MOTION OF')).toBe(true)
    expect(isTitleLine('MEMORANDUM OF LAW IN')).toBe(true)
    expect(isTitleLine('ORDER OF ST. BENEDICT OF')).toBe(false)
    const text = ['JANE ROE,', 'ORDER DENYING MOTION OF', 'v.', 'JOHN DOE.'].join('\n')
    expect(findCaptionParties(text)).toEqual([])
  })

  test('a line closing on a full stop above the names is not theirs; an "Esq." is', () => {
    const text = [
      'JANE ROE,',
      'Plaintiff,',
      'v.',
      'RESPONDENTS TO STAY DISCOVERY.',
      'JOHN DOE, ESQ.',
      'ACME, INC.',
      'MARY POE,',
      'Defendants.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).defendants).toEqual([
      'John Doe, Esq.',
      'Acme, Inc.',
      'Mary Poe',
    ])
  })

  test('"The Honorable" opening a defendant’s line between "v." and the mark is a party', () => {
    const text = [
      'JANE ROE,  :',
      'Plaintiff  :',
      '    vs.    :',
      'ELM CITY,  :',
      'HONORABLE JOHN DOE,  :',
      'Individually as President Judge of  :',
      'Elm Traffic Court,  :',
      'Defendants :',
    ].join('\n')
    expect(sides(findCaptionParties(text)).defendants).toEqual(['Elm City', 'Honorable John Doe'])
  })

  test('a "V." numbering an outline’s heading is no "v."', () => {
    const text = [
      'TABLE OF CONTENTS',
      'IV.   FINDINGS .............................. 7',
      'Safety Posed by Inadequate Care ......... 9',
      'V.   REMEDIAL MEASURES.................... 39',
      'VI.   CONCLUSION........................... 41',
    ].join('\n')
    expect(findCaptionParties(text)).toEqual([])
  })

  test('pleading line numbers, doubled or on lines of their own, do not break a block', () => {
    const text = [
      '1133',
      'JANE  )  Case No. 3:17-CV-01234',
      '1144 ROE,  )',
      '1155',
      '                        Plaintiff,  )  MEMORANDUM',
      '1177            v.      )',
      'ELM CITY HOUSING LLC; ACME',
      '12',
      'PARTNERS LLC; and POE CO.,',
      '14',
      '  Defendants.',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Jane Roe'],
      defendants: ['Elm City Housing LLC', 'Acme Partners LLC', 'Poe Co.'],
    })
  })

  test('a row of the ")" column does not end a block whose line runs on', () => {
    const text = [
      'ELM RIGHTS PROJECT, as Next Friend  )',
      ')',
      'of UNNAMED CHILDREN #1-100,',
      ')',
      'Plaintiffs,',
      ')',
      'v.  ) No. 1:20-cv-1234',
      ')',
      'JOHN DOE, Acting Secretary of Homeland  )',
      ')',
      'Security, in his official capacity, et al.,',
      ')',
      'Defendants.',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Elm Rights Project'],
      defendants: ['John Doe'],
    })
  })

  test('a rule a scan read with specks in it still closes the block above the names', () => {
    const text = [
      'ELM COUNTY SUPERIOR COURT',
      'll-----~~~~~~------~~~~~~~~--------~',
      'JANE ROE, et al,',
      'Plaintiffs,',
      'v.',
      'JOHN DOE,',
      'Defendants.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).plaintiffs).toEqual(['Jane Roe'])
  })
})

describe('party names of fresh filings (issue 27, session 22)', () => {
  test('a block in capitals: a piece in small letters describes, a capitals name keeps', () => {
    expect(
      partyNames(
        'ELM COUNTY, JOHN DOE\nCounty Executive, County of Elm, in his Official\nCapacity, ELM COUNTY SHERIFF’S OFFICE,\nMARY POE Sheriff, Elm County Sheriff’s Office,',
      ),
    ).toEqual(['Elm County', 'John Doe', 'Elm County Sheriff’s Office', 'Mary Poe'])
    expect(partyNames('JOHN DOE,\nCommander, Special Operations Command')).toEqual(['John Doe'])
    // A state after a county, and a suffix, stay with the name.
    expect(partyNames('ELM COUNTY, Mississippi, and JOHN ROE, Jr.')).toEqual([
      'ELM COUNTY, Mississippi',
      'JOHN ROE, Jr.',
    ])
    // Reporter style (names in small letters but the surname) is not read so.
    expect(partyNames('Jane ROE, Warden, and Mary Poe')).toEqual(['Jane ROE', 'Mary Poe'])
  })

  test('a party’s address lines are no names, and close the name above them', () => {
    expect(
      partyNames(
        [
          'JANE ROE,',
          'as personal representative of the estate of',
          'JOHN ROE',
          'c/o Elm Civil Liberties Union',
          'of the Capital',
          '4301 Elm Avenue, N.W., Suite 434',
          'Washington, D.C. 20008,',
          'MARY POE,',
          'Secretary of Defense',
          '1000 Defense Pentagon',
          'Washington, D.C. 20301-1000,',
        ].join('\n'),
      ),
    ).toEqual(['Jane Roe', 'Mary Poe'])
  })

  test('"JURY TRIAL DEMANDED" printed beside the names is no party', () => {
    expect(partyNames('ELM TRIBE, JOHN DOE, and JURY TRIAL DEMANDED JOHN DOES 1–7,')).toEqual([
      'Elm Tribe',
      'John Doe',
    ])
  })

  test('agencies that name their charge in pairs are one party', () => {
    expect(partyNames('U.S. IMMIGRATION AND CUSTOMS ENFORCEMENT, JOHN DOE')).toEqual([
      'U.S. Immigration and Customs Enforcement',
      'John Doe',
    ])
    expect(
      partyNames('Jane Roe, District Director and U.S. Immigration and Naturalization Service'),
    ).toEqual(['Jane Roe', 'U.S. Immigration and Naturalization Service'])
  })

  test('an office, a label or an honorific around the name is no party of its own', () => {
    expect(
      partyNames(
        'JOHN DOE, Executive Commissioner, Elm Health and Human Services Commission; and MARY POE, Elm Medicaid Director, both in their official capacities only,',
      ),
    ).toEqual(['John Doe', 'Mary Poe'])
    expect(
      partyNames(
        'Robert P. ROE, Individually and in his capacity as Commissioner of Corrections, Elm Department of Corrections',
      ),
    ).toEqual(['Robert P. ROE'])
    expect(partyNames('PER CURIAM. UNITED STATES of America')).toEqual(['UNITED STATES of America'])
    expect(partyNames('JOHN DOE, MD, and ELM SHERIFF’S OFFICE')).toEqual([
      'John Doe, MD',
      'Elm Sheriff’s Office',
    ])
  })
})

describe('a "Re:" or title line that is a cited decision (session 22)', () => {
  test('a case name followed by a reporter or a court and year is a citation', () => {
    expect(
      findTitleParties(
        'See, e.g., Doe v. State, 1 F.3d 2 (1990);\nUnited States v. Elm, No. 92-2062, slip op. at 12 (W.D.\nTenn. Feb. 17, 1994)',
      ),
    ).toEqual([])
    expect(
      findTitleParties(
        'Roe v. Bank of Am., Nat. Ass’n,\nNo. 12–5037, 2012 WL 4498873 (N.D. Cal. 2012)',
      ),
    ).toEqual([])
    expect(findTitleParties('Re: Roe v. Acme Corp., No. 21-cv-1234').length).toBe(2)
  })
})

describe('more fresh-filing rules (session 22)', () => {
  test('a right-hand column set two spaces after a name’s semicolon is cut off its line', () => {
    const text = [
      'ELM CAPITAL, LLC; ELM',
      '6',
      'PROPERTY HOLDINGS, LLC; ACME',
      'KEY SERVICES LLC;  ORDER',
      'JOHN ROE,',
      '14',
      '  Plaintiffs,',
      '  v.',
      'CITY OF ELM,',
      '   Defendant.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).plaintiffs).toEqual([
      'Elm Capital, LLC',
      'Elm Property Holdings, LLC',
      'Acme Key Services LLC',
      'John Roe',
    ])
  })

  test('a paper’s title set between two lines of one name does not cut it', () => {
    const text = [
      'JANE ROE,  )',
      'Plaintiff,  )',
      'v.  )  No.',
      'ELM COUNTY, ELM  )',
      'COMPLAINT-CLASS ACTION',
      'VALLEY COMMISSION,  )',
      'Defendant.  )',
    ].join('\n')
    expect(sides(findCaptionParties(text)).defendants).toEqual([
      'Elm County',
      'Elm Valley Commission',
    ])
  })

  test('a word the text layer printed twice ("CoCo") is doubtful', () => {
    expect(partyNames('CoCo niania 12')).toEqual([])
    expect(partyNames('Coco Roe')).toEqual(['Coco Roe'])
  })

  test('a caption mixing capitals and small letters keeps its small-letter names', () => {
    expect(
      partyNames(
        'CITY OF ELM, FLORIDA; John H. Roe, Mayor of the City of Elm; Al Poe, Jr., Rick Mark, and Jean Lee, Council Members of the City of Elm',
      ),
    ).toEqual(['City of Elm, Florida', 'John H. Roe', 'Al Poe, Jr.', 'Rick Mark', 'Jean Lee'])
    // An office printed in capitals as a party is one.
    expect(partyNames('ELM COUNTY, ELM COUNTY EXECUTIVE, and JOHN ROE, Sheriff')).toEqual([
      'Elm County',
      'Elm County Executive',
      'John Roe',
    ])
  })

  test('names compare without an honorific, an office before a name, or a trade name', () => {
    expect(normalizePartyName('The Honorable Jane Roe')).toBe(normalizePartyName('Jane Roe'))
    expect(normalizePartyName('Hon. Jane Roe')).toBe(normalizePartyName('Jane Roe'))
    expect(normalizePartyName('Mayor Rob Roe')).toBe(normalizePartyName('Rob Roe'))
    expect(normalizePartyName('Secretary of State')).toBe('secretary of state')
    expect(normalizePartyName('Elm Corp., d/b/a Elm Stores')).toBe(normalizePartyName('Elm Corp.'))
  })
})

describe('addresses and counsel in a caption (session 22)', () => {
  test('a side whose names carry addresses reads over the blank rows around them', () => {
    const text = [
      'Elm Federation of Teachers,  Civil Action No. 1:25-cv-00802',
      '555 Elm Ave. N.W.',
      '',
      'Washington, DC 20001-2079',
      '',
      '    Plaintiff,',
      '',
      'v.',
      '',
      'U.S. Department of Alpha,',
      '400 Maryland Avenue, SW',
      'Washington, DC 20202',
      '',
      'Jane Roe, in her official',
      'capacity as Secretary of Alpha,',
      '400 Maryland Avenue, SW',
      'Washington, DC 20202',
      '',
      '    Defendants.',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Elm Federation of Teachers'],
      defendants: ['U.S. Department of Alpha', 'Jane Roe'],
    })
  })

  test('a reporter’s list of counsel ("Asst. Dist. Atty.") above the names is no party', () => {
    const text = [
      'United States District Court W. D. Alpha.',
      '*86 Roe, Elmtown, La., Fred L. Poe, Asst. Dist.',
      'Atty., Elm Parish, Homer, La., Tom L. Lee,',
      'DOE et al.',
      'v.',
      'ELM SCHOOL BOARD.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).plaintiffs).toEqual(['Doe'])
  })
})

describe('the right-hand column among the names (session 22, round 2)', () => {
  test("a court's seat under its name heads no party's block", () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      'WESTERN DISTRICT OF WASHINGTON',
      'AT SPOKANE',
      'MARY ROE,',
      '          Plaintiff,',
      '     v.',
      'ELM COUNTY,',
      '          Defendant.',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Mary Roe'],
      defendants: ['Elm County'],
    })
  })

  test('a docket label two spaces after a name is the right-hand column', () => {
    const text = [
      'JANE ROE, next friend of',
      'John Roe, a minor;',
      'The Elm County Tenants  No. ',
      'Association, a non-profit corporation;',
      '',
      'Plaintiffs,    COMPLAINT',
      'v.',
      'ACME CORP.,',
      'Defendant.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).plaintiffs).toEqual([
      'Jane Roe',
      'The Elm County Tenants Association',
    ])
  })

  test("a title's lines set among the defendants' names are passed over", () => {
    const text = [
      'JOHN POE,',
      '      Plaintiffs,',
      'vs.',
      'DECLARATORY AND',
      'INJUNCTIVE RELIEF',
      'ELM STATE DEPARTMENT OF',
      'HEALTH and ELM',
      '[CLASS ACTION]',
      'ATHLETIC ASSOCIATION',
      'Defendants.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).defendants).toEqual([
      'Elm State Department of Health',
      'Elm Athletic Association',
    ])
  })

  test("a judge's title line and a dated line name no party", () => {
    const text = [
      'REPORT TO THE COURT',
      'Submitted March 3, 2021',
      'ELM ADVOCACY CENTER,',
      'Plaintiff,',
      'Case No. 21-123',
      'Hon. Jane Poe',
      'U.S. District Court Judge',
      'ACME WIDGETS, L.L.C.,',
      'Defendant.',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Elm Advocacy Center'],
      defendants: ['Acme Widgets, L.L.C.'],
    })
  })

  test("an office described on the line above runs on to the mark's line", () => {
    const text = [
      'ROE CENTER,',
      'Plaintiff,',
      'v.',
      'MARY POE,',
      'in her official capacity as Director of the Elm State',
      'Hospital at Pine, Defendants.',
    ].join('\n')
    expect(sides(findCaptionParties(text)).defendants).toEqual(['Mary Poe'])
  })

  test('a description ending on an abbreviation goes on in small letters below it', () => {
    const text = [
      'JOHN ROE,  )',
      '  Plaintiff,  )',
      '  v.  )',
      'MARY POE, in her official capacity as Director  )',
      'of the Division of Rehabilitative Servs.  )',
      'of the Elm Department; and ANN DOE,  )',
      '  Defendants.  )',
    ].join('\n')
    expect(sides(findCaptionParties(text)).defendants).toEqual(['Mary Poe', 'Ann Doe'])
  })

  test('a row of the ":" column inside a name broken over two lines', () => {
    const text = [
      '---------------------------------- x',
      'ELM HEALTH FOUNDATION;  :  Case No. 1:25-cv-1',
      ':',
      'PINE VALLEY COMMUNITY',
      ':',
      'CENTER;',
      ':',
      'OAK CORP.,',
      '          Plaintiffs,  :',
      '  v.  :',
      'ACME CORP.,  :',
      '          Defendant.  :',
    ].join('\n')
    expect(sides(findCaptionParties(text)).plaintiffs).toEqual([
      'Elm Health Foundation',
      'Pine Valley Community Center',
      'Oak Corp.',
    ])
  })

  test('a text layer that doubles every space keeps the ")" column after "v."', () => {
    const text = [
      'JOHN  ROE  COMPANY,  )',
      ')',
      'Plaintiff,  )',
      ')',
      'v.  )',
      ')',
      'THE  STATE  OF  ELM;  )',
      ')',
      '__________Defendants_____ )',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['John Roe Company'],
      defendants: ['The State of Elm'],
    })
  })
})

import { describe, expect, test } from 'vitest'
import { extractField } from './'

const judge = (text: string) =>
  extractField({ type: 'text', label: 'Judge', prompt: 'Which judge is assigned to the case?' }, [
    { page: 1, text },
  ]).value

describe('judges who are not the case’s judge (issue 27, round 3)', () => {
  test('a judge sued or petitioned against in the caption is a party', () => {
    const caption = [
      'STATE ex rel. JANE ROE,   )',
      '  Relator,                )',
      'vs.                       )  No. SC12345',
      'THE HONORABLE JOHN S. DOE )',
      '  Respondent.             )',
      'Original Proceeding in Prohibition',
    ].join('\n')
    expect(judge(caption)).toBeNull()
  })

  test('an honorific before a clerk’s or a party’s office, or a visiting panel member', () => {
    expect(judge('Copies to:\nHon. Mary Ann Poe, Clerk of the Superior Court\n')).toBeNull()
    expect(judge('Argued by Ann Lee; Hon. Sam Park, pro se.\n')).toBeNull()
    expect(
      judge(
        'Before: A, B, and C.\n* The Honorable Ruth Vance, United States District Judge for the District of Utah, sitting by designation.',
      ),
    ).toBeNull()
  })

  test('the judge whose ruling is appealed on an appeal’s cover', () => {
    const cover = [
      'Supreme Court Case No. 20SA1',
      'Appeal Pursuant to § 1-1-113(3), C.R.S.',
      'District Court, City and County of Elm, Case No. 20CV1',
      'Honorable Carl J. Brandt, Judge',
    ].join('\n')
    expect(judge(cover)).toBeNull()
  })

  test('the judge in the right-hand column beside the defendants is the judge', () => {
    const caption = [
      'JANE ROE,                 )   Case No. 1:20-cv-00732',
      '     v.                   )   MOTION TO COMPEL',
      'ELM FOODS LTD.,           )   Hon. Priya H. Lind',
      '          Defendants.     )',
    ].join('\n')
    expect(judge(caption)).toBe('Priya H. Lind')
  })

  test('a colleague "of this Court" is not the judge of the order', () => {
    expect(
      judge(
        'On May 1, 2020, Judge Ruth A. Vance of this Court asked that the opinion be published.',
      ),
    ).toBeNull()
  })

  test('an appellate docket’s ordering judge is the judge below', () => {
    const docket = [
      'Lower court information:',
      '     District: 0752-1 : 19 C 1920',
      '     Ordering Judge: Ruth A. Vance, Judge',
      '     Date Filed: 4/1/19',
    ].join('\n')
    expect(judge(docket)).toBeNull()
  })

  test('a state appellate docket’s "Lower Ct Judge" field is the judge below', () => {
    const docket = [
      'Lower Court Elm County Superior Court Lower Ct Judge Ruth A. Vance, J.',
      'Route to Court Direct Entry',
    ].join('\n')
    expect(judge(docket)).toBeNull()
  })

  test('a chief justice’s quorum line lists the bench, no author', () => {
    expect(judge('Quorum Okafor, C.J., Lind, Vance, Poe, JJ.\nArgued Date 05/07/2020\n')).toBeNull()
  })

  test('a dissenting justice is not the judge of the decision', () => {
    expect(
      judge('Motion granted. Cause dismissed.\n  Okafor, J., dissents, with an opinion.\n'),
    ).toBeNull()
  })

  test('a motion before the Honorable X still names the judge', () => {
    expect(
      judge('Defendants will move before the Honorable Jesse M. Furman for an order dismissing'),
    ).toBe('Jesse M. Furman')
  })
})

describe('judges sued as parties', () => {
  test('each judge of a list "Defendants" heads is a party, and so is the same judge named later', () => {
    const order = [
      'Argument was heard on May 2, 2019. Plaintiffs were present by counsel, Ann Lee.',
      'Defendants the Honorable K. Priya Lind, the Honorable Sam Okafor, and the Honorable',
      'Ruth Vance were present by counsel, Deputy Attorney General.',
      'The plaintiffs sued three Elm County judges, specifically Judge Priya Lind, over the fees.',
    ].join('\n')
    expect(judge(order)).toBeNull()
  })
})

describe('an appeal’s judge below and a panel’s members (gallery round)', () => {
  test('the judge on the line under "Appeal from …" is the court below’s', () => {
    const text = [
      'Appeal from the Circuit Court for the Ninth Judicial Circuit, Orange County;',
      'Alan K. Brandt, Judge; L.T. Case No. 2019-CA-1234.',
      '',
      'NORRIS, J.',
      '',
      'The insured appeals.',
    ].join('\n')
    expect(judge(text)).toBe('Norris')
    expect(judge(text.replace('NORRIS, J.', 'PER CURIAM.'))).toBeNull()
  })

  test('judges listed under "BEFORE:" sat on the panel; one alone is the judge', () => {
    const panel = [
      'BEFORE:    HONORABLE ANN B. COLE, Judge',
      '           HONORABLE DAVID R. PRICE, Judge',
      '',
      'OPINION NOT REPORTED',
    ].join('\n')
    expect(judge(panel)).toBeNull()
    expect(judge('BEFORE:    HONORABLE ANN B. COLE, Judge\n\nORDER')).toBe('Ann B. Cole')
  })
})

describe('judges a fresh set of filings names (session 22)', () => {
  test('a judge sued "Individually as …" across a ":" caption is a party; the signer judges', () => {
    const order = [
      'ANN ROE,                       : CIVIL ACTION',
      '    Plaintiff                  : NO. 03-CV-1400',
      '              vs.              :',
      'CITY OF ELM,                   :',
      'HONORABLE JOHN Q. DOE,         :',
      'Individually as President Judge of :',
      'Elm Traffic Court,             :',
      '    Defendants                 :',
      'ORDER',
      'AND NOW, this 8th day of July, 2003, the Settlement Agreement is APPROVED.',
      'BY THE COURT:',
      'MARY T. LANE,   J.',
    ].join('\n')
    expect(judge(order)).toBe('Mary T. Lane')
  })

  test('a prosecutor or a governor given "Hon." is not the judge', () => {
    expect(
      judge(
        'Hon.  Ann  Poe,  United  States  Attorney  for  the  District of Elm, for plaintiff.\n',
      ),
    ).toBeNull()
    expect(judge('The Honorable Ann B. Poe\nGovernor of Elm\nCapitol Building\n')).toBeNull()
  })

  test('a letter’s addressee is the judge only when the letter names a case', () => {
    const about = (re: string) =>
      `July 14, 2004\nThe Honorable Ann Poe\nCounty Judge\nElm County Courthouse\nRe:  ${re}\nDear Judge Poe:\nWe write to you.\n`
    expect(judge(about('Elm Nursing Home'))).toBeNull()
    expect(judge(about('Roe v. Elm County, No. 1:20-cv-00123'))).toBe('Ann Poe')
  })

  test('a judge whose words another court’s opinion quotes is not its judge', () => {
    expect(
      judge('We conclude by quoting the language of the Honorable John R. Brown, Chief Judge:\n'),
    ).toBeNull()
  })

  test('a per curiam opinion’s body names no judge of its own', () => {
    const opinion = [
      'Before ROE, POE and LEE, JJ.',
      'PER CURIAM:',
      'The board adopted the plan, which the parties put before the Honorable Ann B. Poe in 1967, and the plan stands.',
    ].join('\n')
    expect(judge(opinion)).toBeNull()
  })

  test('a caption’s "(Doe, J.)" under the case number names the assigned judge', () => {
    const caption = [
      'UNITED STATES DISTRICT COURT',
      'EASTERN DISTRICT OF ELM',
      'UNITED STATES OF AMERICA,',
      'Plaintiff,',
      'Civil Action No.',
      '-against- CV-02-2382',
      '(Wexford, J.)',
      'COUNTY OF ELM,',
      'Defendant.',
      'STIPULATION OF DISMISSAL',
    ].join('\n')
    expect(judge(caption)).toBe('Wexford')
    // In a sentence, the judge of another decision.
    expect(
      judge('ORDER\nAs the court held in Roe v. Poe (Wexford, J.), the claim fails.'),
    ).toBeNull()
  })

  test('an author line alone on its line, inside the other column’s citation, still counts', () => {
    const opinion = [
      'OPINION',
      'The facts are described in the prior opinions of this Court. See Roe v. Elm City Hous.',
      'LANE, J.',
      'Auth., 940 F.Supp. 80 (S.D.N.Y. 1996).',
    ].join('\n')
    expect(judge(opinion)).toBe('Lane')
  })
})

describe('the case’s judge in captions and signatures (session 22, round 2)', () => {
  test('a caption’s column names the assigned judge by surname alone', () => {
    const caption = [
      'UNITED STATES DISTRICT COURT',
      'EASTERN DISTRICT OF ELM',
      'JANE ROE,    )',
      'Plaintiff,  )  CIVIL ACTION NO. 2:23-cv-735',
      'v.  )  SECTION J(5)',
      'ACME CHEMICAL, LLC,   )  JUDGE POE',
      ')  MAGISTRATE JUDGE LANE',
      'Defendant.    )',
      'MEMORANDUM IN SUPPORT OF MOTION TO DISMISS',
    ].join('\n')
    expect(judge(caption)).toBe('Poe')
    expect(judge('ROE, et al.,  )\nv.  )\nJudge Poe\n  )\nELM CITY, et al.,  )\nMOTION\n')).toBe(
      'Poe',
    )
  })

  test('a surname after "Judge" in the body is not the case’s judge', () => {
    const body = [
      'MEMORANDUM',
      'The plaintiffs rely on an earlier ruling of a neighbouring district in a case that was assigned to a different bench, and the defendants answer it at length below.',
      ...Array(40).fill(
        'The parties dispute the scope of the order at some length in their papers here.',
      ),
      'Judge Poe',
    ].join('\n')
    expect(judge(body)).toBeNull()
  })

  test('an author line beside the other column of a two-column print', () => {
    expect(
      judge(
        'United States District Court, W.D. Elm.\nELM ADVOCACY SERVICE, INC., Plaintiff,\nv.\nJohn H. ROE, in his capacity as Director,  McPOE, District Judge.\nDefendant.  Plaintiff Elm Advocacy Service moves for relief.\n',
      ),
    ).toBe('McPOE')
    expect(
      judge(
        'Opinion  file  a  plan  whereby  the  dual  system\nLANE, District Judge.  and the Board was ordered to show cause why\n',
      ),
    ).toBe('Lane')
  })

  test('a magistrate judge’s e-signature over the rule and the title', () => {
    const order = [
      'IT IS SO ORDERED.',
      'Dated: October 26, 2009    /s/ Jane K. Roe',
      '16        __________ __________________________',
      '          UNITED STATES MAGISTRATE JUDGE',
    ].join('\n')
    expect(judge(order)).toBe('Jane K. Roe')
  })

  test('officials who are not judges: a governor saluted so, a senator, a cause, a former justice', () => {
    expect(
      judge(
        'U.S. v. Elm   U.S. Department of Justice\nHonorable John Roe  / U  O^\nGovernor\nState of Elm\nRe: Notice of Findings\nDear Governor Roe:\nWe write about the hospital.\n',
      ),
    ).toBeNull()
    expect(judge('Serve:  Hon.  Senator Jane  Poe,  President,  Elm  State  Senate\n')).toBeNull()
    expect(
      judge('and Executive Deputy Attorney General for Social Justice Jane Lane.\n'),
    ).toBeNull()
    expect(
      judge('a commission chaired by former U.S. Supreme Court Justice Ann Day Poe reported\n'),
    ).toBeNull()
  })

  test('a place or an organisation is no judge: "X OF Y, JUSTICE", "County Judge Executive Association"', () => {
    expect(
      judge(
        'v.  AMENDED COMPLAINT\nCOMMONWEALTH  OF  ELM,  JUSTICE\nAND  PUBLIC  SAFETY  CABINET\nComes the Plaintiffs, Elm County Judge  Executive Association,  Inc. and state\n',
      ),
    ).toBeNull()
  })

  test('a judge introduced by a court’s name in running text is that court’s, not the paper’s', () => {
    // A report's body, well below its heading.
    const body = (sentence: string) =>
      `ELM MONITOR'S REPORT\n\nI. BACKGROUND\n${'The facility serves the county and its residents.\n'.repeat(20)}${sentence}\n`
    expect(
      judge(
        body(
          'The agreement, which was approved by Elm County Circuit Court Judge Ann B. Lee, also',
        ),
      ),
    ).toBeNull()
    expect(
      judge(
        body(
          'The ruling under review is an order that the district court (Judge Sam T. Park) issued.',
        ),
      ),
    ).toBeNull()
    // Without the court's name the same sentence still names the judge.
    expect(judge(body('The agreement, which was approved by Judge Ann B. Lee, also'))).toBe(
      'Ann B. Lee',
    )
  })

  test('a caption’s "Magistrate Judge:" field names the referral judge, not the case’s', () => {
    expect(
      judge(
        'ELM PARTY,\n  Plaintiff,   Case No. 20-cv-100\nv.   Magistrate Judge: Ann B. Lee\nROE,\n  Defendant.\n',
      ),
    ).toBeNull()
  })

  test('a headnote’s author line with a reporter citation names the judge below', () => {
    const synopsis =
      'Homeowners sued the county. The United States District Court for the District of Elm,\nJane Lee, J., 332 F.Supp. 382, rendered judgment, from which defendants appealed.\n'
    expect(judge(synopsis)).toBeNull()
    expect(judge('MEMORANDUM\nJane Lee, J.\nThe motion is denied.\n')).toBe('Jane Lee')
  })
})

describe('judges named but not the case’s: reassigned, a namesake, a panel (session 23)', () => {
  test('the judge a case had before its reassignment', () => {
    expect(
      judge(
        'ORDER\n1 This case was initially assigned to U.S. District Judge Ann B. Lee; she denied the first motion. The case was reassigned to this Court on May 4, 2021.\n',
      ),
    ).toBeNull()
    expect(judge('15. Order of reassignment from Judge Sam T. Park to this Court.\n')).toBeNull()
  })

  test('an institution named for a judge, in one column or across a two-column print', () => {
    expect(judge('Amici: the Judge Ann B. Lee Center for Mental Health Law.\n')).toBeNull()
    expect(
      judge(
        'for Children of Elm, Inc., Judge Ann B. Lee  violated the rights of the\nCenter  for  Mental  Health  Law,  Youth  rights,  the  district  court\n',
      ),
    ).toBeNull()
  })

  test('a court of appeals’ docket entry listing the panel that heard the case', () => {
    expect(
      judge(
        '05/01/07  Case heard and taken under advisement by panel, Chief Judge Ann B. Lee,\nCircuit Judge Sam T. Park, Circuit Judge Ray O. Dunn.\n07/24/07  Filed opinion of the court by Judge Lee. AFFIRMED.\n',
      ),
    ).toBeNull()
  })

  test('a surname ending its sentence is not run into the next words', () => {
    expect(judge('ORDER\nSO ORDERED by Judge Ann B. Lee. AFFIRMED.\n')).toBe('Ann B. Lee')
    expect(judge('MEMORANDUM\nBy the Court, Hon. Chas. E. Wyzanski\n')).toBe('Chas. E. Wyzanski')
  })
})

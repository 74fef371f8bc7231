import { describe, expect, test } from 'vitest'
import { extractField } from '../extract'
import { captionFacts } from './caption'
import { documentFacts } from '.'
import { answerFromFacts } from './answers'

const JUDGE_COLUMN = {
  type: 'text',
  label: 'Judge',
  prompt: 'Which judge is assigned to the case?',
} as const

const judges = (text: string) =>
  captionFacts([{ page: 1, text }])
    .filter((f) => f.kind === 'judge')
    .map((f) => [f.value, f.role])

describe('judge facts: the case’s judge is the review column’s choice', () => {
  const opinion = [
    'UNITED STATES COURT OF APPEALS',
    'FOR THE EIGHTH CIRCUIT',
    'No. 21-1234',
    'Jane Roe, Plaintiff - Appellant,',
    'v.',
    'Elm Foods Ltd., Defendant - Appellee.',
    'Submitted: May 1, 2022',
    'Before HALVORSEN, OKAFOR, and LINDQVIST, Circuit Judges.',
    'LINDQVIST, Circuit Judge.',
    'Jane Roe appeals the dismissal of her complaint against Elm Foods, and we affirm the judgment.',
  ].join('\n')

  test('an author line under the panel line is the author, first, as the column answers', () => {
    expect(judges(opinion)[0]).toEqual(['Lindqvist', 'author'])
    expect(judges(opinion).slice(1)).toEqual([
      ['Halvorsen', 'panel'],
      ['Okafor', 'panel'],
    ])
    expect(extractField(JUDGE_COLUMN, [{ page: 1, text: opinion }]).value).toBe('Lindqvist')
  })

  test('a district judge writing the opinion keeps the district role', () => {
    const order = [
      'UNITED STATES DISTRICT COURT',
      'NORTHERN DISTRICT OF GEORGIA',
      'JANE ROE, Plaintiff, v. ELM FOODS LTD., Defendant.',
      'CIVIL ACTION NO. 1:20-CV-0732',
      'ORDER',
      'HALVORSEN, District Judge.',
      'This matter is before the court on the defendant’s motion to dismiss the amended complaint.',
    ].join('\n')
    expect(judges(order)[0]).toEqual(['Halvorsen', 'district'])
  })

  test('a judge the choice passed over presides over nothing when the text says no role', () => {
    const report = [
      'U.S. District Court',
      'District of Vermont (Burlington)',
      'CIVIL DOCKET FOR CASE #: 2:21-cv-00145',
      'Roe v. Elm Foods Ltd.',
      'Assigned to: Hon. Priya H. Lind',
      'Copy to: Hon. Samuel T. Park',
    ].join('\n')
    expect(judges(report)).toEqual([
      ['Priya H. Lind', 'presiding'],
      ['Samuel T. Park', ''],
    ])
  })

  test('the chosen judge’s fact is marked, a judge passed over is not', () => {
    const report = [
      'U.S. District Court',
      'District of Vermont (Burlington)',
      'CIVIL DOCKET FOR CASE #: 2:21-cv-00145',
      'Roe v. Elm Foods Ltd.',
      'Assigned to: Hon. Priya H. Lind',
      'Copy to: Hon. Samuel T. Park',
    ].join('\n')
    const marked = captionFacts([{ page: 1, text: report }])
      .filter((f) => f.kind === 'judge')
      .map((f) => [f.value, f.chosen === true])
    expect(marked).toEqual([
      ['Priya H. Lind', true],
      ['Samuel T. Park', false],
    ])
  })

  test('with no judge chosen, a district judge the text names is no Judge column answer', () => {
    // An appellant's brief names the judge below in running text: a district judge by title, but
    // the choice passes over a judge its court's name introduces; the column answers nothing.
    const brief = [
      'IN THE UNITED STATES COURT OF APPEALS',
      'FOR THE TENTH CIRCUIT',
      'No. 21-4410',
      'JANE ROE, Plaintiff-Appellant,',
      'v.',
      'ELM FOODS LTD., Defendant-Appellee.',
      'BRIEF OF APPELLANT',
      'Roe sued Elm Foods in 2019. The district court (District Judge Ann K. Lindqvist) dismissed',
      'the complaint, and Roe appeals.',
    ].join('\n')
    const pages = [{ page: 1, text: brief }]
    const facts = documentFacts(pages)
    expect(facts.filter((f) => f.kind === 'judge').map((f) => [f.value, f.role])).toEqual([
      ['Ann K. Lindqvist', 'district'],
    ])
    expect(facts.some((f) => f.chosen)).toBe(false)
    expect(answerFromFacts(JUDGE_COLUMN, facts, pages)).toBeNull()
    expect(extractField(JUDGE_COLUMN, pages).value).toBeNull()
  })

  test('a judge whose order was appealed is the judge below, wherever else the text names them', () => {
    const order = [
      'MEMORANDUM',
      'The restraining order was denied after a hearing by Judge Ruth E. Tolland. An effort to',
      "appeal from Judge Tolland's order to the Court of Appeals was unsuccessful.",
    ].join('\n')
    expect(judges(order)).toEqual([['Ruth E. Tolland', 'trial']])
  })

  test("a court record's judge row is the case's judge for the fact and the column alike", () => {
    // No title before the name: the judge readers find no judge on this row, the record's row does.
    const report = [
      'U.S. District Court',
      'District of Vermont (Burlington)',
      'CIVIL DOCKET FOR CASE #: 2:21-cv-00145',
      'Roe v. Elm Foods Ltd.',
      'Assigned to: Priya H. Lind',
      'Referred to: Magistrate Judge Samuel T. Park',
    ].join('\n')
    expect(judges(report)[0]).toEqual(['Priya H. Lind', 'presiding'])
    expect(extractField(JUDGE_COLUMN, [{ page: 1, text: report }]).value).toBe('Priya H. Lind')
  })

  test('with no judge chosen, a judge named in the caption still presides (a writ’s respondent)', () => {
    const writ = [
      'SUPREME COURT OF ELMORE',
      'STATE ex rel. JANE ROE,           )',
      '            Relator,              )',
      'vs.                               )  No. SC12345',
      'THE HONORABLE JOHN S. DOE         )',
      '            Respondent.           )',
      'Original Proceeding in Prohibition',
    ].join('\n')
    expect(extractField(JUDGE_COLUMN, [{ page: 1, text: writ }]).value).toBeNull()
    expect(judges(writ)).toEqual([['John S. Doe', 'presiding']])
  })

  test('a panel listed after a consolidation line is the court’s own panel, not the court below', () => {
    const order = [
      'United States Court of Appeals',
      'FOR THE DISTRICT OF COLUMBIA CIRCUIT',
      'No. 16-1321',
      'Elm Telecom, Inc., Petitioner',
      'v.',
      'Federal Communications Commission, Respondent',
      'Consolidated with 16-1322, 16-1323',
      'BEFORE: Halvorsen, Okafor, and Lindqvist, Circuit Judges',
      'O R D E R',
    ].join('\n')
    expect(judges(order).map(([, role]) => role)).toEqual(['panel', 'panel', 'panel'])
  })
})

describe('judges of separate opinions and of the court below', () => {
  test('dissenting and concurring justices get their own role beside the panel', () => {
    const order = [
      'IN THE SUPREME COURT OF THE STATE OF ELMORE',
      'No. 2021-0042',
      'Before HALVORSEN, OKAFOR, and LINDQVIST, Justices.',
      'The petition for rehearing is denied.',
      'Halvorsen, J., concurs, with an opinion.',
      'OKAFOR, J., dissenting.',
    ].join('\n')
    const roles = judges(order)
    expect(roles).toContainEqual(['Halvorsen', 'concurring'])
    expect(roles).toContainEqual(['Okafor', 'dissenting'])
    expect(roles).toContainEqual(['Okafor', 'panel'])
  })

  test('an appellate docket’s ordering judge is the trial judge', () => {
    const docket = [
      'US Court of Appeals for the Seventh Circuit',
      'Lower court information:',
      '     Ordering Judge: Ruth A. Vance, Judge',
    ].join('\n')
    expect(judges(docket)).toEqual([['Ruth A. Vance', 'trial']])
  })

  test('a headnote’s "Doe, J., 332 F.Supp. 382, rendered judgment" is the judge below', () => {
    const synopsis = [
      'Homeowners sued the county. The District Court for the District of Elm,',
      'Ruth Vance, J., 332 F.Supp. 382, rendered judgment, from which defendants appealed.',
    ].join('\n')
    expect(judges(synopsis)).toEqual([['Ruth Vance', 'trial']])
  })
})

describe('an "In re" subject', () => {
  const subjects = (text: string) =>
    captionFacts([{ page: 1, text }])
      .filter((f) => f.kind === 'party')
      .map((f) => [f.value, f.role, text.slice(f.start, f.end).replace(/\s+/g, ' ')])

  test('runs on over the caption’s next lines, quoted where it stands', () => {
    const text = [
      'UNITED STATES BANKRUPTCY COURT',
      'DISTRICT OF DELAWARE',
      'IN RE: HARBOR POINT',
      'SHIPPING COMPANY',
      '',
      'ORDER CONFIRMING THE PLAN',
      'The Court has considered the plan and the objections to it.',
    ].join('\n')
    expect(subjects(text)).toEqual([
      ['Harbor Point Shipping Company', 'inRe', 'HARBOR POINT SHIPPING COMPANY'],
    ])
  })

  test('ends at the paper’s title', () => {
    const text = [
      'IN RE MARIA ELENA SOTO',
      'ORDER OF DISMISSAL',
      'The petition is dismissed.',
    ].join('\n')
    expect(subjects(text)).toEqual([['Maria Elena Soto', 'inRe', 'MARIA ELENA SOTO']])
  })
})

describe('appellate captions: the panel, the court below and its judge, the appeal’s own number', () => {
  const facts = (text: string) =>
    captionFacts([{ page: 1, text }]).map((f) => [f.kind, f.role, f.value])

  test('New York’s one-line bench, vote line and "Supreme Court, Kings County (X, J.)"', () => {
    const opinion = [
      'Supreme Court of New York, Appellate Division, Second Department.',
      'Ada Quill, Respondent,',
      'v.',
      'Northfield Carting, Inc., et al., Appellants.',
      '2021-04417',
      'Decided March 2, 2023.',
      'MARLOWE, J.P., ESPINAL, GRUBER and ODENKIRK, JJ.',
      'In an action to recover damages for personal injuries, the defendants appeal from an order of the Supreme Court, Queens County (Delia P. Marsh, J.), dated May 3, 2021.',
      'ORDERED that the order is affirmed, with costs.',
      'MARLOWE, J.P., ESPINAL and GRUBER, JJ., concur.',
    ].join('\n')
    const got = facts(opinion)
    expect(got).toContainEqual(['docket', 'this', '2021-04417'])
    expect(got).toContainEqual(['court', 'below', 'Supreme Court, Queens County'])
    expect(got).toContainEqual(['judge', 'trial', 'Delia P. Marsh'])
    for (const name of ['Marlowe', 'Espinal', 'Gruber', 'Odenkirk'])
      expect(got).toContainEqual(['judge', 'panel', name])
    expect(got.filter((f) => f[0] === 'judge' && f[1] === 'author')).toEqual([])
  })

  test('New York’s bench one name a line; "(Index No. …)" under the title is the court below’s', () => {
    const opinion = [
      'Supreme Court of the State of New York',
      'Appellate Division: Second Judicial Department',
      'Argued - March 3, 2024',
      'CARLA B. VANTERPOOL, J.P.',
      'HUGO LINDGREN',
      'PRIYA MENON',
      'OSCAR DELUCA, JJ.',
      '2022-07730',
      'Mary Lee, appellant,',
      'v Acme Holdings, Inc., et al., respondents.',
      '(Index No. 512345/2021)',
      'Appeal by the plaintiff from an order of the Supreme Court, Kings County (Rosalind T. Akers, J.), dated September 14, 2022.',
    ].join('\n')
    const got = facts(opinion)
    expect(got).toContainEqual(['docket', 'this', '2022-07730'])
    expect(got).not.toContainEqual(['docket', 'this', '512345/2021'])
    expect(got).toContainEqual(['judge', 'trial', 'Rosalind T. Akers'])
    for (const name of ['Carla B. Vanterpool', 'Hugo Lindgren', 'Priya Menon', 'Oscar Deluca'])
      expect(got).toContainEqual(['judge', 'panel', name])
  })

  test('Oklahoma’s vote line under a chief justice keeps its author reading', () => {
    const order = [
      'IN THE SUPREME COURT OF THE STATE OF OKLAHOMA',
      'No. 119,870',
      'ORDER',
      'The application to assume original jurisdiction is denied.',
      'DONE BY ORDER OF THE SUPREME COURT IN CONFERENCE.',
      'Halvorsen, C.J., Okafor, V.C.J., Lindqvist, Rowe, JJ., concur;',
    ].join('\n')
    expect(judges(order)[0]).toEqual(['Halvorsen', 'author'])
  })

  test('an index number on a trial court’s own order stays its docket', () => {
    const order = [
      'SUPREME COURT OF THE STATE OF NEW YORK, COUNTY OF KINGS',
      'ADA QUILL, Plaintiff,',
      '- against -',
      'NORTHFIELD CARTING, INC., Defendant.',
      'Index No. 512345/2021',
      'DECISION AND ORDER',
    ].join('\n')
    expect(facts(order)).toContainEqual(['docket', 'this', '512345/2021'])
  })
})

describe('judge facts of papers that are not a case’s (session 22)', () => {
  test('a governor a letter is addressed to, or a judge quoted, holds no judge fact', () => {
    expect(judges('The Honorable Ann B. Poe\nGovernor of Elm\nDear Governor Poe:\n')).toEqual([])
    expect(
      judges('ORDER\nWe end by quoting the language of the Honorable John R. Brown, Chief Judge:'),
    ).toEqual([])
  })

  test('a caption’s "(Doe, J.)", chosen as the case’s judge, presides', () => {
    const caption =
      'UNITED STATES DISTRICT COURT\nCivil Action No.\n-against- CV-02-2382\n(Wexford, J.)\nCOUNTY OF ELM,\nDefendant.\n'
    expect(judges(caption)).toEqual([['Wexford', 'presiding']])
  })
})

describe('a judge whose words say no role takes the title printed beside the name', () => {
  const roleOf = (text: string, name: string) =>
    documentFacts([{ page: 1, text }]).find((f) => f.kind === 'judge' && f.value === name)?.role

  test('a docket row’s "referred to Mag. Judge" makes a magistrate, beside the assigned judge', () => {
    const docket = [
      'UNITED STATES DISTRICT COURT',
      'DISTRICT OF ELM',
      'Civil Action No. 1:19-cv-04411',
      'Dara Quill, Plaintiff,',
      'v.',
      'Town of Ashby, Defendant.',
      'Assigned to: Judge Nora P. Wendt',
      '05/02/2019  1  COMPLAINT against Town of Ashby. In the event of referral this case will be referred to Mag. Judge Alma R. Voss . (kd) (Entered: 05/02/2019)',
    ].join('\n')
    expect(roleOf(docket, 'Nora P. Wendt')).toBe('presiding')
    expect(roleOf(docket, 'Alma R. Voss')).toBe('magistrate')
  })
  test('an appeal’s brief: "the district court (Judge …)" is the judge below, no case’s judge', () => {
    const brief = [
      'IN THE UNITED STATES COURT OF APPEALS',
      'FOR THE TENTH CIRCUIT',
      'No. 24-5120',
      'DARA QUILL, Plaintiff-Appellee,',
      'v.',
      'TOWN OF ASHBY, Defendant-Appellant.',
      'On Appeal from the United States District Court for the District of Elm',
      'REPLY IN SUPPORT OF STAY PENDING APPEAL',
    ].join('\n')
    const body = [
      'ARGUMENT',
      'The Town asks this Court to stay the injunction pending appeal. The injunction reaches every',
      'permit the Town issued, and the order that the district court (Judge Pia T. Lorne) entered on',
      'May 2 gave the Town no time to comply with it.',
    ].join('\n')
    const pages = [
      { page: 1, text: brief },
      { page: 2, text: body },
    ]
    const facts = documentFacts(pages)
    expect(facts.find((f) => f.value === 'Pia T. Lorne')?.role).toBe('trial')
    expect(answerFromFacts(JUDGE_COLUMN, facts, pages)).toBeNull()
  })
  test('a judge named in running text with no title keeps no role', () => {
    const docket = [
      'UNITED STATES DISTRICT COURT',
      'Civil Action No. 1:19-cv-04411',
      'Assigned to: Judge Nora P. Wendt',
      '05/09/2019  4  ORDER of recusal. Case reassigned to Judge Ivo Lenz for all further proceedings.',
    ].join('\n')
    expect(roleOf(docket, 'Ivo Lenz')).toBe('')
  })
})

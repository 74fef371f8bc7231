import { describe, expect, test } from 'vitest'
import { findJudges } from './judges'

const read = (text: string) => findJudges(text).map((m) => [m.value, m.bench, m.form])

describe('findJudges', () => {
  test('reads the honorifics a caption and a letter use', () => {
    expect(read('Hon. Jane M. Doe')).toEqual([['Jane M. Doe', 'unknown', 'honorific']])
    expect(read('The Honorable Miriam K. Castellanos\nUnited States District Court')).toEqual([
      ['Miriam K. Castellanos', 'unknown', 'honorific'],
    ])
    expect(read('HON. ANDREW L. CARTER, JR.')).toEqual([
      ['Andrew L. Carter, Jr.', 'unknown', 'honorific'],
    ])
  })

  test('reads titles and the bench they name', () => {
    expect(read('before United States Magistrate Judge Sarah L. Cave.')).toEqual([
      ['Sarah L. Cave', 'magistrate', 'title'],
    ])
    expect(read('Judge Jane Doe presiding')).toEqual([['Jane Doe', 'unknown', 'title']])
    expect(read('Justice Andrea Masley')).toEqual([['Andrea Masley', 'state', 'title']])
  })

  test('reads signatures over a judge’s title and after initials of office', () => {
    expect(read('SO ORDERED.\n/s/ Jane M. Doe\nUnited States District Judge')).toEqual([
      ['Jane M. Doe', 'district', 'signature'],
    ])
    expect(read('JESSE M. FURMAN\nUNITED STATES DISTRICT JUDGE')).toEqual([
      ['Jesse M. Furman', 'district', 'signature'],
    ])
    expect(read('HON. MELISSA A. CRANE, J.S.C.')[0]).toEqual([
      'Melissa A. Crane',
      'state',
      'signature',
    ])
  })

  test('keeps the bench when an honorific and a title name the same judge', () => {
    const text = 'Hon. Jane M. Doe\nUnited States District Judge'
    expect(read(text)).toEqual([['Jane M. Doe', 'district', 'signature']])
    const [mention] = findJudges(text)
    expect(text.slice(mention!.start, mention!.end)).toBe(text)
  })

  test('does not take a surname alone or a court for a judge', () => {
    expect(read("under Judge Doe's Individual Practices")).toEqual([])
    expect(read('Judge Castellanos’s rules; Hon. Court')).toEqual([])
  })
})

describe('authors and panels of opinions (issue 27)', () => {
  test('an author line names the opinion’s author; separate opinions and vote lists do not', () => {
    const text = [
      'Before GRUENDER, MELLOY, and BENTON, Circuit Judges.',
      '740*740 BENTON, Circuit Judge.',
      'The district court granted the motion.',
      'ERICKSON, J., dissents.',
      'ROVIRA, C.J., and MULLARKEY, J., would grant the petition.',
    ].join('\n')
    const found = findJudges(text)
    expect(found.filter((j) => j.form === 'author').map((j) => j.value)).toEqual(['Benton'])
    expect(found.filter((j) => j.form === 'panel').map((j) => j.value)).toEqual([
      'Gruender',
      'Melloy',
      'Benton',
    ])
    expect(
      findJudges('Assigned to: Judge Julie A. Robinson Jury Demand: None').map((j) => j.value),
    ).toEqual(['Julie A. Robinson'])
  })
})

describe('judges on docket reports and appeals (issue 27)', () => {
  test('a docket report’s assigned judge, not its referral; a department named "of Justice" is no judge', async () => {
    const { extractJudge } = await import('./judgeField')
    const { questionOf } = await import('./context')
    const report = [
      'CIVIL DOCKET FOR CASE #: 1:99-cv-01234-LEK',
      'Assigned to: Senior Judge Lawrence E. Kahn Date Terminated: 08/09/1999',
      'Referred to: Magistrate Judge Gustave J. DiBianco Jury Demand: None',
    ].join('\n')
    const query = questionOf('Judge', 'Which judge is assigned to the case?')
    expect(extractJudge([{ page: 1, text: report }], query).value).toBe('Lawrence E. Kahn')
    expect(findJudges('United States Department of Justice Consumer Protection Branch')).toEqual([])
  })
})

test('a judge named in parentheses after a court, and an honorific in capitals', () => {
  const text =
    'Appeal from the United States District Court for the District of Connecticut (Arterton, J.).\nHONORABLE STEVE ALAN WILSON, JUDGE'
  const found = findJudges(text).map((j) => [j.value, j.form])
  expect(found).toEqual([
    ['Arterton', 'parenthetical'],
    ['Steve Alan Wilson', 'honorific'],
  ])
})

describe('state signatures and author lines (issue 27, round 3)', () => {
  test('a name over a state judge’s title is a signature', () => {
    expect(read('March 3, 2014\nJane Q. Public\nJudge of the Elm County Superior Court')).toEqual([
      ['Jane Q. Public', 'state', 'signature'],
    ])
    expect(read('/s/  John A. Doe\nChief Justice of the United States')).toEqual([
      ['John A. Doe', 'state', 'signature'],
    ])
  })

  test('"delivered by X, J.", "filed by Circuit Judge X" and "X, J:" name the author', () => {
    expect(read('The opinion of the Court was delivered by HALE, J.\n')).toEqual([
      ['Hale', 'unknown', 'author'],
    ])
    expect(read('Opinion for the court filed by Circuit Judge Ortiz.')).toEqual([
      ['Ortiz', 'unknown', 'author'],
    ])
    expect(read('For Defendant Elm County\nMarsh, J:\nPlaintiffs are')).toEqual([
      ['Marsh', 'unknown', 'author'],
    ])
  })

  test('a concurrence’s line ("X, J., concurs, with an opinion.") names a concurrence, no author', () => {
    expect(read('  Hale, J., concurs, with an opinion.\n')).toEqual([
      ['Hale', 'unknown', 'concurrence'],
    ])
  })

  test('names the judges of separate opinions, and not those voting with the majority', () => {
    const votes =
      'Lane, C.J., Ortiz, V.C.J., Pike, Reyes, JJ., concur;\nMoss and Tate, JJ., dissent;\n'
    expect(read(votes).filter((m) => m[2] === 'dissent' || m[2] === 'concurrence')).toEqual([
      ['Moss', 'unknown', 'dissent'],
      ['Tate', 'unknown', 'dissent'],
    ])
    expect(read('HALE, Circuit Judge, concurring in part and dissenting in part:\n')).toEqual([
      ['Hale', 'unknown', 'dissent'],
    ])
    expect(read('MARSH, J., concurring.\n')).toEqual([['Marsh', 'unknown', 'concurrence']])
    expect(read('Chief Justice Ortiz filed a dissenting opinion.')).toEqual([
      ['Ortiz', 'unknown', 'dissent'],
    ])
    expect(read('Justice PIKE dissenting to the denial of rehearing:')).toEqual([
      ['Pike', 'unknown', 'dissent'],
    ])
    // "Judge X concurring" alone may be a vote with the author.
    expect(read('Opinion by Judge Reyes; Judge Tate concurring.')).toEqual([
      ['Reyes', 'unknown', 'author'],
    ])
  })

  test('a vote line saying a justice did not vote names no author', () => {
    expect(read('Pike, J., not voting;\n')).toEqual([])
  })

  test('reads a docket’s labelled judge field', () => {
    expect(read('     Ordering Judge: Jane M. Doe, Judge\n')).toEqual([
      ['Jane M. Doe', 'unknown', 'title'],
    ])
    expect(read('Magistrate Judge: John Q. Roe\n')).toEqual([
      ['John Q. Roe', 'magistrate', 'title'],
    ])
  })

  test('reads a name and bench title after an order’s closing words or a signature rule', () => {
    expect(read('ENTER: Jane M. Doe, Judge\n')).toEqual([['Jane M. Doe', 'unknown', 'author']])
    expect(read('____________________\nJANE M. DOE, DISTRICT JUDGE\n')).toEqual([
      ['Jane M. Doe', 'district', 'author'],
    ])
    expect(read('________________ John Q. Roe, Magistrate Judge\n')).toEqual([
      ['John Q. Roe', 'magistrate', 'author'],
    ])
  })
})

describe('a docket report’s columns', () => {
  test('a name ends where the next column’s field label starts', () => {
    const line = 'Referred to: Magistrate Judge Sam T. Park  Nature of Suit: 440 Civil Rights'
    const [park] = findJudges(line)
    expect(park?.value).toBe('Sam T. Park')
    expect(line.slice(park!.start, park!.end)).toBe('Magistrate Judge Sam T. Park')
    expect(read('Assigned to: Judge Priya H. Lind  Cause: 42:1983 Civil Rights')).toEqual([
      ['Priya H. Lind', 'unknown', 'title'],
    ])
  })

  test('a report printed one space apart: the field label glued to the name is cut', () => {
    const line = 'Assigned to: District Judge Orrin T. Calloway Nature of Suit: 442 Civil Rights'
    const [judge] = findJudges(line)
    expect(judge?.value).toBe('Orrin T. Calloway')
    expect(findJudges('Assigned to: Judge Mara Lind Jury Demand: None')[0]?.value).toBe('Mara Lind')
    expect(findJudges('Judge Mara Lind Date Filed: 02/03/2011')[0]?.value).toBe('Mara Lind')
  })
})

describe('a scanned signature block', () => {
  test('debris after the signed name and a misread title word still read as a signature', () => {
    expect(read("Dated this 3rd day of May.\nJANE Q. ROE  ,.',;  '~,.\nCirc:uit Judge\n")).toEqual([
      ['Jane Q. Roe', 'state', 'signature'],
    ])
    expect(read('JOHN A. DOE \ns-e~ior United States District Judge\n')).toEqual([
      ['John A. Doe', 'district', 'signature'],
    ])
  })

  test('a caption column mark is no debris: a party line over a title is no signature', () => {
    expect(read('ELM FOODS INITIATIVE; )\nJUSTICE CENTER,  )\n')).toEqual([])
  })
})

describe('authors and signatures as state and district courts print them (gallery round)', () => {
  test('"X, D.J." on its own line, "JUSTICE X delivered the judgment", "BY JUDGE X"', () => {
    expect(read('MEMORANDUM AND ORDER\n\nOrtega, D.J.\n\nThe relator sues.')).toEqual([
      ['Ortega', 'district', 'author'],
    ])
    expect(read('Doe, D.J., a minor, by his mother')).toEqual([])
    expect(read('   JUSTICE WALSH delivered the judgment of the court, with opinion.')).toEqual([
      ['Walsh', 'unknown', 'author'],
    ])
    expect(
      read('MEMORANDUM OPINION\nBY JUDGE BRENNER                      FILED: May 3, 2021'),
    ).toEqual([['Brenner', 'unknown', 'author']])
  })

  test('a panel heading continued on the next line is no author line: it is the panel', () => {
    expect(read('SECOND DIVISION\nBARNES, P. J.,\nMARKLE and PIPKIN, JJ.\n')).toEqual([
      ['Barnes', 'state', 'panel'],
      ['Markle', 'state', 'panel'],
      ['Pipkin', 'state', 'panel'],
    ])
  })

  test('a trial judge signs over "CIRCUIT COURT JUDGE" or beside the left column', () => {
    expect(read('______________\nMARTA C. RIVAS\nCIRCUIT COURT JUDGE')).toEqual([
      ['Marta C. Rivas', 'state', 'signature'],
    ])
    const column = [
      '                                        ____________________',
      '                                        Ellen T. Shaw',
      'Dated: May 2, 2022                      Justice of the Superior Court',
    ].join('\n')
    expect(read(column)).toEqual([['Ellen T. Shaw', 'state', 'signature']])
  })
})

describe('names and author lines a fresh set of filings prints (session 22)', () => {
  test('a name written with its particle joined ("DeAnna LaRue"), the next column cut off', () => {
    const line = 'Assigned to: Judge DeAnna LaRue Fox  Jury Demand: None'
    const [fox] = findJudges(line)
    expect(fox?.value).toBe('DeAnna LaRue Fox')
    expect(line.slice(fox!.start, fox!.end)).toBe(' Judge DeAnna LaRue Fox')
  })

  test('an author line after a reporter’s star paging, with a numeral, or "United States"', () => {
    expect(
      read('Before ROE, POE, and LEE, Circuit Judges.\n*13 POE, Circuit Judge.\n'),
    ).toContainEqual(['Poe', 'circuit', 'author'])
    expect(read('JOHN Q. ROE, III, United States District Judge:\nThe plaintiffs sue.')).toEqual([
      ['John Q. Roe, III', 'district', 'author'],
    ])
    expect(read('  Lee, United States Senior District Judge:\n')).toEqual([
      ['Lee', 'district', 'author'],
    ])
  })

  test('"OPINION OF THE COURT BY JUSTICE X" names the author', () => {
    expect(read('OPINION OF THE COURT BY JUSTICE HALE\nAFFIRMING\n')).toEqual([
      ['Hale', 'unknown', 'author'],
    ])
  })

  test('a signature over "United States Senior District Judge" or "… District Court Judge"', () => {
    expect(
      read('Dated: 06/11/2020\n    Ann B Lee.\n    United States Senior District Judge\n'),
    ).toEqual([['Ann B Lee', 'district', 'signature']])
    expect(read('SO ORDERED.\nAnn B. Lee\nUnited States District Court Judge\n')).toEqual([
      ['Ann B. Lee', 'district', 'signature'],
    ])
  })

  test('initials are no author: a docket’s list of minors "A.B., J.S. and C.D."', () => {
    expect(read('   A.B., J.S. and C.D., M.P. (Roe, Ann) (Entered: 01/02/2021)\n')).toEqual([])
  })

  test('a place named for a judge, and a name cut after an initial, are no judge', () => {
    expect(read('conditions at the Judge Mary T. Lane Youth Center.')).toEqual([])
    expect(read('HONORABLE  ANN  B,  CORWIN\nState Attorney General')).toEqual([])
  })

  test('a plural title closes a panel’s list, not an author’s line', () => {
    expect(read('Present: DOE, Chief Judge, ROE, and\nPOE, Circuit Judges.\n')).not.toContainEqual([
      'Poe',
      'circuit',
      'author',
    ])
    expect(read('POE, Circuit Judge.\n')).toEqual([['Poe', 'circuit', 'author']])
  })

  test('the magistrate bench from the title after a name or the word before "Judge:"', () => {
    expect(
      read('worked with the Honorable Ann B. Lee, United States Magistrate Judge, to'),
    ).toEqual([['Ann B. Lee', 'magistrate', 'honorific']])
    expect(read('V.   Judge:  Sam T. Park\n   Magistrate  Judge:  Ann B. Lee\n')).toEqual([
      ['Sam T. Park', 'unknown', 'title'],
      ['Ann B. Lee', 'magistrate', 'title'],
    ])
  })

  test('a statute’s name and a form’s label are no judge’s name', () => {
    expect(read('the Elm Confidential Criminal\nJustice Information Act, obtain')).toEqual([])
    expect(read('Name of Assigned Judge Ann B. Lee Sitting Judge if Other\n')).toEqual([
      ['Ann B. Lee', 'unknown', 'title'],
    ])
  })
})

describe('a caption column’s judge label over the name (session 23)', () => {
  test('"Honorable:" ends one line of the right-hand column, the name the next', () => {
    const caption = [
      'JANE DOE; SAM ROE, by his    )  21-12345',
      'next friends, Ray Roe and    )  Honorable:',
      'Kim Roe, a minor, by next    )  Ann B. Lee',
      'ELM CENTER, INC.             )',
    ].join('\n')
    expect(read(caption)).toEqual([['Ann B. Lee', 'unknown', 'honorific']])
    // A name the left column prints under the label is a party's.
    expect(read('JANE DOE,    )  Honorable:\nSam Roe and Kim Roe\n')).toEqual([])
  })

  test('a name finished on the next line of a two-column caption’s bracketed assignment', () => {
    const text = [
      'JANE ROE, an individual;  Case No. 5:21-cv-04417 ABC',
      'JOHN POE, a minor,   [Assigned to the Honorable Mary Ellen',
      '13  by his guardian ANN POE,  Whitfield - Courtroom 4]',
      '   Plaintiffs,',
    ].join('\n')
    expect(read(text)).toEqual([['Mary Ellen Whitfield', 'unknown', 'honorific']])
    // Closed on its own line, or no bracket at all: the name is what the line prints.
    expect(
      read('[Assigned to the Honorable Mary Ellen Whitfield]\nJOHN POE,  Courtroom 4]'),
    ).toEqual([['Mary Ellen Whitfield', 'unknown', 'honorific']])
    expect(read('Before the Honorable Mary Ellen\nJOHN POE,  Whitfield]')[0]![0]).toBe('Mary Ellen')
  })
})

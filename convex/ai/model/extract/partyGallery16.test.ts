// Party names, round 2 (issue 27, H2b): next friends who are also the wards' lawyers, "and"
// inside an organisation's name, bodies' initials, a relator's "o/b/o", a middle initial glued to
// the given name. Every example is invented.
import { describe, expect, test } from 'vitest'
import { organisationAnd } from './nameJoins'
import { withInitialUnglued } from './nameTidy'
import { partyName, partyNames } from './partyNames'
import { isName } from './nameDescriptions'
import { relatorTitle } from './relatorTitles'

describe('a next friend "by and through" is no party', () => {
  test('a next friend and attorney, his suffix with him', () => {
    expect(
      partyNames(
        'JANE ROE, a minor, by and through their Next Friend and attorney, JOHN Q. ROE, JR.',
      ),
    ).toEqual(['Jane Roe'])
    expect(
      partyNames(
        'J.R., and K.P., minors, by and\nthrough their Next Friend and attorney,\nJOHN Q. ROE, JR., on their behalf\nand on behalf of all others similarly\nsituated,',
      ),
    ).toEqual(['J.R.', 'K.P.'])
  })

  test('a guardian ad litem and a parent still cut', () => {
    expect(
      partyNames(
        'J.R., by and through his guardian ad litem, MARY ROE; and K.P., by and through her parent, ANN POE',
      ),
    ).toEqual(['J.R.', 'K.P.'])
  })
})

describe('"and" inside an organisation\'s name', () => {
  test('words that stand as no party alone keep their "and"', () => {
    expect(
      partyNames('ALL YOUTH DETAINED IN JUVENILE HALLS AND CAMPS IN ELM COUNTY, et al.'),
    ).toEqual(['All Youth Detained in Juvenile Halls and Camps in Elm County'])
    expect(partyNames('All Youth Held in Elm Halls and Camps in Oak County')).toEqual([
      'All Youth Held in Elm Halls and Camps in Oak County',
    ])
    expect(partyNames('ELM PROTECTION AND ADVOCACY, INC., and JANE ROE')).toEqual([
      'Elm Protection and Advocacy, Inc.',
      'Jane Roe',
    ])
  })

  test('two parties each standing alone stay two', () => {
    expect(partyNames('JANE ROE and JOHN ROE')).toEqual(['Jane Roe', 'John Roe'])
    expect(partyNames('JANE ROE AND ELM COUNTY')).toEqual(['Jane Roe', 'Elm County'])
    expect(partyNames('Friends of the Elm and Oak Valley Club')).toEqual([
      'Friends of the Elm',
      'Oak Valley Club',
    ])
    expect(partyNames('ACME CORP. and ROE SERVICES, INC.')).toEqual([
      'Acme Corp.',
      'Roe Services, Inc.',
    ])
    expect(partyNames('OFFICERS JOHN DOE(S) and OFFICERS RICHARD ROE(S)')).toEqual([
      'Officers John Doe(S)',
      'Officers Richard Roe(S)',
    ])
    expect(partyNames('J.R. and K.P.')).toEqual(['J.R.', 'K.P.'])
    expect(organisationAnd('ROE and POE')).toBe('ROE and POE')
  })
})

describe("bodies' initials keep their capitals", () => {
  test('known acronyms and runs without vowels', () => {
    expect(partyNames('EEOC')).toEqual(['EEOC'])
    expect(partyNames('ELM BRANCH OF THE NAACP')).toEqual(['Elm Branch of the NAACP'])
    expect(partyNames('UNITED STATES IMMIGRATION AND CUSTOMS ENFORCEMENT (ICE)')).toEqual([
      'United States Immigration and Customs Enforcement (ICE)',
    ])
    expect(partyNames('ACME BRKLN LLC')).toEqual(['Acme BRKLN LLC'])
  })

  test('an acronym that spells a word is recased inside a name', () => {
    expect(partyNames('ICE CREAM KING, INC.')).toEqual(['Ice Cream King, Inc.'])
    expect(partyNames('DOC ROE')).toEqual(['Doc Roe'])
  })
})

describe('a relator acting "o/b/o" the one held', () => {
  test('the title is one name, "Esq." the relator\'s suffix', () => {
    expect(
      relatorTitle('PEOPLE OF THE STATE OF ELM EX REL.\nJANE ROE, ESQ. O/B/O POE\nJOHN, ET AL.'),
    ).toBe('People of the State of Elm Ex Rel. Jane Roe, Esq. o/b/o Poe John')
    expect(
      partyNames('STATE OF ELM EX REL. JANE ROE, ESQ. O/B/O JOHN POE, and ACME CORP.'),
    ).toEqual(['State of Elm ex rel. Jane Roe, Esq. o/b/o John Poe', 'Acme Corp.'])
  })
})

describe('a middle initial glued to the given name', () => {
  test('set apart in a name in capitals', () => {
    expect(partyNames('MARTINJ. ROEBUCK')).toEqual(['Martin J. Roebuck'])
    expect(partyNames('MARTINJ. ROEBUCK, JR.')).toEqual(['Martin J. Roebuck, Jr.'])
  })

  test('abbreviations and names in small letters untouched', () => {
    expect(withInitialUnglued('CORP. SOUTH')).toBe('CORP. SOUTH')
    expect(withInitialUnglued('DEPT. CORRECTIONS')).toBe('DEPT. CORRECTIONS')
    expect(withInitialUnglued('Martinj. Roebuck')).toBe('Martinj. Roebuck')
    expect(partyNames('ACME BROS. SHOWS')).toEqual(['Acme Bros. Shows'])
  })
})

describe("a scan's comma for a middle initial's stop", () => {
  test('a given name, an initial and a surname opening an entry are one name', () => {
    expect(partyNames('JANE M, ROE, Director of Elm; and CARL B, POE, Warden')).toEqual([
      'Jane M. Roe',
      'Carl B. Poe',
    ])
  })

  test('a name printed surname first keeps its commas', () => {
    expect(partyNames('ROE, JANE M, POE, JOHN Q')).toEqual(['Roe', 'Jane M', 'Poe', 'John Q'])
  })
})

describe('next friends named before their office', () => {
  test('"by X, and Y, their next friends" describes the wards', () => {
    expect(
      partyNames(
        'A.B., C.D., and E.F., by Jane Roe Lane, and Dr. John Poe, their next friends; G.H. and I.J., a married couple',
      ),
    ).toEqual(['A.B.', 'C.D.', 'E.F.', 'G.H.', 'I.J.'])
    expect(partyNames('JANE ROE, by JOHN ROE, her next friend, and MARY POE')).toEqual([
      'Jane Roe',
      'Mary Poe',
    ])
  })
})

describe("advocates' paired words", () => {
  test('"Peace and Justice", "Protection and Advocacy" inside one name', () => {
    expect(
      partyNames('Elm Peace, Inc., North Elm Peace and Justice Network, and Oak Aid, Inc.'),
    ).toEqual(['Elm Peace, Inc.', 'North Elm Peace and Justice Network', 'Oak Aid, Inc.'])
    expect(partyNames('ELM PROTECTION AND ADVOCACY SYSTEM and JANE ROE')).toEqual([
      'Elm Protection and Advocacy System',
      'Jane Roe',
    ])
  })
})

describe('a company named with figures first', () => {
  test('its figures stay, its suffix closing it', () => {
    expect(partyName('3elm LLC')).toBe('3elm LLC')
    expect(partyName('21st Century Elm Holdings, Inc.')).toBe('21st Century Elm Holdings, Inc.')
    expect(partyNames('JANE ROE, 3ELM LLC, and ACME CORP.')).toEqual([
      'Jane Roe',
      '3elm LLC',
      'Acme Corp.',
    ])
  })

  test("an address, a number or a scan's misread letter is still no name", () => {
    expect(isName('1st Floor')).toBe(false)
    expect(isName('12 Oak Lane, Suite 4')).toBe(false)
    expect(partyNames('JANE ROE, 8ROWNING HOLDINGS, INC., and ACME CORP.')).toEqual(['Jane Roe'])
  })
})

describe('roles a docket report or an appeal sets after a name', () => {
  test("a debtor, an interested party, a friend of the court, a terminated party's mark", () => {
    expect(partyName('In re: Acme Corp., Debtor')).toBe('Acme Corp.')
    expect(partyName('Acme Corp., Debtor-in-Possession')).toBe('Acme Corp.')
    expect(partyName('Jane Roe, Interested Party')).toBe('Jane Roe')
    expect(partyName('Jane Roe, Amicus Curiae')).toBe('Jane Roe')
    expect(partyName('Acme Corp. (Terminated)')).toBe('Acme Corp.')
    expect(partyNames('Jane Roe, Appellant v.')).toEqual(['Jane Roe'])
  })

  test('an office after the name is not taken for a role', () => {
    expect(partyName('Jane Roe, Chapter 7 Trustee')).toBe('Jane Roe, Chapter 7 Trustee')
  })
})

describe('headings and descriptions of the forms the held-out kinds print', () => {
  test("a veteran's appeal, a form's role", () => {
    expect(partyName('IN THE APPEAL OF JOHN Q. ROE')).toBe('John Q. Roe')
    expect(partyName('JANE ROE, (Pro Se)')).toBe('Jane Roe')
    expect(partyName('JANE ROE, Plaintiff(s)')).toBe('Jane Roe')
  })

  test("a spouse left unnamed, a couple's bond, a public body's nature", () => {
    expect(partyName('Jane Roe, et ux.')).toBe('Jane Roe')
    expect(partyName('JOHN ROE, et vir')).toBe('John Roe')
    expect(partyNames('JOHN ROE and JANE ROE, husband and wife')).toEqual(['John Roe', 'Jane Roe'])
    expect(partyName('ELM COUNTY, a political subdivision of the State of Elm')).toBe('Elm County')
    expect(partyNames('CITY OF ELMTON, a municipality, and JANE ROE')).toEqual([
      'City of Elmton',
      'Jane Roe',
    ])
  })
})

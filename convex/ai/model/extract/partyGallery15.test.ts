// The names themselves (issue 27, H2): captions read from the right lines whose names came out
// wrong — an office or a title left on, a name cut at a line's end, a piece split off, a tail kept.
// Every example is invented.
import { describe, expect, test } from 'vitest'
import { findDefinedParties } from './definedParties'
import { invertedPersons } from './invertedNames'
import { partyName, partyNames, readPartyNames } from './partyNames'
import { isName } from './nameDescriptions'

describe("a docket report's entry: a person surname first, then the office", () => {
  test('the office and its seat after the given name are cut', () => {
    expect(partyName('Roe, Jane, Sec., Elm Housing & Urban')).toBe('Roe, Jane')
    expect(partyName('Poe, Martin Q., Executive Director, Elm Housing Authority, I/o')).toBe(
      'Poe, Martin Q',
    )
    expect(partyName('Doe, Carl B., Mayor, New Elm, I/o')).toBe('Doe, Carl B')
    expect(partyName('ROE, JANE, Director of the Elm Agency')).toBe('Roe, Jane')
  })

  test('a suffix stays with the name; a body or a firm is not turned round', () => {
    expect(partyName('Roe, Jane, Jr., Warden')).toBe('Roe, Jane, Jr.')
    expect(partyName('Roe, Jane, Jr.')).toBe('Roe, Jane, Jr.')
    expect(partyName('Elmland, State of')).toBe('Elmland, State of')
    expect(partyName('Roe, Poe & Doe, LLP')).toBe('Roe, Poe & Doe, LLP')
    expect(partyName('Housing and Urban Development, Department of')).toBe(
      'Housing and Urban Development, Department of',
    )
  })
})

describe('a semicolon list of persons printed surname first', () => {
  test('each entry is one person, its comma no end', () => {
    expect(
      partyNames(
        'ROEMAN, CLARA; VALDEZ, INES; POEHLER, MARK; DOE, ALAN, on behalf of themselves and all others similarly situated',
      ),
    ).toEqual(['Roeman, Clara', 'Valdez, Ines', 'Poehler, Mark', 'Doe, Alan'])
    expect(partyNames('GREEN, EDWARD G. JR.; OBRAN, MARCO; LAKE, JEROME')).toEqual([
      'Green, Edward G. Jr',
      'Obran, Marco',
      'Lake, Jerome',
    ])
  })

  test('a list of bodies or of persons with offices is read as before', () => {
    expect(invertedPersons(['ACME, INC.', 'BETA, LLC'])).toBeNull()
    expect(invertedPersons(['ELM COUNTY, GEORGIA', 'OAK CITY, TEXAS'])).toBeNull()
    expect(invertedPersons(['JOHN ROE, Director', 'JANE POE, Warden'])).toBeNull()
    expect(invertedPersons(['ROE, JANE'])).toBeNull()
    expect(partyNames('JOHN ROE, Director; JANE POE, Warden')).toEqual(['John Roe', 'Jane Poe'])
  })
})

describe("the last entry of a semicolon list opens on 'and'", () => {
  test('its place after the office is no second party', () => {
    expect(
      partyNames(
        'Carl Roe, in His Official Capacity as Clerk of the Superior Court of Elm County, Arizona; Mia K. Poe, in Her Official Capacity as Clerk of the Superior Court of Oak County, Arizona; and Vera Doe, in Her Official Capacity as Clerk of the Superior Court of Ash County, Arizona,',
      ),
    ).toEqual(['Carl Roe', 'Mia K. Poe', 'Vera Doe'])
  })
})

describe('a heading run into the first name', () => {
  test("a California complaint's jurisdiction line", () => {
    expect(partyNames('UNLIMITED JURISDICTION\n\nTHE PEOPLE OF THE STATE OF CALIFORNIA,')).toEqual([
      'The People of the State of California',
    ])
    expect(partyNames('LIMITED CIVIL CASE JANE ROE, an individual,')).toEqual(['Jane Roe'])
  })

  test("'In re the Petition of' names the petitioner", () => {
    expect(
      partyNames(
        'In re: the Petition of the Elm Prison Society, Jane Roe, and Carl Poe, Petitioners',
      ),
    ).toEqual(['Elm Prison Society', 'Jane Roe', 'Carl Poe'])
  })
})

describe('a name cut at a line end', () => {
  test('a name ending on an article or a preposition is doubtful, not answered', () => {
    expect(readPartyNames('APPLICATION OF THE ELM BUREAU OF\nINQUIRY FOR AN')).toEqual({
      names: [],
      doubted: true,
    })
    expect(partyNames('MOTION OF JANE ROE TO')).toEqual([])
  })

  test("'of' may close a body's name printed head last", () => {
    expect(partyNames('ELMLAND STATE OF')).toEqual(['Elmland State of'])
  })
})

describe('a nickname inside a name; a defined term after it', () => {
  test('the nickname between the given names and the surname stays', () => {
    expect(
      partyNames('CARL EDWARD (“SKIP”) ROE, GOVERNOR OF THE STATE OF ELM, JANE L. POE'),
    ).toEqual(['Carl Edward (“Skip”) Roe', 'Jane L. Poe'])
  })

  test('a defined term after the name is cut', () => {
    expect(partyNames('ACME CORP. (“Acme”), and JOHN ROE')).toEqual(['Acme Corp.', 'John Roe'])
  })
})

describe('officers sued as a numbered group', () => {
  test('the numbers close the group, which is no fictitious party to drop', () => {
    expect(partyNames('ELM STATE PATROL OFFICERS DOES 1-50,')).toEqual([
      'Elm State Patrol Officers Does 1-50',
    ])
    expect(partyNames('ACME CORP., and DOES 1-10')).toEqual(['Acme Corp.'])
  })
})

describe('a numbered district and its county', () => {
  test('the county and the state say which district, no second party', () => {
    expect(partyNames('SCHOOL DISTRICT NUMBER 7, ELM COUNTY, SOUTH CAROLINA et aI')).toEqual([
      'School District Number 7, Elm County, South Carolina',
    ])
    expect(partyNames('Oak School District No. 12, Elm County; and Jane Roe')).toEqual([
      'Oak School District No. 12, Elm County',
      'Jane Roe',
    ])
  })

  test('an unnumbered district and a county are two parties', () => {
    expect(partyNames('OAK SCHOOL DISTRICT, ELM COUNTY')).toEqual([
      'Oak School District',
      'Elm County',
    ])
  })

  test("a case's number is still no name", () => {
    expect(isName('Case No. 12 Jane Roe')).toBe(false)
    expect(isName('Oak School District No. 12')).toBe(true)
  })
})

describe("a second office of the person after 'as …'", () => {
  test("'and the State … Officer' goes on describing the person", () => {
    expect(
      partyNames(
        'Carl B. ROE, as Commissioner of Mental Health, and the State\nof Elmland Mental Health Officer, et al.',
      ),
    ).toEqual(['Carl B. ROE'])
  })
})

describe("a sovereign suing on a relator's relation", () => {
  test('the relator is part of the title, a comma between or not', () => {
    expect(partyNames('UNITED STATES OF AMERICA, ex rel. JOHN ROE,')).toEqual([
      'United States of America, ex rel. John Roe',
    ])
    expect(partyNames('STATE OF ELMLAND ex rel. JANE ROE, Relator,')).toEqual([
      'State of Elmland ex rel. Jane Roe',
    ])
    expect(partyNames('UNITED STATES ex rel. JOHN ROE, Plaintiff-Relator,')).toEqual([
      'United States ex rel. John Roe',
    ])
  })
})

describe("a generation's numeral recased from capitals", () => {
  test('keeps its capitals', () => {
    expect(partyNames('CARL ROE, III')).toEqual(['Carl Roe, III'])
    expect(partyNames('HORACE POE, II; JANE ROE')).toEqual(['Horace Poe, II', 'Jane Roe'])
  })
})

describe('a trade name or another name, spelt out or without its slashes', () => {
  test("'doing business as' joins the trade name to the party, as d/b/a does", () => {
    expect(partyNames('Acme Corp. doing business as Acme Stores')).toEqual([
      'Acme Corp. doing business as Acme Stores',
    ])
    expect(partyNames('ACME CORP., doing business as ACME STORES, a Delaware corporation')).toEqual(
      ['Acme Corp., doing business as Acme Stores'],
    )
    expect(partyNames('JANE ROE, AKA JANE POE')).toEqual(['Jane Roe, aka Jane Poe'])
  })

  test("a description's words before 'doing business as' are no name", () => {
    expect(
      partyNames(
        'ELM ROE SERVICES, L.L.C., on behalf of its patients, physicians, and staff, doing business as Elm Medical Group; OAK CITY MEDICAL SUITE',
      ),
    ).toEqual(['Elm Roe Services, L.L.C.', 'Oak City Medical Suite'])
  })

  test("'also known as' spelt out is cut, as it is in parentheses", () => {
    expect(partyName('JANE ROE, also known as JANE POE')).toBe('Jane Roe')
  })
})

describe("a person's degree and a pseudonym's number", () => {
  test('a degree after the comma belongs to the name', () => {
    expect(partyNames('Jane Roe, Ph.D.')).toEqual(['Jane Roe, Ph.D.'])
    expect(partyNames('JANE ROE, PH.D., and JOHN POE')).toEqual(['Jane Roe, Ph.D.', 'John Poe'])
  })

  test("a Doe's number sign is no debris", () => {
    expect(partyNames('John Doe #1')).toEqual(['John Doe #1'])
    expect(partyNames('JOHN DOE #2, a police officer')).toEqual(['John Doe #2'])
  })
})

describe('those who sue for another are no parties', () => {
  test("an attorney-in-fact, an estate's administrator", () => {
    expect(partyNames('Jane Roe, by her attorney-in-fact, John Roe')).toEqual(['Jane Roe'])
    expect(
      partyNames('THE ESTATE OF JOHN ROE, by and through its administrator, JANE ROE'),
    ).toEqual(['The Estate of John Roe'])
    expect(partyNames('JANE ROE, Administratrix of the Estate of JOHN ROE')).toEqual(['Jane Roe'])
    expect(
      partyNames(
        'JANE ROE, Independent Executrix of the Estate of JOHN ROE, Deceased; and ACME, INC.',
      ),
    ).toEqual(['Jane Roe', 'Acme, Inc.'])
  })
})

describe("a side's role or a pro se mark after a docket entry's name", () => {
  test('is cut', () => {
    expect(partyName('JANE ROE, Plaintiff - Appellant')).toBe('Jane Roe')
    expect(partyName('Acme Corp., Defendant-Appellee')).toBe('Acme Corp.')
    expect(partyName('Acme Inc. (Defendant)')).toBe('Acme Inc.')
    expect(partyName('Jane Roe (Pro Se)')).toBe('Jane Roe')
    expect(partyName('Jane Roe, pro se')).toBe('Jane Roe')
    expect(partyName('Jane Roe, Cross-Appellant')).toBe('Jane Roe')
  })
})

describe("a complaint's group of parties named by the short names it defined", () => {
  const text = [
    'DEFENDANTS',
    '',
    '7. Defendant Elmco Holdings Corp. ("Elmco Holdings") is a Delaware corporation.',
    '',
    '8. Defendant Elmco Stores LLC (“Elmco Stores”) is a Delaware limited liability company.',
    '',
    '9. Defendant Oakline Widgets, Inc. (“the Company”) is a corporation.',
    '',
    '10. Defendants Elmco Holdings, Elmco Stores, and Oakline (collectively, “Elmco” or',
    '“Defendants”) have operated as a common enterprise.',
  ].join('\n')

  test('each short name is read as the whole name it stands for', () => {
    expect(findDefinedParties(text).map((m) => [m.role, m.value])).toEqual([
      ['defendants', ['Elmco Holdings Corp.', 'Elmco Stores LLC', 'Oakline']],
    ])
  })
})

describe("'et al.' as scans and typists print it", () => {
  test('its stop misplaced, its space lost, its letters misread: cut', () => {
    for (const block of [
      'JANE ROE, et. al',
      'JANE ROE, ET. AL.',
      'JANE ROE, etal.',
      'JANE ROE ETAL',
      'JANE ROE, et alia',
      'JANE ROE, et aI., Petitioners',
      'JANE ROE, et a1.,',
    ])
      expect(partyNames(block)).toEqual(['Jane Roe'])
    expect(partyNames('ETALON CORP., et al.')).toEqual(['Etalon Corp.'])
  })

  test("a column's marks left after the name are cut", () => {
    expect(partyNames('JANE ROE, et al.)')).toEqual(['Jane Roe'])
    // (A star stays doubtful: it marks a headnote's key number as often as a column.)
    expect(readPartyNames('JANE ROE * et al.').doubted).toBe(true)
  })
})

describe('a capacity printed in parentheses', () => {
  test('leaves no parenthesis behind', () => {
    expect(partyNames('JOHN ROE (in his official capacity)')).toEqual(['John Roe'])
    expect(
      partyNames('JOHN ROE (in his official capacity as Director of Elm), and ACME, INC.'),
    ).toEqual(['John Roe', 'Acme, Inc.'])
    expect(partyNames('Agents of Elmland Powers (U)')).toEqual(['Agents of Elmland Powers (U)'])
  })
})

describe("an agency's name that lists its charges", () => {
  test('commas and "and" inside one body join no parties', () => {
    expect(partyNames('BUREAU OF ALCOHOL, TOBACCO, FIREARMS AND EXPLOSIVES')).toEqual([
      'Bureau of Alcohol, Tobacco, Firearms and Explosives',
    ])
    expect(partyNames('DEPARTMENT OF HEALTH, EDUCATION, AND WELFARE, et al.')).toEqual([
      'Department of Health, Education, and Welfare',
    ])
    expect(partyNames('BOARD OF PARDONS AND PAROLES')).toEqual(['Board of Pardons and Paroles'])
    expect(partyNames('DEPARTMENT OF NATURAL RESOURCES AND ENVIRONMENTAL CONTROL')).toEqual([
      'Department of Natural Resources and Environmental Control',
    ])
    expect(
      partyNames('DEPARTMENT OF HOMELAND SECURITY and U.S. CITIZENSHIP AND IMMIGRATION SERVICES'),
    ).toEqual(['Department of Homeland Security', 'U.S. Citizenship and Immigration Services'])
  })

  test('persons after an office stay parties of their own', () => {
    expect(partyNames('DEPARTMENT OF CORRECTIONS, ROE, AND POE')).toEqual([
      'Department of Corrections',
      'Roe',
      'Poe',
    ])
    expect(partyNames('Department of Corrections and Mary Ann Roe')).toEqual([
      'Department of Corrections',
      'Mary Ann Roe',
    ])
  })
})

describe("a proceeding's heading before its subject", () => {
  test("'In the Interest of' a child and 'Ex parte' an applicant name the subject", () => {
    expect(partyNames('In the Interest of J.R., a child')).toEqual(['J.R.'])
    expect(partyNames('IN THE INTEREST OF A.B. AND C.D., CHILDREN')).toEqual(['A.B.', 'C.D.'])
    expect(partyNames('EX PARTE JOHN ROE, Applicant')).toEqual(['John Roe'])
  })
})

describe("'a child' after a comma describes; inside a name it is the name's", () => {
  test('a society for children keeps its word', () => {
    expect(partyNames('SOCIETY FOR GOOD WILL TO ELM CHILDREN, INC.')).toEqual([
      'Society for Good Will to Elm Children, Inc.',
    ])
  })
})

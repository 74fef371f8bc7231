import { describe, expect, test } from 'vitest'
import {
  docketKey,
  judgeKey,
  matches,
  nameKey,
  partiesLeadMatch,
  partyKey,
  sameCourt,
  sameDocket,
} from './compare'
import type { FieldAnswer, FieldValue } from './types'

/** An answer with `value` (and `display`, which only amounts read). */
const answer = (value: FieldValue, display = String(value)): FieldAnswer => ({
  value,
  display,
  quote: '',
  source: null,
  confidence: 1,
  rationale: '',
})

describe('docketKey', () => {
  test('writes a federal number the same whatever its prefix, type, zeros and initials', () => {
    const key = docketKey('1:22-cv-08123-RWK')
    expect(key).toBe('22-8123')
    expect(docketKey('22-CV-8123 (RWK)')).toBe(key)
    expect(docketKey('Case No. 1:22-cv-8123')).toBe(key)
    expect(docketKey('C.A. No. 23-1187-GBW')).toBe(docketKey('1:23-cv-01187-GBW'))
    // The Central District of California's magistrate mark after the judge's initials.
    expect(docketKey('2:19-cv-04417 ABC (DEx)')).toBe(docketKey('2:19-cv-04417-ABC'))
    expect(docketKey('CV 19-4417-ABC (Ex)')).toBe(docketKey('CV 19-4417-ABC'))
    // The Northern District of California's "C" written against the year.
    expect(docketKey('C09-04417 ABC')).toBe(docketKey('3:09-cv-04417-ABC'))
    expect(docketKey('C 09-04417 ABC')).toBe(key.replace('22-8123', '09-4417'))
  })

  test('keeps other numbers as written, in capitals and single spaces', () => {
    expect(docketKey('Index No. 651234/2023')).toBe('651234/2023')
    expect(docketKey('bc  712345')).toBe('BC 712345')
    expect(docketKey('22-8123')).not.toBe(docketKey('23-8123'))
  })
})

describe('judgeKey', () => {
  test('a middle initial, case, punctuation and a suffix do not make another judge', () => {
    expect(judgeKey('Jane M. Doe')).toBe('jane doe')
    expect(judgeKey('JANE DOE')).toBe(judgeKey('Jane M. Doe'))
    expect(judgeKey('Andrew L. Carter, Jr.')).toBe(judgeKey('Andrew Carter'))
    expect(judgeKey('Jane Roe')).not.toBe(judgeKey('Jane Doe'))
    // A name's accent, typed or not, is the same letter.
    expect(judgeKey('Rosa I. Peñalvo')).toBe(judgeKey('ROSA I. PENALVO'))
    expect(judgeKey('José Roe')).toBe(judgeKey('Jose Roe'))
  })
})

describe('nameKey and partyKey', () => {
  test('compare names without case, punctuation or spacing', () => {
    expect(nameKey('U.S. District Court — S.D.N.Y.')).toBe('u s district court s d n y')
    expect(partyKey(['The Acme Corp.', 'Jane Doe'])).toBe(partyKey(['JANE DOE', 'Acme Corp']))
  })
})

describe('matches', () => {
  test('yesNo: a boolean equal to the expected answer', () => {
    expect(matches('yesNo', answer(true, 'Yes'), true)).toBe(true)
    expect(matches('yesNo', answer(false, 'No'), false)).toBe(true)
    expect(matches('yesNo', answer(true, 'Yes'), false)).toBe(false)
    expect(matches('yesNo', answer(false, 'No'), true)).toBe(false)
    // Only a boolean counts: the text "Yes" or nothing found is not an answer.
    expect(matches('yesNo', answer('Yes'), true)).toBe(false)
    expect(matches('yesNo', answer(null, ''), false)).toBe(false)
  })

  test('text: a string equal to the expected one up to case, punctuation and spacing', () => {
    expect(matches('text', answer('Breach of Contract'), 'breach of contract')).toBe(true)
    expect(matches('text', answer('  Breach-of-contract. '), 'Breach of contract')).toBe(true)
    expect(matches('text', answer('Breach of warranty'), 'Breach of contract')).toBe(false)
    expect(matches('text', answer(['Breach of contract']), 'Breach of contract')).toBe(false)
    expect(matches('text', answer(null, ''), 'Breach of contract')).toBe(false)
  })

  test('the field types keep their rules', () => {
    expect(matches('dates', answer('2024-05-09'), '2024-05-09')).toBe(true)
    expect(matches('dates', answer('2024-05-10'), '2024-05-09')).toBe(false)
    const money = { amount: 184000, currency: 'USD' }
    expect(matches('amounts', answer(184000, 'USD 184,000.00'), money)).toBe(true)
    expect(matches('amounts', answer(184000, 'EUR 184,000.00'), money)).toBe(false)
    expect(matches('caseNumbers', answer('2:24-cv-00987-MOS'), 'No. 2:24-CV-987')).toBe(true)
    expect(
      matches('courts', answer('Superior Court of New Jersey'), 'SUPERIOR COURT OF NEW JERSEY'),
    ).toBe(true)
    expect(matches('judges', answer('Miriam Sato'), 'Miriam O. Sato')).toBe(true)
    expect(matches('parties', answer(['Acme Corp.', 'Jane Doe']), ['Jane Doe', 'Acme Corp'])).toBe(
      true,
    )
    expect(matches('parties', answer('Acme Corp.; Jane Doe'), ['Jane Doe', 'Acme Corp'])).toBe(true)
    expect(matches('parties', answer(['Acme Corp.']), ['Jane Doe', 'Acme Corp'])).toBe(false)
  })
})

describe('real captions name one court many ways (issue 27)', () => {
  test('a court is the same court whatever its layout, seat or sitting', () => {
    const court = (value: string, expected: string) => matches('courts', answer(value), expected)
    const ndtx = 'United States District Court for the Northern District of Texas'
    expect(
      court(ndtx, 'United States District Court, Northern District of Texas, Dallas Division'),
    ).toBe(true)
    expect(court(ndtx, 'U.S. District Court, N.D. Texas')).toBe(true)
    expect(
      court('Supreme Court of Colorado', 'The Supreme Court of the State of Colorado, En Banc'),
    ).toBe(true)
    expect(
      court(
        'United States District Court for the District of Maine',
        'U.S. District Court, District of Maine (Bangor)',
      ),
    ).toBe(true)
    // What tells courts apart still does.
    expect(court(ndtx, 'United States District Court for the Southern District of Texas')).toBe(
      false,
    )
    expect(
      court(
        'Court of Appeals of California',
        'Court of Appeals of California, Second District, Division Three',
      ),
    ).toBe(false)
    expect(court('Supreme Court of Colorado', 'Court of Appeals of Colorado')).toBe(false)
  })

  test('a caption’s lead party with no wrong name passes the lead-party rule; a surname names its judge', () => {
    expect(partiesLeadMatch(['Richard Gooden'], ['Richard Gooden', 'Andrew Jones'])).toBe(true)
    expect(partiesLeadMatch(['Andrew Jones'], ['Richard Gooden', 'Andrew Jones'])).toBe(false)
    expect(partiesLeadMatch(['Richard Gooden', 'Case Number: 12'], ['Richard Gooden'])).toBe(false)
    expect(matches('judges', answer('Brown'), 'Janice R. Brown')).toBe(true)
    expect(matches('judges', answer('Janice R. Brown'), 'Brown')).toBe(true)
    expect(matches('judges', answer('Brown'), 'Stewart')).toBe(false)
  })
})

test('a docket report’s office or CM/ECF release after the court’s name is the same court', () => {
  const court = 'United States District Court for the Eastern District of Ruritania'
  expect(
    sameCourt('U.S. District Court Eastern District of Ruritania - Main Office (Elmton)', court),
  ).toBe(true)
  expect(
    sameCourt(
      'U.S. District Court Eastern District of Ruritania - CM/ECF LIVE, Ver 7.1 (Elmton)',
      court,
    ),
  ).toBe(true)
  expect(sameCourt('U.S. District Court Western District of Ruritania - Main Office', court)).toBe(
    false,
  )
})

test('a court named with its sovereign is the same court; another court is not (sameCourt)', () => {
  expect(
    sameCourt(
      'Superior Court of Fulton County',
      'Superior Court of Fulton County, State of Georgia',
    ),
  ).toBe(true)
  expect(
    sameCourt(
      'Foreign Intelligence Surveillance Court',
      'United States Foreign Intelligence Surveillance Court',
    ),
  ).toBe(true)
  expect(
    sameCourt('Supreme Court of Georgia', 'Superior Court of Fulton County, State of Georgia'),
  ).toBe(false)
  expect(sameCourt('Georgia', 'Supreme Court of Georgia')).toBe(false)
  // Hawaii's ʻokina, and an apostrophe inside a word, spell the same court.
  expect(
    sameCourt(
      'United States District Court for the District of Hawaii',
      'United States District Court for the District of Hawai‘i',
    ),
  ).toBe(true)
  expect(sameCourt("Surrogate's Court, Elm County", 'Surrogates Court, Elm County')).toBe(true)
  // A district's division, hyphenated or abbreviated after it, is where the court sat.
  expect(
    sameCourt(
      'United States District Court for the Middle District of North Carolina, Winston-Salem Division',
      'United States District Court for the Middle District of North Carolina',
    ),
  ).toBe(true)
  expect(
    sameCourt(
      'United States District Court, M.D. Alabama, N.D.',
      'United States District Court for the Middle District of Alabama',
    ),
  ).toBe(true)
  expect(
    sameCourt(
      'United States District Court, M.D. Alabama, N.D.',
      'United States District Court for the Northern District of Alabama',
    ),
  ).toBe(false)
})

test('dockets as older reporters and consolidated cases write them (sameDocket)', () => {
  expect(sameDocket('Civ.A.1:96CV1500RWS', '1:96-cv-01500-RWS')).toBe(true)
  expect(sameDocket('74319', '74319, 74259')).toBe(true)
  expect(sameDocket('74259', '74319, 74259')).toBe(false)
  expect(sameDocket('96-17131', 'Nos. 96-17131 & 96-17133')).toBe(true)
  expect(sameDocket('96-17133', 'Nos. 96-17131 & 96-17133')).toBe(false)
  expect(sameDocket('1:96-cv-01501', '1:96-cv-01500')).toBe(false)
  // A reporter's en dashes, and a court of appeals' marks of the lead and consolidated appeals.
  expect(sameDocket('3:98-cv-123-P', 'Nos. 3:98–CV–123–P, 3:66–CV–1234–P')).toBe(true)
  expect(sameDocket('03-7012', 'Nos. 03-7012(L), 03-7345(CON), 03-7400(XAP)')).toBe(true)
  expect(sameDocket('03-7345', 'Nos. 03-7012(L), 03-7345(CON)')).toBe(false)
})

test('a docket written by a district its own way is the same case (docketKey)', () => {
  // Initials or type first (D. Md., E.D.N.Y., N.D. Cal.), the S.D.N.Y. "Civ." form, a compact
  // number with its judges' initials.
  expect(sameDocket('ABC-21-2345', '8:21-cv-02345-XYZ')).toBe(true)
  expect(sameDocket('CV-18-4321', '1:18-cv-04321-ABC')).toBe(true)
  expect(sameDocket('C 05-01234', '3:05-cv-01234-ABC')).toBe(true)
  expect(sameDocket('88 Civ. 1234 (XYZ)', '1:88-cv-01234')).toBe(true)
  expect(sameDocket('09cv456', '09cv456 ABC (DEF)')).toBe(true)
  expect(sameDocket('ABC-21-2345', '8:21-cv-02346')).toBe(false)
  expect(sameDocket('88 Civ. 1234', '1:89-cv-01234')).toBe(false)
  // The Northern District of Texas's office-year writing ("4-93CV-1234-A" = "4:93-cv-01234-A").
  expect(sameDocket('4-93CV-1234-A', '4:93-CV-1234-A')).toBe(true)
  expect(sameDocket('4-93CV-1234-A', '4:93-cv-01235-A')).toBe(false)
  // "C.A." abbreviates "Civil Action": a state caption's "C.A. 91-123" is number 91-123.
  expect(sameDocket('91-123', 'C.A. 91-123')).toBe(true)
  expect(sameDocket('91-124', 'C.A. 91-123')).toBe(false)
})

test('a label and a closing period are not part of the number; "Nos." lists numbers', () => {
  expect(sameDocket('4321', 'Civ. A. No. 4321.')).toBe(true)
  expect(sameDocket('81-12-Civ-Oc', 'No. 81-12-Civ-Oc.')).toBe(true)
  expect(sameDocket('55012', 'Nos. 55012, 55013 and 55020')).toBe(true)
  expect(sameDocket('55013', 'Nos. 55012, 55013 and 55020')).toBe(false)
  // A slash between whole numbers lists two appeals; inside an index number it is the number's.
  expect(sameDocket('19-2001', 'Nos. 19-2001/20-1001')).toBe(true)
  expect(sameDocket('654321', 'Index No. 654321/2022')).toBe(false)
})

test('a federal number typed with spaces, slashed or spaced initials, a one-letter judge (sameDocket)', () => {
  expect(sameDocket('3:70-cv-00636-HLA', '70-636-CIV-J')).toBe(true)
  expect(sameDocket('1:05-cv-03619-RBK-JS', '05-3619 (JHR/JS)')).toBe(true)
  expect(sameDocket('3:91-cv-00296-AVC', '3:91 CV 00296 (AVC)')).toBe(true)
  expect(sameDocket('3:12-cv-05378', '3:12-CV-05378 BHS')).toBe(true)
  expect(sameDocket('2:08-cv-30-FtM-34-MMH-DNF', '2:08-cv-00030-UA-DNF')).toBe(true)
  // A court's own writing with the judge's initials after it.
  expect(sameDocket('A 92 CA 563', 'A 92 CA 563 SS')).toBe(true)
  expect(sameDocket('CIV S-91-0300', 'CIV S-91-0300 GGH P')).toBe(true)
  // Other numbers stay apart: another sequence, a digit group that is no judge's number.
  expect(sameDocket('3:70-cv-00636', '70-637-CIV-J')).toBe(false)
  expect(sameDocket('05-14-2061', '05-14-2062')).toBe(false)
  expect(docketKey('05-14-20')).toBe('05-14-20')
  expect(sameDocket('183-7-11 Cacv', '183-7-11 Wncv')).toBe(false)
})

test('a federal court’s seat after "at" is where it sat, not another court (sameCourt)', () => {
  expect(
    sameCourt(
      'United States District Court for the Western District of Washington',
      'United States District Court, Western District of Washington at Seattle',
    ),
  ).toBe(true)
  expect(
    sameCourt(
      'Superior Court, Housing Session at Hartford',
      'Superior Court, Housing Session at New Haven',
    ),
  ).toBe(false)
})

test("a court whose label keeps a scan's misread letter is the court read right; another court is not (sameCourt)", () => {
  const right = 'United States District Court for the Central District of Illinois'
  expect(
    sameCourt(right, 'United States District Court for the Central District of Illinios'),
  ).toBe(true)
  expect(sameCourt(right, 'UMITED STATES DI7TRICT COURT, CENTRAL DISTRICT OF ILLINOIS')).toBe(true)
  expect(sameCourt(right, 'United States District Court for the Central Distrct of Illinois')).toBe(
    true,
  )
  // Another district, another direction, another state: never one letter apart.
  expect(
    sameCourt(right, 'United States District Court for the Southern District of Illinois'),
  ).toBe(false)
  expect(
    sameCourt(
      'United States District Court for the Eastern District of Texas',
      'United States District Court for the Western District of Texas',
    ),
  ).toBe(false)
  expect(
    sameCourt(
      'United States District Court for the District of Kansas',
      'United States District Court for the District of Arkansas',
    ),
  ).toBe(false)
  // Two misread letters in one word are not forgiven.
  expect(
    sameCourt(right, 'United States District Court for the Central District of Illimios'),
  ).toBe(false)
})

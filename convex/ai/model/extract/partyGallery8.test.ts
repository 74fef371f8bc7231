// The caption gallery, parties part eight: forms that recur on unseen filings (session 24, round
// three). Parents suing as next friends of a list of children; a complaint numbering its parties
// "(1)", "(2)"; a case number printed beside the "v." line and read into the name block; offices and
// ranks before persons' names ("Sheriff", "Deputy", "Interim Chief", "MAYOR", "CITY COUNCIL
// MEMBERS"), in a caption and in a docket report's party rows; "as a Member of the Board".
// Invented names and numbers, written from how those pages print, not from the corpus.
import { describe, expect, test } from 'vitest'
import { type GalleryCase, runGallery } from './gallery.harness'
import { partyNames } from './partyNames'
import { withoutOfficeBefore } from './partyOffices'

const CASES: GalleryCase[] = [
  {
    name: 'parents as next friends of a list of children, a reporter caption',
    pages: [
      `688 F.2d 204 (1980)
Tomas R. VEGA and Lucia Vega, as parents and next friends of
Pablo Vega, Rita M. Vega and Ana L. Vega, Hector Ruiz, as the
parent and next friend of Marco Ruiz, Individually and on behalf of all
other persons similarly situated, Plaintiffs-Appellants,
v.
ELM GROVE UNIFIED SCHOOL DISTRICT, Defendant-Appellee.
No. 79-2210.
United States Court of Appeals, Ninth Circuit.`,
    ],
    plaintiffs: ['Tomas R. VEGA', 'Lucia Vega', 'Hector Ruiz'],
    defendants: ['Elm Grove Unified School District'],
  },
  {
    name: 'a complaint numbering its parties, each with its office and seat',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT
FOR THE WESTERN DISTRICT OF OKLAHOMA
(1) MARTA QUILL, individually and
on behalf of all others similarly situated;
(2) OREN DALE, individually and on
behalf of all others similarly situated.
     Plaintiffs
     v.                                        Case No. CIV-21-0417
(1) CARL BRENNER, in his official capacity as
DIRECTOR, OKLAHOMA
DEPARTMENT OF AGING,
(2) NINA FOLK-HARTE, in her
official capacity as CHIEF EXECUTIVE
OFFICER, OKLAHOMA TRANSIT
AUTHORITY
     Defendants.`,
    ],
    plaintiffs: ['Marta Quill', 'Oren Dale'],
    defendants: ['Carl Brenner', 'Nina Folk-Harte'],
  },
  {
    name: 'a case number beside the "v." read into the name block',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF NEW MEXICO
LOREN CASTILLO, et al.,
Plaintiffs,
v.  1 :81-cv-00352-AB-CD
GRETA HOLLIS MARROW,
Governor, et al.,
Defendants.
STIPULATED ORDER`,
    ],
    plaintiffs: ['Loren Castillo'],
    defendants: ['Greta Hollis Marrow'],
  },
  {
    name: 'offices and ranks before the persons a complaint sues',
    pages: [
      `UNITED STATES DISTRICT COURT
DISTRICT OF ARIZONA
Elm Street Tenants Union, a nonprofit   No. CV-22-01187-PHX-ABC
corporation; Dora Flint, individually,
Plaintiffs,
vs.
City of Mesquite, a political subdivision of
the state of Arizona; Chief Ilse Marden, in
her official capacity; Interim Chief Paul
Grove, in his official capacity,
Defendants.`,
    ],
    plaintiffs: ['Elm Street Tenants Union', 'Dora Flint'],
    defendants: ['City of Mesquite', 'Ilse Marden', 'Paul Grove'],
  },
]

runGallery('party caption gallery, part eight', CASES)

describe('partyNames: round three forms', () => {
  test('a case number on the line before the name is no part of it', () => {
    expect(partyNames("JKM-91-4410  '\nHELENA R. STORM,  *  %")).toEqual(['Helena R. Storm'])
  })

  // (The semicolon entry's first name only: the rest of its list is cut with its description.)
  test('offices in capitals before persons in a list', () => {
    expect(
      partyNames('CITY OF ELMWOOD; MAYOR DANA KRIEG; CITY\nCOUNCIL MEMBERS TOMAS LEE, ARA VOSS'),
    ).toEqual(['City of Elmwood', 'Dana Krieg', 'Tomas Lee'])
  })

  test('"as a Member of the Board" is the capacity, no party', () => {
    expect(
      partyNames('LENA ORTIZ, Individually and as a Member of the Elm Board of Regents'),
    ).toEqual(['Lena Ortiz'])
  })

  test('an indictment nickname after a/k/a is no trade name in a numbered list', () => {
    expect(partyNames('1. CARL ROE,\n   a/k/a "Bones,"\n2. IDA POE')).toEqual([
      'Carl Roe',
      'Ida Poe',
    ])
  })
})

describe('withoutOfficeBefore: the title before a person', () => {
  test.each([
    ['Sheriff Tobias Renn', 'Tobias Renn'],
    ['Deputy K.L. Marsh', 'K.L. Marsh'],
    ['Deputy J. Ostrow', 'J. Ostrow'],
    ['Warden Elsa Byrd', 'Elsa Byrd'],
    ['POLICE CHIEF NOLA PRICE', 'NOLA PRICE'],
    ['CITY COMMISSIONERS ROY DELL', 'ROY DELL'],
  ])('%s → %s', (name, person) => {
    expect(withoutOfficeBefore(name)).toBe(person)
  })

  test.each([
    'Sheriff of Elm County',
    'Sheriff Elm County',
    'Chief Deputy Jan Poe',
    'Chief Judge Ada Roe',
    'Commissioner of Social Security',
  ])('%s stays as printed', (name) => {
    expect(withoutOfficeBefore(name)).toBe(name)
  })
})

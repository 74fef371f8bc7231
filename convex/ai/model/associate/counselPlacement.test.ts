import { describe, expect, test } from 'vitest'
import { findCounsel } from './counselChoice'
import type { SourcePage } from './types'

// Where a filing prints its lawyers, and the names in running text that are not lawyers. Text
// written for this test in the styles pleadings and signature pages use.
const page = (text: string, n = 1): SourcePage => ({
  documentId: 'd',
  documentName: 'd.pdf',
  page: n,
  text,
})
const name = (question: string, ...texts: string[]) =>
  findCounsel(
    question,
    texts.map((t, i) => page(t, i + 1)),
  )?.name ?? null

describe('a lawyer where filings list lawyers', () => {
  test('a law, a paper or the court’s formula is no lawyer’s name', () => {
    const text = [
      'Respondents moved Petitioner without notice pursuant to the Alien Enemies Act, and counsel',
      'for Petitioner learned of it later.',
      'IT IS HEREBY ORDERED that the motion for settlement is denied.',
      'FIRST AMENDED COMPLAINT',
      'COME NOW the Plaintiffs, by and through their attorneys,',
    ].join('\n')
    expect(name('Who is the attorney for the petitioner?', text)).toBeNull()
    expect(name('Who are the attorneys for the plaintiffs?', text)).toBeNull()
  })

  test('a name word ends where its letters end: "McGuiness", "DeVore", "W.B."', () => {
    const text = ['/s/ Rob McGuiness', 'Thomas DeVore', '/s/ Joshua W.B. Ridley'].join('\n')
    expect(name('Who signed the motion?', text)).toBe('Rob McGuiness')
    expect(name('Who signed the reply, Ridley?', '/s/ Joshua W.B. Ridley')).toBe(
      'Joshua W.B. Ridley',
    )
  })

  test('a name inside a sentence is a lawyer only with its title beside it', () => {
    const text = [
      'The Village relied on the related case, Marlowe Quint v. Ashby, for its position, and the',
      'planner, Dana Forsythe, met the Village’s zoning attorney later that week.',
      'Defendants’ attorney, Sean Pellegrin, wrote to Plaintiffs’ counsel the next day.',
    ].join('\n')
    expect(name('Who is the attorney for the defendants?', text)).toBe('Sean Pellegrin')
    expect(name('Which attorney represents the Village?', text.split('\n')[0]!)).toBeNull()
  })

  test('an officer sued in an official capacity is a party, not counsel', () => {
    const text = [
      '3 MARGARET OYELOWO, in her official capacity as Attorney  :',
      '4 General of the United States;                         :',
      '5                    Defendants.                         :',
    ].join('\n')
    expect(name('Who is the first-listed attorney?', text)).toBeNull()
  })

  test('the counsel block opening a pleading, closed by "Attorneys for Plaintiffs"', () => {
    const text = [
      'Case 3:25-cv-01111     Document 1     Filed 02/20/25     Page 1 of 40',
      '1 LUCINDA R. HALVORSEN (SBN 150001)   DMITRI K. OSEI*',
      'lhalvorsen@example.org  dosei@example.org',
      '2 Harbor Rights Project',
      '800 South Figueroa Street, Suite 1260   Chicago, Illinois 60613',
      '3 Los Angeles, California 90017',
      '4 Attorneys for Plaintiffs  Additional counsel on signature page',
      '5 UNITED STATES DISTRICT COURT',
      'NORTHERN DISTRICT OF CALIFORNIA',
    ].join('\n')
    expect(name('Who is the first-listed attorney for plaintiffs?', text)).toBe(
      'LUCINDA R. HALVORSEN',
    )
  })

  test('"ATTORNEYS FOR DEFENDANTS" under a signature closes that block', () => {
    const text = [
      'Respectfully submitted,',
      '/s/ Noor Haddad',
      'Counsel for Plaintiff',
      '',
      '/s/ Celestine Marr',
      'CELESTINE MARR',
      'Assistant Attorney General',
      'State Bar No. 05200000',
      '',
      'ATTORNEYS FOR DEFENDANTS',
    ].join('\n')
    expect(name('Who signed the stipulation for the defendants?', text)).toBe('Celestine Marr')
  })

  test('a closing line at a page’s foot heads nothing on the next page', () => {
    const first = ['/s/ Ansel Brightwood', 'Ansel Brightwood (Bar No. 100001)'].join('\n')
    const second = [
      'Ida Fenwick (Bar No. 200002)',
      'Civil Liberties Project',
      '',
      'Attorneys for Plaintiffs',
      '3',
      '',
      'Case 1:17-cv-00999   Document 32   Filed 03/08/17   Page 2 of 3',
      'GRANT P. ELLERY',
      'Acting Assistant Attorney General',
    ].join('\n')
    // The signer, not a co-counsel listed for the side, nor the government's lawyer on the next page.
    expect(name('Who signed the stipulation for the plaintiffs?', first, second)).toBe(
      'Ansel Brightwood',
    )
  })

  test('a lawyer for another named client is no answer', () => {
    const text = 'ORDER withdrawing attorney Shelby R. Janssen\nfor USA (cc: all counsel)'
    expect(name('Who is counsel for the State of Tennessee defendants?', text)).toBeNull()
    expect(name('Who is counsel for USA?', text)).toBe('Shelby R. Janssen')
  })
})

describe('names that are no lawyer’s', () => {
  test('a party named with its role, after or before its name', () => {
    const caption = 'WILMA QUARRY,  Plaintiff, v.  LARKSPUR UNIFIED  SCHOOL  DISTRICT;  ODELL'
    expect(name('Who is counsel for the school district?', caption)).toBeNull()
    const prose = [
      'COME NOW Doctors Anna Pelt, Ivo Marsh,',
      'Tomas Brill, and Edda Sorn, Defendants-Appellees, by and through their',
      'attorney, the Attorney General for the State of Nevada, and submit this brief.',
      '5.  Defendant Dr. Ursula Venn is an employee of Larkspur Tech, who as Vice President for',
      'Academic Affairs made the decisions.',
    ].join('\n')
    expect(name('Which Assistant Attorney General signed the brief?', prose)).toBeNull()
    expect(name('Who is counsel for the plaintiffs?', prose)).toBeNull()
  })

  test('a judge, a court’s "PRO HAC VICE" note and a rule’s title are no names', () => {
    const text = [
      'Ordered by Judge Bartlett, attorney conference set.',
      'Ria Tabarro',
      'PRO HAC VICE',
      'ATTORNEY TO BE NOTICED',
      'See Standards for Declining Bonds and',
      'Administrative Appeal Requirement for Breaches, 85 Fed. Reg. 45,968',
    ].join('\n')
    for (const c of [
      'Who is the attorney?',
      'Which attorney is to be noticed?',
      'Who argued for the plaintiffs?',
    ])
      expect(name(c, text) ?? '').not.toMatch(/Judge|PRO HAC|Requirement/)
  })
})

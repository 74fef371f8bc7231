import { describe, expect, test } from 'vitest'
import { answerText, counselAnswer, matterOf } from './matter.harness'

// A consent decree's signature page, written for these tests (names invented): the sides'
// signatures side by side, as a two-column page renders to text.
const DECREE = [
  'UNITED STATES DISTRICT COURT',
  'DISTRICT OF LANARK',
  'ORLA BRANNIGAN, et al., Plaintiffs,',
  'v.',
  'CITY OF TESSALY, Defendant.',
  'Civil Action No. 3:31-cv-00412',
  'CONSENT DECREE',
  '1. The City shall restore water service to the affected households.',
  'SO ORDERED this 3rd day of March, 2031.',
  'Maren Q. Ostrava',
  'United States District Judge',
  '',
  'AGREED TO BY:',
  '',
  'FOR THE PLAINTIFFS:                              FOR THE DEFENDANT CITY OF TESSALY:',
  '',
  '/s/ Ivo Tamsin                                   /s/ Colm Aske',
  'Ivo Tamsin                                       Colm Aske',
  'Lanark Legal Aid Society                         Office of the City Attorney',
  '80 Quay Street                                   12 Mill Road',
].join('\n')

// One column: "FOR THE DISTRICT:" over the signer (an agreed order's "APPROVED:" page).
const AGREED = [
  'UNITED STATES DISTRICT COURT',
  'UNITED STATES OF AMERICA, Plaintiff, v. TESSALY SCHOOL DISTRICT, Defendant.',
  'AGREED ORDER OF DISMISSAL',
  'This case is DISMISSED WITH PREJUDICE.',
  'APPROVED:',
  'FOR THE UNITED STATES:',
  'RHONA KIRRANE',
  'Deputy Assistant Attorney General',
  'FOR THE TESSALY SCHOOL DISTRICT:',
  'DANA OSTRAVA',
  'Ostrava & Pell LLP',
].join('\n')

describe('signature headings', () => {
  test('two columns: each lawyer for the heading over its own column', () => {
    const matter = matterOf([{ id: 'cd', text: DECREE }])
    expect(
      answerText(
        'Who signed the consent decree on behalf of the City of Tessaly in Brannigan v. City of Tessaly?',
        matter,
      ),
    ).toContain('Counsel: Colm Aske')
    expect(
      answerText(
        'Who signed the consent decree on behalf of the plaintiffs in Brannigan v. City of Tessaly?',
        matter,
      ),
    ).toContain('Counsel: Ivo Tamsin')
  })

  test('"FOR THE X:" over a name: the lawyer signs for X, not for the other side', () => {
    const matter = matterOf([{ id: 'ao', text: AGREED }])
    expect(
      answerText(
        'Who approved the agreed order on behalf of the Tessaly School District in United States v. Tessaly School District?',
        matter,
      ),
    ).toContain('Counsel: DANA OSTRAVA')
    expect(
      answerText(
        'Who signed the agreed order for the United States in United States v. Tessaly School District?',
        matter,
      ),
    ).toContain('Counsel: RHONA KIRRANE')
  })
})

describe('an office inside a longer title', () => {
  test('asked for an Assistant U.S. Attorney, the U.S. Attorney heading the block is not one', () => {
    const page = [
      'UNITED STATES DISTRICT COURT',
      'UNITED STATES OF AMERICA, Plaintiff, v. TESSALY FREIGHT, INC., Defendant.',
      'COMPLAINT',
      'FOR THE UNITED STATES OF AMERICA:',
      '',
      'Rhona Kirrane',
      'United States Attorney',
      'District of Lanark',
      '',
      'Colm Aske',
      'Assistant United States Attorney',
      'Lanark Bar No. 40412',
    ].join('\n')
    expect(
      answerText(
        'Which Assistant U.S. Attorney appears for the United States in United States v. Tessaly Freight?',
        matterOf([{ id: 'c', text: page }]),
      ),
    ).toContain('Counsel: Colm Aske')
  })
})

describe('a side’s heading over its lawyers', () => {
  test('an old docket sheet’s "PLAINTIFF’S ATTORNEYS" under its "DATE  PROCEEDINGS" head', () => {
    const sheet = [
      'CIVIL DOCKET CONTINUATION SHEET',
      'PLAINTIFF  DEFENDANT',
      'PELL, DANA et al  ASKE, COLM et al',
      'DATE  PROCEEDINGS',
      "PLAINTIFF'S  ATTORNEYS",
      'I',
      'RHONA  T.  KIRRANE',
      'Civil  Rights  Clinic',
      '12  Quay  Street',
    ].join('\n')
    const found = counselAnswer(
      'Who is listed first as the plaintiffs’ attorney in Pell v. Aske?',
      sheet,
    )
    expect(found?.name).toBe('RHONA  T.  KIRRANE')
    expect(found?.forWhom).toBe('plaintiff')
  })
})

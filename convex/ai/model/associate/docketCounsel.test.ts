import { describe, expect, test } from 'vitest'
import { answerText, matterOf } from './matter.harness'

// Docket pages written for these tests, in the layouts courts print their counsel tables.
const APPEALS = [
  'General Docket',
  'United States Court of Appeals for the Twelfth Circuit',
  'Court of Appeals Docket #: 31-2207          Docketed: 05/04/2031',
  'Corvin Mills Cooperative v. Tessaly Water Board',
  'Appeal From: United States District Court for the District of Lanark',
  '',
  'CORVIN MILLS COOPERATIVE',
  '           Plaintiff - Appellant',
  '                              Maren Q. Ostrava',
  '                              Direct: 555-010-0177',
  '                              [COR LD NTC Retained]',
  '                              OSTRAVA LAW GROUP',
  'v.',
  '',
  'TESSALY WATER BOARD',
  '           Defendant - Appellee',
  '                              Ivo Pellarin, Attorney',
  '                              Direct: 555-010-0102',
  '                              [COR LD NTC Government]',
].join('\n')

const HIGH_COURT = [
  'No. 31-0442',
  'Title:\tOrla Brannigan, Petitioner',
  'v.',
  'Quentin Aske, Warden',
  'Docketed:\tMarch 3, 2031',
  'NAME\tADDRESS\tPHONE',
  'Attorneys for Petitioner',
  'Tamsin Holloway-Reyes      Federal Public Defender       555-010-0190',
  '  Counsel of Record        12 Harbor Street',
  'Party name: Orla Brannigan',
  'Attorneys for Respondent',
  'Edmund Varga               Office of the Attorney General   555-010-0104',
  '  Counsel of Record        40 Capitol Way',
  'Party name: Quentin Aske',
].join('\n')

const STATE_APPEAL = [
  'Case:        19-31-00877-CV',
  'Style:       Orcutt Haulage, LLC',
  'v.:          Pellow, Maren',
  'Parties',
  'Party                  PartyType     Representative',
  'Orcutt Haulage, LLC    Appellant     Mr. Ivo Tamsin',
  'Pellow, Maren          Appellee      Ms. Dana Kirrane, Mr. Felix Oduya',
  'Trial Court Information',
  'Court:        419th District Court',
].join('\n')

const CRIMINAL = [
  'U.S. District Court',
  'District of Lanark (Dunmore)',
  'CRIMINAL DOCKET FOR CASE #: 4:31-cr-00077-PRT-1',
  'Case title: USA v. Quill                    Date Filed: 03/02/2031',
  '',
  'Defendant (1)',
  'Ansel Quill                     represented by  Nadia Ferrow',
  '                                                LEAD ATTORNEY',
  'Plaintiff',
  'USA                             represented by  Colm Tierney',
  '                                                U.S. Attorney’s Office',
].join('\n')

describe('counsel tables of docket pages', () => {
  test('a court of appeals’ party list: each lawyer under its party and role line', () => {
    const matter = matterOf([{ id: 'ca', text: APPEALS }])
    expect(
      answerText(
        'Who represents Tessaly Water Board in Corvin Mills Cooperative v. Tessaly Water Board?',
        matter,
      ),
    ).toContain('Counsel: Ivo Pellarin')
    expect(
      answerText(
        'Who represents Corvin Mills Cooperative in Corvin Mills Cooperative v. Tessaly Water Board?',
        matter,
      ),
    ).toContain('Counsel: Maren Q. Ostrava')
  })

  test('the Supreme Court’s "Attorneys for Respondent" group, closed by its party name', () => {
    const matter = matterOf([{ id: 'hc', text: HIGH_COURT }])
    expect(answerText('Who represents Quentin Aske in Brannigan v. Aske?', matter)).toContain(
      'Counsel: Edmund Varga',
    )
    expect(answerText('Who represents Orla Brannigan in Brannigan v. Aske?', matter)).toContain(
      'Counsel: Tamsin Holloway-Reyes',
    )
  })

  test('a Texas page’s party table, a party written surname first', () => {
    const matter = matterOf([{ id: 'tx', text: STATE_APPEAL }])
    expect(
      answerText('Who represents Maren Pellow in Orcutt Haulage v. Pellow?', matter),
    ).toContain('Counsel: Dana Kirrane')
    expect(
      answerText('Who represents Orcutt Haulage in Orcutt Haulage v. Pellow?', matter),
    ).toContain('Counsel: Ivo Tamsin')
  })

  test('a criminal docket’s "USA represented by" appears for the United States', () => {
    expect(
      answerText(
        'Who represents the United States in United States v. Quill?',
        matterOf([{ id: 'cr', text: CRIMINAL }]),
      ),
    ).toContain('Counsel: Colm Tierney')
  })

  test('a party under the header’s date row, with no blank line between, is the party alone', () => {
    const packed = [
      'Date Order/Judgment:\tDate NOA Filed:',
      '01/12/2031\t01/16/2031',
      'TESSALY WATER BOARD; DANA KIRRANE, in her official capacity as Chair,',
      'Defendants - Appellants,',
      'Ivo Pellarin, Attorney',
      'Direct: 555-010-0102',
      '[COR LD NTC Government]',
    ].join('\n')
    const text = answerText(
      'Who represents Tessaly Water Board in Corvin Mills v. Tessaly Water Board?',
      matterOf([{ id: 'ca', text: `Corvin Mills v. Tessaly Water Board\n${packed}` }]),
    )
    expect(text).toContain('Counsel: Ivo Pellarin')
    expect(text).not.toContain('noa filed')
  })
})

describe('counsel tables rendered with single spaces', () => {
  test('the Supreme Court’s row "Name Counsel of Record Office …" on one line', () => {
    const page = [
      'No. 31-0442',
      'Title: Orla Brannigan, Petitioner v. Quentin Aske, Warden',
      'Lower Ct: United States Court of Appeals for the Twelfth Circuit',
      '  Case Numbers: (30-5521)',
      'NAME ADDRESS PHONE',
      'Attorneys for Petitioner',
      'Edmund Varga Counsel of Record Varga Appellate Group 9 Quay Street Corvin, LK 40412',
      'Party name: Orla Brannigan',
      'Attorneys for Respondent',
      'Tamsin Holloway Counsel of Record Lanark Attorney General 1 Capitol Square Corvin, LK 40401',
      'Party name: Quentin Aske, Warden',
    ].join('\n')
    const matter = matterOf([{ id: 'hc', text: page }])
    expect(
      answerText('Who is counsel of record for the petitioner in Brannigan v. Aske?', matter),
    ).toContain('Counsel: Edmund Varga (counsel of record')
    expect(answerText('Who represents Quentin Aske in Brannigan v. Aske?', matter)).toContain(
      'Counsel: Tamsin Holloway',
    )
    // The petitioner's row, read again as a signature line, is no counsel for the respondent.
    expect(answerText('Who is counsel for the respondent in Brannigan v. Aske?', matter)).toContain(
      'Counsel: Tamsin Holloway',
    )
  })

  test('a Texas party row cut at its type and the honorific', () => {
    const page = [
      'Case: 19-31-00877-CV',
      'Style: Orcutt Haulage, LLC',
      'v.: Pellow Ranch Holdings, LLC',
      'PARTIES',
      'Party PartyType Representative',
      'Orcutt Haulage, LLC Appellant Ms. Ivo Tamsin',
      'Pellow Ranch Holdings, LLC Appellee Mr. Colm Aske',
    ].join('\n')
    const matter = matterOf([{ id: 'tx', text: page }])
    expect(
      answerText('Who represents the appellee in Orcutt Haulage v. Pellow Ranch Holdings?', matter),
    ).toContain('Counsel: Colm Aske')
  })
})

import { describe, expect, test } from 'vitest'
import { counselOf } from './counsel'
import { findCounsel } from './counselChoice'
import type { SourcePage } from './types'

// Signature blocks and appearance lines written for this test, in the styles filings use.
const COMPLAINT = [
  'Dated: March 3, 2023                Respectfully submitted,',
  '',
  'ELENA V. MARSH',
  'United States Attorney',
  '',
  'Tobias Renn',
  'Assistant United States Attorney',
  '',
  '/s/ Priya N. Ocampo',
  'PRIYA N. OCAMPO',
  'Trial Attorney',
  'Consumer Protection Branch',
  '',
  'ATTORNEYS FOR THE DEFENDANT',
  '',
  'Walter Ibsen',
  'Ibsen Hale LLP',
].join('\n')
const OPINION = [
  'No. 19-2204.',
  'Supreme Court of Vermont.',
  'Harriet K. Ames for the plaintiffs.',
  'Conrad Bell, Assistant Attorney General, for the State.',
].join('\n')

const page = (id: string, text: string): SourcePage => ({
  documentId: id,
  documentName: `${id}.pdf`,
  page: 1,
  text,
})

const name = (question: string, text: string) =>
  findCounsel(question, [page('d', text)])?.name ?? null

describe('who appears for whom', () => {
  test('a signature block, by the title the question names', () => {
    expect(name('Who is the United States Attorney on the complaint?', COMPLAINT)).toBe(
      'ELENA V. MARSH',
    )
    expect(name('Which Assistant U.S. Attorney appears for the government?', COMPLAINT)).toBe(
      'Tobias Renn',
    )
    expect(name('Who signed the complaint?', COMPLAINT)).toBe('Priya N. Ocampo')
  })

  test('a counsel heading above the name', () => {
    expect(name('Who is listed as counsel for the defendant?', COMPLAINT)).toBe('Walter Ibsen')
  })

  test('an opinion’s appearance lines', () => {
    expect(name('Who argued for the plaintiffs?', OPINION)).toBe('Harriet K. Ames')
    expect(name('Who represented the State?', OPINION)).toBe('Conrad Bell')
  })

  test('an appellate appearance: the lawyer before "(… on the brief)" argued', () => {
    const APPEARANCES = [
      'Marisol Teague, Prairie Legal Aid, Topeka, Kansas (Dov Lindqvist, Prairie Legal',
      'Aid, Topeka, Kansas, with her on the brief), for Plaintiffs-Appellants.',
      'Anselm Brody, (Ruth Okonkwo, Assistant Attorney General, Piet Vance, U.S.',
      'Attorney, with him on the brief), U.S. Department of Justice, Washington, D.C.,',
      'for Defendants-Appellees.',
      '_______________________',
    ].join('\n')
    // The government's lawyer is known by the office, whatever the caption calls the side.
    expect(name('Who argued for the government?', APPEARANCES)).toBe('Anselm Brody')
    expect(name('Who argued for the appellants?', APPEARANCES)).toBe('Marisol Teague')
    const brody = findCounsel('Who argued for the government?', [page('d', APPEARANCES)])
    expect(brody?.forWhom).toBe('defendants-appellees')
    // The titles inside the parenthesis are the brief writers'.
    expect(brody?.title).toBe('')
  })

  test('a title that runs onto the next line, as a scan reads it', () => {
    const ORDER = [
      'The State defendants were present by counsel, Lorna B. Whitcomb, Deputy',
      'Attomey General. The County was present by counsel, Ivo Mertens, Esq.',
    ].join('\n')
    expect(name('Which Deputy Attorney General represented the State defendants?', ORDER)).toBe(
      'Lorna B. Whitcomb',
    )
  })

  test('nothing the question asks of a lawyer: no answer', () => {
    expect(name('Who signed the complaint?', OPINION)).toBeNull()
  })

  test('a date line over a New York appearance is no lawyer: "Decided June 5" is a date', () => {
    const text = [
      'Decided March 3, 2021.',
      'Orloff Vance PLLC, Garden City, NY (Peter Vance of counsel), for appellant.',
    ].join('\n')
    expect(name('Who represents the appellant?', text)).toBe('Peter Vance')
  })

  test('a sentence that wraps its title onto the line above the name', () => {
    const RELEASE = [
      'Kestrel Bay Health LLC agreed to pay $412,000 to resolve the allegations.',
      'ORSON P. TALLIS',
      'United States Attorney',
      '',
      'The matter was handled by Assistant United States Attorney',
      'Mireille D. Okafor.',
    ].join('\n')
    expect(name('Which Assistant U.S. Attorney handled the case?', RELEASE)).toBe(
      'Mireille D. Okafor',
    )
    // A signature block's title line above the next lawyer is the one above's, not the next's.
    const BLOCK = [
      'Tobias Renn',
      'Assistant United States Attorney',
      'Walter Ibsen',
      'Ibsen Hale LLP',
    ].join('\n')
    expect(name('Which Assistant U.S. Attorney appears?', BLOCK)).toBe('Tobias Renn')
  })

  test('a transcript’s appearance groups: the office, "BY:" lawyers, then "For - Respondents"', () => {
    const TRANSCRIPT = [
      '17  COUNSEL  PRESENT:',
      '18  HARBOR  IMMIGRANT  DEFENSE  PROJECT',
      'BY:  LUCIA  M.  FERRANTE,  ESQ.',
      '19  OSWIN  DARROW,  ESQ.',
      '20  For  - Petitioners',
      '21  UNITED  STATES  DEPARTMENT  OF  JUSTICE',
      'OFFICE  OF  IMMIGRATION  LITIGATION',
      '22  BY:  CALLUM  R.  PEMBERTON,  ESQ.',
      '23  For  - Respondents',
    ].join('\n')
    expect(name('Who appeared for the respondents (the government)?', TRANSCRIPT)).toBe(
      'CALLUM  R.  PEMBERTON',
    )
    expect(name('Who appeared for the petitioners?', TRANSCRIPT)).toBe('LUCIA  M.  FERRANTE')
    const pemberton = findCounsel('Who appeared for the government?', [page('d', TRANSCRIPT)])
    expect(pemberton?.forWhom).toBe('respondents')
  })

  test('a form’s block closed by "Attorney(s) for DEFENDANTS", the city line no lawyer', () => {
    const FORM = [
      'NAME, ADDRESS AND TELEPHONE NUMBER',
      'OF ATTORNEY(S)',
      'MARGUERITE T. OYELARAN, County Counsel',
      'GIDEON P. FAIRWEATHER, Principal Deputy',
      '410 Hall of Records, 320 W. Temple St.',
      'Los Gatos, CA 95030',
      '(408) 555-0142',
      'Attorney(s) for DEFENDANTS',
      'UNITED STATES DISTRICT COURT',
    ].join('\n')
    expect(name('Who is the County Counsel listed for defendants?', FORM)).toBe(
      'MARGUERITE T. OYELARAN',
    )
    const names = counselOf(page('d', FORM)).map((c) => c.name)
    expect(names).not.toContain('Los Gatos')
  })

  test('a transcript whose side lines head the names is not read as closing groups', () => {
    const HEADED = [
      'APPEARANCES',
      'For the Plaintiff',
      'JANE E. ROSSITER, ESQ.',
      'Rossiter Vale LLP',
      'For the Defendant',
      'HUGO N. BRANDT, ESQ.',
    ].join('\n')
    const rossiter = counselOf(page('d', HEADED)).find((c) => c.name === 'JANE E. ROSSITER')
    expect(rossiter?.forWhom).not.toBe('defendant')
  })
})

// A pleading's opening counsel block, Arizona and California style: bar numbers after a comma,
// the firm's street address under the names, pleading line numbers down the margin.
describe('the first-listed lawyer of an opening counsel block', () => {
  const BLOCK = [
    'Case 3:21-cv-01180   Document 1   Filed 06/01/21   Page 1 of 30',
    '1 Mara J. Quill, SB #281144',
    'mquill@example.com',
    '2 Tomas R. Venn, SB #290012',
    'tvenn@example.com',
    '3 Ilse K. Aubry, State Bar No. 030529',
    '4',
    'QUILL & VENN LLP',
    '5 4410 El Paseo Grande',
    '6',
    'La Jolla, CA 92037',
    'Telephone: (858) 555-0142',
    '7',
    'Attorneys for Plaintiffs',
    '8',
    'UNITED STATES DISTRICT COURT',
    'SOUTHERN DISTRICT OF CALIFORNIA',
  ].join('\n')
  test('"Name, SB #…" and "Name, State Bar No. …" are the block’s lawyers, for its client', () => {
    const lawyers = counselOf(page('c', BLOCK))
    expect(lawyers.map((c) => c.name)).toEqual(['Mara J. Quill', 'Tomas R. Venn', 'Ilse K. Aubry'])
    expect(lawyers.every((c) => c.forWhom === 'plaintiffs')).toBe(true)
  })
  test('the first-listed lawyer is the block’s first, and a street is no lawyer', () => {
    expect(
      findCounsel('Who is the first-listed attorney for the plaintiffs in Roe v. City?', [
        page('c', BLOCK),
      ])?.name,
    ).toBe('Mara J. Quill')
  })
})

describe('a lawyer for another client than the one asked is no answer', () => {
  const appearances = [
    'No. 20-1187.',
    'Lena Sato, Assistant Attorney General, for Parents Network.',
  ].join('\n')
  test('asked who represents "the Department of Labor defendants", the movant’s lawyer is not', () => {
    expect(
      name(
        'Which attorney represents the Department of Labor defendants in Workers United v. Walsh?',
        appearances,
      ),
    ).toBeNull()
    expect(
      name('Which attorney represents Parents Network in Workers United v. Walsh?', appearances),
    ).toBe('Lena Sato')
  })
})

describe('a caption’s officer is no lawyer; a block is cited whole', () => {
  const application = [
    'No. 24A',
    'In the Supreme Court of the United States',
    'LENA ROSS, SECRETARY OF THE TREASURY, ET AL., APPLICANTS',
    'v.',
    'CARA PELL',
    'APPLICATION TO STAY THE JUDGMENT OF THE UNITED STATES DISTRICT COURT',
    'FOR THE DISTRICT OF COLUMBIA',
    'OWEN T. MARSH',
    '   Solicitor General',
    '      Counsel of Record',
    '   Department of Justice',
  ].join('\n')
  test('"NAME, SECRETARY OF …, ET AL., APPLICANTS" is a party, the Solicitor General its counsel', () => {
    const c = findCounsel('Who is counsel of record on the government’s stay application?', [
      page('a', application),
    ])
    expect(c?.name).toBe('OWEN T. MARSH')
  })
  const block = [
    'COMPLAINT FOR INJUNCTIVE RELIEF',
    '  JORAH KELLING-VOSS',
    'BRETT ALDAINE',
    '  NOLA QUIST (Application for',
    'Admission Pending)',
    '  PRAIRIE POLICY FOUNDATION',
    '  410 Ridge Avenue',
    '  Austin, Texas 78701',
    '',
    '              Attorneys for Plaintiff  ',
    '',
    'I. INTRODUCTION',
  ].join('\n')
  test('"(Application for Admission Pending)" names no client; the block is cited to its close', () => {
    const c = findCounsel('Who are the attorneys for the plaintiff?', [page('b', block)])
    expect(c?.name).toBe('JORAH KELLING-VOSS')
    expect(c?.forWhom).toBe('plaintiff')
    const quote = c!.page.text.slice(c!.start, c!.end)
    expect(quote).toContain('BRETT ALDAINE')
    expect(quote).toMatch(/Attorneys for Plaintiff\s*$/)
  })
  test('an appearance that wraps is cited to its "for …"', () => {
    const opinion = [
      'Attorneys and Law Firms',
      'Ira Stein, of New York City, and',
      'Paul K. Reed, Wilmington, for plaintiffs.',
    ].join('\n')
    const c = findCounsel('Who represented the plaintiffs?', [page('c', opinion)])
    expect(c?.name).toBe('Ira Stein')
    expect(c!.page.text.slice(c!.start, c!.end)).toContain(
      'Paul K. Reed, Wilmington, for plaintiffs.',
    )
  })

  test('a sentence opening on a capitalised word is no lawyer ("This MOU", "Because Lyle")', () => {
    const order = [
      'THIS MATTER is before the Court on the order requiring Attorney General Dana Pell to',
      'show cause. This MOU outlined a cooperative agreement with the Attorney General.',
      'Because Lyle did not testify, counsel for Ambrose could not cross-examine him.',
    ].join('\n')
    expect(name('Who signed the MOU on behalf of the Attorney General?', order)).toBeNull()
    expect(name("Who was Ambrose's defense counsel at trial?", order)).toBeNull()
  })
})

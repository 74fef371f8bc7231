// A court's civil minutes in the renderings a case file gives them (issue 27): the judge is the
// name after "Present: The Honorable", never the deputy clerk's or the court reporter's cell run
// on after it. Invented names and numbers.
import { describe, expect, test } from 'vitest'
import { extractField } from './'
import { minutesJudge } from './minutesJudge'

const judge = (text: string) =>
  extractField({ type: 'text', label: 'Judge', prompt: 'Which judge is assigned to the case?' }, [
    { page: 1, text },
  ]).value

const HEAD =
  'UNITED STATES DISTRICT COURT\nCENTRAL DISTRICT OF ELMWOOD\n\nCIVIL MINUTES — GENERAL\n\n'
const ONE_LINE_HEAD =
  'UNITED STATES DISTRICT COURT CENTRAL DISTRICT OF ELMWOOD CIVIL MINUTES - GENERAL Case No. 2:31-cv-04417-KLM Date June 2, 2031 Title Ivo Park v. Larch Mills, LLC et al '

describe('the judge of a civil minutes form', () => {
  test('in columns of spaces, tabs, or a cell to a line', () => {
    const spaces = `${HEAD}Case No.   2:31-cv-04417-KLM                 Date   June 2, 2031\nTitle      Ivo Park v. Larch Mills, LLC et al\n\nPresent: The Honorable   Nora T. Vale, United States District Judge\n\n      Omar Dent                       Not Reported                  N/A\n      Deputy Clerk                    Court Reporter                Tape No.\n`
    const tabs = `${HEAD}Case No.\t2:31-cv-04417-KLM\tDate\tJune 2, 2031\nTitle\tIvo Park v. Larch Mills, LLC et al\nPresent: The Honorable\tNora T. Vale\nOmar Dent\tNot Reported\tN/A\nDeputy Clerk\tCourt Reporter\tTape No.\n`
    const cells = `${HEAD}Present: The Honorable\nNORA T. VALE, UNITED STATES DISTRICT JUDGE\nOmar Dent\nNot Reported\nN/A\nDeputy Clerk\n`
    for (const page of [spaces, tabs, cells]) expect(judge(page)).toBe('Nora T. Vale')
  })

  test('on one line, the clerk’s cell run on after the judge’s name', () => {
    expect(
      judge(
        `${ONE_LINE_HEAD}Present: The Honorable Nora T. Vale Omar Dent Not Reported N/A Deputy Clerk Court Reporter / Recorder Tape No. Attorneys Present for Plaintiffs: None Present`,
      ),
    ).toBe('Nora T. Vale')
    // The clerk's and the reporter's names both run on.
    expect(
      judge(
        `${ONE_LINE_HEAD}Present: The Honorable Nora T. Vale Omar Dent Lia Moss N/A Deputy Clerk Court Reporter Tape No.`,
      ),
    ).toBe('Nora T. Vale')
    // The judge in capitals, the clerk not.
    expect(
      judge(
        `${ONE_LINE_HEAD}Present: The Honorable NORA VALE Omar Dent Not Reported N/A Deputy Clerk Court Reporter Tape No.`,
      ),
    ).toBe('Nora Vale')
  })

  test('on one line, the next cells labelled ("DEPUTY CLERK:")', () => {
    expect(
      judge(
        `${ONE_LINE_HEAD}PRESENT: THE HONORABLE NORA T. VALE DEPUTY CLERK: Omar Dent COURT REPORTER: None`,
      ),
    ).toBe('Nora T. Vale')
    expect(
      judge(
        `${ONE_LINE_HEAD}Present: The Honorable Nora T. Vale Omar Dent Lia Moss Deputy Clerk Court Reporter`,
      ),
    ).toBe('Nora T. Vale')
  })

  test('in Markdown: the label in bold, or in a table’s cell', () => {
    const bold = `**CIVIL MINUTES - GENERAL**\n\n| Case No. | 2:31-cv-04417-KLM | Date | June 2, 2031 |\n|---|---|---|---|\n| Title | Ivo Park v. Larch Mills, LLC et al | | |\n\n**Present: The Honorable** Nora T. Vale, United States District Judge\n\n| Omar Dent | Not Reported | N/A |\n|---|---|---|\n| Deputy Clerk | Court Reporter | Tape No. |\n`
    const row = `**CIVIL MINUTES - GENERAL**\n\n| **Present: The Honorable** | Nora T. Vale | | |\n| Omar Dent | Not Reported | N/A | |\n`
    expect(judge(bold)).toBe('Nora T. Vale')
    expect(judge(row)).toBe('Nora T. Vale')
  })

  test('no judge where the words cannot be told from the clerk’s', () => {
    // One name before the clerk row's "Not Reported": the clerk's, the judge's cell empty.
    expect(
      judge(
        `${ONE_LINE_HEAD}Present: The Honorable Omar Dent Not Reported N/A Deputy Clerk Court Reporter Tape No.`,
      ),
    ).toBeNull()
    // A cell to a line, or tabs: the clerk's name, then the reporter's "Not Reported".
    expect(
      judge(`${HEAD}Present: The Honorable\nOmar Dent\nNot Reported\nN/A\nDeputy Clerk\n`),
    ).toBeNull()
    expect(judge(`${HEAD}Present: The Honorable\tOmar Dent\tNot Reported\tN/A\n`)).toBeNull()
    // "Mary Ann Vale Omar Dent": no split reads plainly.
    expect(
      judge(
        `${ONE_LINE_HEAD}Present: The Honorable Mary Ann Vale Omar Dent Not Reported N/A Deputy Clerk`,
      ),
    ).toBeNull()
  })

  test('the title after the name says the bench; other pages are not read', () => {
    const found = minutesJudge(
      `${HEAD}Present: The Honorable Hal R. Stone, United States Magistrate Judge\nOmar Dent  Not Reported\n`,
    )
    expect(found?.mention).toMatchObject({ value: 'Hal R. Stone', bench: 'magistrate' })
    expect(
      minutesJudge('ORDER\nPresent: The Honorable Nora T. Vale Omar Dent Not Reported'),
    ).toBeNull()
  })

  test('other minutes forms: the next cell’s label is no part of the judge’s name', () => {
    expect(
      judge(
        'MINUTES OF THE COURT CASE NO. 2:31-cv-04417-KLM PRESENT: THE HONORABLE NORA T. VALE DEPUTY CLERK: OMAR DENT RECORDER: NONE',
      ),
    ).toBe('Nora T. Vale')
    expect(
      judge(
        'MINUTE ENTRY FOR PROCEEDINGS HELD BEFORE THE HONORABLE NORA T. VALE Courtroom Deputy: Omar Dent Court Reporter: Lia Moss',
      ),
    ).toBe('Nora T. Vale')
  })

  test('a "Judge:" field in a tab’s cell', () => {
    expect(
      judge(
        'CIVIL MINUTES\n\nDate: June 2, 2031\tTime: 12 minutes\tJudge: NORA T. VALE\nCase No.: 31-cv-04417-KLM\tCase Name: Park v. Larch Mills, LLC\n\nDeputy Clerk: Omar Dent\tCourt Reporter: Lia Moss\n',
      ),
    ).toBe('Nora T. Vale')
  })
})

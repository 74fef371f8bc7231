// The filing date of court-system pages (issue 27): an appellate docket dates the appeal by
// "Docketed:". Each sample is invented and read in the renderings HTML-to-text tools give: tabs between cells, spaces, a cell
// to a line, the whole page on one line, Markdown.
import { describe, expect, test } from 'vitest'
import { extractField } from '../extract'
import { captionFacts } from './caption'

const filedColumn = (text: string, more: string[] = []) =>
  extractField({ label: 'Date filed', type: 'date', prompt: 'When was this document filed?' }, [
    { page: 1, text },
    ...more.map((page, i) => ({ page: i + 2, text: page })),
  ]).value

const filedFact = (text: string) =>
  captionFacts([{ page: 1, text }]).find((f) => f.kind === 'filingDate')?.value ?? null

const renderings = (text: string): Record<string, string> => ({
  tabs: text,
  spaces: text.replace(/\t/g, '    '),
  cells: text.replace(/\t/g, '\n'),
  oneLine: text.replace(/\s*\n\s*/g, ' '),
})

const APPELLATE = [
  'General Docket',
  'United States Court of Appeals for the Seventh Circuit',
  '',
  'Court of Appeals Docket #: 20-2291\tDocketed: 05/12/2020',
  'Nature of Suit: 3440 Other Civil Rights\tTermed: 02/03/2021',
  'Tamsin Vell v. City of Orland Hills',
  'Appeal From: United States District Court for the Northern District of Illinois',
  'Fee Status: Fee Paid',
  '',
  'Case Type Information:',
  '   1) civil',
  '   2) private',
  '   3) civil rights',
  '',
  'Originating Court Information:',
  '   District: 0752-1 : 1:18-cv-04410',
  '   Court Reporter: Pam Lusk, Court Reporter',
  '   Ordering Judge: Harold B. Quince, District Judge',
  '   Date Filed: 06/25/2018',
  '   Date Order/Judgment:\tDate NOA Filed:',
  '   04/28/2020\t05/11/2020',
].join('\n')

describe('an appellate docket\'s "Docketed:" is the appeal\'s filing date', () => {
  for (const [name, text] of Object.entries(renderings(APPELLATE))) {
    test(`the page as the court prints it (${name})`, () => {
      expect(filedFact(text)).toBe('2020-05-12')
      expect(filedColumn(text)).toBe('2020-05-12')
    })
  }

  // A converter that lost the "Court of Appeals Docket #:" label: the originating court's "Date
  // Filed:" is the case below's, the page's other rows still make it an appellate docket.
  const unlabelled = APPELLATE.replace('General Docket\n', '').replace(
    'Court of Appeals Docket #: 20-2291',
    'Docket No. 20-2291',
  )
  for (const [name, text] of Object.entries(renderings(unlabelled))) {
    test(`without its docket label (${name})`, () => {
      expect(filedFact(text)).toBe('2020-05-12')
      expect(filedColumn(text)).toBe('2020-05-12')
    })
  }

  test('a district paper that mentions a docketed appeal is no appellate docket', () => {
    const order = [
      'UNITED STATES DISTRICT COURT',
      'NORTHERN DISTRICT OF ILLINOIS',
      'Case No. 1:18-cv-04410',
      'Filed: 06/01/2020',
      'The appeal was noticed on May 11, 2020 (Docketed: 05/12/2020) and is pending in the Court of',
      'Appeals for the Seventh Circuit.',
    ].join('\n')
    expect(filedColumn(order)).not.toBe('2020-05-12')
  })
})

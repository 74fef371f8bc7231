// A small golden set for the prompt lab's tests: two orders to tune on, one held-out letter, and
// three columns (docket number, court, and a date whose prompt picks the filing or the signing).
// Two dots in the name: never deployed. The end-to-end specs import it too.
import type { GoldenSetFile } from '../../shared/goldenSetFormat'

const caption = (court: string, docket: string, judge: string) =>
  `${court}\n\nACME CORP., Plaintiff,\n\nv.\n\nWIDGET LLC, Defendant.\n\nCase No. ${docket}\n\n` +
  `Complaint filed: January 5, 2024\n\nORDER\n\nIT IS SO ORDERED.\n\nSigned on March 3, 2024.\n\n${judge}\nUnited States District Judge\n`

export function goldenFile(name = 'Three orders'): GoldenSetFile {
  return {
    format: 'casefile.golden-set/1',
    name,
    description: 'Two to tune on, one held out.',
    columns: [
      {
        key: 'docket-number',
        label: 'Docket number',
        type: 'text',
        prompt: 'What is the case or docket number?',
        match: 'caseNumbers',
      },
      {
        key: 'court',
        label: 'Court',
        type: 'text',
        prompt: 'Which court is the case in?',
        match: 'courts',
      },
      {
        key: 'date',
        label: 'Date',
        type: 'date',
        prompt: 'When was the complaint filed?',
        match: 'dates',
      },
    ],
    documents: [
      {
        name: 'Order one',
        part: 'tuning',
        pages: [
          {
            page: 1,
            text: caption(
              'UNITED STATES DISTRICT COURT\nDISTRICT OF DELAWARE',
              '1:23-cv-01187',
              'Jane Doe',
            ),
          },
        ],
        expected: {
          'docket-number': '1:23-cv-01187',
          court: 'United States District Court District of Delaware',
          date: '2024-01-05',
        },
      },
      {
        name: 'Order two',
        part: 'tuning',
        pages: [
          {
            page: 1,
            text: caption(
              'UNITED STATES DISTRICT COURT\nDISTRICT OF NEW JERSEY',
              '2:24-cv-00042',
              'John Roe',
            ),
          },
        ],
        expected: { 'docket-number': '2:24-cv-00042' },
      },
      {
        name: 'Held-out order',
        part: 'heldout',
        pages: [{ page: 1, text: 'A letter with no case number at all.' }],
        expected: { 'docket-number': null, court: 'Superior Court of California' },
      },
    ],
  }
}

// "Date filed" in forms the session 23 second pass read: a transferred case's opening paper under
// the header of the court it came to, a reporter's decision date split by its other column.
import { describe, expect, test } from 'vitest'
import { extractField } from './'

const filed = (text: string) =>
  extractField({ label: 'Date filed', type: 'date', prompt: 'When was this document filed?' }, [
    { page: 1, text },
  ]).value

describe('"Date filed": a transferred complaint and a split reporter date (session 23)', () => {
  test('a transferred complaint, Document 1 of the court it came to, is filed on that header’s date', () => {
    const text = [
      'Case 2:23-cv-00417-XYZ   Document 1   Filed 06/14/23   Page 1 of 30',
      'IN THE UNITED STATES DISTRICT COURT',
      'FOR THE DISTRICT OF ELM',
      'JANE ROE,   Civil Action No. 1:23-cv-01190',
      '   Plaintiff,',
      'v.   COMPLAINT',
      'ACME CORPORATION,',
      '   Defendant.',
    ].join('\n')
    expect(filed(text)).toBe('2023-06-14')
    // An exhibit to the opening paper, or a later paper, still dates only its copy.
    expect(filed(text.replace('Document 1 ', 'Document 1-3 '))).toBeNull()
  })

  test('a reporter’s decision date split over two lines by the other column', () => {
    const text = [
      'Jane Roe et al., Plaintiffs,    School board’s motion to stay',
      'v.  the order was denied;',
      'Elm County Board of Education, Defendants.  the board had not shown',
      'Nos. 3:98–CV–123–P, 3:98–CV–456–P. | Mar. 4,  that it would be harmed by',
      '2001.  the plan’s adoption for the coming year,',
    ].join('\n')
    expect(filed(text)).toBe('2001-03-04')
  })
})

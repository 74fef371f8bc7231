import { describe, expect, test } from 'vitest'
import { answerText, matterOf } from './matter.harness'

// A Notice of Electronic Filing, written for these tests (names and numbers invented).
const NOTICE = [
  'U.S. District Court',
  'District of Lanark',
  'Notice of Electronic Filing',
  'The following transaction was entered on 3/9/2031 at 10:12 AM EST and filed on 3/9/2031',
  'Case Name: Brannigan v. Aske Freight Lines, Inc.',
  'Case Number: 3:31-cv-00219-MQO',
  'Filer: Aske Freight Lines, Inc.',
  'Document Number: 14',
  'Docket Text:',
  'MOTION to Dismiss for Lack of Jurisdiction by Aske Freight Lines, Inc.. (Ostrava, Maren)',
].join('\n')

describe('a notice’s filer', () => {
  const matter = matterOf([{ id: 'nef', text: NOTICE }])

  test('who filed the entry, asked by its number or its paper', () => {
    expect(
      answerText('Who filed document 14 in Brannigan v. Aske Freight Lines?', matter),
    ).toContain('Filed by: Aske Freight Lines, Inc.')
    expect(
      answerText('Who filed the motion to dismiss in Brannigan v. Aske Freight Lines?', matter),
    ).toContain('Filed by: Aske Freight Lines, Inc.')
  })

  test('another number than the notice reports: not found', () => {
    expect(answerText('Who filed document 13 in Brannigan v. Aske Freight Lines?', matter)).toBe(
      'not found',
    )
  })
})

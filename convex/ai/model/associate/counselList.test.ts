import { describe, expect, test } from 'vitest'
import { counselAnswer } from './matter.harness'

// Signature forms: a one-paragraph list of lawyers, a signer for one client under another
// client's closing line, an e-signature after the date. Invented names, in the filings' layouts.
const answer = counselAnswer

describe('a signature printed as one paragraph', () => {
  const text = [
    'Complaint',
    'Respectfully Submitted, Nora T. Quill, P.C., 12 Birch Street, Austin, Texas 78701, 512-555-0100, Nora T. ',
    'Quill, State Bar No. 01234567, Owen P. Marsh, State Bar No. 07654321, Attorneys for Plaintiffs. ',
    '1. The Court has jurisdiction of this action.',
  ].join('\n')

  test('the first lawyer, though the line wraps inside the name, for the client the close names', () => {
    const got = answer('Which attorneys signed the complaint for the plaintiffs?', text)
    expect(got?.name).toBe('Nora T. Quill')
    expect(got?.forWhom).toBe('plaintiffs')
    expect(got?.quote).toContain('Nora T. Quill, P.C., 12 Birch Street')
  })

  test('without bar numbers the paragraph names no lawyer (the firm, the street)', () => {
    const bare = text.replace(/, State Bar No\. \d+/g, '')
    expect(answer('Which attorneys signed the complaint for the plaintiffs?', bare)?.name).not.toBe(
      'Nora T. Quill',
    )
  })
})

describe('a signer for one client below another client’s block', () => {
  test('the signer’s own closing line names its client, not the line above it', () => {
    const text = [
      'Respectfully submitted,',
      '/s/ Hal R. Penrose',
      'HAL R. PENROSE',
      'Greenfield & Penrose LLP',
      'Attorneys for Plaintiff Riverbend Fund',
      '',
      '/s/ T. Alden Moore',
      'T. Alden Moore, P.C.',
      'STONE & VALE LLP',
      '100 Main Street, N.W.',
      'Washington, D.C. 20004',
      '',
      'Counsel for Defendant Harbor Bank, N.A.',
    ].join('\n')
    const got = answer('Who signed the motion as counsel for defendant Harbor Bank?', text)
    expect(got?.name).toBe('T. Alden Moore')
    expect(got?.quote).toContain('/s/ T. Alden Moore')
  })
})

describe('an e-signature after the date', () => {
  test('"Dated: … s/ Name" is the signer, for the client its block closes with', () => {
    const text = [
      'Jane Q. Ruiz (P12345)',
      'Lakeshore Disability Rights Center',
      'Attorney for Plaintiff',
      '',
      'Respectfully submitted,',
      'Dated:  March 3, 2021   s/ Jane Q. Ruiz',
      '          Jane Q. Ruiz (P12345)',
      '          Lakeshore Disability Rights Center',
      '          Attorney for Plaintiff',
    ].join('\n')
    const got = answer('Which attorney signed the complaint for the plaintiff?', text)
    expect(got?.name).toBe('Jane Q. Ruiz')
    expect(got?.quote).toContain('s/ Jane Q. Ruiz')
  })
})

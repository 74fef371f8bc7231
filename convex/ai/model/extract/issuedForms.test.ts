// A federal summons's, waiver's or subpoena's "Date:" row is the day it was issued or signed, not
// a filing date: only a filing stamp dates such a form's filing (issue 27). Invented names and
// numbers, in the renderings a case file gives the forms.
import { describe, expect, test } from 'vitest'
import { extractField } from './'
import { isIssuedForm } from './issuedForms'

const filed = (text: string) =>
  extractField({ type: 'date', label: 'Date filed', prompt: 'When was this document filed?' }, [
    { page: 1, text },
  ]).value

const SUMMONS = `AO 440 (Rev. 06/12) Summons in a Civil Action\n\nUNITED STATES DISTRICT COURT\nfor the\nDistrict of Elmwood\n\nIvo Park\t)\nPlaintiff(s)\t)\nv.\t)\tCivil Action No. 1:31-cv-00456\nLarch Mills, LLC\t)\nDefendant(s)\t)\n\nSUMMONS IN A CIVIL ACTION\n\nTo: (Defendant's name and address) Larch Mills, LLC\n\nA lawsuit has been filed against you.\n\nCLERK OF COURT\n\nDate: 07/15/2031\t\tSignature of Clerk or Deputy Clerk\n`
const WAIVER = `AO 399 (01/09) Waiver of the Service of Summons\n\nUNITED STATES DISTRICT COURT\nfor the\nDistrict of Elmwood\n\nWAIVER OF THE SERVICE OF SUMMONS\n\nTo: Tess Ng\n\nI have received your request to waive service of a summons in this action.\n\nDate: August 1, 2031\t\t/s/ Uma Rios\nSignature of the attorney or unrepresented party\n`
const SUBPOENA = `AO 88B (Rev. 02/14) Subpoena to Produce Documents, Information, or Objects\n\nUNITED STATES DISTRICT COURT\nfor the\nDistrict of Elmwood\n\nSUBPOENA TO PRODUCE DOCUMENTS, INFORMATION, OR OBJECTS\n\nTo: Birch Savings Bank\n\nDate: 09/02/2031\n\nCLERK OF COURT\tOR\t/s/ Tess Ng\nAttorney's signature\n`
const HEADER = 'Case 1:31-cv-00456-XYZ Document 7 Filed 07/20/31 Page 1 of 2\n'

describe('the filing date of a summons, a waiver or a subpoena', () => {
  test('the form’s "Date:" row is no filing date', () => {
    for (const form of [SUMMONS, WAIVER, SUBPOENA]) {
      expect(filed(form)).toBeNull()
      expect(filed(form.replace(/\s+/g, ' '))).toBeNull()
      expect(filed(form.replace(/\t/g, '      '))).toBeNull()
    }
    expect(
      filed(SUMMONS.replace('Date: 07/15/2031', 'ISSUED ON 2031-07-15 10:12:33, Clerk')),
    ).toBeNull()
  })

  test('the CM/ECF header dates the filing, on its line or run on', () => {
    for (const form of [SUMMONS, WAIVER, SUBPOENA]) {
      expect(filed(HEADER + form)).toBe('2031-07-20')
      expect(filed((HEADER + form).replace(/\s+/g, ' '))).toBe('2031-07-20')
    }
  })

  test('the forms by their number or heading; other papers are not', () => {
    expect(isIssuedForm('**AO 440 (Rev. 06/12) Summons in a Civil Action**\n')).toBe(true)
    expect(isIssuedForm('Jane Roe v. Acme\n\nWAIVER OF THE SERVICE OF SUMMONS\n')).toBe(true)
    expect(
      isIssuedForm('MOTION TO QUASH THE SUBPOENA TO PRODUCE DOCUMENTS served on March 3\n'),
    ).toBe(false)
    expect(
      isIssuedForm('COMPLAINT\nPlaintiff asks that a summons in a civil action issue.\n'),
    ).toBe(false)
  })
})

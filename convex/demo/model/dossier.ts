'use node'
// One matter's coherent set of demo documents, each with the dossier folder it belongs in.
import { FILE_KINDS } from '../../../shared/fileTypes'
import { answerPdf } from './answer'
import { complaintPdf } from './complaint'
import { depositionNoticeDocx } from './depositionNotice'
import { letterDocx } from './letter'
import { emailEml, engagementLetterTxt, productionLogCsv } from './plainText'
// eslint-disable-next-line @convex-dev/import-wrong-runtime -- this file is "use node" too; the rule does not read the importer's own directive
import { scannedPdf } from './scanned'
import { type DemoFile, type DemoMatterText, individualDefendant } from './types'

/** The lines of the scanned exhibit for a matter. */
export function exhibitLines(matter: DemoMatterText): string[] {
  const company = (matter.defendants[0] ?? 'Defendant').replace(
    /,?\s+(inc|llc|corp|ltd|co|plc)\.?$/i,
    '',
  )
  return [
    'EXHIBIT 14',
    `Deposition of ${individualDefendant(matter)}`,
    `${company} revenue schedule`,
    `Case No. ${matter.docketNumber}`,
    'The quarter-end shipments listed below were returned by distribution partners within thirty days of the close of each quarter, as confirmed by the warehouse receiving logs.',
    'Q3 2024: 41,200 units shipped; 38,950 units returned.',
    'Q4 2024: 52,700 units shipped; 49,100 units returned.',
    'Prepared by the Office of the Controller for internal review only.',
  ]
}

/** Pleadings, Discovery (with Exhibits) and Correspondence for one matter. */
export async function demoDossier(matter: DemoMatterText): Promise<DemoFile[]> {
  const file =
    (folderPath: string[], name: string, kind: keyof typeof FILE_KINDS) =>
    (bytes: Uint8Array): DemoFile => ({
      folderPath,
      name,
      bytes,
      mimeType: FILE_KINDS[kind].mimeType,
    })
  return await Promise.all([
    complaintPdf(matter).then(file(['Pleadings'], 'Class Action Complaint.pdf', 'pdf')),
    answerPdf(matter).then(file(['Pleadings'], `Answer and Affirmative Defenses.pdf`, 'pdf')),
    depositionNoticeDocx(matter).then(
      file(['Discovery'], `Notice of Deposition - ${individualDefendant(matter)}.docx`, 'docx'),
    ),
    Promise.resolve(productionLogCsv(matter)).then(
      file(['Discovery'], 'Production log.csv', 'csv'),
    ),
    scannedPdf(exhibitLines(matter)).then(
      file(['Discovery', 'Exhibits'], 'Exhibit 14 (scanned).pdf', 'pdf'),
    ),
    letterDocx(matter).then(file(['Correspondence'], 'Meet and confer letter.docx', 'docx')),
    Promise.resolve(emailEml(matter)).then(
      file(['Correspondence'], 'Deposition prep email.eml', 'eml'),
    ),
    Promise.resolve(engagementLetterTxt(matter)).then(
      file(['Correspondence'], 'Engagement letter.txt', 'txt'),
    ),
  ])
}

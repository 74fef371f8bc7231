'use node'
// Realistic litigation documents generated as bytes, for the demo firm, scripts and tests.
export { answerPdf } from './answer'
export { complaintPdf } from './complaint'
export { depositionNoticeDocx } from './depositionNotice'
export { demoDossier, exhibitLines } from './dossier'
export { letterDocx } from './letter'
export { emailEml, engagementLetterTxt, productionLogCsv } from './plainText'
export { scannedPdf } from './scanned'
export {
  DEMO_FIRM,
  HARBOR_MATTER,
  NORTHWIND_MATTER,
  type DemoFile,
  type DemoMatterText,
} from './types'

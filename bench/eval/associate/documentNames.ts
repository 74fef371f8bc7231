// The names of the eight documents of a demo dossier (convex/demo/model/dossier.ts).

export const COMPLAINT = 'Class Action Complaint.pdf'
export const ANSWER = 'Answer and Affirmative Defenses.pdf'
export const PRODUCTION_LOG = 'Production log.csv'
export const EXHIBIT = 'Exhibit 14 (scanned).pdf'
export const LETTER = 'Meet and confer letter.docx'
export const EMAIL = 'Deposition prep email.eml'
export const ENGAGEMENT = 'Engagement letter.txt'
/** The deposition notice is named for the deponent, which differs per matter. */
export const NOTICE_NORTHWIND = 'Notice of Deposition - Daniel Ortega.docx'
export const NOTICE_HARBOR = 'Notice of Deposition - Castellan Logistics LLC.docx'

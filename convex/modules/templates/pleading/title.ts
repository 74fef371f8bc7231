// A pleading's name from its first pages ("First Amended Complaint", "Original Petition"): the
// paper says what it is in its caption, and an answer or a motion to a complaint is none.
import { recase } from '../../../ai/model/extract/text'
import type { Line } from './lines'
import { titleCased } from './sections'
import type { Pleading } from './types'

// "COMPLAINT", "FIRST AMENDED COMPLAINT FOR DAMAGES", "VERIFIED PETITION", "PLAINTIFF'S ORIGINAL PETITION".
const TITLE =
  /\b((?:(?:FIRST|SECOND|THIRD|FOURTH|FIFTH)\s+)?(?:(?:AMENDED|VERIFIED|ORIGINAL|CLASS\s+ACTION|SHAREHOLDER\s+DERIVATIVE|CIVIL)\s+)*(?:COMPLAINT|PETITION))\b/
const TITLE_LINE =
  /^\s*((?:(?:First|Second|Third|Fourth|Fifth)\s+)?(?:(?:Amended|Verified|Original|Class\s+Action)\s+)*(?:Complaint|Petition))\b/
const NOT_A_COMPLAINT =
  /\b(?:ANSWER|RESPONSE|REPLY|MOTION|OPPOSITION|MEMORANDUM|ORDER|NOTICE|STIPULATION|DECLARATION|AFFIDAVIT|DISMISS|TO\s+(?:THE\s+)?(?:COMPLAINT|PETITION))\b/i

/** The pleading's name from its first pages: "First Amended Complaint", "Original Petition". */
export function findTitle(lines: Line[]): Pleading['title'] {
  for (const line of lines) {
    if (line.pageIndex > 1) break
    if (line.running) continue
    // In capitals anywhere on the line (the caption's right column), or a line of its own.
    const match =
      TITLE.exec(line.text) ??
      (line.text.trim().length <= 150 && titleCased(line.text) ? TITLE_LINE.exec(line.text) : null)
    if (!match || NOT_A_COMPLAINT.test(line.text)) continue
    const start = line.start + match.index
    const end = start + match[1]!.length
    const { documentId, documentName, page, text } = line.page
    const source = { documentId, documentName, page, start, end, quote: text.slice(start, end) }
    return { name: recase(match[1]!.replace(/\s+/g, ' ')), sources: [source] }
  }
  return null
}

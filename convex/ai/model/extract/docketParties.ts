// The parties a docket report (a PACER-style case sheet) lists: "Plaintiff" on a line of its own,
// the name under it, its counsel beside it.
import { partyName } from './partyNames'
import { mention, type PartyMention, type PartyRole, SIDE_NAMES_MAX } from './partyMention'

// A docket report's party list: "Plaintiff" on its own line, the name on the next
// ("WENDY BONNER represented by EUGENE C. COUGHLIN").
const DOCKET_PARTY =
  /^[ \t]*(Plaintiff|Petitioner|Defendant|Respondent|PLAINTIFF|DEFENDANT)[ \t]*\n(?:[ \t]*\n)?[ \t]*([^\n]+?)(?=[ \t]+represented[ \t]+by\b|[ \t]{2,}|[ \t]*\n)/gm
const DOCKET_REPORT = /\bDOCKET\s+FOR\s+CASE\b|\bDocket\s+(?:Report|Sheet)\b|represented\s+by\b/i
// The next line of a docket report's name column that continues the name: "and Mid-Missouri",
// an organisation's head noun ("Equal Employment Opportunity / Commission"), or a few capitalised
// words standing in the name column before the counsel column ("Region  (See above …)").
const DOCKET_NAME_CONTINUES =
  /^[ \t]*((?:and|of|for|&)\s+[^\n]+?(?=[ \t]{2,}|[ \t]*$)|(?:Commission|Company|Corporation|Department|Association|Authority|Board|Committee|Council|Agency|Institute|Foundation|Center|Union|District)(?:,?\s+(?:Inc|LLC|Corp)\.?)?(?=[ \t]+\S|[ \t]*$)|\p{Lu}[\p{L}.'-]*(?:[ ]\p{Lu}[\p{L}.'-]*){0,3}(?=[ \t]{2,}\S))/u

/** Whether a page is a docket report (its parties are listed, not captioned). */
export function isDocketReport(text: string): boolean {
  return DOCKET_REPORT.test(text.slice(0, 4000))
}

/**
 * The parties a docket report lists, each side in its order. The report may run over pages:
 * `text` may be its pages joined, and it is read whole (its party list follows long counsel
 * blocks).
 */
export function findDocketParties(text: string): PartyMention[] {
  if (!isDocketReport(text)) return []
  const sides: Record<PartyRole, Array<{ name: string; start: number; end: number }>> = {
    plaintiffs: [],
    defendants: [],
  }
  for (const match of text.matchAll(DOCKET_PARTY)) {
    const role: PartyRole = /plaintiff|petitioner/i.test(match[1]!) ? 'plaintiffs' : 'defendants'
    let raw = match[2]!.replace(/\s+$/, '')
    if (
      sides[role].length >= SIDE_NAMES_MAX ||
      raw === '' ||
      /^\(|^TERMINATED|^represented\b/i.test(raw)
    )
      continue
    const start = match.index + match[0].length - match[2]!.length
    const nextLine = text.slice(match.index + match[0].length).replace(/^[^\n]*\n/, '')
    const more = DOCKET_NAME_CONTINUES.exec(nextLine)
    if (more && !/\b(?:Commission|Company|Corporation|Department)$/i.test(raw))
      raw = `${raw} ${more[1]!.trim()}`
    // One entry is one party: "COLBY COLLEGE, PRESIDENT" is not two.
    const name = partyName(raw)
    if (name) sides[role].push({ name, start, end: start + match[2]!.replace(/\s+$/, '').length })
  }
  const found: PartyMention[] = []
  for (const role of ['plaintiffs', 'defendants'] as const) {
    const side = sides[role]
    if (side.length === 0) continue
    const names = [...new Set(side.map((p) => p.name))]
    found.push(mention(role, names, side[0]!.start, side[side.length - 1]!.end, 'caption'))
  }
  return found.length === 2 ? found : []
}

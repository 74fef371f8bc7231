// A district court docket report's party list (PACER's "CIVIL DOCKET FOR CASE #"): under each
// party's role ("Plaintiff", "Defendant"), the party, "represented by", then each lawyer's
// block (name, firm, address, phone, "Email:", "LEAD ATTORNEY", "ATTORNEY TO BE NOTICED"). Text
// renderings of the page put "represented by" beside the party, at the start of the next line,
// or alone on a line with the lawyer's name under it; a party's further lawyers follow the first
// one's block, each opening with the name alone on its line. Every lawyer is a counsel candidate
// for the party and its role, so "Who represents Ronald Pike?" finds the second party's lawyer
// and "Who else represents the plaintiff?" the second lawyer. Pure.
import type { Counsel } from './counsel'
import { isPerson, type Line } from './counselNames'
import { tableCounsel } from './docketCounsel'
import type { SourcePage } from './types'

// "Dana Roe   represented by Ann Poe", "represented by Ann Poe", "represented by" alone.
const REPRESENTED = /^(.*?)\brepresented\s+by\b[\s:]*(.*)$/i
// (A prefix, on a short line: "Defendant", "Intervenor Plaintiff", "Plaintiff (2:21-cv-00410)".)
const DOCKET_ROLE =
  /^\s*(plaintiffs?|defendants?|petitioners?|respondents?|appellants?|appellees?|intervenors?(?:\s+(?:plaintiffs?|defendants?))?|movants?|claimants?|relators?|interested\s+part(?:y|ies)|amicus|counter[\s-]+(?:claimants?|defendants?)|cross[\s-]+(?:claimants?|defendants?)|third[\s-]+party\s+(?:plaintiffs?|defendants?)|miscellaneous\s+part(?:y|ies)|debtors?|creditors?|trustees?)\b(?=[^\n]{0,30}$)/i
// The lines that end a party's lawyers: the "V." between the sides, the entries' table head,
// a docket entry ("03/22/2024  21  MOTION …").
const SIDE_BREAK = /^\s*v\.?\s*$/i
const LIST_END =
  /^\s*(?:Date\s+Filed\s+#|#\s+Date\s+Filed|Docket\s+Text\b)|^\s*\d{1,2}\/\d{1,2}\/\d{2,4}\s+\d/i
// The lines of a lawyer's block after the name: the firm's address, phone, e-mail and the
// court's notes on the lawyer.
const LAWYER_DETAIL =
  /^\s*(?:\(See\s+above\s+for\s+address\)|Email:|Fax:|Phone:|Tel(?:ephone)?:?|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}|LEAD\s+ATTORNEY|ATTORNEY\s+TO\s+BE\s+NOTICED|PRO\s+HAC\s+VICE|Designation:|Bar\s+Status:|TERMINATED:|.*\b\d{5}(?:-\d{4})?\s*$|(?:P\.?\s*O\.?\s+Box|\d{1,6}\s+\S))/i
// A line that closes one lawyer's block: another name may follow it.
const BLOCK_CLOSE =
  /^\s*(?:\(See\s+above\s+for\s+address\)|Email:.*|LEAD\s+ATTORNEY|ATTORNEY\s+TO\s+BE\s+NOTICED|PRO\s+HAC\s+VICE|Designation:.*|Bar\s+Status:.*|TERMINATED:.*)\s*$/i
// A lawyer's name as the list prints it: the name alone on its line (a suffix or "Esq." after).
const NAME_LINE =
  /^\s*((?:[A-Z][\p{L}'’.-]*\s+){1,4}[A-Z][\p{L}'’-]*(?:,?\s+(?:Jr\.?|Sr\.?|II|III|IV))?)(?:,?\s*Esq\.?)?\s*$/u

const lower = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/[.,;:]+$/, '')

/** The lawyer's name opening a text: cut at a tab or a run of spaces (the next cell). */
function nameOpening(text: string): string {
  const cell = text
    .split(/\t|\s{2,}/)[0]!
    .trim()
    .replace(/,$/, '')
  return NAME_LINE.exec(cell)?.[1]?.trim() ?? ''
}

/** The party's role line above line i (back to three lines), or ''. */
function roleAbove(lines: Line[], i: number): string {
  for (let j = i; j >= 0 && j >= i - 4; j--) {
    const role = DOCKET_ROLE.exec(lines[j]!.text)
    if (role) return role[1]!.replace(/\s+/g, ' ').toLowerCase()
  }
  return ''
}

/** The party named above a line that opens with "represented by": its lines up to the role. */
function partyAbove(lines: Line[], i: number): { text: string; first: number } {
  const out: string[] = []
  let first = i
  for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
    const text = lines[j]!.text.trim()
    if (!text) {
      if (out.length > 0) break
      continue
    }
    if (DOCKET_ROLE.test(text) || SIDE_BREAK.test(text) || BLOCK_CLOSE.test(text)) break
    if (LAWYER_DETAIL.test(text) || LIST_END.test(text)) break
    out.unshift(text)
    first = j
  }
  return { text: out.join(' '), first }
}

/** Whether the lawyer's block from line i (to the next name or the list's end) says LEAD ATTORNEY. */
function leadIn(lines: Line[], from: number, to: number): boolean {
  return lines.slice(from, to).some((l) => /\bLEAD\s+ATTORNEY\b/i.test(l.text))
}

/** Whether the lines under line i read as a lawyer's block (an address, a phone, the court's notes). */
function detailFollows(lines: Line[], i: number): boolean {
  let seen = 0
  for (let j = i + 1; j < lines.length && seen < 4; j++) {
    const text = lines[j]!.text
    if (!text.trim()) continue
    seen++
    if (LAWYER_DETAIL.test(text)) return true
  }
  return false
}

/**
 * The lawyers of a docket report's party list: for each "represented by", the party and its
 * role, the lawyer it names, and the further lawyers of that party's block.
 */
export function representedCounsel(page: SourcePage, lines: Line[]): Counsel[] {
  const out: Counsel[] = []
  for (let i = 0; i < lines.length; i++) {
    const m = REPRESENTED.exec(lines[i]!.text)
    if (!m) continue
    const before = m[1]!.replace(/\s+$/, '')
    const party = before.trim() ? { text: before.trim(), first: i } : partyAbove(lines, i)
    if (!party.text) continue
    const role = roleAbove(lines, party.first - 1)
    const forWhom = lower(`${role} ${party.text}`)
    // The lawyer: after "represented by" on its line, or on the next non-blank line.
    let at = i
    let name = nameOpening(m[2]!)
    if (!m[2]!.trim()) {
      at = lines.findIndex((l, j) => j > i && l.text.trim() !== '')
      name = at > i && at <= i + 2 ? nameOpening(lines[at]!.text) : ''
    }
    if (!name || !isPerson(name)) continue
    const found: Array<{ at: number; name: string }> = [{ at, name }]
    // The party's further lawyers: a name alone on its line after a block's close, its own
    // block under it; the next party, the "V." or the entries end the list.
    let end = lines.length
    for (let j = at + 1; j < lines.length && j <= at + 80; j++) {
      const text = lines[j]!.text
      if (
        DOCKET_ROLE.test(text) ||
        SIDE_BREAK.test(text) ||
        LIST_END.test(text) ||
        REPRESENTED.test(text)
      ) {
        end = j
        break
      }
      const other = nameOpening(text)
      if (!other || !isPerson(other) || !detailFollows(lines, j)) continue
      // The name opens a block: after another block's close, or after a blank line that parts it
      // from the lines of the lawyer before (never the first lawyer's firm on the line under him).
      let k = j - 1
      while (k > at && !lines[k]!.text.trim()) k--
      if (!BLOCK_CLOSE.test(lines[k]!.text) && !(k > at && k < j - 1)) continue
      found.push({ at: j, name: other })
    }
    found.forEach((f, n) => {
      const to = found[n + 1]?.at ?? end
      out.push(
        tableCounsel(
          page,
          lines[f.at]!,
          f.name,
          forWhom,
          leadIn(lines, f.at, to) ? 'lead attorney' : 'attorney',
        ),
      )
    })
  }
  return out
}

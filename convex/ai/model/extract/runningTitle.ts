// A printed reporter's page (West's Federal Supplement, Federal Reporter, Supreme Court Reporter,
// the regional reporters) opens on its running title and the page's citation:
//
//   ROE v. ELM COUNTY  451
//   Cite as 355 F.Supp. 451 (1972)
//
// and sets the caption in the first column under the syllabus of the case before it, its lines
// taken in turns with the other column's or run into them: "…is not the subject  Jane ROE, by her
// next friend," / "…  v." / "…Nichols v.  Uni  John P. POE, Individually and". The caption prints
// the surname of each side's lead in capitals, as the running title names it: that name is found
// wherever its line stands, closed by its comma or its "et al.".
import { twoSides } from './captionSides'
import { keyWord } from './interleavedCaption'
import type { PartyMention } from './partyMention'

// The running title (a Supreme Court page opens on its U.S. Reports citation, "541 U.S. 637"), its
// sides in capitals, the page's number after it, a state reporter's court before the number
// ("Ind. 653"); a scan may read the "v." as "v:" or "vy.".
const RUNNING_TITLE =
  /^\s*(?:\d{1,3}\s+U\.\s?S\.\s+\d{1,4}\s+)?(\p{Lu}[^\p{Ll}\n]*?)\s+vy?[.:]\s+(\p{Lu}[^\n]*?)(?:\s+(?:\p{Lu}\p{Ll}{1,4}\.\s+)?\d{1,4})?\s*$/u
// The page's citation under it: "Cite as 990 F.2d 319 (7th Cir. 1993)".
const CITE_AS = /^\s*Cite\s+as\s+\d/
// How many filled lines the running title may stand below (a scan's debris above it).
const TITLE_LINES = 5
// A lead name in the caption: up to four given names or initials, then the surname or the body's
// name in capitals, closed by a comma or "et al." ("David L. NELSON,", "Dee  FARMER,", "Kenneth
// ALFORD et al.", "DONNA  KARAN  INTERNATIONAL,").
const CAPITALS_NAME =
  /(?:^|\s)((?:(?:\p{Lu}\p{Ll}[\p{Ll}'’-]*|\p{Lu}\.)[ \t]+){0,4}\p{Lu}{2,}[\p{Lu}'’-]*(?:[ \t]+\p{Lu}{2,}[\p{Lu}'’.-]*)*)(?=,|[ \t]+et[ \t]+al\b)/gmu
// A "v." between the two leads, on a line of its own or in a gap of the caption's column.
const VERSUS_BETWEEN = /(?:^|\s)vy?[.:]?(?:\s|$)/m
// How far into the page the caption may stand.
const CAPTION_REACH = 5000

/** The keys of a printed reporter page's running title, and where its caption may start. */
export function runningTitleKeys(
  head: string,
): { plaintiff: string; defendant: string; after: number } | null {
  const lines = head.slice(0, 1500).split('\n')
  let at = 0
  let filled = 0
  for (let i = 0; i < lines.length - 1 && filled < TITLE_LINES; i++) {
    const line = lines[i]!
    at += line.length + 1
    if (line.trim() === '') continue
    filled++
    const title = RUNNING_TITLE.exec(line)
    if (!title) continue
    const next = lines.slice(i + 1).find((l) => l.trim() !== '')
    if (!next || !CITE_AS.test(next)) continue
    const plaintiff = keyWord(title[1]!)
    const defendant = keyWord(title[2]!)
    if (!plaintiff || !defendant || plaintiff === defendant) return null
    return { plaintiff, defendant, after: at }
  }
  return null
}

/**
 * The lead name as the caption prints it: its given names kept back from the capitals while they
 * stand as far apart as the name's own words ("Nichols v.  Uni  Robert P. HEYNE" keeps "Robert P.
 * HEYNE", the other column's word apart); null when it opens on an initial after a word in small
 * letters ("Dr. stonewall B. STICKNEY": a given name misread, the name cut).
 */
function leadName(name: string, before: string): string | null {
  const parts = name.split(/([ \t]+)/)
  const capitals = parts.findIndex((part) => /^\p{Lu}{2,}/u.test(part))
  let first = capitals
  const spacing = capitals >= 2 ? parts[capitals - 1] : undefined
  while (first >= 2 && parts[first - 1] === spacing) first -= 2
  const lead = parts.slice(first).join('')
  if (/^\p{Lu}\./u.test(lead)) {
    const preceding = first === 0 ? before : parts.slice(0, first).join('')
    if (/\p{Ll}[ \t]*$/u.test(preceding)) return null
  }
  return lead
}

// A company's suffix after the name's comma, on its line or the next: ", INC.", ",\nN.A.".
const SUFFIX_AFTER = /^,\s{0,3}(INC|Inc|LLC|L\.L\.C|CORP|Corp|CO|Co|LTD|Ltd|N\.A|LLP|P\.C)\b\.?/

// The suffix of a name closing its line on a comma, on the next line among the other column's
// words ("…concluded that it has ACME  WIDGET  COMPANY," / "no merit whatsoever.  Roe is INC., d.b.a.").
const SUFFIX_NEXT_LINE = /(?:^|\s)(INC|LLC|CORP|LTD|N\.A)\.?(?=,)/

/** The side's text: the lead name, with a company's suffix after its comma. */
function sideText(reach: string, name: string, start: number) {
  const end = start + name.length
  const suffix = SUFFIX_AFTER.exec(reach.slice(end, end + 12))
  if (suffix) {
    const tail = suffix[1]! + (suffix[0].endsWith('.') ? '.' : '')
    return { text: `${name}, ${tail}`, start, end: end + suffix[0].length }
  }
  if (!/^,[ \t]*\n/.test(reach.slice(end, end + 8))) return { text: name, start, end }
  const from = reach.indexOf('\n', end) + 1
  const newline = reach.indexOf('\n', from)
  const next = reach.slice(from, newline === -1 ? reach.length : newline)
  const below = SUFFIX_NEXT_LINE.exec(next)
  if (!below) return { text: name, start, end }
  return { text: `${name}, ${below[1]!}.`, start, end: from + below.index + below[0].length }
}

/** Whether a name prints `key` as a whole word. */
function holdsWord(name: string, key: string): boolean {
  return name.split(/[^\p{L}'’-]+/u).some((word) => word === key)
}

/**
 * The two leads of a printed reporter page's caption, each found by the running title's key word
 * printed in capitals in a name closed by its comma or "et al.", the defendants' after the
 * plaintiffs' with a "v." between; none when either is not found so.
 */
export function findRunningTitleLeads(head: string): PartyMention[] {
  const keys = runningTitleKeys(head)
  if (!keys) return []
  const reach = head.slice(0, CAPTION_REACH)
  let plaintiff: { text: string; start: number } | null = null
  CAPITALS_NAME.lastIndex = keys.after
  for (const match of reach.matchAll(CAPITALS_NAME)) {
    if (match.index < keys.after) continue
    const whole = match[1]!
    const wholeStart = match.index + match[0].length - whole.length
    const name = leadName(whole, reach.slice(Math.max(0, wholeStart - 20), wholeStart))
    if (name === null) continue
    const start = wholeStart + whole.length - name.length
    if (!plaintiff) {
      if (holdsWord(name, keys.plaintiff)) plaintiff = { text: name, start }
      continue
    }
    if (!holdsWord(name, keys.defendant)) continue
    if (!VERSUS_BETWEEN.test(reach.slice(plaintiff.start + plaintiff.text.length, start))) continue
    return twoSides(sideText(reach, plaintiff.text, plaintiff.start), sideText(reach, name, start))
  }
  return []
}

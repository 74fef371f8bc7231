// The title the Supreme Court of the United States prints over its opinions and orders, in
// capitals, each side closed by its role and the whole over the line saying how the case came up:
//
//   JOHN ROE, ET AL., PETITIONERS v. ACME CORPORATION, ET AL.
//   ON WRIT OF CERTIORARI TO THE UNITED STATES COURT OF APPEALS FOR THE NINTH CIRCUIT
//
// The title may wrap over two or three lines ("… PETITIONERS v. REGENTS OF THE" / "UNIVERSITY OF
// ELM, ET AL."); the respondents' role is often left out. Many state supreme courts title their
// opinions the same way.
import { twoSides } from './captionSides'
import type { PartyMention } from './partyMention'

// The line under the title: how the case came to the court.
const CAME_UP =
  /^[ \t]*ON\s+(?:WRITS?\s+OF\s+CERTIORARI|APPEAL\s+FROM|PETITION\s+FOR|APPLICATION\s+(?:FOR|TO)|BILL\s+OF\s+COMPLAINT|MOTION\s+FOR|CERTIFICATE\s+FROM)\b/
const TITLE_REACH = 4000
const TITLE_MAX_LINES = 3

// The title: the first side closed by its role, "v.", the other side with or without its role.
const TITLE =
  /^(\p{Lu}[^\p{Ll}]*?),?[ \t]+(?:PETITIONERS?|APPELLANTS?|APPLICANTS?|PLAINTIFFS?)[ \t]+v\.[ \t]+(\p{Lu}[^\p{Ll}]*?)(?:,[ \t]+(?:RESPONDENTS?|APPELLEES?|DEFENDANTS?))?[ \t]*\.?$/u
// A per curiam's title with no roles ("JOHN ROE v. ACME CORPORATION"), read only straight over
// the "ON PETITION FOR WRIT OF CERTIORARI …" line: one "v." between two sides in capitals.
const BARE_TITLE =
  /^(\p{Lu}[^\p{Ll}]*?)[ \t]+v\.[ \t]+(\p{Lu}(?:(?![ \t]v\.[ \t])[^\p{Ll}])*?)[ \t]*\.?$/u
// A role or a case's number in a title with no roles read: another case's title (a consolidated
// caption's "JOHN POE, PETITIONER" / "31–124  v."), not a bare title.
const ROLE_OR_NUMBER = /\d|PETITIONER|RESPONDENT|APPELLANT|APPELLEE|APPLICANT|PLAINTIFF|DEFENDANT/
// A line over the title that is no part of it: the court's name alone on its line, a rule, the
// case's number. (A court named in the title, "… v. SUPREME COURT OF ELM", is the title's.)
const NOT_TITLE =
  /^[ \t]*(?:(?:IN\s+THE\s+)?SUPREME\s+COURT\s+OF\s+THE\s+UNITED\s+STATES[ \t]*$|_{3,}|-{3,}|Nos?\.)/

/**
 * The sides of a title in capitals closed by the first side's role, standing on the lines just
 * above the "ON WRIT OF CERTIORARI …" line (or "ON APPEAL FROM …", "ON PETITION FOR …"): the
 * petitioners (or appellants) are the plaintiffs' side, the other the defendants'.
 */
export function findCertiorariTitle(head: string): PartyMention[] {
  const text = head.slice(0, TITLE_REACH)
  const lines: Array<{ start: number; text: string }> = []
  let at = 0
  for (const line of text.split('\n')) {
    lines.push({ start: at, text: line })
    at += line.length + 1
  }
  for (const [i, line] of lines.entries()) {
    if (!CAME_UP.test(line.text)) continue
    // The title's lines: the filled lines straight above, up to three.
    // (A slip opinion sets a blank line between the title and the "ON …" line.)
    const above: Array<{ start: number; text: string }> = []
    let k = i - 1
    if (k >= 0 && lines[k]!.text.trim() === '') k--
    for (; k >= 0 && above.length < TITLE_MAX_LINES; k--) {
      if (lines[k]!.text.trim() === '' || NOT_TITLE.test(lines[k]!.text)) break
      above.unshift(lines[k]!)
    }
    // The shortest run of lines ending above the "ON …" line that reads as a title.
    for (let from = above.length - 1; from >= 0; from--) {
      const run = above.slice(from)
      const joined = run.map((l) => l.text.trim()).join(' ')
      const title =
        TITLE.exec(joined) ?? (ROLE_OR_NUMBER.test(joined) ? null : BARE_TITLE.exec(joined))
      if (!title) continue
      const first = run[0]!
      const last = run[run.length - 1]!
      const start = first.start + first.text.search(/\S/)
      const end = last.start + last.text.trimEnd().length
      const sides = twoSides({ text: title[1]!, start, end }, { text: title[2]!, start, end })
      if (sides.length > 0) return sides
    }
  }
  return []
}

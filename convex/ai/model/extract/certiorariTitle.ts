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
  /^[ \t]*ON\s+(?:WRIT\s+OF\s+CERTIORARI|APPEAL\s+FROM|PETITION\s+FOR|APPLICATION\s+(?:FOR|TO)|BILL\s+OF\s+COMPLAINT|MOTION\s+FOR|CERTIFICATE\s+FROM)\b/
const TITLE_REACH = 4000
const TITLE_MAX_LINES = 3

// The title: the first side closed by its role, "v.", the other side with or without its role.
const TITLE =
  /^(\p{Lu}[^\p{Ll}]*?),?[ \t]+(?:PETITIONERS?|APPELLANTS?|APPLICANTS?|PLAINTIFFS?)[ \t]+v\.[ \t]+(\p{Lu}[^\p{Ll}]*?)(?:,[ \t]+(?:RESPONDENTS?|APPELLEES?|DEFENDANTS?))?[ \t]*\.?$/u

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
    const above: Array<{ start: number; text: string }> = []
    for (let k = i - 1; k >= 0 && above.length < TITLE_MAX_LINES; k--) {
      if (lines[k]!.text.trim() === '') break
      above.unshift(lines[k]!)
    }
    // The shortest run of lines ending above the "ON …" line that reads as a title.
    for (let from = above.length - 1; from >= 0; from--) {
      const run = above.slice(from)
      const joined = run.map((l) => l.text.trim()).join(' ')
      const title = TITLE.exec(joined)
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

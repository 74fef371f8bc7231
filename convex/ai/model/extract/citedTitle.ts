// A reported opinion as a research site prints it: the case's short title on a line of its own
// ("Roe v. Poe", "Acme Corp. v. Elm County"), its reporter citation on the next ("123 F.2d 456
// (2d Cir. 1975)", "98 F. Supp. 3d 12"), before the opinion; no caption with roles follows. The
// title names each side's lead as the reporter shortened it.
import { twoSides } from './captionSides'
import type { PartyMention } from './partyMention'

// A side of the title: a capitalised word and up to seven more, no sentence's stop inside.
const SIDE = "\\p{Lu}[\\p{L}\\d.'’&-]*(?:,?[ \\t]+[\\p{L}\\d.'’&-]+){0,7}"
const TITLE = new RegExp(`^[ \\t]*(${SIDE})[ \\t]+v\\.[ \\t]+(${SIDE})[ \\t]*$`, 'gmu')
// A reporter's citation alone on its line: volume, reporter, first page, the court and year after.
const CITATION =
  /^[ \t]*\d{1,4}[ \t]+(?:U\.[ \t]?S\.|S\.[ \t]?Ct\.|L\.[ \t]?Ed\.(?:[ \t]?2d)?|F\.(?:[ \t]?(?:2d|3d|4th))?|F\.[ \t]?Supp\.(?:[ \t]?(?:2d|3d))?|F\.[ \t]?App'x|So\.(?:[ \t]?[23]d)?|N\.[EW]\.(?:[ \t]?[23]d)?|[AP]\.(?:[ \t]?[23]d)?|S\.[EW]\.(?:[ \t]?2d)?|Cal\.[ \t]?(?:App\.[ \t]?)?(?:\dd|\dth)?|N\.Y\.(?:S\.)?(?:[ \t]?[23]d)?|Misc\.(?:[ \t]?[23]d)?|A\.D\.(?:[ \t]?[23]d)?)[ \t]+\d{1,5}(?:[ \t]+\([^()\n]*\d{4}\))?[ \t]*$/m
const REACH = 1500

/** The two sides of a cited title line, or none. */
export function findCitedTitle(head: string): PartyMention[] {
  for (const match of head.slice(0, REACH).matchAll(TITLE)) {
    const end = match.index + match[0].length
    const next = head.slice(end + 1).replace(/^(?:[ \t]*\n)*/, '')
    const line = next.split('\n')[0] ?? ''
    if (!CITATION.test(line)) continue
    const [, first, second] = match as unknown as [string, string, string]
    const firstStart = match.index + match[0].indexOf(first)
    const secondStart = match.index + match[0].lastIndexOf(second)
    const side = (text: string) => text.replace(/,?[ \t]+et[ \t]+al\.?$/i, '')
    return twoSides(
      { text: side(first), start: firstStart, end: firstStart + first.length },
      { text: side(second), start: secondStart, end: secondStart + second.length },
    )
  }
  return []
}

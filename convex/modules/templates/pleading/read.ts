// Reading a pleading in one walk down its lines: the numbered paragraphs as allegations under the
// section each lies in, the claims' headings, the prayer, with the title and the parties from its
// first pages. Each part is found by the file named for it; this file puts them in order.
import { recase } from '../../../ai/model/extract/text'
import { clip } from '../findings'
import type { SourcePage } from '../types'
import { claimHeading, claimTitle, claimTitleEnd } from './claims'
import { type Line, linesOf, passage, written } from './lines'
import { numberedLines, paragraphRun } from './paragraphs'
import { findPleadingParties } from './parties'
import { findRelief, RELIEF_MAX } from './relief'
import { CLOSING, headingOf, headingWords, ROLE_ONLY, titleCased, WHEREFORE } from './sections'
import { findTitle } from './title'
import { type Allegation, type Claim, type Pleading, type Section, TEXT_MAX } from './types'

/** Every part of a pleading its pages hold; the parts of any other document are mostly empty. */
export function readPleading(pages: SourcePage[]): Pleading {
  const lines = linesOf(pages)
  const title = findTitle(lines)
  const parties = findPleadingParties(pages)

  // The prayer begins at its heading (the last, if each count has one) or at the last WHEREFORE;
  // a heading with most numbered paragraphs still to come is a table of contents' line.
  const numbered = numberedLines(lines, lines.length)
  let prayerLine = -1
  let prayer = false
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!
    if (line.running) continue
    if (headingOf(line.text) === 'prayer') {
      const after = numbered.filter((n) => n.line > i).length
      if (after > Math.max(numbered.length - after, RELIEF_MAX)) continue
      prayerLine = i
      prayer = true
      break
    }
    if (prayerLine === -1 && WHEREFORE.test(line.text)) prayerLine = i
  }
  const bodyEnd = prayerLine === -1 ? lines.length : prayerLine

  const run = paragraphRun(numbered.filter((n) => n.line < bodyEnd))
  const numberAt = new Map(run.map((n) => [n.line, n.number]))

  const allegations: Allegation[] = []
  const claims: Claim[] = []
  let section: Section = 'none'
  let open: { number: number; section: Section; from: number } | null = null
  const close = (to: number) => {
    if (!open) return
    const { text, sources } = passage(lines, open.from, to)
    const words = text.replace(/^>?\s*\d{1,4}\.?\s*/, '')
    if (words !== '' && sources.length > 0) {
      allegations.push({
        number: open.number,
        section: open.section,
        text: clip(words, TEXT_MAX),
        sources,
      })
    }
    open = null
  }
  for (let i = 0; i < bodyEnd; i++) {
    const line = lines[i]!
    if (line.running || line.blank) continue
    const number = numberAt.get(i)
    if (number !== undefined) {
      close(i)
      open = { number, section, from: i }
      continue
    }
    const claim = claimHeading(line.text)
    if (claim) {
      close(i)
      const last = claimTitleEnd(lines, i, bodyEnd, numberAt)
      // Each line recased on its own: "BREACH OF CONTRACT" under "(Against Acme Corp.)".
      const parts = [recase(claim.rest)]
      for (let j = i + 1; j <= last; j++) {
        if (!lines[j]!.running) parts.push(recase(lines[j]!.text.trim()))
      }
      const { title: claimName, against } = claimTitle(parts.join(' '))
      const { sources } = passage(lines, i, last + 1)
      // A table of contents names a count before the count itself: the later heading is the count.
      const same = claims.findIndex((c) => c.label === claim.label)
      if (same !== -1) claims.splice(same, 1)
      claims.push({ label: claim.label, title: claimName, against, sources })
      section = 'claims'
      i = last
      continue
    }
    const heading = headingOf(line.text)
    if (heading) {
      close(i)
      const started = allegations.length > 0 || open !== null
      if (heading !== 'other') {
        // Before the first paragraph the caption's words ("DEMAND FOR JURY TRIAL", "PLAINTIFF")
        // are no section.
        const opens = ['intro', 'parties', 'jurisdiction', 'facts'].includes(heading)
        if (started || (opens && !ROLE_ONLY.test(headingWords(line.text)))) section = heading
      } else if (started && OPENS_FACTS.includes(section)) {
        // A heading of its own words after the parties and the court's jurisdiction opens the facts
        // ("DEFENDANT'S DECEPTIVE PRACTICES"); within the facts or a claim it is a subheading.
        section = 'facts'
      }
      continue
    }
    if (isSubheading(lines, i, bodyEnd, numberAt)) {
      close(i)
      if (allegations.length > 0 && OPENS_FACTS.includes(section)) section = 'facts'
      continue
    }
    if (WHEREFORE.test(line.text) || CLOSING.test(line.text)) close(i)
  }
  close(bodyEnd)

  const relief = prayerLine === -1 ? [] : findRelief(lines, prayerLine, prayer)
  return { title, parties, allegations, claims, relief, prayer }
}

/** The sections a heading of the pleading's own words ends: what follows them is its story. */
const OPENS_FACTS: Section[] = ['none', 'intro', 'parties', 'jurisdiction', 'class', 'law']

/**
 * A heading in title case ("Defendants Use Fake Messages to Drive Engagement"): a short line of
 * capitalised words between a paragraph's end and the next paragraph (or heading). Prose that
 * wraps onto such a line follows a line that ends mid-sentence, so it is never one.
 */
function isSubheading(lines: Line[], at: number, to: number, numberAt: Map<number, number>) {
  const text = lines[at]!.text.trim()
  if (text.length < 3 || text.length > 150 || !/^[\p{Lu}"“(]/u.test(text)) return false
  if (/[.,;:]$/.test(text)) return false
  const before = written(lines, at, -1, 0)
  if (before !== -1 && !/[.:;?!”"’)\]]$/.test(lines[before]!.text.trim())) return false
  const next = written(lines, at, 1, to)
  if (next === -1) return false
  const nextText = lines[next]!.text
  const opens =
    numberAt.has(next) || headingOf(nextText) !== null || claimHeading(nextText) !== null
  return opens && titleCased(text)
}

/** Whether the document reads as a complaint or a petition rather than any other paper. */
export function isPleading(pleading: Pleading) {
  return pleading.claims.length > 0 || pleading.title !== null || pleading.prayer
}

// The topics of a deposition outline: a page's layout read for where its sections start (a heading
// in capitals, numbered or in Markdown, never a caption's court, party or lawyer) and where an
// email starts (its subject the topic, its date the passages' fallback), so each passage is filed
// under the section of its document it sits in.
import { findDates } from '../../../ai/model/extract/dates'
import { oneLine, removePlaceholders } from '../findings'
import { type TextLine as Line, textLines } from '../text'

// An email's header fields (as the ingest writes them, or as a printed email shows them).
const FIELD = /^\s*(From|To|Cc|CC|Bcc|BCC|Sent|Date|Subject|SUBJECT|Re|RE|Attachments?)\s*:\s*(.*)$/
// A filing's running header or a page number: neither a topic nor part of a sentence.
const RUNNING_HEADER =
  /\bPage\s+\d+\s+of\s+\d+\b|\bDocument\s+\d+\s+Filed\b|^\s*-?\s*\d{1,4}\s*-?\s*$/i
// A caption's judge and parties' roles: lines of their own, no part of the sentence after them.
const CAPTION_LINE =
  /^\s*(?:(?:Hon\.|Honorable|Judge:?|Magistrate Judge)\s|(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?)[,.]?\s*$)/
// A caption's court and number lines, and a firm's or company's name, are in capitals but head
// no section of the document.
const CAPTION =
  /\bCOURT\b|\bDISTRICT OF\b|^\s*(?:CASE|CIVIL ACTION|INDEX)?\s*NO\b|^\s*V\.?\s*$|\b(?:LLP|LLC|PLLC|P\.\s?C|P\.\s?A|INC|CORP)\.?\s*$/
const NUMBERED = /^\s*(?:(?:[IVXL]{1,6}|[A-Z]|\d{1,2})[.)]|\((?:[A-Za-z]|\d{1,2})\))\s+(\S.*)$/
// A middle initial: a name, not a heading ("ROWAN L. REID"; not "COUNT I. FRAUD").
const PERSON = /\S\s+[A-HJ-UWYZ]\.\s+\S/
const VERB = /\b(?:is|are|was|were|has|have|had|did|does|shall|will|may)\b/
const MARKDOWN = /^\s*#{1,6}\s+(\S.*)$/
const SMALL_WORDS = new Set("a an and as at by for from in of on or the to with v vs 's".split(' '))

/** A short line in capitals ("II. FACTUAL ALLEGATIONS"): no lower-case letter, three capitals. */
function allCaps(text: string) {
  if (text.length > 120 || text !== text.toUpperCase()) return false
  let capitals = 0
  let words = 1
  for (const char of text.trim()) {
    if (char !== char.toLowerCase()) capitals++
    else if (char === ' ') words++
  }
  return capitals >= 3 && words <= 14
}

/** A numbered or lettered heading ("III. Ms. Lee’s Termination"), not a numbered paragraph. */
function numberedHeading(lines: Line[], i: number) {
  const rest = NUMBERED.exec(lines[i]!.text)?.[1]?.trim()
  // A numbered paragraph says something: it ends in a stop, or has a verb ("4. Plaintiff is ...").
  if (!rest || rest.length > 100 || /[.,;]$/.test(rest) || VERB.test(rest)) return undefined
  const next = lines[i + 1]?.text
  // A paragraph's first line, wrapped: the next line carries on in lower case.
  const following = lines.slice(i + 1, i + 4).find((l) => l.text.trim() !== '')?.text
  if (following !== undefined && /^\s*\p{Ll}/u.test(following)) return undefined
  const words = rest.split(/\s+/).filter((w) => /^\p{L}/u.test(w))
  const significant = words.filter((w) => !SMALL_WORDS.has(w.toLowerCase()))
  const lower = significant.filter((w) => !/^\p{Lu}/u.test(w)).length
  const titled = words.length <= 12 && significant.length > lower && lower <= 1
  // A heading in sentence case stands alone above a blank line.
  const alone = next !== undefined && next.trim() === '' && rest.length <= 80 && !/[.:]$/.test(rest)
  return titled || alone ? rest : undefined
}

/** A heading's words as a topic: without its number, closing stop or blanks. */
function topicText(text: string) {
  const topic = removePlaceholders(oneLine(text))
    .replace(/^(?:[IVXL]{1,6}|[A-Z])[.)]\s+/, '')
    .replace(/[.:]+$/, '')
    .trim()
  return /\p{L}{2}/u.test(topic) ? topic : undefined
}

/** A place on a page from which on passages take a topic, a date, or both. */
type Mark = { at: number; topic?: string; date?: string | null }

/**
 * A page's lines read for its layout: where sections and emails start (marks), which lines a
 * sentence does not run across (bounds) and which lines are no passage (a heading or a caption
 * naming the witness is the topic, not a statement about them).
 */
export function layout(text: string) {
  const lines = textLines(text)
  const marks: Mark[] = []
  const bounds: Line[] = []
  const skip: Line[] = []
  const fields: Line[] = []
  // A page in capitals throughout (an old filing, some OCR) has no headings to tell apart.
  const caps = lines.map((line) => allCaps(line.text))
  const worded = lines.filter((line) => line.text.toUpperCase() !== line.text.toLowerCase()).length
  const shouted = caps.filter(Boolean).length > worded / 2
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const field = FIELD.exec(line.text)
    if (field) {
      // A run of header fields is one email: its subject is the topic, its date the fallback.
      const block: Line[] = [line]
      while (i + 1 < lines.length && FIELD.test(lines[i + 1]!.text)) block.push(lines[++i]!)
      fields.push(...block)
      bounds.push(...block)
      // The subject is the topic the passages below come under, not a passage of its own.
      skip.push(...block.filter((l) => /^\s*(?:subject|re)\s*:/i.test(l.text)))
      let topic: string | undefined
      let date: string | null = null
      for (const { text: fieldText } of block) {
        const [, name = '', value = ''] = FIELD.exec(fieldText) ?? []
        if (/^(?:subject|re)$/i.test(name))
          topic ??= topicText(value.replace(/^(?:re|fwd?):\s*/i, ''))
        if (/^(?:sent|date)$/i.test(name)) date ??= findDates(value)[0]?.value ?? null
      }
      marks.push(topic ? { at: block[0]!.start, topic, date } : { at: block[0]!.start, date })
      continue
    }
    if (RUNNING_HEADER.test(line.text) || CAPTION_LINE.test(line.text)) {
      bounds.push(line)
      skip.push(line)
      continue
    }
    const heading = shouted
      ? undefined
      : caps[i]
        ? line.text
        : (MARKDOWN.exec(line.text)?.[1] ??
          (NUMBERED.test(line.text) ? numberedHeading(lines, i) : undefined))
    if (heading === undefined) continue
    bounds.push(line)
    skip.push(line)
    // A caption's party ("ACME CORP.,") or a lawyer's name ("ROWAN L. REID") is no section either.
    if (/[,;]\s*$/.test(line.text) || CAPTION.test(line.text) || PERSON.test(line.text)) {
      continue
    }
    const topic = topicText(heading)
    if (topic) marks.push({ at: line.start, topic, date: null })
  }
  return { marks, bounds, skip, fields, shouted }
}

export type Layout = ReturnType<typeof layout>

/** A document's name as a topic: without its extension. */
export function documentTopic(name: string) {
  return (
    topicText(name.replace(/\.[A-Za-z0-9]{2,5}$/, '').replace(/_+/g, ' ')) ?? 'Untitled document'
  )
}

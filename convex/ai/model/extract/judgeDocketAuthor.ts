// A court of appeals' docket names the author of its disposition in the entry that files it:
// "FILED MEMORANDUM DISPOSITION: AFFIRMED ( … WRITTEN, UNSIGNED, UNPUBLISHED. JOHN Q. HALE; MARY
// R. POE, AUTHOR; SAM T. LIND. ) FILED AND ENTERED JUDGMENT." (the Ninth Circuit's docket). The
// panel's other members are named beside the author; only the one marked "AUTHOR" wrote it. Pure.
import { type JudgeMention, cleanName } from './judgeNames'

// The mark after the author's name, a line break allowed before it.
const AUTHOR_MARK = /,[ \t]*\n?[ \t]*AUTHOR\b(?=[ \t]*[;.)])/g
// Where the panel's list, or the name before the mark, begins: a ";" between names, the entry's
// parenthesis, or the disposition's kind ("… UNSIGNED, UNPUBLISHED.").
const LIST_START = /(?:;|\(|\b(?:PUBLISHED|UNPUBLISHED|SIGNED|UNSIGNED)\.)[ \t\n]*/g
// A name as the docket prints it: two to five words of capitals, initials with their periods.
const CAPITAL_NAME = /^[A-Z][A-Z'’-]*\.?(?:[ \t]*\n?[ \t]*[A-Z][A-Z'’-]*\.?){1,4}$/
// The entry the mark must stand in: one that files an opinion or a disposition.
const FILED_DISPOSITION = /\bFILED[ \t\n]+(?:[A-Z]+[ \t\n]+){0,2}(?:OPINION|DISPOSITION)\b/

/** The authors a court of appeals' docket marks in the entries that file its dispositions. */
export function findDocketAuthors(text: string): JudgeMention[] {
  const found: JudgeMention[] = []
  for (const mark of text.matchAll(AUTHOR_MARK)) {
    const window = text.slice(Math.max(0, mark.index - 400), mark.index)
    if (!FILED_DISPOSITION.test(window)) continue
    let from = -1
    for (const start of window.matchAll(LIST_START)) from = start.index + start[0].length
    if (from === -1) continue
    const raw = window.slice(from).trim()
    if (!CAPITAL_NAME.test(raw)) continue
    const name = cleanName(raw.replace(/\s+/g, ' '))
    if (!name) continue
    const start = mark.index - window.length + window.indexOf(raw, from)
    found.push({
      value: name,
      display: name,
      start,
      end: start + raw.length,
      form: 'author',
      bench: 'circuit',
    })
  }
  return found
}

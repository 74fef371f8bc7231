// A caption's blocks of names, read line by line in its left column: upwards from a side's mark
// (namesBefore) or downwards from a "v." (namesAfter), to the block's end.
import {
  isHeaderLine,
  isMarkerLine,
  isNonPartyLine,
  isSeparatorLine,
  isTitleLine,
  leftColumn,
  lineAbove,
  runsOver,
} from './captionLines'
import { partyNames } from './partyNames'

// A line that only says a side's role ("Applicants", "APPELLANTS/CROSS-APPELLEE"), in any case.
export const ROLE_ONLY_LINE =
  /^\s*(?:(?:cross|counter)?\s*-?\s*(?:plaintiffs?|petitioners?|appellants?|appellees?|respondents?|relators?|applicants?|movants?|claimants?|complainants?|defendants?|intervenors?|debtors?)(?:\s*\/\s*[A-Za-z-]+)?[\s/,.;:\-–—]*)+$/i
const VERSUS_BLOCK_LINES = 16
const VERSUS_ONLY = /^\s*(?:v\.?|vs\.?|versus)\s*$/i
// A name's last word that keeps its period, so the line does not end the block.
const ABBREVIATED_END = /\b(?:Inc|Corp|Co|Ltd|Jr|Sr|Bros|al|[A-Z])\.$|\b(?:[A-Z]\.){2,}$/i

/** The names in the left column below a caption's "v.", down to the block's end. */
export function namesAfter(
  text: string,
  from: number,
  column: (line: string) => string = leftColumn,
): { names: string; start: number; end: number } | null {
  const lines: Array<{ start: number; left: string }> = []
  let at = from
  while (at < text.length && lines.length < VERSUS_BLOCK_LINES) {
    const newline = text.indexOf('\n', at)
    const end = newline === -1 ? text.length : newline
    const line = text.slice(at, end)
    const left = column(line)
    const start = at
    at = end + 1
    if (left.trim() === '' || /^\s*[)x§:\-_ ]*$/.test(left)) {
      if (lines.length > 0 && left.trim() === '' && line.trim() === '') break
      // The rule that closes a caption's box ends the names above it.
      if (lines.length > 0 && isSeparatorLine(line)) break
      continue
    }
    // A side's role printed over its names ("Petitioner-Appellee:"), as Colorado's appellate
    // captions do: the names follow.
    if (lines.length === 0 && ROLE_ONLY_LINE.test(left)) continue
    // The paper's first sentence straight under a finished name ("This matter comes before the
    // Court …") ends the block: a name's own line does not read as prose.
    const previous = lines[lines.length - 1]?.left ?? ''
    if (
      previous !== '' &&
      !/[,;&-]\s*$|\b(?:and|of|the|as|for|by)\s*$/i.test(previous) &&
      isProseLine(left)
    ) {
      break
    }
    if (
      ROLE_ONLY_LINE.test(left) ||
      // The "v." between two sides ends the first (a side labelled above its names).
      VERSUS_ONLY.test(left) ||
      isNonPartyLine(left, true) ||
      isSeparatorLine(line) ||
      isTitleLine(left, true) ||
      isHeaderLine(line)
    ) {
      break
    }
    lines.push({ start: start + left.search(/\S/), left })
    const trimmed = left.trim()
    if (trimmed.endsWith('.') && !ABBREVIATED_END.test(trimmed)) break
  }
  if (lines.length === 0) return null
  const last = lines[lines.length - 1]!
  return {
    names: lines.map((line) => line.left).join('\n'),
    start: lines[0]!.start,
    end: last.start + last.left.trim().length,
  }
}

/**
 * Whether a caption line reads as a sentence: a capital word, then four or more words in small
 * letters that are no name's joining words ("This matter comes before the Court on a violation").
 * A name's own line runs on in small letters only as a description ("in his official capacity"),
 * which starts in small letters.
 */
export function isProseLine(line: string): boolean {
  const words = line.trim().split(/\s+/)
  if (!/^\p{Lu}\p{Ll}/u.test(words[0] ?? '')) return false
  const small = words.filter(
    (word) =>
      /^\p{Ll}/u.test(word) &&
      !/^(?:of|the|and|for|in|ex|rel\.?|de|la|van|von|on|to|at|a|an|as|his|her|its|their|official|capacity|individually)$/u.test(
        word,
      ),
  )
  return small.length >= 4
}

// "COMMONWEALTH OF PENNSYLVANIA" on a line of its own heads many papers, but standing straight
// above the side's mark or the "v." (nothing but blank rows and the ")" column between) it is the
// prosecuting sovereign, the first side of a criminal caption.
const SOVEREIGN_LINE =
  /^\s*(?:THE\s+)?(?:PEOPLE\s+OF\s+THE\s+)?(?:STATE|COMMONWEALTH|TERRITORY)\s+OF\s+[A-Z][A-Z .]*$/

function sovereignSide(left: string): boolean {
  return SOVEREIGN_LINE.test(left) && !isTitleLine(left, true)
}

/**
 * The names standing before a side's mark ("Plaintiff,"), read line by line upwards in the left
 * column: blank rows and the ")" column are skipped until names begin; the names end (upwards) at
 * a blank row, a separator row, a title or the court, or at `stop`. A caption on one line keeps
 * the text before the mark on that line.
 */
export function namesBefore(
  text: string,
  mark: number,
  stop: number,
  bounded = false,
  column: (line: string) => string = leftColumn,
): { names: string; start: number; end: number } | null {
  const markLine = text.lastIndexOf('\n', mark - 1) + 1
  const lines: Array<{ start: number; left: string; end: number }> = []
  const sameLine = column(text.slice(Math.max(markLine, stop), mark))
  const previous = lineAbove(text, markLine)
  // A block of names that runs on to the mark's line ("…, and the Class they\nrepresent,
  // Respondents,") is read upwards from it; a line of its own is the whole block.
  // So is the last line of a block that names no one by itself ("SITUATED  APPELLANTS").
  const continues =
    sameLine.trim() !== '' &&
    markLine > stop &&
    (/^\s*\p{Ll}/u.test(sameLine) ||
      // A line above that breaks off on a joining word ("in his official capacity as").
      // …or on a possessive ("A MINOR, BY HIS\nGUARDIAN AD LITEM, …, PLAINTIFFS,").
      /[,;-]\s*$|\b(?:and|as|of|the|for|by|&|his|her|their|its)\s*$/i.test(previous) ||
      // A name broken after its initial ("… Craig Chval; A.\nCrista Hogan, Defendants").
      /(?:^|\s)\p{Lu}\.\s*$/u.test(previous) ||
      (!/\p{Ll}/u.test(sameLine) &&
        partyNames(sameLine).length === 0 &&
        column(previous).trim() !== ''))
  if (sameLine.trim() !== '' && !continues) {
    const start = Math.max(markLine, stop)
    return {
      names: sameLine,
      start: start + sameLine.search(/\S/),
      end: start + sameLine.trimEnd().length,
    }
  }
  if (continues) {
    lines.push({
      start: markLine + sameLine.search(/\S/),
      left: sameLine,
      end: markLine + sameLine.trimEnd().length,
    })
  }
  let end = markLine - 1
  while (end > stop) {
    const start = Math.max(stop, text.lastIndexOf('\n', end - 1) + 1)
    const line = text.slice(start, end)
    const left = column(line)
    end = start - 1
    if (isMarkerLine(line)) continue
    if (
      left.trim() === '' &&
      line.trim() === '' &&
      lines.length > 0 &&
      runsOver(text, start, lines[0]!.left)
    ) {
      continue
    }
    if (left.trim() === '' || isNonPartyLine(left, bounded)) {
      if (lines.length > 0) break
      continue
    }
    // "Serve: Registered Agent …" under a defendant's name is an address for service, not a party.
    if (/^\s*(?:Serve|SERVE)\b/.test(left)) {
      lines.length = 0
      continue
    }
    // A header is known by its whole line, though the court's name in it set `stop` mid-line
    // ("6/20/2020 Doe v. Roe, Mass: Supreme Judicial Court 2020 - Google Scholar").
    const whole = text.slice(text.lastIndexOf('\n', start - 1) + 1, start + line.length)
    if (
      isSeparatorLine(line) ||
      (isTitleLine(left, bounded) && !(lines.length === 0 && sovereignSide(left))) ||
      isHeaderLine(whole)
    )
      break
    lines.unshift({ start: start + left.search(/\S/), left, end: start + left.trimEnd().length })
  }
  if (lines.length === 0) return null
  return {
    names: lines.map((line) => line.left).join('\n'),
    start: lines[0]!.start,
    end: lines[lines.length - 1]!.end,
  }
}

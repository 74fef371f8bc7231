// A caption's blocks of names, read line by line in its left column downwards from a "v."
// (namesAfter), to the block's end, and the line tests both directions share (the upward reader,
// namesBefore, is in namesBefore.ts).
import {
  isHeaderLine,
  isNonPartyLine,
  isSeparatorLine,
  isTitleLine,
  isTitleWordsLine,
  leftColumn,
} from './captionLines'

// A line that only says a side's role ("Applicants", "APPELLANTS/CROSS-APPELLEE"), in any case.
export const ROLE_ONLY_LINE =
  /^\s*(?:(?:cross|counter)?\s*-?\s*(?:plaintiffs?|petitioners?|appellants?|appellees?|respondents?|relators?|applicants?|movants?|claimants?|complainants?|defendants?|intervenors?|debtors?)(?:\s*\/\s*[A-Za-z-]+)?[\s/,.;:\-–—]*)+$/i
const VERSUS_BLOCK_LINES = 16
// A docket number's line: "NO. 14-CV-00338", "Case No. 1:20-cv-1", "CIVIL ACTION NO. 12-1".
const DOCKET_LINE =
  /^\s*(?:(?:Case|Civil\s+Action|Index|Docket|Cause|C\.A\.)\s+)?No\.?\s*[:#]?\s*[\dA-Z][\w:.-]*\d[\w:.() -]*$/i
export const VERSUS_ONLY = /^\s*(?:v\.?|vs\.?|versus)\s*$/i
// A line of names in capitals that breaks off on a joining word: the name goes on below.
const JOINING_END = /\b(?:OF|THE|AN|A|FOR|AND|TO|IN|ON|BY)\s*$/
// A word printed with its letters spaced out, alone on its line: a paper's title.
const SPACED_LETTERS = /^\s*(?:\p{L}[ \t]{1,3}){3,}\p{L}\s*$/u
// A name's last word that keeps its period, so the line does not end the block.
export const ABBREVIATED_END =
  /\b(?:Inc|Corp|Co|Ltd|Jr|Sr|Bros|Esq|Assn|Ass['’]n|Dept|Dep['’]t|Dist|Natl|Intl|Univ|Hosp|Twp|Mfg|St|rel|al|[A-Z])\.$|\b(?:[A-Z]\.){2,}$/i

// A paper's title or a hearing's particulars printed in a column beside the names.
const BESIDE_TITLE =
  /\b(?:ORDER|MOTION|MEMORANDUM|APPLICATION|COMPLAINT|STIPULATION|DISMISSAL|PETITION|NOTICE|DECLARATION|AFFIDAVIT|BRIEF|OPPOSITION|REPLY|RESPONSE|JUDGMENT|INJUNCTION|RESTRAINING|POINTS|AUTHORITIES|JURY|DEMANDED|HEARING|DATE|TIME|DEPT|COURTROOM)\b/
// A gap of two spaces or more inside a line (its indent aside).
const INNER_GAP = /(\S)[ \t]{2,}(?=\S)/

/**
 * Whether every line of a block (each from its start to its end in `text`) closes on the ")" or
 * "§" column: the caption's right-hand column stands past it, and a gap inside a line is the text
 * layer's spacing ("DEVELOPMENT AUTHORITY,  MICHIGAN  )").
 */
export function closedByColumn(text: string, lines: ReadonlyArray<{ end: number }>): boolean {
  return (
    lines.length > 1 &&
    lines.every((line) => {
      const newline = text.indexOf('\n', line.end)
      return /^[ \t]*[)§]/.test(text.slice(line.end, newline === -1 ? text.length : newline))
    })
  )
}

/**
 * A block's lines cut at a two-space gap, when the text layer set a second column only two spaces
 * from the names: a line where a name's closing comma is followed by a gap and more words
 * ("ROE COUNTY,  STIPULATION"), or whose words past a gap are a paper's title in capitals
 * ("DEPARTMENT OF HOMELAND  ORDER; MEMORANDUM OF"), says every line of the block has that column.
 * Names are set with single spaces, so no name is cut; a text layer that sets two spaces between
 * words ("REBECCA  TAYLOR,  deceased") shows more than one gap on a line, and is read as it is.
 */
export function besideColumnCut(lines: readonly string[], bracketed = false): string[] {
  const gaps = (line: string) => line.trim().match(/\S[ \t]{2,}(?=\S)/g)?.length ?? 0
  // (A block whose every line closes on the ")" column has its second column past the ")".)
  if (bracketed || lines.some((line) => gaps(line) > 1)) return [...lines]
  const twoColumns = lines.some((line) => {
    const gap = INNER_GAP.exec(line.trimStart())
    if (!gap) return false
    const left = line.trimStart().slice(0, gap.index + 1)
    const right = line.trimStart().slice(gap.index + gap[0].length)
    // (A suffix after the gap is the name's own: "TRUMACK ASSEMBLY,  L.L.C.,".)
    return /[,;]$/.test(left)
      ? /^\p{L}/u.test(right) &&
          !/^(?:Inc|LLC|L\.L\.C|LLP|L\.P|Ltd|Corp|Co|N\.A|P\.C)\b/i.test(right)
      : BESIDE_TITLE.test(right)
  })
  if (!twoColumns) return [...lines]
  return lines.map((line) => {
    const indent = /^\s*/.exec(line)![0]
    const gap = INNER_GAP.exec(line.slice(indent.length))
    return gap ? indent + line.slice(indent.length, indent.length + gap.index + 1) : line
  })
}

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
    // (A row with no letter or figure, "▲", is a box's mark.)
    if (left.trim() === '' || /^\s*[)x§:\-_ ]*$/.test(left) || !/[\p{L}\p{N}]/u.test(left)) {
      if (lines.length > 0 && left.trim() === '' && line.trim() === '') break
      // The rule that closes a caption's box ends the names above it.
      if (lines.length > 0 && isSeparatorLine(line)) break
      continue
    }
    // A scan's stray figures from the right-hand column ("15 -7 7J.", a docket number broken up):
    // no word of a name, passed over.
    if (/\d/.test(left) && !/\p{L}{2,}/u.test(left)) continue
    // A side's role printed over its names ("Petitioner-Appellee:"), as Colorado's appellate
    // captions do: the names follow.
    if (lines.length === 0 && ROLE_ONLY_LINE.test(left)) continue
    // The docket number set under the "VERSUS" ("VERSUS" / "NO. 14-123"), as Louisiana's captions
    // print it: the names follow.
    if (lines.length === 0 && DOCKET_LINE.test(left)) continue
    // The paper's title beside the "v.", its last words wrapped onto a line of their own under it
    // ("v.  ORDER ADOPTING REPORT AND" / "RECOMMENDATION"): the names follow. (A line that breaks
    // off on a joining word, "APPLICATION OF THE", opens a name: "In re Application of the …".)
    if (lines.length === 0 && isTitleWordsLine(left) && !JOINING_END.test(left)) continue
    // The paper's first sentence straight under a finished name ("This matter comes before the
    // Court …") ends the block: a name's own line does not read as prose.
    const previous = lines[lines.length - 1]?.left ?? ''
    if (
      previous !== '' &&
      !/[,;&-]\s*$|\b(?:and|of|the|as|for|by)\s*$/i.test(previous) &&
      // (A list of names broken inside a name, "…, Carla Stone, Miguel" / "Ortega, and Dana Fox,
      // on behalf of all similarly situated individuals": the list goes on.)
      !(
        /,\s*\p{Lu}\p{Ll}+\s*$/u.test(previous) &&
        !/(?:Plaintiff|Defendant|Petitioner|Respondent|Appellant|Appellee|Movant|Debtor|Claimant)s?\s*$/.test(
          previous,
        ) &&
        /^\s*\p{Lu}[\p{Ll}'’-]+,/u.test(left)
      ) &&
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
      // (A title's word inside a name that breaks off on a joining word above it is the name's:
      // "APPLICATION OF THE FEDERAL BUREAU OF INVESTIGATION FOR AN" / "ORDER REQUIRING THE …".)
      (isTitleLine(left, true) && !JOINING_END.test(previous)) ||
      isHeaderLine(line) ||
      // A title whose letters are spaced out ("O R D E R", "o  R  D  E  R") ends the names.
      SPACED_LETTERS.test(left)
    ) {
      break
    }
    lines.push({ start: start + left.search(/\S/), left })
    const trimmed = left.trim()
    if (trimmed.endsWith('.') && !ABBREVIATED_END.test(trimmed)) break
    // A side closed by its "et al." with no mark after it ("JOHN ROE, et al"): what follows is
    // counsel's or the paper's, not more names.
    if (/\bet\.?\s+al\b\.?$/.test(trimmed)) break
  }
  if (lines.length === 0) return null
  const last = lines[lines.length - 1]!
  return {
    names: besideColumnCut(lines.map((line) => line.left)).join('\n'),
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

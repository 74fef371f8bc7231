// A reporter's two-column first page whose text layer takes the columns in turns, line by line:
// the caption's lines (left) and the opinion's (right) alternate, as Westlaw's PDFs often come
// out of a text extractor:
//
//   Smith v. Elm County, 123 F.3d 456 (1999)
//   ...
//   Jane SMITH, John Poe and                  <- caption
//   The question in this appeal is whether    <- opinion
//   Ann Roe, Appellants,                      <- caption
//   the county's rule reaches ...             <- opinion
//   v.
//   ELM COUNTY, Appellee.
//
// Read as it stands, the opinion's words run into the names. The layout is recognised only where
// three things agree: the reporter's short title on the first line names the lead party of each
// side, the caption prints those names in capitals ("Jane SMITH", "ELM COUNTY"), and the side
// closed by its role mark two lines above the lone "v." (with an opinion line between) is the
// alternation's. The caption's own lines are then handed to the caption readers alone.

// The reporter's short title and citation: "Smith v. Elm County, 123 F.3d 456 (1999)".
const REPORTER_TITLE = /^\s*(\S.*?)\s+v\.\s+(\S.*?),\s+\d{1,4}\s+\S.*?\d+\s*\([^()]*\d{4}\)\s*$/
// Words a short title opens with that name no party.
const TITLE_FILLER = new Set(['the', 'in', 're', 'ex', 'rel', 'matter', 'of', 'and', 'estate'])
// A caption line that ends a side with its role: "et al., Appellants,", "Defendants-Appellees.".
const SIDE_END =
  /\b(?:Plaintiffs?|Petitioners?|Appellants?|Appellees?|Complainants?|Relators?|Defendants?|Respondents?|Intervenors?)\s*[,.;:]?\s*$/i
// A role broken at its hyphen ("Defendants-" over "Appellants,"), its second half on a later line.
const SIDE_END_BROKEN = /\b(?:Plaintiffs?|Petitioners?|Defendants?|Respondents?)\s*[-–]\s*$/i
const ROLE_ALONE =
  /^\s*(?:Appellants?|Appellees?|Petitioners?|Respondents?|Intervenors?|Plaintiffs?|Defendants?)\s*[,.;:]?\s*$/i
const VERSUS_ALONE = /^\s*(?:v\.?|vs\.?)\s*$/i
// How far below the title the caption may open, and how many lines each side may take.
const CAPTION_REACH_LINES = 60
const SIDE_MAX_LINES = 24

/** One line of the text and where it starts. */
type Line = { text: string; start: number }

/** The caption's own lines, joined as one caption, and where each sits in the original text. */
export type InterleavedCaption = {
  text: string
  /** Maps an offset in `text` back to the original text. */
  original: (at: number) => number
}

function linesOf(text: string): Line[] {
  const lines: Line[] = []
  let start = 0
  for (const line of text.split('\n')) {
    lines.push({ text: line, start })
    start += line.length + 1
  }
  return lines
}

/**
 * The word of a short title's side the caption prints in capitals: "Board of Ed." -> "BOARD"
 * (also a printed reporter page's running title, runningTitle.ts).
 */
export function keyWord(side: string): string | null {
  for (const word of side.split(/[^\p{L}'’-]+/u)) {
    if (word.length >= 3 && !TITLE_FILLER.has(word.toLowerCase())) return word.toUpperCase()
  }
  return null
}

/**
 * The key words of the reporter's short title on the page's first filled line ("Roe v. Elm County
 * Bd. of Ed., 401 F.2d 100 (1975)" -> ROE, ELM), or null when the page opens on no such title.
 */
export function reporterTitleKeys(head: string): { plaintiff: string; defendant: string } | null {
  const line = head.split('\n').find((l) => l.trim() !== '')
  const title = line ? REPORTER_TITLE.exec(line) : null
  if (!title) return null
  const plaintiff = keyWord(title[1]!)
  const defendant = keyWord(title[2]!)
  return plaintiff && defendant ? { plaintiff, defendant } : null
}

/** Whether a line prints `key` as a whole word in capitals. */
function printsInCapitals(line: string, key: string): boolean {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'u').test(line)
}

/**
 * The caption's lines of an alternating two-column page (see the head of this file), or null when
 * the page is not laid out so: every other line from the first party's to the side's role mark,
 * the lone "v.", and every other line from the first defendant's to its role mark.
 */
export function interleavedCaption(head: string): InterleavedCaption | null {
  const lines = linesOf(head)
  const titleAt = lines.findIndex((line) => line.text.trim() !== '')
  const title = titleAt === -1 ? null : REPORTER_TITLE.exec(lines[titleAt]!.text)
  if (!title) return untitledCaption(lines)
  const plaintiffKey = keyWord(title[1]!)
  const defendantKey = keyWord(title[2]!)
  if (!plaintiffKey || !defendantKey) return null
  const reach = Math.min(lines.length, titleAt + CAPTION_REACH_LINES)
  let first = -1
  for (let i = titleAt + 1; i < reach; i++) {
    if (printsInCapitals(lines[i]!.text, plaintiffKey)) {
      first = i
      break
    }
  }
  if (first === -1) return null
  const versus = lines.findIndex(
    (line, i) => i > first && i < first + 2 * SIDE_MAX_LINES && VERSUS_ALONE.test(line.text),
  )
  // The plaintiffs' side closes two lines above the "v.", an opinion line between (a blank row
  // there is a plain caption's spacing, its sides read in one column).
  if (versus === -1) return null
  if (
    (versus - first) % 2 !== 0 ||
    !SIDE_END.test(lines[versus - 2]!.text) ||
    SIDE_END.test(lines[versus - 1]!.text) ||
    lines[versus - 1]!.text.trim() === ''
  ) {
    return leadsOnly(lines, first, versus, defendantKey)
  }
  // Past the "v." the turns may slip by a line: the defendants open on whichever of the next two
  // lines prints their lead name.
  const opening = [versus + 1, versus + 2].find(
    (i) => i < lines.length && printsInCapitals(lines[i]!.text, defendantKey),
  )
  if (opening === undefined) return null
  const caption: number[] = []
  for (let i = first; i < versus; i += 2) caption.push(i)
  caption.push(versus)
  return defendantLines(lines, caption, opening)
}

/**
 * The defendants' lines from `opening`, every other line down to the one closing the side with
 * its role, added to the caption's lines so far; null when no role closes the side.
 */
function defendantLines(
  lines: readonly Line[],
  caption: number[],
  opening: number,
): InterleavedCaption | null {
  let closed = false
  for (let i = opening; i < lines.length && i < opening + 2 * SIDE_MAX_LINES; i += 2) {
    caption.push(i)
    if (SIDE_END.test(lines[i]!.text)) {
      closed = true
      break
    }
    if (SIDE_END_BROKEN.test(lines[i]!.text)) {
      // The turns may slip here too: the role's second half is on either of the next two lines.
      const rest = [i + 1, i + 2].find((k) => k < lines.length && ROLE_ALONE.test(lines[k]!.text))
      if (rest !== undefined) caption.push(rest)
      closed = rest !== undefined
      break
    }
  }
  return closed ? joinLines(lines, caption) : null
}

// A side printed on one line, its name opening in capitals: "UNITED STATES of America, Plaintiff,".
const ONE_LINE_SIDE = /^\s*\p{Lu}{2,}[^,\n]*,.*$/u
// The other column's line between two of the caption's: three words or more, in small letters
// too ("Counsel, Elm Power Co., Boise, Idaho, T. R."); a blank row or the ")" column is a plain
// caption's.
const OTHER_COLUMN_LINE = /^(?=[^\n]*\p{Ll})\s*(?:\S+\s+){2,}\S+\s*$/u
// A defendants' side opening in capitals: "ELM PIPELINE COMPANY and Oak".
const CAPITALS_OPENING = /^\s*\p{Lu}{2,}\b/u

/**
 * The same alternation on a page that lost the reporter's short title (the page opens on the
 * counsel lines): the plaintiffs' side printed whole on the one line two above the lone "v.", in
 * capitals and closed by its role ("UNITED STATES of America, Plaintiff,"), an opinion line
 * between, and the defendants opening in capitals on one of the next two lines.
 */
function untitledCaption(lines: readonly Line[]): InterleavedCaption | null {
  const reach = Math.min(lines.length, CAPTION_REACH_LINES)
  for (let versus = 2; versus < reach; versus++) {
    if (!VERSUS_ALONE.test(lines[versus]!.text)) continue
    const side = lines[versus - 2]!.text
    if (!ONE_LINE_SIDE.test(side) || !SIDE_END.test(side)) continue
    const between = lines[versus - 1]!.text
    if (!OTHER_COLUMN_LINE.test(between) || SIDE_END.test(between)) continue
    const opening = [versus + 1, versus + 2].find(
      (i) => i < lines.length && CAPITALS_OPENING.test(lines[i]!.text),
    )
    if (opening === undefined) continue
    return defendantLines(lines, [versus - 2, versus], opening)
  }
  return null
}

// What only the counsel's column prints: "on the brief", "Attorney-in-Charge", "New York, NY".
const COUNSEL_WORDS =
  /\b(?:Attorneys?|Counsel|Esq\.?|on\s+the\s+brief|L\.?L\.?P\b|Law\s+(?:Office|Offices|Firm|Center|Group|School)|Legal\s+(?:Aid|Services|Defense)|Assistant|Solicitor|Deputy|for\s+(?:Plaintiffs?|Defendants?|Appell\w+|Petitioners?|Respondents?))\b|\b\p{Lu}\p{Ll}+,\s+(?:N\.\s?Y|NY|CA|D\.\s?C|DC|TX|IL|PA|MA|NJ)\b/u
const COUNSEL_PROBE_LINES = 8

/**
 * Whether the lines below the caption's first take turns with the counsel's column: of the first
 * lines, those between the caption's (every other one) name counsel, two at least, and the
 * caption's own do not.
 */
function alternatesWithCounsel(lines: readonly Line[], first: number, versus: number): boolean {
  let between = 0
  for (let i = first; i < Math.min(versus, first + COUNSEL_PROBE_LINES); i++) {
    const counsel = COUNSEL_WORDS.test(lines[i]!.text)
    if ((i - first) % 2 === 0 && counsel) return false
    if ((i - first) % 2 === 1 && counsel) between++
  }
  return between >= 2
}

/**
 * The two sides' lead names alone, when the turns slip inside a side (two of the caption's lines
 * in a row where the other column's paragraph ended): the first party named on the caption's first
 * line and the first named on the line after the "v.", each closed by its comma ("Jane ROE,
 * individually and on" / … / "v." / "John POE, as Commissioner of"). The rest of each side cannot
 * be told from the other column's lines; the leads can.
 */
function leadsOnly(
  lines: readonly Line[],
  first: number,
  versus: number,
  defendantKey: string,
): InterleavedCaption | null {
  if (versus - first < 2 || versus - first > 2 * SIDE_MAX_LINES) return null
  if (!alternatesWithCounsel(lines, first, versus)) return null
  const opening = [versus + 1, versus + 2].find(
    (i) => i < lines.length && printsInCapitals(lines[i]!.text, defendantKey),
  )
  if (opening === undefined) return null
  const lead = (line: Line): Line | null => {
    const comma = line.text.indexOf(',')
    if (comma <= 0) return null
    return { text: `${line.text.slice(0, comma + 1)}`, start: line.start }
  }
  const plaintiff = lead(lines[first]!)
  const defendant = lead(lines[opening]!)
  if (!plaintiff || !defendant) return null
  return joinPieces([plaintiff, lines[versus]!, defendant])
}

/** The chosen lines as one text, with the map from its offsets back to the original. */
function joinLines(lines: readonly Line[], chosen: readonly number[]): InterleavedCaption {
  return joinPieces(chosen.map((i) => lines[i]!))
}

/** Pieces of lines as one text, a line each, with the map from its offsets back to the original. */
function joinPieces(pieces: readonly Line[]): InterleavedCaption {
  const starts: number[] = []
  let at = 0
  for (const piece of pieces) {
    starts.push(at)
    at += piece.text.length + 1
  }
  const original = (offset: number): number => {
    let k = starts.length - 1
    while (k > 0 && starts[k]! > offset) k--
    const piece = pieces[k]!
    return piece.start + Math.min(offset - starts[k]!, piece.text.length)
  }
  return { text: pieces.map((piece) => piece.text).join('\n'), original }
}

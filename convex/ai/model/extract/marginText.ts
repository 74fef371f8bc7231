// The court's name printed up the left margin of every page, as the Northern District of
// California sets "United States District Court / Northern District of California" beside its
// pleading paper's line numbers: a text layer reads the turned letters a few at a time, at the
// start of the lines they stand beside ("tr in SCOTT ROE, et al.,", "C tfila Defendants.", "iD tc
// 15"). Read as they are, they run into the caption's names.

// The turned letters' lines, by which a page is known to carry the margin ("iD tc", "tatsiD",
// "rts fo", "intr", "uoro").
const MARGIN_SIGNATURE =
  /^[ \t]*(?:iD[ \t]+tc|tatsiD|rts[ \t]+fo|intr|uoro|S[ \t]+d[ \t]+nr|cirtsC[ \t]+fo|etatS[ \t]+detsiD)\b/gm
const SIGNATURE_LINES_MIN = 2

// A turned fragment: letters of the margin's words ("United States District Court Northern
// District of California"), in small letters or with a capital inside ("tatsiD", "cC") or alone
// ("C", "N") or before a consonant ("Cfi"), never a word as a caption prints one ("Defendants",
// "United").
const FRAGMENT =
  '(?:[acdefhilnorstu]{1,6}|[acdefhilnorstuCDSU]{0,5}[acdefhilnorstu][CDSU][acdefhilnorstuCDSU]{0,4}|[CDNSU][cdfhlnrst][acdefhilnorstu]?|[CDNSU]|Uo)'
// A line's leading run of fragments, before the line's number, a gap, a "v." or a capitalised
// word, or alone on the line.
const LEADING_FRAGMENTS = new RegExp(
  `^([ \\t]*)(${FRAGMENT}(?:[ \\t]+${FRAGMENT}){0,2})(?=[ \\t]*$|[ \\t]+\\d{1,4}(?:[ \\t]|$)|[ \\t]{2,}|[ \\t]+v\\.|[ \\t]+\\p{Lu})`,
  'gmu',
)
// Words a line may open with in its own right: "and JOHN ROE", "the CITY OF …", a surname's
// particle ("del RIO"), an honorific ("Dr", "St").
const CAPTION_WORD = /^(?:and|the|of|on|to|at|et|de|del|la|le|da|di|du|Dr|Sr|St|Ste)$/

/** Whether the page carries the court's name turned up its margin. */
function hasTurnedMargin(text: string): boolean {
  return (text.match(MARGIN_SIGNATURE)?.length ?? 0) >= SIGNATURE_LINES_MIN
}

// The same margin read twice over, each letter or run of letters doubled ("ttoo", "rrff", "DDss",
// "nini", "ririct ct", "ououaliali"): a line opening with two doubled letters running on (no word
// a caption prints opens so) says the page carries it.
const DOUBLED_SIGNATURE = /^[ \t]*(?:([acdefhilnorstuCDFNSU])\1){2,}(?:[ \t]|$)/gm
const DOUBLED_LINES_MIN = 3
// A doubled line's leading run: up to four words of the margin's letters, the first doubled
// ("ttoo", "nini") or said twice ("ct ct", "d d"), before the line's number, a gap, a "v." or a
// capitalised word, or alone on the line.
const DOUBLED_RUN = new RegExp(
  `^([ \\t]*)((?:([acdefhilnorstuCDFNSU]{1,4})\\3[acdefhilnorstuCDFNSU]{0,8}|([acdefhilnorstuCDFNSU]{1,3})[ \\t]+\\4)(?:[ \\t]+[acdefhilnorstuCDFNSU]{1,12}){0,3})(?=[ \\t]*$|[ \\t]+\\d{1,4}(?:[ \\t]|$)|[ \\t]{2,}|[ \\t]+v\\.|[ \\t]+\\p{Lu})`,
  'gmu',
)

/**
 * The text with the turned margin's fragments blanked at the start of each line, one space a
 * letter (the places hold); a page without the margin is returned as it is.
 */
export function withoutTurnedMargin(text: string): string {
  if ((text.match(DOUBLED_SIGNATURE)?.length ?? 0) >= DOUBLED_LINES_MIN)
    text = text.replace(DOUBLED_RUN, (all, indent: string, run: string) =>
      CAPTION_WORD.test(run) ? all : indent + ' '.repeat(run.length),
    )
  if (!hasTurnedMargin(text)) return text
  return text.replace(LEADING_FRAGMENTS, (all, indent: string, run: string) =>
    CAPTION_WORD.test(run) ? all : indent + ' '.repeat(run.length),
  )
}

// A filing stamp set down the page's edge ("ELECTRONICALLY FILED - 2024 Nov 27 2:34 PM - …"): the
// text layer gives it a letter a line, alone on its line or hung on the end of a page line
// ("… Department Of  S" / "P" / "Corrections , defendant A"). A page carries it when many lines
// hold one letter alone.
// (Letters, not figures: a pleading paper's line numbers stand alone on their lines too.)
const STAMP_LONE_LINE = /^[ \t]*[A-Za-z][ \t]*$/gm
const STAMP_LINES_MIN = 20
// A lone line the stamp did not set: a caption's "v" between its sides (not one in a run of the
// stamp's lone letters, "N" / "o" / "v" / "2" of its date).
const VERSUS_LINE = /^[ \t]*[vV][ \t]*$/
const LONE_LINE = /^[ \t]*[A-Za-z0-9:#-][ \t]*$/

/**
 * The text with a vertical filing stamp's letters blanked and its lone-letter lines joined to the
 * line above (the places hold: each letter and line break becomes a space), so that a caption
 * line the stamp cut reads whole; a page without the stamp is returned as it is.
 */
export function withoutEdgeStamp(text: string): string {
  if ((text.match(STAMP_LONE_LINE)?.length ?? 0) < STAMP_LINES_MIN) return text
  const lines = text
    // A letter hung on a line's end after a word and a space: "Department Of  S".
    .replace(/(?<=\p{L}[.,]?)([ \t]+)([A-Z0-9])(?=[ \t]*$)/gmu, (_all, gap: string) =>
      ' '.repeat(gap.length + 1),
    )
    .split('\n')
  const lone = lines.map((line) => LONE_LINE.test(line))
  const first = lines[0] ?? ''
  let out = lone[0] ? ' '.repeat(first.length) : first
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!
    const versus = VERSUS_LINE.test(line) && !lone[i - 1] && !lone[i + 1]
    // A lone letter's line, with the break before it, becomes the end of the line above.
    out += lone[i] && !versus ? ' '.repeat(line.length + 1) : '\n' + line
  }
  return out
}

// A glyph the converter could not map, printed as its code ("(cid:3)"): the brackets a court of
// appeals sets down the caption's right edge ("PAUL ROE, (cid:2)" / "(cid:3)" / "v. (cid:3)").
const GLYPH_CODE = /\(cid:\d{1,5}\)/g

/** The text with unmapped glyphs' codes blanked, one space a character (the places hold). */
export function withoutGlyphCodes(text: string): string {
  return text.replace(GLYPH_CODE, (code) => ' '.repeat(code.length))
}

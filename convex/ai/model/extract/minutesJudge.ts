// The judge of a court's minutes form (civilMinutes.ts): "Present: The Honorable Ann B. Cole,
// United States District Judge", then the row of the deputy clerk, the court reporter and the
// tape ("Paula Poe   Not Reported   N/A"). The judge is the name after "The Honorable", never
// the clerk's or the reporter's. A page rendered on one line runs the clerk's cell on after the
// judge's name ("… The Honorable Ann B. Cole Paula Poe Not Reported N/A …"), and Markdown sets
// the label in bold or in a cell of its own ("**Present: The Honorable** Ann B. Cole").
import { isCivilMinutes } from './civilMinutes'
import { benchOf, cleanName, type JudgeMention } from './judgeNames'

// The label, a row's markup around it, and the markup or cell border before the name.
const PRESENT_LABEL =
  /\b(?:Present|PRESENT)[ \t]*:?[ \t*_]*(?:The|THE)[ \t]+(?:Honorable|HONORABLE)[ \t]*:?(?:[ \t*_|]|\n[ \t*_|]*(?=\S)){1,12}/g

// One word of a name: "Ann", "B.", "COLE", "O'Neil", "Smith-Jones".
const NAME_WORD = /^(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]*\.?)$/u
const INITIAL = /^\p{Lu}\.$/u
// Words that end the name's run: the judge's title after it, the values of the reporter's and
// the tape's cells after the clerk's name ("Not Reported", "N/A"), or the labels of the cells.
const TITLE_WORDS = new Set(
  'united states u.s. us district magistrate bankruptcy senior chief judge'.split(' '),
)
const VALUE_WORDS = new Set('not none n/a'.split(' '))
const LABEL_WORDS = new Set(
  'deputy clerk court courtroom reporter recorder tape attorneys attorney present proceedings in interpreter'.split(
    ' ',
  ),
)
// What ends the judge's cell outright: a comma before the title, a cell's border or markup, a
// column's gap, the line's end.
const HARD_END = /^(?:,|[ \t]*(?:\n|$)|\t|[ \t]{2,}|[ \t]*[|*_(])/

// The clerk row's next cell: the reporter's "Not Reported", "None", the tape's "N/A".
const REPORTER_NEXT = /^[\s|*_,]*(?:Not[ \t]+Reported|NOT[ \t]+REPORTED|None|NONE|N\/A)\b/

/** Whether words make a name alone: two words, or three with an initial between. */
function nameShaped(words: readonly string[]): boolean {
  if (words.length === 2) return !INITIAL.test(words[1]!) && !INITIAL.test(words[0]!)
  // "Ann B. Cole", "S. Jay Roe".
  if (words.length === 3)
    return !INITIAL.test(words[2]!) && INITIAL.test(words[1]!) !== INITIAL.test(words[0]!)
  return false
}

/** Whether the words after the judge's are the clerk's name, or the clerk's and the reporter's. */
function cellNames(words: readonly string[]): boolean {
  return (
    nameShaped(words) ||
    [2, 3].some((cut) => nameShaped(words.slice(0, cut)) && nameShaped(words.slice(cut)))
  )
}

function allCaps(word: string): boolean {
  return !/\p{Ll}/u.test(word)
}

/**
 * The judge's words where the name is in capitals and the clerk's is not ("ANN B. COLE Paula
 * Poe"): their count, null when the capitals read as no name, undefined without such a change.
 */
function capsSplit(words: readonly string[]): number | null | undefined {
  const caps = words.findIndex((word) => !allCaps(word))
  if (caps <= 0 || !words.slice(caps).every((word) => !allCaps(word))) return undefined
  return nameShaped(words.slice(0, caps)) ? caps : null
}

/**
 * How many of the words after the label are the judge's, where the clerk's cell runs on after
 * them with nothing between: the one split into a judge's name and a clerk's (and a reporter's)
 * that all read as names (or the case's change, "ANN B. COLE Paula Poe"), else null.
 */
function judgeWords(words: readonly string[]): number | null {
  const caps = capsSplit(words)
  if (caps !== undefined) return caps
  const splits: number[] = []
  for (let cut = 2; cut <= Math.min(3, words.length); cut++) {
    const rest = words.slice(cut)
    if (nameShaped(words.slice(0, cut)) && rest.length > 0 && cellNames(rest)) splits.push(cut)
  }
  return splits.length === 1 ? splits[0]! : null
}

/**
 * The judge a minutes form names after "Present: The Honorable", with the span of the words read
 * for the name (the span holds no judge when the words cannot be split from the clerk's): null
 * when the page is no minutes form or has no such label.
 */
export function minutesJudge(
  text: string,
): { mention: JudgeMention | null; start: number; end: number } | null {
  if (!isCivilMinutes(text)) return null
  PRESENT_LABEL.lastIndex = 0
  const label = PRESENT_LABEL.exec(text.slice(0, 4000))
  if (!label) return null
  const start = label.index + label[0].length
  const wordRe = /[^\s,|*_()]+/gy
  const words: string[] = []
  let end = start
  let hard = false
  let titled = false
  let cells = false
  for (;;) {
    wordRe.lastIndex = end
    const word = wordRe.exec(text)
    if (!word) break
    const key = word[0].toLowerCase()
    if (TITLE_WORDS.has(key)) {
      titled = true
      break
    }
    const label = LABEL_WORDS.has(key.replace(/:$/, ''))
    if (VALUE_WORDS.has(key)) cells = true
    if (cells || label || !NAME_WORD.test(word[0]) || words.length === 9) break
    words.push(word[0])
    end = word.index + word[0].length
    if (HARD_END.test(text.slice(end, end + 3))) {
      hard = true
      break
    }
    // The next word a single space on.
    if (text[end] !== ' ') break
    end += 1
  }
  end = start + text.slice(start, end).trimEnd().length
  if (words.length === 0) return null
  const span = { start, end }
  // A title after the words makes them all the judge's; a cell's end or a cell's label ("DEPUTY
  // CLERK:") after two or three words too. A run up to the clerk row's values ("Not Reported")
  // holds the clerk's name as well: split it where that reads plainly; one name alone there may
  // be the clerk's, the judge's cell empty.
  const count =
    titled && words.length >= 2 && words.length <= 4
      ? words.length
      : hard && (words.length === 2 || words.length === 3)
        ? words.length
        : hard
          ? (capsSplit(words) ?? null)
          : cells || words.length > 3
            ? judgeWords(words)
            : words.length >= 2
              ? words.length
              : null
  // A cell ending on the name, the reporter's "Not Reported" in the next: the name is the
  // clerk's, the judge's cell left out of the text.
  if (count === null || (hard && !titled && REPORTER_NEXT.test(text.slice(end, end + 40))))
    return { mention: null, ...span }
  let nameEnd = start
  for (let i = 0; i < count; i++) {
    nameEnd = text.indexOf(words[i]!, nameEnd) + words[i]!.length
  }
  const name = cleanName(text.slice(start, nameEnd).replace(/\s+/g, ' '))
  if (!name) return { mention: null, ...span }
  const after = text.slice(nameEnd, nameEnd + 60)
  const bench =
    /^[ \t,]*(?:(?:United|UNITED)[ \t]+(?:States|STATES)|U\.[ \t]?S\.)?[ \t]*(?:(?:Chief|CHIEF|Senior|SENIOR)[ \t]+)?(District|DISTRICT|Magistrate|MAGISTRATE|Bankruptcy|BANKRUPTCY)[ \t]+(?:Judge|JUDGE)\b/.exec(
      after,
    )
  return {
    mention: {
      value: name,
      display: name,
      start,
      end: nameEnd,
      form: 'honorific',
      bench: benchOf(bench?.[1]),
    },
    ...span,
  }
}

// Calendar dates in the ways legal documents write them, each read to ISO `YYYY-MM-DD`:
// "January 5, 2024", "Jan. 5, 2024", "5 January 2024", "the 5th day of January, 2024",
// "01/05/2024", "1/5/24", "2024-01-05", "05.01.2024" and a docket's "05-JAN-2024"; several days
// of one month ("November 8th and 9th, 1993", "April 6-7, 2020", "the 8th and 9th days of
// November, 1993") are each a date.
//
// Numeric dates with slashes or hyphens are read month first (US usage: our documents are US
// filings); one whose first number cannot be a month (31/01/2024) is read day first. Dotted dates
// (05.01.2024) are read day first, the European convention. Two-digit years are 2000-2069 or
// 1970-1999. A month and year alone ("March 2021") is not a date: it names no day, so
// `findDates` never reads one (the chronology and the review table's date columns hold days);
// `findMonths` reads them apart, as `YYYY-MM`, for a question whose answer is only a month.
import type { Mention } from './types'
import { copyMentions, readOnce } from './readOnce'

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
}
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
export const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
  'twenty-first',
  'twenty-second',
  'twenty-third',
  'twenty-fourth',
  'twenty-fifth',
  'twenty-sixth',
  'twenty-seventh',
  'twenty-eighth',
  'twenty-ninth',
  'thirtieth',
  'thirty-first',
]

const MONTH =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?'
const DAY = '(\\d{1,2})(?:st|nd|rd|th|(?<=[23])d)?'
const YEAR = '((?:1[89]|20)\\d{2})'
// Spaces within a line: a web page's no-break space (U+00A0) among them ("February&nbsp;11,&nbsp;2000").
const GAP = '[ \\t\\u00a0]'
const SEP = `${GAP}*(?:\\n${GAP}*)?`
// Between a day and its year: a comma, or the semicolon a scan often reads it as ("November
// 16;2007") or the full stop it reads it as on the same line ("May 7. 1980"), a space before it
// allowed ("May 5 , 2020").
const DAY_YEAR = `${GAP}*(?:[,;]|\\.(?=${GAP}+(?:1[89]|20)\\d{2}\\b))?${SEP}`
// A scan may move the space of "of August" a letter on ("ofA ugust"): a full month name split
// after its first letter, read only after "day of", where nothing else can stand.
const SPLIT_MONTH = `(${MONTH_NAMES.map((name) => `${name[0]}[ ]{0,2}${name.slice(1)}`).join('|')})`
// "A.D. 2006", "in the year 2006", "in the year of our Lord 2006": the formal year of a "day of" date.
const FORMAL_YEAR = '(?:A\\.[ ]?D\\.?[ \\t]*|in\\s+the\\s+year\\s+(?:of\\s+our\\s+Lord\\s+)?)?'
// A formal year in words, as orders and deeds write it: "two thousand nineteen", "two thousand and
// five", "nineteen hundred ninety-eight". Read only in the "day of" form (yearInWords).
const UNIT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const TEENS =
  'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ')
const TENS_WORDS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
const BELOW_100 = `(?:(?:${TENS_WORDS.join('|')})(?:[- ](?:${UNIT_WORDS.join('|')}))?|${TEENS.join('|')}|${UNIT_WORDS.join('|')})`
const YEAR_WORDS = `((?:two\\s+thousand|nineteen\\s+hundred)(?:\\s+and)?(?:[ \\t]+${BELOW_100})?)`
// An ordinal day in digits: "21st", "5th", and the older "2d", "3d", "23d" of pre-1990 orders.
const ORDINAL = `(\\d{1,2}(?:st|nd|rd|th|(?<=[23])d)?|${ORDINAL_WORDS.map((w) => w.replace('-', '[- ]')).join('|')})`

const PATTERNS: Array<{ re: RegExp; read: (m: RegExpExecArray) => [number, number, number] }> = [
  {
    // "the 5th day of January, 2024", "this twentieth day of May 2023", a scan's "day ofMay 2020"
    re: new RegExp(
      `\\b${ORDINAL}\\s+day\\s+of\\s*(?:${MONTH}|${SPLIT_MONTH})${DAY_YEAR}${FORMAL_YEAR}${YEAR}\\b`,
      'gi',
    ),
    read: (m) => [year(m[4]!), month(m[2] ?? m[3]!.replace(/ +/, '')), ordinal(m[1]!)],
  },
  {
    // "the third day of May, two thousand nineteen": the year in words
    re: new RegExp(
      `\\b${ORDINAL}\\s+day\\s+of\\s*${MONTH},?${SEP}${FORMAL_YEAR}${YEAR_WORDS}\\b`,
      'gi',
    ),
    read: (m) => [yearInWords(m[3]!), month(m[2]!), ordinal(m[1]!)],
  },
  {
    // "January 5, 2024", "Jan. 5 2024", "Sept. 30th, 2023"
    re: new RegExp(`\\b${MONTH}\\s+${DAY}${DAY_YEAR}${YEAR}\\b`, 'gi'),
    read: (m) => [year(m[3]!), month(m[1]!), Number(m[2])],
  },
  {
    // The same glued to the next cell's label, as a page converted from HTML without separators
    // between its cells runs them ("Date Filed: March 3, 2021Jury Demand:"): a capitalised
    // month and a capitalised word after the year, read case-sensitively.
    re: new RegExp(`\\b${MONTH}\\s+${DAY}${DAY_YEAR}${YEAR}(?=[A-Z][a-z])`, 'g'),
    read: (m) => [year(m[3]!), month(m[1]!), Number(m[2])],
  },
  {
    // "5 January 2024", "5th of January, 2024"
    re: new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH}${DAY_YEAR}${YEAR}\\b`, 'gi'),
    read: (m) => [year(m[3]!), month(m[2]!), Number(m[1])],
  },
  {
    // A docket's or register's "05-JAN-2024", "8-May-25"
    re: new RegExp(`(?<![\\d-])(\\d{1,2})-${MONTH}-(\\d{4}|\\d{2})(?![\\d-])`, 'gi'),
    read: (m) => [twoDigitYear(m[3]!), month(m[2]!), Number(m[1])],
  },
  {
    // A clerk's stamp, year first: "2006 May-26 AM 11:33", "2024 Nov 27 3:34 PM", a federal
    // clerk's "2019 MAY -3 PM 4:12". The month is
    // capitalised and a hyphen or the stamp's time follows, so prose ("in 2020 May 5 …") is not read.
    re: new RegExp(
      `\\b${YEAR}[ \\t]+${MONTH}(?:-(\\d{1,2})(?![\\d:])|[ \\t]+(?:-[ \\t]?)?(\\d{1,2})(?=[ \\t]+(?:[AP]\\.?M\\b|\\d{1,2}:\\d{2})))`,
      'gi',
    ),
    read: (m) =>
      /^[A-Z]/.test(m[2]!) ? [year(m[1]!), month(m[2]!), Number(m[3] ?? m[4])] : [0, 0, 0],
  },
  {
    // A rubber stamp's day after a dash: "MAY - 3 2019", "MAY -3 2019" (capitals, no comma), as
    // clerks' date stamps print a single-digit day.
    re: new RegExp(`\\b${MONTH}[ \\t]*-[ \\t]*(\\d{1,2})[ \\t]+${YEAR}\\b`, 'gi'),
    read: (m) => (/^[A-Z]{3}/.test(m[0]) ? [year(m[3]!), month(m[1]!), Number(m[2])] : [0, 0, 0]),
  },
  {
    // A rubber stamp's day whose digits a scan split: "APR 2 7 2020" (capitals, no comma), its
    // first digit perhaps read as a capital I ("MAY  I 8 1998": a stamp's 1).
    re: new RegExp(`\\b${MONTH}[ \\t]+(\\d|I)[ ](\\d)[ \\t]+${YEAR}\\b`, 'gi'),
    read: (m) =>
      /^[A-Z]{3}/.test(m[0]) && (m[2] !== 'I' || Number(m[3]) <= 9)
        ? [year(m[4]!), month(m[1]!), Number(`${m[2]!.replace('I', '1')}${m[3]}`)]
        : [0, 0, 0],
  },
  {
    // ISO and its slash form: "2024-01-05", "2024/01/05"; glued to a label on either side, as a
    // page converted from HTML runs its cells together ("Filed:2024-01-05Next hearing").
    re: /(?<![\d/.-])(?<!\d:)((?:1[89]|20)\d{2})([-/])(\d{1,2})\2(\d{1,2})(?:(?<=[-/]\d{2})(?=[A-Z][a-z])|(?![\dA-Za-z/-]))/g,
    read: (m) => [Number(m[1]), Number(m[3]), Number(m[4])],
  },
  {
    // "01/05/2024", "1-5-24", "05.01.2024"; a four-digit year glued to the next cell's label and
    // the date to the label before it ("Date Filed:02/03/2020Date Terminated:"), as a page
    // converted from HTML without separators between its cells runs them.
    re: /(?<![\d/.-])(?<!\d:)(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?:(?<=\d{4})(?=[A-Z][a-z])|(?![\dA-Za-z/-]|\.\d))/g,
    read: (m) => {
      const [a, b] = [Number(m[1]), Number(m[3])]
      const dayFirst = m[2] === '.' ? b <= 12 || a > 12 : a > 12
      return [twoDigitYear(m[4]!), dayFirst ? b : a, dayFirst ? a : b]
    },
  },
]

function month(name: string): number {
  const key = name.toLowerCase().replace(/\.$/, '')
  return MONTHS[key.slice(0, key.startsWith('sept') ? 4 : 3)] ?? 0
}

function year(text: string): number {
  return Number(text)
}

/** The year a formal year in words names: "two thousand and five" is 2005; 0 when it is none. */
function yearInWords(text: string): number {
  const words = text
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w !== 'and')
  const base = words[0] === 'two' ? 2000 : 1900
  let rest = 0
  for (const word of words.slice(2)) {
    const tens = TENS_WORDS.indexOf(word)
    if (tens >= 0) rest += (tens + 2) * 10
    else if (TEENS.includes(word)) rest += TEENS.indexOf(word) + 10
    else rest += UNIT_WORDS.indexOf(word) + 1
  }
  return base + rest
}

function twoDigitYear(text: string): number {
  const n = Number(text)
  if (text.length === 4) return n
  return n < 70 ? 2000 + n : 1900 + n
}

function ordinal(text: string): number {
  const digits = /^\d+/.exec(text)
  if (digits) return Number(digits[0])
  return ORDINAL_WORDS.indexOf(text.toLowerCase().replace(/\s+/, '-')) + 1
}

/** Whether year, month and day name a real calendar day. */
export function isValidDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || y < 1800 || y > 2099) return false
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return d <= days
}

/** `YYYY-MM-DD` for a valid day. */
export function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** "January 5, 2024" for `2024-01-05`. */
export function displayDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return `${MONTH_NAMES[(m ?? 1) - 1]} ${d}, ${y}`
}

// What joins the days of a list or a range: "8th and 9th", "6 & 7", "1, 2 and 3", "6-7",
// "1 through 3", "30 to December 2".
const JOIN =
  '(?:[ \\t]*,[ \\t]*(?:(?:and|&)[ \\t]+)?|[ \\t]+(?:and|&|or|through|thru|to|until)[ \\t]+|[ \\t]*[-–—][ \\t]*)'
const DAY_ONLY = '\\d{1,2}(?:st|nd|rd|th)?'
// Several days of a month and one year: "November 8th and 9th, 1993", "April 6-7, 2020",
// "November 30 and December 1, 2020"; and the formal "the 8th and 9th days of November, 1993".
const DAY_LISTS: Array<{ re: RegExp; monthFirst: boolean }> = [
  {
    re: new RegExp(
      `\\b${MONTH}\\s+${DAY_ONLY}(?:${JOIN}(?:${MONTH}\\s+)?${DAY_ONLY})+${DAY_YEAR}${YEAR}\\b`,
      'gi',
    ),
    monthFirst: true,
  },
  {
    re: new RegExp(
      `\\b${ORDINAL}(?:${JOIN}${ORDINAL})+\\s+days?\\s+of\\s*${MONTH},?${SEP}${FORMAL_YEAR}${YEAR}\\b`,
      'gi',
    ),
    monthFirst: false,
  },
]
const LIST_PIECE = new RegExp(`(?:${MONTH}\\s+)?${ORDINAL}`, 'gi')

/**
 * Each day of a list or range of days as its own date, each with its own span: the first from
 * its month, the last to the year. A day whose month comes after the year's last month is in the
 * year before ("December 30 to January 2, 2021").
 */
function dayListDates(text: string): Array<Mention<string>> {
  const found: Array<Mention<string>> = []
  for (const { re, monthFirst } of DAY_LISTS) {
    for (const match of text.matchAll(re)) {
      const whole = match[0]
      const y = Number(/(\d{4})$/.exec(whole)![1])
      // The list's days (and months) stand before "days of" or before the year.
      const listEnd = monthFirst ? whole.length - 4 : whole.search(/\s+days?\s+of/i)
      const pieces = [...whole.slice(0, listEnd).matchAll(LIST_PIECE)].filter(
        (p) => monthFirst || !p[1],
      )
      if (pieces.length < 2) continue
      const fixed = monthFirst ? 0 : month(/\bof\s*([A-Za-z]+\.?)/i.exec(whole)![1]!)
      // Months carry forward: "November 30 and December 1" changes month at the second day.
      let current = 0
      const days = pieces.map((p) => {
        if (p[1]) current = month(p[1])
        return { m: monthFirst ? current : fixed, d: ordinal(p[2]!), at: p.index, len: p[0].length }
      })
      const lastMonth = days[days.length - 1]!.m
      const readings = days.map(({ m, d, at, len }, i) => ({
        y: m > lastMonth ? y - 1 : y,
        m,
        d,
        start: match.index + (i === 0 ? 0 : at),
        end: match.index + (i === days.length - 1 ? whole.length : at + len),
      }))
      if (!readings.every((r) => isValidDate(r.y, r.m, r.d))) continue
      for (const r of readings) {
        const value = isoDate(r.y, r.m, r.d)
        found.push({ value, display: displayDate(value), start: r.start, end: r.end })
      }
    }
  }
  return found
}

/** Every date in `text`, first to last; overlapping readings keep the longest. */
export function findDates(text: string): Array<Mention<string>> {
  return datesKept(text)
}

const datesKept = readOnce(readDates, copyMentions)

function readDates(text: string): Array<Mention<string>> {
  const found: Array<Mention<string>> = dayListDates(text)
  for (const { re, read } of PATTERNS) {
    for (const match of text.matchAll(re)) {
      const [y, m, d] = read(match as RegExpExecArray)
      if (!isValidDate(y, m, d)) continue
      const start = match.index
      const end = start + match[0].length
      if (found.some((other) => start < other.end && end > other.start)) continue
      const value = isoDate(y, m, d)
      found.push({ value, display: displayDate(value), start, end })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

// A month and its year: "May 2022", "Sept. 2021", "March of 2021", "October, 2019".
const MONTH_YEAR = new RegExp(`\\b${MONTH}(?:,|\\s+of)?\\s+${YEAR}\\b`, 'g')

/** "May 2022" for `2022-05`. */
export function displayMonth(yearMonth: string): string {
  const [y, m] = yearMonth.split('-').map(Number)
  return `${MONTH_NAMES[(m ?? 1) - 1]} ${y}`
}

/**
 * Every month named with its year and no day ("from October 2019 to May 2022"), as `YYYY-MM`,
 * first to last; a month that is part of a date is not read. The month is capitalised, so the
 * verb "may" is not one.
 */
export function findMonths(text: string): Array<Mention<string>> {
  const days = findDates(text)
  const found: Array<Mention<string>> = []
  for (const match of text.matchAll(MONTH_YEAR)) {
    const start = match.index
    const end = start + match[0].length
    if (!/^\p{Lu}/u.test(match[1]!)) continue
    if (days.some((d) => start < d.end && end > d.start)) continue
    const m = month(match[1]!)
    const y = year(match[2]!)
    if (m === 0 || !isValidDate(y, m, 1)) continue
    const value = `${y}-${String(m).padStart(2, '0')}`
    found.push({ value, display: displayMonth(value), start, end })
  }
  return found
}

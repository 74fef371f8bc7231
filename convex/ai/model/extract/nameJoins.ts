// How the words of one name join, so that a list is not split inside a name: an "and" inside an
// institution's name ("Police and Fire", "Food Safety and Inspection Service") joins no parties, and
// the article a list in a sentence's case sets before a body ("…, the Elm State Board of Education,
// and …") is no part of its name.

import { STATES } from './courtNames'
import { personLine } from './nameLines'

// A body corporate named by its officers and members ("President and Fellows of Harvard College",
// "Rector and Visitors of …") is one party, as is a department of "Public Safety and Corrections".
// Agencies and utilities name their charge in pairs too: "Department of Transportation and Development",
// "Immigration and Customs Enforcement", "Immigration and Naturalization Service", "Fish and Wildlife",
// "Housing and Urban Development", "Labor and Industry", "Children and Family Services", and the
// "Securities and Exchange Commission".
// (And "Pardons and Paroles", "Citizenship and Immigration Services"; advocates' "Peace and
// Justice" and a state's "Protection and Advocacy" system.)
const PAIRED_CHARGE =
  /(?:Police|Fire|Firefighters|Social|Health|Welfare|Pension|Savings|Arts|Water|Sewer|Light|Power|Trust|Loan|Annuity|Research|Development|Education|Human|Transportation|Housing|Labor|Commerce|Children|Gas|Immigration|Customs|Fish|Food|Parks|Probation|Corrections|Rehabilitation|Management|Youth|Alcohol|Tobacco|Firearms|Safety|Securities|President|Rector|Master|Elementary|Pardons|Citizenship|Peace|Protection)(?=\s+and\s+(?:Fire|Police|Welfare|Secondary|Pension|Loan|Sciences|Sewer|Power|Light|Trust|Annuity|Development|Retirement|Human|Health|Services|Savings|Urban|Industry|Family|Families|Consumer|Economic|Community|Electric|Customs|Naturalization|Border|Wildlife|Drug|Recreation|Parole|Paroles|Rehabilitation|Inspection|Correction|Corrections|Hospitals|Budget|Explosives|Exchange|Tobacco|Firearms|Immigration|Justice|Advocacy|(?:Fellows|Directors|Visitors|Scholars)\s+of)\b)/
    .source

// An office named "of" (or "for") the two charges it keeps, the second closing on what it does:
// "Division of Family and Children Services", "Bureau of Safety and Environmental Enforcement",
// "Department of Corrections and Community Supervision", "Center for Juvenile Law and Policy".
// The words after the "and" are one or two, the last a charge's word and the name's end; a
// party's own name after an office ("Department of Corrections and Jane Roe") closes on none.
const OFFICE_WORD =
  'Department|Dept\\.|Division|Bureau|Office|Cabinet|Commission|Council|Board|Ministry|Secretary|Commissioner|Director|Institute|Centers?'
const CHARGE_WORD =
  'Services|Control|Enforcement|Affairs|Development|Disabilities|Resources|Security|Management|Protection|Welfare|Hygiene|Conservation|Planning|Regulation|Programs|Safety|Sciences|Rehabilitation|Supervision|Assistance|Environment|Recreation|Licensing|Training|Research|Policy|Compliance|Investigations|Standards|Preservation|Prevention|Parole|Wildlife|Forestry|Fisheries|Quality'
const NAME_WORD = "[A-Z][\\w'’-]*"
const OFFICE_CHARGE = `(?<=\\b(?:${OFFICE_WORD})\\s+(?:of|for)\\s+(?:${NAME_WORD}\\s+){0,2})${NAME_WORD}(?=\\s+and\\s+(?:${NAME_WORD}\\s+)?(?:${CHARGE_WORD})\\b(?=\\s*(?:[,;.()\\n]|$)|\\s+(?:and|et|in|as|by|through|individually)\\b))`

/** An "and" inside one body's name (PAIRED_CHARGE, OFFICE_CHARGE): the word before it is group 1. */
export const COMPOUND_AND = new RegExp(`\\b(${PAIRED_CHARGE}|${OFFICE_CHARGE})\\s+and\\s+`, 'gi')

// An office "of" a series of charges, commas between ("Bureau of Alcohol, Tobacco, Firearms and
// Explosives", "Department of Health, Education, and Welfare", "Department of Agriculture, Trade
// and Consumer Protection"): one body. Every word of the series is a charge's, so that a list of
// parties after an office ("Department of Corrections, Roe, and Poe") is never read as one.
const SERIES_WORDS = new Set(
  (
    'alcohol tobacco firearms explosives health education welfare agriculture trade consumer ' +
    'protection commerce community economic development labor licensing regulation environment ' +
    'energy fish wildlife parks recreation housing transportation public safety human services ' +
    'family families children youth aging disabilities insurance banking finance industry mines ' +
    'minerals natural resources tourism culture arts employment training workforce veterans ' +
    'corrections rehabilitation probation parole planning budget management revenue taxation ' +
    'mental hygiene science technology research'
  ).split(' '),
)
const SERIES = new RegExp(
  `\\b(?:${OFFICE_WORD})\\s+(?:of|for)\\s+((?:${NAME_WORD},\\s+){1,4}${NAME_WORD},?\\s+and\\s+${NAME_WORD}(?:\\s+${NAME_WORD})?)(?=\\s*(?:[,;.()\\n]|$)|\\s+(?:and|et|in|as|by|through|individually)\\b)`,
  'gi',
)
/** Marks a comma inside a body's name (restored by {@link unmaskSeriesCommas}). */
export const SERIES_COMMA = '\uE004'

/**
 * The text with each office's series of charges marked as one name: its commas as SERIES_COMMA,
 * its "and" as COMPOUND_AND's joins are ("\uE003").
 */
export function maskChargeSeries(text: string): string {
  return text.replace(SERIES, (all, series: string) => {
    const words = series.toLowerCase().match(/[a-z]+/g) ?? []
    if (!words.every((word) => word === 'and' || SERIES_WORDS.has(word))) return all
    const marked = series
      .replace(/,/g, SERIES_COMMA)
      .replace(/\s+(and)\s+/i, (_and, word: string) => `\uE003${word}\uE003`)
    return all.slice(0, all.length - series.length) + marked
  })
}

/** The commas {@link maskChargeSeries} marked, restored. */
export function unmaskSeriesCommas(text: string): string {
  return text.replace(new RegExp(SERIES_COMMA, 'g'), ',')
}

// "the" before a body's name in a list: capitalised words (and "of", "and", "for", "on") to the
// body's word ("the Elm State Board of Education"); "the Petition for … is GRANTED" is prose.
const BODY_WORDS = (
  'Board|Department|Council|Commission|Committee|Agency|Office|Bureau|Authority|Division|County|' +
  'City|State|District|School|University|College|Association|Society|Company|Corporation'
)
  .split('|')
  .flatMap((word) => [word, word.toUpperCase()])
export const ARTICLE_BEFORE_BODY = new RegExp(
  `^the\\s+(?=(?:(?:\\p{Lu}[\\p{L}'’.-]*|of|and|for|on|OF|AND|FOR|ON)\\s+)*(?:${BODY_WORDS.join('|')})\\b(?:\\s+(?:of|for|on|OF|FOR|ON)\\s+(?:\\p{Lu}[\\p{L}'’.-]*\\s*)+)?$)`,
  'u',
)

const STATE_NAMES = new Set(STATES.map(([name]) => name.toLowerCase()))
// "BOARD OF EDUCATION OF THE CITY OF ELMTON, ELM COUNTY, ALABAMA": a city named with its county
// and state, as reporters print a city's board; the county there is no second party.
const CITY_OF = /\b(?:City|Town|Township|Village|Borough)\s+of\s+[\p{L}.' -]+$/iu
const COUNTY_PIECE = /^(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}(?:County|Parish)$/iu

/** Whether `piece` is the county of the city `previous` ends on, its state following. */
export function cityCounty(previous: string, piece: string, next: string | undefined): boolean {
  return (
    CITY_OF.test(previous) &&
    COUNTY_PIECE.test(piece) &&
    next !== undefined &&
    STATE_NAMES.has(next.replace(/[.,;:\s]+$/, '').toLowerCase())
  )
}

/**
 * Two persons a caption joins with "&" ("D. ROE & MICHAEL POE"): each side of the "&" a person's
 * name, so two parties. A firm's or a company's "&" ("Smith & Wesson", "Roe & Sons, Inc.") has a
 * single word or a body's word on a side and stays one name.
 */
export function personPair(piece: string): string[] {
  const sides = piece.split(/\s+&\s+/)
  return sides.length === 2 && sides.every(personLine) ? sides : [piece]
}

// A word that closes a name of its own: a company's suffix or a body's word.
const NAME_CLOSING_WORD =
  /\b(?:INC|LLC|LLP|CORP|CO|LTD|COMPANY|CORPORATION|HOLDINGS|GROUP|PARTNERS|ENTERPRISES|INDUSTRIES|ASSOCIATION|DISTRICT|DEPARTMENT|COMMISSION|BOARD|AUTHORITY|COUNTY|CITY|STATE|AGENCY|BUREAU|OFFICE|UNIVERSITY|COLLEGE|SCHOOL|CHURCH|BANK|TRUST|FUND|SOCIETY|UNION|FOUNDATION|INSTITUTE|COUNCIL|COMMITTEE)\.?$/
// "JAKE'S BAR\nAND GRILL, LLC", "ELM PROTECTION AND\nADVOCACY SERVICE, INC.": an "AND" at a
// line's break with the words on each side in capitals.
const AND_AT_BREAK =
  /((?:^|[,;]|\bAND\b|\band\b)[ \t]*)([\p{Lu}][\p{Lu}'’. -]*?)[ \t]*(\n[ \t]*AND[ \t]+|[ \t]+AND[ \t]*\n[ \t]*)([\p{Lu}][\p{Lu}'’. -]*?)(?=,?[ \t]*(?:INC|LLC|L\.L\.C|LLP|CORP|CO|LTD|L\.P|LP|P\.C|PLLC)\b)/gmu

/**
 * A company's name in capitals broken over two lines at its own "AND" ("JAKE'S BAR" / "AND GRILL,
 * LLC"; "ELM PROTECTION AND" / "ADVOCACY SERVICE, INC."), as a caption's narrow column wraps it:
 * the words after the "AND" run to the company's suffix, and the words before it close no name of
 * their own (no suffix, no body's word, no person's name), so the "AND" is the name's and joins no
 * parties. It is marked as COMPOUND_AND's joins are ("\uE003"), read as spaces once the list is
 * split.
 */
export function companyAndAtBreak(block: string): string {
  return block.replace(
    AND_AT_BREAK,
    (all, lead: string, before: string, join: string, after: string) => {
      const words = before.trim()
      const person = personLine(words) && !/['’]S\b/.test(words)
      if (person || NAME_CLOSING_WORD.test(words)) return all
      return `${lead}${before}${join.replace(/\s+/g, '\uE003')}${after}`
    },
  )
}

// "OTIS AND MAVIS KETTLE", "Edna and Floyd Marsh": a couple named with one surname, a given
// name alone before the "and", is one party as the caption prints it.
const COUPLE =
  /(^|[,;]\s*)(\p{Lu}[\p{L}'’-]+)\s+(and|AND)\s+(\p{Lu}[\p{L}'’-]+)\s+(\p{Lu}[\p{L}'’-]+)(?=\s*(?:[,;]|$))/gu

/**
 * The "and" of a couple's name marked as COMPOUND_AND's joins are ("\uE003"): a given name alone,
 * then a given name and the surname they share, each pair a person's name ("OTIS KETTLE",
 * "MAVIS KETTLE"), none a body's word.
 */
export function coupleAnd(text: string): string {
  return text.replace(
    COUPLE,
    (all, lead: string, first: string, and: string, second: string, surname: string) =>
      personLine(`${first} ${surname}`) && personLine(`${second} ${surname}`)
        ? `${lead}${first}\uE003${and}\uE003${second} ${surname}`
        : all,
  )
}

// The head of a name that can be sued on its own: a body's word or a company's ("Elm County",
// "Sierra Club", "Roe Holdings"), or a group of persons ("OFFICERS JOHN DOE(S)"). Words after the head's first small word ("Camps in Elm County")
// say where or whose, and make no party of a head that has none.
const STANDING_HEAD =
  /\b(?:Inc|LLC|LLP|Corp|Co|Company|Corporation|Department|Dept|County|City|State|States|Association|Commission|Board|District|Schools?|University|College|Agency|Bureau|Office|Council|Authority|Center|Centre|Hospital|Church|Bank|Trust|Group|Society|Union|Foundation|Institute|Committee|Fund|Federation|Court|Republic|America|Nation|Tribe|Police|Sheriff|Prison|Jail|Division|Administration|Organization|Project|Coalition|Alliance|League|Club|Partners|Holdings|Enterprises|Industries|Town|Village|Township|Parish|Commonwealth|People|Government|Network|Ministries|Academy|Estate|Services?|Commissioner|Secretary|Director|Governor|Officers?|Deputies|Agents|Employees|Guards|Troopers|Members|Trustees|Does?|Roes?)\b/i
const HEAD_END = /\s+(?:in|of|for|at|on|to|with|from|the)\s.*$/i
const COMPANY_CLOSE = /^\s*,?\s*(?:Inc|LLC|L\.L\.C|LLP|Corp|Co|Ltd|L\.P|LP|P\.C|PLLC)\b\.?/i

/** Whether words between a list's marks name a party that can stand alone. */
function standsAlone(words: string): boolean {
  const name = words.trim()
  if (personLine(name) || /^(?:\p{Lu}\.){1,4}$/u.test(name)) return true
  return STANDING_HEAD.test(name.replace(HEAD_END, ''))
}

// A body's head and what it is for or of: "ASSOCIATION FOR SCHOOL FINANCE", "Center for Law".
const HEAD_FOR = new RegExp(
  `^\\s*(?:The\\s+)?(?:\\p{L}+\\s+){0,3}?${STANDING_HEAD.source.slice(2, -2)}\\s+(?:for|of)\\s+\\S`,
  'iu',
)

/**
 * Whether an "and" goes on with what a body is for: "ASSOCIATION FOR SCHOOL FINANCE AND POLICY,
 * INC.", "Center for Law and Justice, Inc.": the words after it stand as no party alone and a
 * company's form closes them, in the same case as the words before.
 */
function prepositionAnd(before: string, after: string, company: boolean): boolean {
  const lower = (s: string) => /\p{Ll}/u.test(s.replace(/\b(?:and|of|the|for)\b/g, ''))
  return (
    company &&
    HEAD_FOR.test(before) &&
    after.trim().split(/\s+/).length <= 3 &&
    lower(before) === lower(after) &&
    !standsAlone(after)
  )
}

/**
 * An "and" inside one organisation's name marked as COMPOUND_AND's joins are ("\uE003"): the
 * words before it stand as no party alone (no person's name, no body's or company's head: "All
 * Youth Detained in Juvenile Halls", "ELM PROTECTION"), nor do the words after it (their company
 * form after a comma aside: "Camps in Elm County", "ADVOCACY, INC."). Each side is two words or
 * more (the after side one, when a company form closes it), so that a list of two persons ("JANE
 * ROE and JOHN ROE") or of two bodies ("Friends of the Earth and Sierra Club") stays split.
 */
export function organisationAnd(text: string): string {
  return text.replace(/(^|[,;])([^,;]*)/g, (all, mark: string, segment: string, offset: number) => {
    const parts = segment.split(/(\s+(?:and|AND)\s+)/)
    if (parts.length < 3) return all
    const rest = text.slice(offset + all.length)
    let out = parts[0]!
    let before = parts[0]!.replace(/^\s*(?:and|&)\s+/i, '')
    for (let i = 1; i < parts.length; i += 2) {
      const after = parts[i + 1]!
      const last = i + 2 >= parts.length
      const company = last && COMPANY_CLOSE.test(rest)
      const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length
      const join =
        prepositionAnd(before, after, company) ||
        (words(before) >= 2 &&
          (words(after) >= 2 || company) &&
          // (Both sides set alike, in capitals or not: "ELM PROTECTION and Jane" is no one name.)
          !/\p{Ll}/u.test(before.replace(HEAD_END, '').replace(/\b(?:and|of|the)\b/g, '')) ===
            !/\p{Ll}/u.test(after.replace(HEAD_END, '').replace(/\b(?:and|of|the)\b/g, '')) &&
          !standsAlone(before) &&
          !standsAlone(after))
      out += join ? `${parts[i]!.replace(/\s+/g, '\uE003')}${after}` : `${parts[i]}${after}`
      before = join ? `${before} and ${after}` : after
    }
    return `${mark}${out}`
  })
}

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
export const COMPOUND_AND =
  /\b(Police|Fire|Firefighters|Social|Health|Welfare|Pension|Savings|Arts|Water|Sewer|Light|Power|Trust|Loan|Annuity|Research|Development|Education|Human|Transportation|Housing|Labor|Commerce|Children|Gas|Immigration|Customs|Fish|Food|Parks|Probation|Corrections|Rehabilitation|Management|Youth|Alcohol|Tobacco|Firearms|Safety|Securities|President|Rector|Master|Elementary)\s+and\s+(?=(?:Fire|Police|Welfare|Secondary|Pension|Loan|Sciences|Sewer|Power|Light|Trust|Annuity|Development|Retirement|Human|Health|Services|Savings|Urban|Industry|Family|Families|Consumer|Economic|Community|Electric|Customs|Naturalization|Border|Wildlife|Drug|Recreation|Parole|Rehabilitation|Inspection|Correction|Corrections|Hospitals|Budget|Explosives|Exchange|Tobacco|Firearms|(?:Fellows|Directors|Visitors|Scholars)\s+of)\b)/gi

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

// A number another court or an agency gave the matter: "What is the FTC docket number of the 2011
// order?", "Under what California Supreme Court number did the writ come up?", "What is the Tenth
// Circuit appeal number?". The question names whose number it wants (an agency's initials, a
// supreme court, a numbered circuit), and papers print such a number after a label that names
// its owner: "the Commission's … proceeding bearing Docket No. C-4316", "Supreme Matter
// Transferred to DCA #S261701", "Case in other court: 10CCA, 16-03249". The number whose label
// names the owner answers. Pure.
import { ORDINAL_WORDS } from '../extract/dates'
import { headOf } from './head'
import type { SourcePage } from './types'

// The numbered federal circuits, first to eleventh.
const CIRCUITS = ORDINAL_WORDS.slice(0, 11)
const SUFFIX = ['st', 'd|nd', 'd|rd', 'th', 'th', 'th', 'th', 'th', 'th', 'th', 'th']

/** A numbered circuit as dockets write it: "Tenth Circuit", "10th Cir.", "10CCA", "CA10". */
function circuitLabel(ordinal: string): RegExp | null {
  const i = CIRCUITS.indexOf(ordinal)
  if (i === -1) return null
  const n = i + 1
  return new RegExp(
    `\\b${ordinal}\\s+Cir|\\b${n}(?:${SUFFIX[i]})\\s+Cir|\\b${n}\\s?CCA\\b|\\b(?:US)?CA\\s?${n}\\b|${USCA}`,
    'i',
  )
}

// A district court's docket gives its appeal's number as the court of appeals': "USCA Case Number
// 31-5120 for 12 Notice of Appeal". (A district court appeals to one circuit: the one asked, unless
// the label names its circuit: "USCA for the Fourth Circuit".)
const USCA = String.raw`\bUSCA\b(?![^\n,]{0,24}\bCir)`
// The circuits with no number: "D.C. Circuit" ("D.C. Cir."), "Federal Circuit" ("Fed. Cir.").
const UNNUMBERED: Array<[RegExp, RegExp]> = [
  [/\bD\.?\s?C\.?\s+Circuit\b/i, new RegExp(String.raw`\bD\.?\s?C\.?\s+Cir|${USCA}`, 'i')],
  [/\bFederal\s+Circuit\b/i, new RegExp(String.raw`\bFed(?:eral|\.)\s+Cir|\bCAFC\b|${USCA}`, 'i')],
]

const FUNCTION_WORDS = new Set(['of', 'and', 'the', 'for', 'on', '&'])

/**
 * An agency's initials as papers write it: "FTC", "F.T.C.", its name spelled out where the papers
 * give it ("Federal Trade Commission"), and that name's last word ("the Commission").
 */
function agencyLabel(acronym: string, pages: SourcePage[]): RegExp {
  const dotted = acronym.split('').join('\\.?')
  const alternatives = [`\\b${dotted}\\b`]
  const phrase = /\b[A-Z][a-z]+(?:\s+(?:of|and|the|for|on|&|[A-Z][a-z]+)){1,6}/g
  for (const page of pages) {
    for (const m of page.text.matchAll(phrase)) {
      const words = m[0].split(/\s+/).filter((w) => !FUNCTION_WORDS.has(w))
      // The name may start after words that are not the agency's ("See Federal Trade Commission").
      for (let from = 0; from + acronym.length <= words.length; from++) {
        const name = words.slice(from, from + acronym.length)
        if (name.map((w) => w[0]).join('') !== acronym) continue
        alternatives.push(`\\b${name.join('\\s+(?:(?:of|and|the|for|on|&)\\s+)?')}\\b`)
        alternatives.push(`\\b${name[name.length - 1]!}\\b`)
        return new RegExp(alternatives.join('|'))
      }
    }
  }
  return new RegExp(alternatives.join('|'))
}

// A number asked "in the Seventh Circuit", "before the Ninth Circuit", "at the Tenth Circuit".
const NUMBER_IN_CIRCUIT =
  /\b(?:numbers?|no\.?)\s+(?:in|at|before|from|of)\s+the\s+([a-z]+)\s+circuit\b/i

/**
 * Whose number the question asks for, as a label that names it, or null when it names no other
 * court or agency (then the document's own docket answers).
 */
export function numberOwner(question: string, pages: SourcePage[]): RegExp | null {
  // "In USA v. Tennessee, what is the lead case number?": the case's name first, then the ask.
  const head = headOf(question.replace(/^\s*In\s+[^?]*?,\s*(?=(?:which|what)\b)/i, ''))
  if (!head || !/^(?:numbers?|no|docket)$/.test(head.noun)) return null
  const words = head.modifiers
  for (const word of words) {
    const circuit = circuitLabel(word)
    if (circuit && words.includes('circuit')) return circuit
  }
  // "What is the appeal number in the Seventh Circuit?": the circuit named after the number.
  const after = NUMBER_IN_CIRCUIT.exec(question)?.[1]
  const named = after ? circuitLabel(after.toLowerCase()) : null
  if (named) return named
  if (words.includes('circuit'))
    for (const [asked, label] of UNNUMBERED) if (asked.test(question)) return label
  if (words.includes('supreme')) return /\bSupreme\b/
  // A consolidated case's docket sheet names the first-filed case: "Lead case: 3:95-cv-01227".
  if (words.includes('lead') && words.includes('case')) return /\bLead\s+case\b/i
  // An agency by its initials, as the question writes them ("FTC", "EEOC").
  for (const m of question.matchAll(/\b[A-Z]{2,6}\b/g)) {
    if (words.includes(m[0].toLowerCase()) && !/^(?:US|USA|DC)$/.test(m[0])) {
      return agencyLabel(m[0], pages)
    }
  }
  return null
}

/**
 * A case number: letters and digits with a hyphen, a letter, or five digits or more ("C-4316",
 * "S261701", an agency's "01R-22-R6"), or a federal docket number ("3:95-cv-01227", its hyphens
 * as a docket sheet may print them).
 */
const NUMBER =
  /(?<![\w/.$-])(?:\d{1,2}:\d{2}[-−–]\w{2,4}[-−–]\d{3,6}(?:[-−–][A-Z]{2,4})*|(?:[A-Z]{1,4}-?)?\d(?:[\d-]|[A-Z](?=[\d-]))*\d(?:-[A-Z]{1,4})?)(?![\w/-])/g
const LOOKS_NUMBERED = /[A-Z]|-|\d{5}/
/** Words that say a number follows: "Docket No.", "Nos.", "Case", "Matter", "#". */
const MARKER = /\bNos?\.|\b(?:Numbers?|Docket|Case|Matter|Appeal|File)\b|#/i
/** How far before a number its label may start, on its own line. */
const LABEL_SPAN = 120

export type OtherDocket = { page: SourcePage; start: number; end: number; value: string }

/** Under a letterhead, a number that opens its line after its marker: "No. 22-492 (…)". */
const HEADED_LABEL = /^\s*(?:Docket\s+|Case\s+)?Nos?\.?\s*$/i
/** How far into a page its letterhead runs ("Supreme Court of the United States" atop a letter). */
const HEAD_SPAN = 300

/**
 * The number whose label names the owner, nearest label first; null when no label names it. Under
 * a letterhead that names the owner ("Supreme Court of the United States" … "No. 22-492"), a
 * number that opens its line after "No." answers too, after a label that names the owner itself.
 */
export function findOtherDocket(owner: RegExp, pages: SourcePage[]): OtherDocket | null {
  let best: { found: OtherDocket; distance: number; generic: boolean } | null = null
  for (const page of pages) {
    const text = page.text
    const headed = owner.test(text.slice(0, HEAD_SPAN))
    for (const m of text.matchAll(NUMBER)) {
      if (!LOOKS_NUMBERED.test(m[0])) continue
      const lineStart = text.lastIndexOf('\n', m.index - 1) + 1
      const label = text.slice(Math.max(lineStart, m.index - LABEL_SPAN), m.index)
      // The label's owner and its marker, both before the number, and no other number between.
      const owners = [...label.matchAll(new RegExp(owner.source, `${owner.flags}g`))]
      const last = owners[owners.length - 1]
      if (!last && !(headed && HEADED_LABEL.test(label))) continue
      if (!MARKER.test(label)) continue
      const between = label.slice(last ? last.index + last[0].length : 0)
      if ([...between.matchAll(NUMBER)].some((n) => LOOKS_NUMBERED.test(n[0]))) continue
      const distance = last ? label.length - last.index : LABEL_SPAN + m.index
      const onlyUsca = last !== undefined && /^USCA$/i.test(last[0])
      if (!best || distance < best.distance) {
        best = {
          found: { page, start: m.index, end: m.index + m[0].length, value: m[0] },
          distance,
          generic: onlyUsca,
        }
      }
    }
  }
  if (best?.generic && uscaNumbers(pages).size > 1) return null
  return best?.found ?? null
}

// An appeal's number after "USCA" anywhere on its line ("Case in other court: USCA, 31-05120").
const USCA_NUMBER = /\bUSCA\b[^\n\d]{0,40}(\d{2}[-−–]\d{3,6})\b/g

/**
 * The appeals' numbers "USCA" labels, each once: two (a cross-appeal) leave the one asked unknown,
 * for "USCA" names no party.
 */
function uscaNumbers(pages: SourcePage[]): Set<string> {
  return new Set(
    pages.flatMap((p) => [...p.text.matchAll(USCA_NUMBER)].map((m) => sameNumber(m[1]!))),
  )
}

/** A number as two docket lines may print it alike: "10−05167" and "10-5167". */
const sameNumber = (value: string) => value.replace(/[−–]/g, '-').replace(/-0+(?=\d)/g, '-')

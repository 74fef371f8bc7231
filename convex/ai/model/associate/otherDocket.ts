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
    `\\b${ordinal}\\s+Cir|\\b${n}(?:${SUFFIX[i]})\\s+Cir|\\b${n}\\s?CCA\\b|\\b(?:US)?CA\\s?${n}\\b`,
    'i',
  )
}

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

/**
 * Whose number the question asks for, as a label that names it, or null when it names no other
 * court or agency (then the document's own docket answers).
 */
export function numberOwner(question: string, pages: SourcePage[]): RegExp | null {
  const head = headOf(question)
  if (!head || !/^(?:numbers?|no|docket)$/.test(head.noun)) return null
  const words = head.modifiers
  for (const word of words) {
    const circuit = circuitLabel(word)
    if (circuit && words.includes('circuit')) return circuit
  }
  if (words.includes('supreme')) return /\bSupreme\b/
  // An agency by its initials, as the question writes them ("FTC", "EEOC").
  for (const m of question.matchAll(/\b[A-Z]{2,6}\b/g)) {
    if (words.includes(m[0].toLowerCase()) && !/^(?:US|USA|DC)$/.test(m[0])) {
      return agencyLabel(m[0], pages)
    }
  }
  return null
}

/** A case number: letters and digits with a hyphen, a letter, or five digits or more. */
const NUMBER = /(?<![\w/.$-])(?:[A-Z]{1,4}-?)?\d[\d-]*\d(?:-[A-Z]{1,4})?(?![\w/-])/g
const LOOKS_NUMBERED = /[A-Z]|-|\d{5}/
/** Words that say a number follows: "Docket No.", "Case", "Matter", "#". */
const MARKER = /\b(?:Nos?\.|Numbers?|Docket|Case|Matter|Appeal|File)\b|#/i
/** How far before a number its label may start, on its own line. */
const LABEL_SPAN = 120

export type OtherDocket = { page: SourcePage; start: number; end: number; value: string }

/** The number whose label names the owner, nearest label first; null when no label names it. */
export function findOtherDocket(owner: RegExp, pages: SourcePage[]): OtherDocket | null {
  let best: { found: OtherDocket; distance: number } | null = null
  for (const page of pages) {
    const text = page.text
    for (const m of text.matchAll(NUMBER)) {
      if (!LOOKS_NUMBERED.test(m[0])) continue
      const lineStart = text.lastIndexOf('\n', m.index - 1) + 1
      const label = text.slice(Math.max(lineStart, m.index - LABEL_SPAN), m.index)
      // The label's owner and its marker, both before the number, and no other number between.
      const owners = [...label.matchAll(new RegExp(owner.source, `${owner.flags}g`))]
      const last = owners[owners.length - 1]
      if (!last || !MARKER.test(label)) continue
      const between = label.slice(last.index + last[0].length)
      if ([...between.matchAll(NUMBER)].some((n) => LOOKS_NUMBERED.test(n[0]))) continue
      const distance = label.length - last.index
      if (!best || distance < best.distance) {
        best = {
          found: { page, start: m.index, end: m.index + m[0].length, value: m[0] },
          distance,
        }
      }
    }
  }
  return best?.found ?? null
}

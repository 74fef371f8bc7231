// Passages ranked against a question, BM25-style: each question term weighs by how rare it is
// among the candidate passages (a word in every passage tells nothing), a passage scores by the
// terms it holds (a repeat counts less than a first, a long passage less than a short one), and
// what it holds is measured as coverage, the share of the question's weight it answers. A term
// may also be met by the passage's document name ("the engagement letter"), at a discount, and by
// the heading above it or its table's header, at a larger one.
import {
  type Counts,
  RELATED_CREDIT,
  countPassages,
  countRange,
  lookup,
  nameCredits,
  namedFraction,
  prefixesOf,
} from './counts'
import { withoutLineNumbers } from './lineNumbers'
import { type Passage, passagesOf } from './passages'
import type { QueryTerm } from './query'
import type { SourcePage } from './types'

/** What the heading above (or a table's header row) is worth for a term the passage lacks. */
const CONTEXT_CREDIT = 0.5
/**
 * A want (a date, a place, a number) weighs this much of a word of the same rarity, and at
 * least as much as the question's typical content word: it is what the question asks for.
 */
const WANT_WEIGHT = 0.7
/** A framing word ("assigned", "raised") weighs this much of a word of the same rarity. */
const FRAME_WEIGHT = 0.3
/** A participle ("incorporated", "videotaped") weighs this much of a word of the same rarity. */
const VERBAL_WEIGHT = 0.5
/** What a table's header row is worth for a term its row lacks (the header names its columns). */
const HEADER_CREDIT = 0.8
/**
 * What a document's caption (the head of its first page) is worth for a word of the case's name
 * the passage lacks: every passage of "Roe v. Lark" is of that case.
 */
const CAPTION_CREDIT = 0.8
/** The head of a document's first page, where its caption is. */
const CAPTION_CHARS = 2000
/** How much a document whose name the question spells out gains over the others. */
const NAMED_BOOST = 0.6
/** A term found in more than half the candidate documents loses up to this share of its weight. */
const SPREAD_DISCOUNT = 0.6
/** BM25's saturation and length normalisation. */
const K1 = 1.2
const B = 0.5

export type ScoredPassage = {
  page: SourcePage
  passage: Passage
  /** Rank score: higher is better. */
  score: number
  /** Share of the question's weight the passage answers, with its name and heading (0-1). */
  coverage: number
  /** The part of `coverage` its document's caption gives (the case's name the passage lacks). */
  captionCoverage: number
  /** The same from the passage's own words only. */
  textCoverage: number
  /** The question terms the passage's own words match, by index. */
  matched: number[]
  /** The question terms its document's name or its heading holds ("the engagement letter"). */
  named: number[]
  /** The passage speaks of the question's focus (its own words or its table header), or it has none. */
  focusMet: boolean
}

export type Ranking = {
  /** Citable passages with any match, best first. */
  passages: ScoredPassage[]
  /** Each term's weight, in the question's order. */
  weights: number[]
  /** Share of the question's weight in terms no candidate page or document name holds. */
  absentShare: number
}

type Unit = {
  page: SourcePage
  passage: Passage
  counts: Counts
  context: Array<{ counts: Counts; credit: number }>
  wants: boolean[]
}

/** Ranks the citable passages of `pages` against the question's terms. */
export function rankPassages(terms: QueryTerm[], pages: SourcePage[]): Ranking {
  const n = terms.length
  const table = lookup(terms)
  const prefixes = prefixesOf(table)
  const units: Unit[] = []
  const df = new Float64Array(n)
  const documentsWith = Array.from({ length: n }, () => new Set<string>())
  const names = new Map<string, { credit: Float64Array; named: number }>()
  const captions = new Map<string, Counts>()
  // Not for a question that wants a date or a number: a date beside the case's name in a caption
  // ("certify that on May 2 I filed …") is too often another paper's.
  const anyName = !terms.some((term) => term.matches) && terms.some((term) => term.name)
  const anyWant = terms.some((term) => term.matches)
  const noWants = terms.map(() => false)
  const wantsOf = (text: string) => terms.map((term) => term.matches?.(text) ?? false)
  let totalWords = 0
  let totalPassages = 0

  for (const page of pages) {
    if (!names.has(page.documentId)) {
      names.set(page.documentId, {
        credit: nameCredits(page.documentName, table, n),
        named: namedFraction(page.documentName, terms),
      })
    }
    if (anyName && !captions.has(page.documentId)) {
      const head = { start: 0, end: Math.min(page.text.length, CAPTION_CHARS) }
      captions.set(page.documentId, countRange(page.text, head, table, n))
    }
    const contextCache = new Map<string, Counts>()
    const passages = passagesOf(page.text)
    const pageCounts = countPassages(page.text, passages, table, n, prefixes)
    // A pleading's margin line numbers ("practices 12 such as") answer no "how many" or "when".
    const unnumbered = anyWant ? withoutLineNumbers(page.text) : page.text
    for (const [index, passage] of passages.entries()) {
      const counts = pageCounts[index]!
      const wants = anyWant ? wantsOf(unnumbered.slice(passage.start, passage.end)) : noWants
      totalWords += counts.words
      totalPassages += 1
      for (let t = 0; t < n; t += 1) {
        if (counts.exact[t]! > 0 || counts.related[t]! > 0 || wants[t]) df[t]! += 1
        if (counts.exact[t]! > 0) documentsWith[t]!.add(page.documentId)
      }
      if (!passage.citable) continue
      if (
        !wants.some(Boolean) &&
        !counts.exact.some((c) => c > 0) &&
        !counts.related.some((c) => c > 0)
      )
        continue
      const context = passage.context.map((range) => {
        const key = `${range.start}:${range.end}`
        let found = contextCache.get(key)
        if (!found) contextCache.set(key, (found = countRange(page.text, range, table, n)))
        return { counts: found, credit: range.kind === 'header' ? HEADER_CREDIT : CONTEXT_CREDIT }
      })
      units.push({ page, passage, counts, context, wants })
    }
  }

  const N = Math.max(totalPassages, 1)
  const avgWords = totalWords / N || 1
  const inName = new Float64Array(n)
  for (const { credit } of names.values())
    credit.forEach((c, t) => (inName[t] = Math.max(inName[t]!, c)))
  // Rarity among passages, less for a word most documents hold (the parties' names in a
  // matter); a want and a framing word count for less, the latter never more than a fraction
  // of the question's typical content word.
  const documents = names.size
  const idf = terms.map((_, t) => {
    const rarity = Math.log(1 + (N - df[t]! + 0.5) / (df[t]! + 0.5))
    const spread = documents >= 3 ? documentsWith[t]!.size / documents : 0
    return spread > 0.5 ? rarity * (1 - SPREAD_DISCOUNT * (spread - 0.5) * 2) : rarity
  })
  const content = idf.filter((_, t) => !terms[t]!.matches && !terms[t]!.frame && !terms[t]!.verbal)
  const typical = content.length > 0 ? content.reduce((a, b) => a + b, 0) / content.length : 0
  const weights = terms.map((term, t) => {
    if (term.matches) return Math.max(idf[t]! * WANT_WEIGHT, typical)
    if (term.frame) return FRAME_WEIGHT * (typical > 0 ? Math.min(idf[t]!, typical) : idf[t]!)
    if (term.verbal) return VERBAL_WEIGHT * idf[t]!
    return idf[t]!
  })
  const total = weights.reduce((a, b) => a + b, 0) || 1
  const absent = weights.reduce((sum, w, t) => (df[t] === 0 && inName[t] === 0 ? sum + w : sum), 0)

  const scored: ScoredPassage[] = units.map((unit) => {
    const name = names.get(unit.page.documentId)!
    const caption = captions.get(unit.page.documentId)
    const norm = K1 * (1 - B + (B * unit.counts.words) / avgWords)
    const saturate = (tf: number) => (tf * (K1 + 1)) / (tf + norm)
    let score = 0
    let covered = 0
    let textCovered = 0
    const matched: number[] = []
    const namedTerms: number[] = []
    let captioned = 0
    let focusMet = true
    for (let t = 0; t < n; t += 1) {
      const w = weights[t]!
      const exact = unit.counts.exact[t]! + (unit.wants[t] ? 1 : 0)
      const related = unit.counts.related[t]!
      let text = 0
      if (exact > 0) text = saturate(exact + RELATED_CREDIT * related)
      else if (related > 0) text = RELATED_CREDIT * saturate(related)
      let credit = text > 0 ? (exact > 0 ? 1 : RELATED_CREDIT) : 0
      if (credit > 0) {
        matched.push(t)
        textCovered += w * credit
      }
      let titled = name.credit[t]! > 0
      credit = Math.max(credit, name.credit[t]!)
      let header = false
      for (const c of unit.context) {
        if (c.counts.exact[t]! + c.counts.related[t]! > 0) titled = true
        if (c.counts.exact[t]! > 0) credit = Math.max(credit, c.credit)
        else if (c.counts.related[t]! > 0) credit = Math.max(credit, c.credit * RELATED_CREDIT)
        if (c.credit === HEADER_CREDIT && c.counts.exact[t]! + c.counts.related[t]! > 0)
          header = true
      }
      // The caption counts only for what nothing nearer gives: a table's header row names its
      // columns ("Bates start"), and that is the passage's own heading, not the case's name.
      if (terms[t]!.name && (caption?.exact[t] ?? 0) > 0 && credit < CAPTION_CREDIT) {
        captioned += w * (CAPTION_CREDIT - credit)
        credit = CAPTION_CREDIT
      }
      if (titled) namedTerms.push(t)
      // A want is met by what answers it (a date), not by its name ("the date set out below").
      const met = terms[t]!.matches ? unit.wants[t]! : text > 0 || header
      if (terms[t]!.focus && !met) focusMet = false
      covered += w * credit
      score += w * Math.max(text, credit)
    }
    const coverage = covered / total
    // A passage that answers more of the question ranks above one that repeats part of it.
    return {
      page: unit.page,
      passage: unit.passage,
      score: score * (1 + NAMED_BOOST * name.named) * (0.5 + coverage),
      coverage,
      captionCoverage: captioned / total,
      textCoverage: textCovered / total,
      matched,
      named: namedTerms,
      focusMet,
    }
  })
  // A stable sort: on a tie, the earlier page and passage first.
  scored.sort((a, b) => b.score - a.score)
  return { passages: scored, weights, absentShare: absent / total }
}

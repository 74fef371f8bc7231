// A review table's caption columns answered from a document's stored facts (the facts layer):
// its docket and court, its judge by the role asked, its parties by side, its filing date. Other
// columns, and a document whose facts hold no answer, go to the field extractor, which the facts
// were built from. Pure.
import type { Fact } from '../../../../shared/factValidators'
import { intentOf } from '../extract/intent'
import type { Column, FieldAnswer, PageText } from '../extract/types'

function quoted(pages: readonly PageText[], page: number, start: number, end: number) {
  return pages.find((p) => p.page === page)?.text.slice(start, end) ?? ''
}

function single(pages: readonly PageText[], fact: Fact, what: string): FieldAnswer {
  return {
    value: fact.value,
    display: fact.display,
    quote: quoted(pages, fact.page, fact.start, fact.end),
    source: { page: fact.page, start: fact.start, end: fact.end },
    confidence: fact.confidence,
    rationale: `The document’s ${what}, read when it was processed (page ${fact.page}).`,
  }
}

/** A side's names, quoted from the first name to the last on the first one's page. */
function parties(pages: readonly PageText[], names: Fact[], asText: boolean): FieldAnswer | null {
  const first = names[0]
  if (!first) return null
  const onPage = names.filter((f) => f.page === first.page)
  const start = Math.min(...onPage.map((f) => f.start))
  const end = Math.max(...onPage.map((f) => f.end))
  const values = names.map((f) => f.value)
  return {
    value: asText ? values.join('; ') : values,
    display: values.join('; '),
    quote: quoted(pages, first.page, start, end),
    source: { page: first.page, start, end },
    confidence: first.confidence,
    rationale: `Listed in the caption (page ${first.page}), read when the document was processed.`,
  }
}

/**
 * The judge roles a Judge column asks for, or null for a plain "Judge": the case's judge, the
 * fact marked `chosen` (the extractor's choice).
 */
function judgeRolesAsked(column: Column): Array<Fact['role']> | null {
  const asked = `${column.label} ${column.prompt}`
  if (/\bmagistrate\b/i.test(asked)) return ['magistrate']
  if (/\btrial\s+(?:court\s+)?judge\b|\bjudge\s+below\b|\blower[- ]court\s+judge\b/i.test(asked)) {
    return ['trial']
  }
  if (/\bdistrict\s+(?:court\s+)?judge\b/i.test(asked)) return ['district']
  if (/\b(?:author|wrote|authored|writing)\b/i.test(asked)) return ['author']
  return null
}

/** Roles of the case's judge a plain "Judge" column means: not a magistrate, a panel, the judge below. */
const CASE_JUDGE_ROLES: ReadonlyArray<Fact['role']> = ['presiding', 'district', 'author']

/** Whether a judge fact names one of the document's parties (a judge sued in mandamus). */
function judgeIsParty(judge: Fact, facts: readonly Fact[]): boolean {
  const words = (name: string) => name.toLowerCase().split(/[^\p{L}'’-]+/u)
  const surname = words(judge.value.replace(/,?\s+(?:Jr|Sr|II|III|IV)\.?$/i, '')).pop() ?? ''
  return (
    surname.length > 2 && facts.some((f) => f.kind === 'party' && words(f.value).includes(surname))
  )
}

/**
 * The judge fact a Judge column asks for. A column naming a role takes the first judge of that
 * role. A plain column takes only the case's judge, the fact marked `chosen`, when its role is one
 * the column means and it is not a party: a judge the choice passed over is never the answer,
 * whatever its role. Otherwise (no choice, or facts stored before the mark) the extractor answers.
 */
function judgeFact(column: Column, facts: readonly Fact[]): Fact | null {
  const judges = facts.filter((f) => f.kind === 'judge')
  const roles = judgeRolesAsked(column)
  if (roles) return judges.find((f) => roles.includes(f.role)) ?? null
  const chosen = judges.find((f) => f.chosen === true)
  if (!chosen || !CASE_JUDGE_ROLES.includes(chosen.role) || judgeIsParty(chosen, facts)) return null
  return chosen
}

const FILED = /\bfil(?:ed|ing)\b|\bdate\s+of\s+(?:the\s+)?(?:order|opinion|decision|judgment)\b/i

/** The column's answer from the facts, or null when they do not answer it. */
export function answerFromFacts(
  column: Column,
  facts: readonly Fact[],
  pages: readonly PageText[],
): FieldAnswer | null {
  if (facts.length === 0) return null
  const intent = intentOf(column)
  const find = (kind: Fact['kind'], role: Fact['role']) =>
    facts.find((f) => f.kind === kind && f.role === role)
  switch (intent.kind) {
    case 'docket': {
      const fact = find('docket', 'this')
      return fact ? single(pages, fact, 'case number') : null
    }
    case 'court': {
      const fact = find('court', 'this')
      return fact ? single(pages, fact, 'court') : null
    }
    case 'judge': {
      const fact = judgeFact(column, facts)
      return fact ? single(pages, fact, 'judge') : null
    }
    case 'date': {
      if (!FILED.test(`${column.label} ${column.prompt}`)) return null
      const fact = find('filingDate', '')
      return fact ? single(pages, fact, 'filing date') : null
    }
    case 'parties': {
      const roles: Array<Fact['role']> =
        intent.side === 'plaintiffs'
          ? ['plaintiff', 'inRe']
          : intent.side === 'defendants'
            ? ['defendant']
            : ['plaintiff', 'inRe', 'defendant']
      return parties(
        pages,
        facts.filter((f) => f.kind === 'party' && roles.includes(f.role)),
        column.type !== 'list',
      )
    }
    default:
      return null
  }
}

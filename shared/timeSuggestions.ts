// Suggested time (B8): from one person's work on one matter in one day (documents read in the
// viewer, review tables run, drafts written, questions asked), the entries they might record. Pure:
// the backend gathers the work and the decisions already taken, the screens show the result.
import { type UtbmsActivity, type UtbmsTask, formatDuration } from './timeRules'

export const WORK_KINDS = ['reading', 'tables', 'drafts', 'questions'] as const
export type WorkKind = (typeof WORK_KINDS)[number]

/** One day's work of one person on one matter, as the backend found it. */
export type WorkDone = {
  /** Documents read in the viewer, with the time the viewer was open and the reader active. */
  reading: readonly { title: string; ms: number }[]
  /** Review table runs started, with how many documents each asked. */
  tables: readonly { name: string; documents: number }[]
  /** Drafts: run by the person that day (created), or their text edited by them that day. */
  drafts: readonly { title: string; created: boolean; edited: boolean }[]
  /** Questions put to the associate. */
  questions: number
}

/**
 * How long each piece of work is taken to have lasted, in minutes. Reading is measured; the rest
 * is estimated: a table run is set up and its answers checked (5 minutes, and a minute for every
 * ten documents it asked, at most an hour a run); a draft run is instructed and read (15 minutes),
 * a draft edited by hand is revised (10 minutes); a question is put and its answer read with its
 * sources (3 minutes).
 */
export const SUGGESTION_RULES = {
  tableRunMinutes: 5,
  tableDocumentsPerMinute: 10,
  tableRunMaxMinutes: 60,
  draftRunMinutes: 15,
  draftEditMinutes: 10,
  questionMinutes: 3,
} as const

export type Suggestion = {
  kind: WorkKind
  /** Minutes not yet accepted or dismissed (what the work took less what was decided before). */
  minutes: number
  description: string
  task: UtbmsTask | null
  activity: UtbmsActivity
}

/** The minutes already decided (accepted or dismissed) per kind of work, that day. */
export type Decided = Partial<Record<WorkKind, number>>

/** "A", "A and B", "A, B and C", "A, B, C and 2 more". */
export function nameList(names: readonly string[], shown = 3): string {
  const quoted = names.map((name) => `“${name}”`)
  if (quoted.length <= 1) return quoted.join('')
  if (quoted.length <= shown) return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`
  return `${quoted.slice(0, shown).join(', ')} and ${quoted.length - shown} more`
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

function tableMinutes(documents: number) {
  const rules = SUGGESTION_RULES
  return Math.min(
    rules.tableRunMaxMinutes,
    rules.tableRunMinutes + Math.ceil(documents / rules.tableDocumentsPerMinute),
  )
}

/** Each kind of work the day holds, with its full duration (before decisions). */
export function workItems(work: WorkDone): Suggestion[] {
  const items: Suggestion[] = []
  const readMs = work.reading.reduce((sum, doc) => sum + doc.ms, 0)
  const readMinutes = Math.round(readMs / 60_000)
  if (readMinutes >= 1) {
    const titles = [...work.reading].sort((a, b) => b.ms - a.ms).map((doc) => doc.title)
    items.push({
      kind: 'reading',
      minutes: readMinutes,
      description: `Reviewed ${plural(titles.length, 'document', 'documents')}: ${nameList(titles)}`,
      task: null,
      activity: 'A104',
    })
  }
  if (work.tables.length > 0) {
    const names = [...new Set(work.tables.map((run) => run.name))]
    const documents = work.tables.reduce((sum, run) => sum + run.documents, 0)
    items.push({
      kind: 'tables',
      minutes: work.tables.reduce((sum, run) => sum + tableMinutes(run.documents), 0),
      description: `Ran and checked review ${names.length === 1 ? 'table' : 'tables'} ${nameList(names)} over ${plural(documents, 'document', 'documents')}`,
      task: 'L110',
      activity: 'A104',
    })
  }
  const drafts = work.drafts.filter((draft) => draft.created || draft.edited)
  if (drafts.length > 0) {
    const rules = SUGGESTION_RULES
    items.push({
      kind: 'drafts',
      minutes: drafts.reduce(
        (sum, draft) =>
          sum +
          (draft.created ? rules.draftRunMinutes : 0) +
          (draft.edited ? rules.draftEditMinutes : 0),
        0,
      ),
      description: `Drafted and revised ${nameList(drafts.map((draft) => draft.title))}`,
      task: null,
      activity: 'A103',
    })
  }
  if (work.questions > 0) {
    items.push({
      kind: 'questions',
      minutes: work.questions * SUGGESTION_RULES.questionMinutes,
      description: `Questioned the matter’s documents (${plural(work.questions, 'question', 'questions')} to the associate)`,
      task: 'L120',
      activity: 'A104',
    })
  }
  return items
}

/**
 * The suggestions still open: each kind's minutes less what was already accepted or dismissed that
 * day, so work done after a decision is suggested again, and only that.
 */
export function suggestTime(work: WorkDone, decided: Decided): Suggestion[] {
  return workItems(work)
    .map((item) => ({ ...item, minutes: item.minutes - (decided[item.kind] ?? 0) }))
    .filter((item) => item.minutes >= 1)
}

/** The suggestion as the entry form's duration ("1h 12m"). */
export const suggestionDuration = (suggestion: Suggestion) => formatDuration(suggestion.minutes)

/** The most a description says (the entry's own limit is larger; titles are cut short). */
export const SUGGESTION_TITLE_MAX = 80

/** A title cut to SUGGESTION_TITLE_MAX characters with an ellipsis. */
export function shortTitle(title: string): string {
  return title.length > SUGGESTION_TITLE_MAX
    ? `${title.slice(0, SUGGESTION_TITLE_MAX - 1)}…`
    : title
}

/** The longest a day's range may be (a day in any time zone, DST included). */
export const DAY_RANGE_MAX_MS = 26 * 60 * 60 * 1000

/** The viewer reports reading time in beats of this length at most. */
export const READING_BEAT_MS = 60_000

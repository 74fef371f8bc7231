// Time's validators, shared by the schema and the functions (shared/timeRules.ts holds the
// rules). Only `convex/values` here: schema.ts imports this file.
import { v } from 'convex/values'

export const vTimerState = v.union(v.literal('running'), v.literal('paused'))
export const vRateSource = v.union(v.literal('matter'), v.literal('user'), v.literal('firm'))
/** A kind of work a suggested entry comes from (shared/timeSuggestions.ts WORK_KINDS). */
export const vWorkKind = v.union(
  v.literal('reading'),
  v.literal('tables'),
  v.literal('drafts'),
  v.literal('questions'),
)

/** An entry's fields as a form sends them: the duration as typed, the date as YYYY-MM-DD. */
export const vTimeEntryFields = {
  date: v.string(),
  duration: v.string(),
  description: v.string(),
  task: v.optional(v.string()),
  activity: v.optional(v.string()),
  billable: v.boolean(),
}

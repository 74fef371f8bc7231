// Time's validators, shared by the schema and the functions (shared/timeRules.ts holds the
// rules). Only `convex/values` here: schema.ts imports this file.
import { v } from 'convex/values'

export const vTimerState = v.union(v.literal('running'), v.literal('paused'))
export const vRateSource = v.union(v.literal('matter'), v.literal('user'), v.literal('firm'))

/** An entry's fields as a form sends them: the duration as typed, the date as YYYY-MM-DD. */
export const vTimeEntryFields = {
  date: v.string(),
  duration: v.string(),
  description: v.string(),
  task: v.optional(v.string()),
  activity: v.optional(v.string()),
  billable: v.boolean(),
}

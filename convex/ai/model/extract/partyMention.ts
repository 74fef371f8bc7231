// What a reading of the parties yields: one side's names and where the text states them, cut to
// the lead names a table's cell shows.
import type { Mention } from './types'

/** Which side a mention lists. */
export type PartyRole = 'plaintiffs' | 'defendants'

/** One side's names and the text that states them. */
export type PartyMention = Mention<string[]> & {
  role: PartyRole
  form: 'caption' | 'defined' | 'title' | 'body'
}

// A caption of dozens of names is summed up by its first ones, as a docket report's list is: a
// table's cell names the lead parties, and a reader who wants all opens the caption.
export const SIDE_NAMES_MAX = 6

export function mention(
  role: PartyRole,
  all: string[],
  start: number,
  end: number,
  form: PartyMention['form'],
): PartyMention {
  const names = all.slice(0, SIDE_NAMES_MAX)
  return { role, value: names, display: names.join('; '), start, end, form }
}

// The step every two-sided caption reader ends on: each side's text read into names (partyNames),
// then the plaintiffs' and the defendants' mentions, quoted where each side stands.
import { mention, type PartyMention } from './partyMention'
import { partyNames } from './partyNames'

/** One side as the text prints it: the words that name it and the span quoted for it. */
export type SideText = { text: string; start: number; end: number }

/**
 * The two sides' mentions, plaintiffs first; none when either side names no one (a reader that
 * finds one side only has not found its caption).
 */
export function twoSides(
  plaintiffs: SideText,
  defendants: SideText,
  form: PartyMention['form'] = 'caption',
): PartyMention[] {
  const first = partyNames(plaintiffs.text)
  const second = partyNames(defendants.text)
  if (first.length === 0 || second.length === 0) return []
  return [
    mention('plaintiffs', first, plaintiffs.start, plaintiffs.end, form),
    mention('defendants', second, defendants.start, defendants.end, form),
  ]
}

// A place on an address line: a city, then its state and ZIP code ("Los Angeles, CA 90012",
// "Columbus, Ohio 43235", "Los Gatos, Calif. 95030", "New York, N.Y. 10007"). The one home of the
// pattern: a caption's party addresses (partyAddresses.ts) and the counsel reader's test for a
// city standing after a name (associate/counsel.ts) both read it.
import { STATES } from './courtNames'

const STATE_WORDS = STATES.map(([name]) => name.replace(/\s+/g, '\\s+')).join('|')
// The state: two letters, with or without stops ("CA", "N.Y."), its name written out ("Ohio",
// "District of Columbia"), or one or two capitalised words, abbreviated or not ("Calif.", "New
// Mexico").
const STATE = `(?:[A-Z]\\.?[A-Z]\\.?|${STATE_WORDS}|[A-Z][a-z]+(?:\\s+[A-Z][a-z]+)?\\.?)`
const ZIP = '\\d{5}(?:-\\d{4})?'

/** A state and its ZIP code, a comma perhaps between them: the pattern's source, for a RegExp. */
export const STATE_AND_ZIP = `${STATE},?\\s+${ZIP}`

/** What follows a city on an address line: ", CA 90012", " California 95030". */
export const PLACE_AFTER = new RegExp(`^,?\\s*${STATE_AND_ZIP}\\b`)

// A relator's title: the sovereign suing on a relator's relation for someone held, as New York's
// habeas corpus petitions are captioned ("PEOPLE OF THE STATE OF NEW YORK ex rel. JANE ROE, ESQ.,
// on behalf of JOHN POE"). The whole title is the one petitioner: the relator and the one she acts
// for are named inside it, not as parties of their own. (A docket page's title runs on with
// "ET AL." after the one held: the others are no part of the petitioner's name.)
import { recase } from './text'

const RELATOR_TITLE =
  /^((?:THE\s+)?(?:PEOPLE\s+OF\s+THE\s+STATE\s+OF\s+[\p{L} ]+?|PEOPLE|STATE(?:\s+OF\s+[\p{L} ]+?)?|COMMONWEALTH(?:\s+OF\s+[\p{L} ]+?)?|UNITED\s+STATES(?:\s+OF\s+AMERICA)?)\s+ex\s+rel\.?\s+[^;]*?),?\s+(on\s+behalf\s+of|o\/b\/o)\s+([^;,]+?)(?:,?\s+et\.?\s+al\b\.?)?[,.\s]*$/iu

/**
 * The relator's title a side's block states, when the block is one such title ending on whom the
 * relator acts for; null for any other block.
 */
export function relatorTitle(block: string): string | null {
  const title = RELATOR_TITLE.exec(block.replace(/\s+/g, ' ').trim())
  if (!title) return null
  return `${recase(title[1]!)} ${title[2]!.toLowerCase()} ${recase(title[3]!)}`
}

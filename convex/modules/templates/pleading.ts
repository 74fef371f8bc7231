// Reading a pleading (a complaint or a petition) the way a lawyer skims one: who sues whom (the
// caption), the numbered allegations and the section each lies in, the claims (counts, causes of
// action, claims for relief) and the relief prayed for. Pure: pages in, parts out, every part with
// the passages it rests on; the complaint summary and the document requests both write from it.
// The pieces are in ./pleading/: its lines, sections (headings), numbered paragraphs, claims,
// relief, title and parties, the reading that puts them in order (read.ts), which allegations
// tell, and the parts as findings.
export {
  ALLEGATIONS_PER_DOCUMENT,
  mainPleading,
  pleadingFindings,
  type PleadingRead,
  pleadingsRead,
} from './pleading/asFindings'
export { allegationScore, factualAllegations, mostTelling, nameWords } from './pleading/allegations'
export { claimText } from './pleading/claims'
export { sideOfRole } from './pleading/parties'
export { isPleading, readPleading } from './pleading/read'
export type {
  Allegation,
  Claim,
  Party,
  PartyRole,
  Pleading,
  Relief,
  Section,
} from './pleading/types'

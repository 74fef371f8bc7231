// A federal heading printed with the spaces between its words lost, as a legal database's print
// sets it in capitals: "UNITEDSTATESDISTRICTCOURTFORTHESOUTHERNDISTRICTOF" over "NEWYORK";
// a court of appeals' second line "FORTHEDISTRICTOFCOLUMBIACIRCUIT" under a heading a scan
// garbled. Read to the court's canonical name.
import { CIRCUITS, DIRECTIONS, STATES } from './courtNames'

const squeezed = (name: string) => name.toUpperCase().split(' ').join('\\s*')
const GLUED_STATE = `(${STATES.map(([name]) => squeezed(name)).join('|')})`
const GLUED_DIRECTION = `(${Object.values(DIRECTIONS)
  .map((d) => d.toUpperCase())
  .join('|')})?`
const GLUED_DISTRICT = new RegExp(
  `UNITED\\s*STATES(DISTRICT|BANKRUPTCY)COURT(?:FOR\\s*THE)?${GLUED_DIRECTION}(?:DISTRICT\\s*OF\\s*(?:THE\\s*)?(?=DISTRICT\\s*OF\\s*COLUMBIA)|(?=DISTRICT\\s*OF\\s*COLUMBIA)|DISTRICT\\s*OF\\s*)${GLUED_STATE}(?![A-Z])`,
  'g',
)
// The circuit's line alone on its line (its first line may be a garbled "United States Court of
// Appeals"); the first look-ahead spares the look-behind at every other character.
const GLUED_CIRCUIT = new RegExp(
  `(?=F)(?<=^|\\n)FORTHE(${CIRCUITS.map(([name]) => name.toUpperCase().replace(/ /g, '')).join('|')})CIRCUIT(?=[ \\t]*(?:\\n|$))`,
  'g',
)
const GATE = /STATES(?:DISTRICT|BANKRUPTCY)COURT|FORTHE[A-Z]{4,}CIRCUIT/

export type GluedHeading = { start: number; end: number; name: string }

const title = (word: string) => word.charAt(0) + word.slice(1).toLowerCase()
const unglued = (printed: string, names: readonly string[]) =>
  names.find((name) => name.toUpperCase().replace(/ /g, '') === printed.replace(/\s+/g, ''))!

/** The federal headings `text` prints with their words run together, first to last. */
export function gluedHeadings(text: string): GluedHeading[] {
  if (!GATE.test(text)) return []
  const found: GluedHeading[] = []
  for (const m of text.matchAll(GLUED_DISTRICT)) {
    const kind = m[1] === 'BANKRUPTCY' ? 'Bankruptcy' : 'District'
    const state = unglued(
      m[3]!,
      STATES.map(([name]) => name),
    )
    const place = /^District of /.test(state)
      ? state
      : `${m[2] ? `${title(m[2])} ` : ''}District of ${state}`
    found.push({
      start: m.index,
      end: m.index + m[0].length,
      name: `United States ${kind} Court for the ${place}`,
    })
  }
  for (const m of text.matchAll(GLUED_CIRCUIT)) {
    const circuit = unglued(
      m[1]!,
      CIRCUITS.map(([name]) => name),
    )
    found.push({
      start: m.index,
      end: m.index + m[0].length,
      name: `United States Court of Appeals for the ${circuit} Circuit`,
    })
  }
  return found
}

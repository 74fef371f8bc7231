// The hand-written, held-out part of the evaluation set, written in rounds. Each round's first run
// came before any change it prompted; those figures are the fair estimate of how the extractor
// does on papers it has not seen (precision / recall; few labels per round, so read them as rough):
//
//   field        round 1 (14 docs,       round 2 (8 docs, after    round 3 (6 docs, after every
//                before any tuning)      round 1's fixes)          change; never used to tune)
//   dates        0.71 / 0.73             0.93 / 0.74               1.00 / 0.92
//   amounts      0.75 / 0.69             0.83 / 0.83               0.75 / 0.75
//   caseNumbers  1.00 / 0.92             0.80 / 0.57               1.00 / 0.80
//   parties      0.73 / 0.29             0.90 / 0.75               0.83 / 0.50
//   courts       1.00 / 1.00             0.80 / 0.67               0.60 / 0.60
//   judges       1.00 / 0.83             0.33 / 0.33               1.00 / 0.67
//
// Rounds 1 and 2 were then used to fix the recognisers (general rules only: caption columns,
// dashes in docket numbers, bounds such as "not more than", …); round 3 never was, and its misses
// are listed as known weaknesses (captions without "Plaintiff,"/"Defendant." marks, "Title: A v.
// B" lines, a court split by a stamp in the next column, "…, J." signatures).
import type { LabelledDocument } from '../types'
import { FEDERAL_ORDERS } from './federalOrders'
import { OTHER_PAPERS } from './otherPapers'
import { PLEADINGS } from './pleadings'
import { STATE_PLEADINGS } from './statePleadings'
import { ROUND2_COURT_PAPERS } from './round2CourtPapers'
import { ROUND2_OTHER_PAPERS } from './round2OtherPapers'
import { ROUND3_PAPERS } from './round3Papers'

/** Every hand-written document, labelled by hand. */
export const HANDWRITTEN: LabelledDocument[] = [
  ...FEDERAL_ORDERS,
  ...PLEADINGS,
  ...STATE_PLEADINGS,
  ...OTHER_PAPERS,
  ...ROUND2_COURT_PAPERS,
  ...ROUND2_OTHER_PAPERS,
  ...ROUND3_PAPERS,
]

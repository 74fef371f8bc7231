// Casefile's own litigation modules, one template each: the built-in runner reads a matter's
// documents through `read` a few at a time and writes the draft with `write` after each step.
import type { BuiltinModule } from '../../../shared/moduleValidators'
import { chronology } from './chronology'
import { complaintSummary } from './complaintSummary'
import { demandLetter } from './demandLetter'
import { depositionOutline } from './depositionOutline'
import { documentRequests } from './documentRequests'
import type { BuiltinTemplate } from './types'

export const BUILTIN_TEMPLATES: Record<BuiltinModule, BuiltinTemplate> = {
  chronology,
  complaintSummary,
  depositionOutline,
  demandLetter,
  documentRequests,
}

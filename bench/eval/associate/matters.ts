// The demo matters whose generated dossiers the evaluation asks about.
import {
  type DemoMatterText,
  HARBOR_MATTER,
  NORTHWIND_MATTER,
} from '../../../convex/demo/model/types'
import type { MatterKey } from './types'

/** Each demo matter with a dossier, by the key the questions use. */
export const EVAL_MATTERS: Record<MatterKey, DemoMatterText> = {
  northwind: NORTHWIND_MATTER,
  harbor: HARBOR_MATTER,
}

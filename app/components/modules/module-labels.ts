// The words the module screens use for a module's runner and time estimate.
import type { ModuleCard } from '@/queries/modules'

export const RUNNER_LABELS: Record<ModuleCard['runner'], string> = {
  builtin: 'Built in, offline',
  workflow: 'Firm workflow',
  model: 'AI model',
}

/** "About 5 minutes", or null when the module has no estimate. */
export function estimateLabel(minutes: number | null): string | null {
  if (minutes === null) return null
  return `About ${minutes} minute${minutes === 1 ? '' : 's'}`
}

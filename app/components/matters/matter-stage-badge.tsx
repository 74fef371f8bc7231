import { Badge } from '@/components/ui/badge'

/** The matter's litigation stage, or a quiet "No stage" when it is not set. */
export function MatterStageBadge({ stage }: { stage?: string }) {
  if (!stage) {
    return <Badge variant="outline">No stage</Badge>
  }
  return <Badge variant="brand">{stage}</Badge>
}

/** Marks an archived matter wherever it is shown. */
export function ArchivedBadge() {
  return <Badge variant="outline">Archived</Badge>
}

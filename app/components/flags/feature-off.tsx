import { ToggleLeft } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'

/** What a page of a feature shows while its flag is off for the viewer's organisation. */
export function FeatureOff({ feature }: { feature: string }) {
  return (
    <EmptyState
      icon={<ToggleLeft className="size-5" aria-hidden />}
      title={`${feature} is not available`}
      description={`${feature} is turned off for your organization. Ask Casefile support to turn it on.`}
    />
  )
}

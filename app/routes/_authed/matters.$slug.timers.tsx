import { createFileRoute } from '@tanstack/react-router'
import { Timer } from 'lucide-react'
import { MatterAreaPlaceholder } from '@/components/matters/matter-area-placeholder'

export const Route = createFileRoute('/_authed/matters/$slug/timers')({
  component: TimersPage,
})

function TimersPage() {
  return (
    <MatterAreaPlaceholder
      title="Timers"
      icon={<Timer className="size-5" aria-hidden />}
      description="Timers record the time the team spends on this matter. They arrive with the timers feature; no time has been recorded."
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { MessagesSquare } from 'lucide-react'
import { MatterAreaPlaceholder } from '@/components/matters/matter-area-placeholder'

export const Route = createFileRoute('/_authed/matters/$slug/threads/')({
  component: ThreadsPage,
})

function ThreadsPage() {
  return (
    <MatterAreaPlaceholder
      title="Threads"
      icon={<MessagesSquare className="size-5" aria-hidden />}
      description="Your conversations with the associate about this matter, grouped by age (Today, Yesterday, Previous 7 Days and so on). They arrive with the associate; there are none yet."
    />
  )
}

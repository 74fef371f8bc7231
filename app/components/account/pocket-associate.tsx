import { Bot } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { AccountSection } from './section'

/**
 * /account/pocket-associate. The spec lists the route without its contents; until the AI
 * associate ships this says what it is for, and nothing pretends to be set up.
 */
export function PocketAssociate() {
  return (
    <div className="grid gap-6">
      <AccountSection
        title="Pocket Associate"
        description="Your personal settings for Casefile's AI associate."
      >
        <div className="grid gap-3 text-sm">
          <p>
            The associate is Casefile's assistant for litigation work: it answers questions about a
            matter's documents, drafts from your dossier and runs the firm's modules. Each
            conversation stays inside the matter it belongs to.
          </p>
          <p className="text-muted-foreground">
            The Pocket Associate will hold your own preferences for it, such as how it addresses you
            and the tone of its drafts.
          </p>
        </div>
      </AccountSection>
      <EmptyState
        icon={<Bot className="size-5" aria-hidden />}
        title="Not available yet"
        description="The Pocket Associate arrives together with the associate. There is nothing to set up until then."
      />
    </div>
  )
}

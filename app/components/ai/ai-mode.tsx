import { useQuery } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { tableQueries, useSetAiModeMutation } from '@/queries/tables'
import type { Id } from '@convex/_generated/dataModel'

/** Where the matter's text may go, and the switch for organisation admins. */
export function AiMode({
  projectId,
  archived,
  use,
}: {
  projectId: Id<'projects'>
  archived: boolean
  /** When the text is sent, e.g. 'when tables run'. */
  use: string
}) {
  const { data: settings } = useQuery(tableQueries.aiSettings(projectId))
  const setMode = useSetAiModeMutation()
  const [confirming, setConfirming] = useState(false)
  if (!settings) return null
  const external = settings.mode === 'external'
  const sentTo = settings.provider.configured
    ? `${settings.provider.model} at ${settings.provider.host}`
    : null
  const text =
    external && sentTo
      ? `Answers come from ${sentTo}: this matter’s text is sent there, and every call is in the audit trail.`
      : 'Offline: answers come from rules on this machine; no text of this matter leaves it.'
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <ShieldCheck className="size-4" aria-hidden />
      <span>{text}</span>
      {settings.canChange && sentTo && !archived ? (
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setConfirming(true)}>
          {external
            ? 'Keep this matter offline'
            : `Allow ${settings.provider.model} for this matter`}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={external ? 'Keep this matter offline?' : 'Send this matter’s text to the model?'}
        description={
          external
            ? 'From now on no text of this matter is sent anywhere; answers come from the offline rules.'
            : `The text of the documents in this matter will be sent to ${sentTo} ${use}, and to the firm’s workflow engine when a workflow module runs. Every call is recorded in the audit trail. Only allow this where the client has agreed.`
        }
        confirmLabel={external ? 'Keep offline' : 'Allow'}
        onConfirm={async () => {
          await setMode.mutateAsync({
            projectId,
            mode: external ? 'offline' : 'external',
          })
          setConfirming(false)
        }}
      />
    </div>
  )
}

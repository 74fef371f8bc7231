import { useNavigate } from '@tanstack/react-router'
import { Archive, ArchiveRestore } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast-store'
import { useArchiveMatterMutation, useRestoreMatterMutation, type Matter } from '@/queries/matters'

/** Archives an active matter after a confirmation, then returns to the matters list. */
export function ArchiveMatterButton({ matter }: { matter: Matter }) {
  const archive = useArchiveMatterMutation()
  const navigate = useNavigate()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <Archive className="size-4" aria-hidden />
          Archive matter
        </Button>
      }
      title="Archive this matter?"
      description={`${matter.name} leaves the matters list (it stays under "Show archived") and can no longer be edited. You can restore it at any time.`}
      confirmLabel="Archive matter"
      destructive
      onConfirm={async () => {
        await archive.mutateAsync({ projectId: matter._id })
        toast({ variant: 'success', title: 'Matter archived', description: matter.name })
        await navigate({ to: '/matters' })
      }}
    />
  )
}

/** Restores an archived matter after a confirmation; the page stays where it is. */
export function RestoreMatterButton({ matter }: { matter: Matter }) {
  const restore = useRestoreMatterMutation()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          <ArchiveRestore className="size-4" aria-hidden />
          Restore matter
        </Button>
      }
      title="Restore this matter?"
      description={`${matter.name} returns to the matters list and can be edited again.`}
      confirmLabel="Restore matter"
      onConfirm={async () => {
        await restore.mutateAsync({ projectId: matter._id })
        toast({ variant: 'success', title: 'Matter restored', description: matter.name })
      }}
    />
  )
}

import { useNavigate } from '@tanstack/react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/lib/toast-store'
import { matterToFormValues } from '@/lib/matter-form'
import { useUpdateMatterMutation, type Matter } from '@/queries/matters'
import { ArchiveMatterButton } from './matter-archive-actions'
import { MatterForm } from './matter-form'
import { useGoBack } from './use-go-back'

/** The edit screen of a matter: the form with its current values, and archiving. */
export function MatterEdit({ matter }: { matter: Matter }) {
  const update = useUpdateMatterMutation()
  const navigate = useNavigate()
  const overview = () =>
    navigate({ to: '/matters/$slug/overview/general', params: { slug: matter.slug } })
  const goBack = useGoBack(overview)
  const archived = matter.archivedAt !== undefined
  return (
    <div className="grid max-w-4xl gap-6">
      <h2 className="text-lg font-semibold tracking-tight">Edit matter</h2>
      <MatterForm
        // A new key when the matter is archived or restored elsewhere resets the form's lock.
        key={archived ? 'archived' : 'active'}
        defaultValues={matterToFormValues(matter)}
        submitLabel="Save changes"
        disabled={archived}
        onCancel={goBack}
        onSubmit={async (input) => {
          await update.mutateAsync({ projectId: matter._id, ...input })
          toast({ variant: 'success', title: 'Matter updated', description: input.name })
          await overview()
        }}
      />
      {archived ? null : (
        <Card>
          <CardHeader>
            <CardTitle>Archive</CardTitle>
            <CardDescription>
              Archive a matter when it closes. It leaves the matters list, its history stays, and it
              can be restored at any time.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ArchiveMatterButton matter={matter} />
          </CardContent>
        </Card>
      )}
    </div>
  )
}

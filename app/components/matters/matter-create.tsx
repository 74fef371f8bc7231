import { useNavigate } from '@tanstack/react-router'
import { toast } from '@/lib/toast-store'
import { EMPTY_MATTER_FORM } from '@/lib/matter-form'
import { useCreateMatterMutation } from '@/queries/matters'
import { MatterForm } from './matter-form'
import { useGoBack } from './use-go-back'

/** The create-matter screen: an empty form that lands on the new matter's overview. */
export function MatterCreate() {
  const create = useCreateMatterMutation()
  const navigate = useNavigate()
  const goBack = useGoBack(() => navigate({ to: '/matters' }))
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold tracking-tight">New matter</h1>
        <p className="text-sm text-muted-foreground">
          Set up the matter's parties and court details. Documents, tables and drafts build on it.
        </p>
      </header>
      <MatterForm
        defaultValues={EMPTY_MATTER_FORM}
        submitLabel="Create matter"
        onCancel={goBack}
        onSubmit={async (input) => {
          const { slug } = await create.mutateAsync(input)
          toast({ variant: 'success', title: 'Matter created', description: input.name })
          await navigate({ to: '/matters/$slug/overview/general', params: { slug } })
        }}
      />
    </div>
  )
}

import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { EMPTY_MODULE_FORM, moduleToFormValues } from '@/lib/module-form'
import { toast } from '@/lib/toast-store'
import { moduleQueries, useSaveModuleMutations } from '@/queries/modules'
import type { Id } from '@convex/_generated/dataModel'
import { ModuleForm } from './module-form'

/** /admin/modules/new: an empty module form that lands on the new module's page. */
export function AdminModuleCreate() {
  const { create } = useSaveModuleMutations()
  const navigate = useNavigate()
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold tracking-tight">New module</h1>
        <p className="text-sm text-muted-foreground">
          A module every firm on this installation can run over its matters.
        </p>
      </header>
      <ModuleForm
        defaultValues={EMPTY_MODULE_FORM}
        submitLabel="Create module"
        onCancel={() => void navigate({ to: '/admin/modules' })}
        onSubmit={async (input) => {
          const { moduleId } = await create.mutateAsync(withCategoryId(input))
          toast({ variant: 'success', title: 'Module created', description: input.name })
          await navigate({ to: '/admin/modules/$moduleId', params: { moduleId } })
        }}
      />
    </div>
  )
}

/** /admin/modules/{moduleId}/edit: the module's form, back to its page when saved. */
export function AdminModuleEdit({ moduleId }: { moduleId: Id<'modules'> }) {
  const { data: module } = useSuspenseQuery(moduleQueries.adminModule(moduleId))
  const { update } = useSaveModuleMutations()
  const navigate = useNavigate()
  const back = () => navigate({ to: '/admin/modules/$moduleId', params: { moduleId } })
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold tracking-tight">Edit {module.name}</h1>
      </header>
      <ModuleForm
        defaultValues={moduleToFormValues(module)}
        submitLabel="Save module"
        builtin={module.builtin !== null}
        onCancel={() => void back()}
        onSubmit={async (input) => {
          await update.mutateAsync({ moduleId, ...withCategoryId(input) })
          toast({ variant: 'success', title: 'Module saved', description: input.name })
          await back()
        }}
      />
    </div>
  )
}

/** The form's category is a string; the mutation takes the id it names. */
function withCategoryId<T extends { categoryId?: string }>(input: T) {
  return { ...input, categoryId: input.categoryId as Id<'moduleCategories'> | undefined }
}

import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Form } from '@/components/ui/form'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { useConvexMutation } from '@/lib/convex-react'
import { toast } from '@/lib/toast-store'
import { moduleQueries, type ModuleCategory } from '@/queries/modules'
import { api } from '@convex/_generated/api'
import { MODULE_LIMITS } from '@shared/moduleRules'

/** The module categories: their order on every matter's modules screen, names, add and remove. */
export function ModuleCategories() {
  const { data: categories } = useSuspenseQuery(moduleQueries.categories())
  const move = useMutation({ mutationFn: useConvexMutation(api.modules.categories.move) })
  const remove = useMutation({ mutationFn: useConvexMutation(api.modules.categories.remove) })
  const [renaming, setRenaming] = useState<ModuleCategory | null>(null)

  return (
    <Card aria-labelledby="module-categories">
      <CardHeader>
        <CardTitle id="module-categories">Categories</CardTitle>
        <CardDescription>
          Modules are grouped under these headings, in this order, on every matter.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {categories.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No categories yet: every module is listed under “Other modules”.
          </p>
        ) : (
          <ol aria-label="Module categories" className="divide-y rounded-md border">
            {categories.map((category, index) => (
              <li key={category._id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0 truncate text-sm">
                  <span className="font-medium">{category.name}</span>{' '}
                  <span className="text-muted-foreground">
                    · {category.modules} module{category.modules === 1 ? '' : 's'}
                  </span>
                </span>
                <span className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move ${category.name} up`}
                    disabled={index === 0 || move.isPending}
                    onClick={() =>
                      void move.mutateAsync({ categoryId: category._id, direction: 'up' })
                    }
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move ${category.name} down`}
                    disabled={index === categories.length - 1 || move.isPending}
                    onClick={() =>
                      void move.mutateAsync({ categoryId: category._id, direction: 'down' })
                    }
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Rename ${category.name}`}
                    onClick={() => setRenaming(category)}
                  >
                    Rename
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button variant="outline" size="sm" aria-label={`Remove ${category.name}`}>
                        Remove
                      </Button>
                    }
                    title={`Remove ${category.name}?`}
                    description="Its modules stay and are listed under “Other modules” until you give them another category."
                    confirmLabel="Remove category"
                    destructive
                    onConfirm={() => remove.mutateAsync({ categoryId: category._id })}
                  />
                </span>
              </li>
            ))}
          </ol>
        )}
        <AddCategoryForm />
      </CardContent>
      {renaming ? (
        <RenameCategoryDialog category={renaming} onClose={() => setRenaming(null)} />
      ) : null}
    </Card>
  )
}

function AddCategoryForm() {
  const create = useMutation({
    mutationFn: useConvexMutation(api.modules.categories.create),
    meta: { showsOwnErrors: true },
  })
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } })
  const save = useFormMutation({
    form,
    errorField: 'name',
    mutationFn: ({ name }: { name: string }) => create.mutateAsync({ name }),
    onSuccess: () => form.reset({ name: '' }),
  })
  return (
    <Form
      noValidate
      onSubmit={(event) => void save.submit(event)}
      className="flex flex-wrap items-end gap-2"
    >
      <FormField
        label="New category"
        autoComplete="off"
        maxLength={MODULE_LIMITS.categoryName}
        className="min-w-64 flex-1"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Button type="submit" variant="outline" disabled={save.pending}>
        Add category
      </Button>
    </Form>
  )
}

function RenameCategoryDialog({
  category,
  onClose,
}: {
  category: ModuleCategory
  onClose: () => void
}) {
  const rename = useMutation({
    mutationFn: useConvexMutation(api.modules.categories.rename),
    meta: { showsOwnErrors: true },
  })
  const form = useForm<{ name: string }>({ defaultValues: { name: category.name } })
  const save = useFormMutation({
    form,
    errorField: 'name',
    mutationFn: ({ name }: { name: string }) =>
      rename.mutateAsync({ categoryId: category._id, name }),
    onSuccess: (_, { name }) => {
      toast({ variant: 'success', title: `Category renamed to ${name.trim()}` })
      onClose()
    },
  })
  return (
    <FormDialog
      title={`Rename ${category.name}`}
      submitLabel="Rename"
      pending={save.pending}
      error={save.error}
      onSubmit={save.submit}
      onClose={onClose}
    >
      <FormField
        label="Category name"
        autoComplete="off"
        maxLength={MODULE_LIMITS.categoryName}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormDialog>
  )
}

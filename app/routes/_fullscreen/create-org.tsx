import { createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '@/components/auth/auth-layout'
import { CreateOrgForm } from '@/components/orgs/create-org-form'

export const Route = createFileRoute('/_fullscreen/create-org')({
  component: CreateOrgPage,
})

function CreateOrgPage() {
  return (
    <AuthLayout
      title="Set up your organization"
      subtitle="Your firm's matters, documents and people live in one organization. You can invite colleagues next."
    >
      <CreateOrgForm />
    </AuthLayout>
  )
}

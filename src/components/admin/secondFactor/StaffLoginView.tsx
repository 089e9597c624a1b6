import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL, getSafeRedirect } from 'payload/shared'

import { StaffLoginForm } from './StaffLoginForm'

/** Replaces Payload's login so the second factor is asked on the same screen. */
export function StaffLoginView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { admin: adminRoute, api: apiRoute } = req.payload.config.routes
  const redirectTo = getSafeRedirect({
    fallbackTo: adminRoute,
    redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '',
  })
  if (req.user) redirect(redirectTo)
  return (
    <div className="tryb-second-factor tryb-staff-login">
      <h1>Tryb — administration</h1>
      <StaffLoginForm
        loginUrl={`${apiRoute}/${req.payload.config.admin.user}/login`}
        redirectTo={redirectTo}
        forgotHref={formatAdminURL({ adminRoute, path: req.payload.config.admin.routes.forgot })}
      />
    </div>
  )
}

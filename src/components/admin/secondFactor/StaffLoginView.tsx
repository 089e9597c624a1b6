import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL, getSafeRedirect } from 'payload/shared'

import { StaffLoginForm } from './StaffLoginForm'

/**
 * /admin/login in place of Payload's: the same e-mail and password, then, on the same screen, the
 * second factor the login endpoint asks for (a code, or an enrolment for an admin who must have one).
 */
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

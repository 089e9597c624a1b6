import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { isAdmin } from '@/access/utilities'
import { ACCESS_DENIED } from '@/moderation/adminFromRequest'

/** Names itself in the breadcrumb and a `list-header` like Payload's own list screens, so it reads as theirs. */
export function ModerationView({
  view,
  path,
  title,
  children,
}: {
  view: AdminViewServerProps
  path: `/${string}`
  title: string
  children: () => ReactNode
}) {
  const { initPageResult, params, searchParams } = view
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect(`/admin/login?redirect=${encodeURIComponent(`/admin${path}`)}`)
  const allowed = isAdmin(req.user)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <SetStepNav nav={[{ label: allowed ? title : ACCESS_DENIED.title }]} />
      <Gutter>
        <div className="tryb-moderation" lang="fr">
          {allowed ? (
            <>
              <PageHeader title={title} />
              {children()}
            </>
          ) : (
            <div role="alert" className="tryb-moderation__denied">
              <PageHeader title={ACCESS_DENIED.title} />
              <p>{ACCESS_DENIED.message}</p>
              <p>
                <Link href="/admin">Retour à l’administration</Link>
              </p>
            </div>
          )}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}

function PageHeader({ title }: { title: string }) {
  return (
    <header className="list-header">
      <div className="list-header__content">
        <div className="list-header__title-and-actions">
          <h1 className="list-header__title">{title}</h1>
        </div>
      </div>
    </header>
  )
}

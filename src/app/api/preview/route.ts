import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { isStaff } from '@/access/utilities'
import { isSitePath } from '@/domain/request/sitePath'

export async function GET(request: Request): Promise<Response> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaff(user)) {
    return new Response('Aperçu réservé à l’équipe de la Tryb : connecte-toi à l’administration.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  ;(await draftMode()).enable()
  redirect(isSitePath(path) ? path : '/')
}

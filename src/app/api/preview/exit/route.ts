import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

/** Leaves the preview: the site shows the published copy again. */
export async function GET(): Promise<Response> {
  ;(await draftMode()).disable()
  redirect('/')
}

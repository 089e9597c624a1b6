import { Banner } from '@payloadcms/ui/elements/Banner'

import { deepPageRefusal, DEFAULT_PAGE_SIZE } from '@/domain/paging'

type Props = {
  searchParams?: Record<string, string | string[] | undefined>
  limit?: number
  collectionConfig?: { slug: string }
}

/**
 * Above every admin list: why a page past the reachable ones shows no rows (boundPaging refused
 * the read, the list view draws it empty), and how to reach older rows instead.
 */
export function DeepPageNotice({ searchParams, limit, collectionConfig }: Props) {
  const raw = searchParams?.page
  const page = Number(Array.isArray(raw) ? raw[0] : raw)
  if (!Number.isInteger(page) || page < 1) return null
  const refusal = deepPageRefusal({ page, limit: limit || DEFAULT_PAGE_SIZE })
  if (!refusal || !collectionConfig) return null
  return (
    <Banner type="error">
      Page {page} : trop loin dans la liste pour être lue par numéro. Pour atteindre des lignes plus anciennes, filtrez
      sur « Créé(e) à » (bouton « Filtres ») ou triez dans l’autre sens.{' '}
      <a href={`/admin/collections/${collectionConfig.slug}`}>Revenir à la page 1</a>
    </Banner>
  )
}

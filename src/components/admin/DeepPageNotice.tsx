import { Banner } from '@payloadcms/ui/elements/Banner'

import { deepPageRefusal, DEFAULT_PAGE_SIZE, MAX_LISTED_ROWS } from '@/domain/request/paging'

type Props = {
  searchParams?: Record<string, string | string[] | undefined>
  limit?: number
  collectionConfig?: { slug: string }
  data?: { totalDocs?: number }
}

const OLDER_ROWS = 'filtrez sur « Créé(e) à » (bouton « Filtres ») ou triez dans l’autre sens'

/**
 * Explains why a page past the reachable ones is empty (`boundPaging`)
 * and that counts stop at 10 000 (`cappedListCounts`).
 */
export function DeepPageNotice({ searchParams, limit, collectionConfig, data }: Props) {
  const raw = searchParams?.page
  const page = Number(Array.isArray(raw) ? raw[0] : raw)
  if (collectionConfig && Number.isInteger(page) && deepPageRefusal({ page, limit: limit || DEFAULT_PAGE_SIZE })) {
    return (
      <Banner type="error">
        Page {page} : trop loin dans la liste pour être lue par numéro. Pour atteindre des lignes plus anciennes,{' '}
        {OLDER_ROWS}. <a href={`/admin/collections/${collectionConfig.slug}`}>Revenir à la page 1</a>
      </Banner>
    )
  }
  if ((data?.totalDocs ?? 0) >= MAX_LISTED_ROWS) {
    return (
      <Banner type="info">
        10 000 lignes ou plus : la liste ne compte et ne pagine que ses 10 000 premières lignes. Pour les suivantes,{' '}
        {OLDER_ROWS}.
      </Banner>
    )
  }
  return null
}

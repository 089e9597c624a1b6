import type { Metadata } from 'next'

import { CommunityListPage } from '@/components/community/CommunityListPage'
import { pageParam, type SearchParams } from '@/domain/request/listParams'

export const metadata: Metadata = { title: 'Idées à challenger & bêta-tests' }

type Props = { searchParams: Promise<SearchParams> }

export default async function Page({ searchParams }: Props) {
  return <CommunityListPage list="feedbacks" page={pageParam((await searchParams).page)} />
}

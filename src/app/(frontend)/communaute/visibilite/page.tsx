import type { Metadata } from 'next'

import { CommunityListPage } from '@/components/community/CommunityListPage'
import { pageFrom } from '@/domain/community'

export const metadata: Metadata = { title: 'Projets en visibilité' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function Page({ searchParams }: Props) {
  return <CommunityListPage list="visibilite" page={pageFrom((await searchParams).page)} />
}

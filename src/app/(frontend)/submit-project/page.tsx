import { redirect } from 'next/navigation'

type Props = { searchParams: Promise<{ type?: string }> }

export default async function SubmitProjectPage({ searchParams }: Props) {
  const { type } = await searchParams
  redirect(type ? `/project-submit?type=${encodeURIComponent(type)}` : '/project-submit')
}

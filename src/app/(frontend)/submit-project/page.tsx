import { redirect } from 'next/navigation'

type Props = { searchParams: Promise<{ type?: string }> }

/** The older address of the submission form. */
export default async function SubmitProjectPage({ searchParams }: Props) {
  const { type } = await searchParams
  redirect(type ? `/project-submit?type=${encodeURIComponent(type)}` : '/project-submit')
}

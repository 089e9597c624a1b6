import { feedbackCountLabel } from '@/domain/feedbacks'
import { ACTION_TYPE_LABELS } from '@/domain/declaredActions/declaredActions'
import { countOf } from '@/domain/french'
import { standingSentence } from '@/domain/points/standing'
import { postLabelText } from '@/domain/support/postLabels'
import { WEEKLY_DIGEST_TITLE, type WeeklyDigestContent } from '@/domain/email/weeklyDigestRules'

import type { OutgoingEmail } from '../queueEmail'
import { composeEmail, type EmailItem } from './layout'

/** RFC 8058 one-click unsubscribe; the footer's link opens the same address, where a button does it. */
export function weeklyDigestEmail({
  to,
  content,
  siteUrl,
  unsubscribeUrl,
}: {
  to: string
  content: WeeklyDigestContent
  siteUrl: string
  unsubscribeUrl: string
}): OutgoingEmail {
  const { firstName, weekLabel, projects, feedback, standing, gains, pending } = content
  const site = (path: string) => new URL(path, siteUrl).toString()

  const projectItems: EmailItem[] = projects.map((project) => ({
    label: project.title,
    url: site(project.path),
    note: project.posts.length === 0 ? 'les publications à soutenir arrivent sur sa page' : undefined,
    links: project.posts.map((post) => ({
      label: postLabelText(post.url),
      url: post.url,
    })),
  }))
  const pendingItems: EmailItem[] = pending.shown.map((declaredAction) => ({
    label: `${ACTION_TYPE_LABELS[declaredAction.actionType]} sur « ${declaredAction.projectTitle} »`,
  }))
  const others = pending.total - pending.shown.length
  if (others > 0) {
    pendingItems.push({ label: `… et ${countOf(others, 'autre', 'autres')}`, url: site('/contributions') })
  }
  const gainsLine = gains.map((gain) => `${gain.label} +${gain.points}`).join(', ')

  return {
    to,
    ...composeEmail({
      template: 'weeklyDigest',
      audience: 'member',
      subject: `${WEEKLY_DIGEST_TITLE} — semaine du ${weekLabel}`,
      paragraphs: [
        `Bonjour ${firstName},`,
        `Voici ta semaine du ${weekLabel} dans la Tryb.`,
        `${standingSentence(standing)} Il reste ${countOf(standing.daysLeft, 'jour', 'jours')} dans le semestre.`,
        `Une action validée de plus te rapporte : ${gainsLine}.`,
      ],
      sections: [
        { title: 'À amplifier cette semaine', items: projectItems, empty: 'Aucun projet à amplifier cette semaine.' },
        {
          title: 'Nouvelles idées à challenger',
          items: feedback.map((project) => ({
            label: project.title,
            url: site(project.path),
            note: feedbackCountLabel(project.feedbacks),
          })),
          empty: 'Aucun nouveau projet en feedback depuis lundi dernier.',
        },
        {
          title: 'Mes déclarations en attente',
          items: pendingItems,
          empty: 'Aucune déclaration en attente de vérification.',
        },
      ],
      button: { label: 'Ouvrir mon dashboard', url: site('/dashboard') },
      links: [
        { label: 'Mes contributions', url: site('/contributions') },
        { label: 'Mes préférences e-mail', url: site('/profile#preferences-email') },
      ],
      unsubscribe: { label: 'Ne plus recevoir ce récapitulatif', url: unsubscribeUrl },
    }),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

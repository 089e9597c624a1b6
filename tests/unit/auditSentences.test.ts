import { describe, expect, it } from 'vitest'

import { auditSentence, unnamedSubject, type SentencePart } from '@/domain/auditSentences'

const text = (parts: SentencePart[]) => parts.map((part) => part.text).join('')

describe('the cockpit’s history in French', () => {
  it('names the admin, the member and the project of a declared action, with links', () => {
    const parts = auditSentence('declared-action.validated_manual', 'Camille', {
      kind: 'declared-action',
      actionType: 'like',
      member: { id: 36, name: 'Thomas' },
      project: { id: 14, title: 'Atelier Compta' },
    })
    expect(text(parts)).toBe('Camille a validé le like de Thomas sur Atelier Compta')
    expect(parts.filter((part) => part.href)).toEqual([
      { text: 'Thomas', href: '/admin/collections/members/36' },
      { text: 'Atelier Compta', href: '/admin/projets?projet=14' },
    ])
  })

  it('writes the members’ decisions and their undo', () => {
    const ines = { kind: 'member' as const, id: 5, name: 'Inès Essai' }
    expect(text(auditSentence('member.activated', 'Camille', ines))).toBe(
      'Camille a accepté la candidature d’Inès Essai',
    )
    expect(text(auditSentence('member.deactivated', 'Le serveur', ines))).toBe('Le serveur a désactivé Inès Essai')
    expect(text(auditSentence('member.paused', 'Camille', { ...ines, name: 'Thomas' }))).toBe(
      'Camille a mis en pause la candidature de Thomas',
    )
    expect(text(auditSentence('member.undone', 'Camille', ines))).toBe(
      'Camille a annulé la décision sur la candidature d’Inès Essai',
    )
  })

  it('keeps the project sheet’s words for projects, and never shows nothing', () => {
    const project = { kind: 'project' as const, id: 14, title: 'Atelier Compta' }
    expect(text(auditSentence('project.published', 'Camille', project))).toBe(
      'Publié : « Atelier Compta » (par Camille)',
    )
    expect(text(auditSentence('project.unscheduled', 'Camille', project))).toBe(
      'Camille a déplanifié la campagne de « Atelier Compta »',
    )
    expect(text(auditSentence('project.undone', 'Camille', project))).toBe(
      'Camille a annulé la décision sur le projet « Atelier Compta »',
    )
    expect(text(auditSentence('payment.paid', 'Camille', { kind: 'other', label: 'paiement n° 3' }))).toBe(
      'payment.paid — paiement n° 3 (par Camille)',
    )
  })

  it('names a reported feedback and its reports when undone', () => {
    const feedback = { kind: 'other' as const, label: unnamedSubject('feedbacks', '12') }
    expect(text(auditSentence('feedback_hidden', 'Camille', feedback))).toBe('Camille a masqué le retour n° 12')
    expect(text(auditSentence('feedback.undone', 'Camille', feedback))).toBe(
      'Camille a annulé le masquage, rendant visible le retour n° 12',
    )
    const report = { kind: 'other' as const, label: unnamedSubject('feedback-reports', '5') }
    expect(text(auditSentence('feedback_report.kept', 'Camille', report))).toBe(
      'Camille a conservé le retour visé par le signalement n° 5',
    )
    expect(text(auditSentence('feedback_report.undone', 'Camille', report))).toBe(
      'Camille a annulé la décision sur le signalement n° 5',
    )
  })
})

/**
 * The staff invitation e-mail (issue 24, decision 059) in the five languages (en, es, fr, de, zh):
 * who invites, the role, the link and how long it is valid. Rendered by the outbox (shop-mails.ts).
 */
import type { Language } from '@phonexport/domain/settings';
import type { StaffRole } from '@phonexport/domain/staff';

/** What the invitation mail needs (stored as the outbox row's payload; the token is in the link only). */
export interface StaffInvitationMail {
  kind: 'staff-invitation';
  token: string;
  role: StaffRole;
  invitedBy: string;
  /** Hours the link stays valid. */
  validHours: number;
}

interface InvitationTexts {
  subject: (store: string) => string;
  intro: (who: string, store: string, role: string) => string;
  accept: string;
  validity: (hours: number) => string;
  notYou: string;
  roles: Record<StaffRole, string>;
}

export const INVITATION_TEXTS: Record<Language, InvitationTexts> = {
  en: {
    subject: (s) => `You are invited to the ${s} back office`,
    intro: (w, s, r) => `${w} invites you to join the staff of ${s} as ${r}.`,
    accept: 'Accept the invitation',
    validity: (h) => `The link is valid for ${h} hours and can be used once.`,
    notYou: 'If you did not expect this e-mail, ignore it: nothing happens without the link.',
    roles: { owner: 'Owner', manager: 'Manager', support: 'Support' },
  },
  es: {
    subject: (s) => `Te invitan a la administración de ${s}`,
    intro: (w, s, r) => `${w} te invita a unirte al equipo de ${s} como ${r}.`,
    accept: 'Aceptar la invitación',
    validity: (h) => `El enlace es válido durante ${h} horas y puede usarse una vez.`,
    notYou: 'Si no esperabas este correo, ignóralo: sin el enlace no ocurre nada.',
    roles: { owner: 'Propietario', manager: 'Gerente', support: 'Soporte' },
  },
  fr: {
    subject: (s) => `Invitation à l’administration de ${s}`,
    intro: (w, s, r) => `${w} vous invite à rejoindre l’équipe de ${s} en tant que ${r}.`,
    accept: 'Accepter l’invitation',
    validity: (h) => `Le lien est valable ${h} heures et ne peut servir qu’une fois.`,
    notYou: 'Si vous n’attendiez pas cet e-mail, ignorez-le : rien ne se passe sans le lien.',
    roles: { owner: 'Propriétaire', manager: 'Responsable', support: 'Support' },
  },
  de: {
    subject: (s) => `Einladung in die Verwaltung von ${s}`,
    intro: (w, s, r) => `${w} lädt Sie ein, dem Team von ${s} als ${r} beizutreten.`,
    accept: 'Einladung annehmen',
    validity: (h) => `Der Link ist ${h} Stunden gültig und kann einmal verwendet werden.`,
    notYou: 'Wenn Sie diese E-Mail nicht erwartet haben, ignorieren Sie sie: Ohne den Link passiert nichts.',
    roles: { owner: 'Inhaber', manager: 'Manager', support: 'Support' },
  },
  zh: {
    subject: (s) => `邀请您加入 ${s} 后台`,
    intro: (w, s, r) => `${w} 邀请您以「${r}」身份加入 ${s} 的员工团队。`,
    accept: '接受邀请',
    validity: (h) => `该链接 ${h} 小时内有效，仅可使用一次。`,
    notYou: '如果您没有预期收到这封邮件，请忽略它：没有链接什么都不会发生。',
    roles: { owner: '店主', manager: '经理', support: '客服' },
  },
};

/** The invitation's link on the shop's public origin. */
export const invitationUrl = (publicUrl: string, token: string) => `${publicUrl}/staff-invitation/${encodeURIComponent(token)}`;

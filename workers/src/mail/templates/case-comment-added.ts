import { commentTypes, sharedScreenTexts } from '@portal/contracts';
import { userMail } from '../mail-module.js';
import {
  askWithCaseNumber,
  layout,
  type MailContext,
  type RenderedMail,
  signInBlock,
  supportBlock,
} from './layout.js';

/** A comment visible to the client: never its content (mail travels in clear), only that one is waiting. */
const texts = {
  subject: (caseNumber: string) => `Nuevo comentario sobre su caso ${caseNumber}`,
  from: {
    agent: 'Su especialista en recuperación dejó un nuevo comentario sobre su caso.',
    admin: 'La administración del despacho dejó un nuevo comentario sobre su caso.',
    system: 'Hay un nuevo comentario sobre su caso.',
  },
  confidential:
    'Para proteger la confidencialidad de su caso, el comentario no se incluye en este correo. Puede leerlo en la pestaña Comentarios de su panel en el portal.',
  caseNumber: sharedScreenTexts.registrationCaseNumber,
  signInIntro: 'Inicie sesión en el portal para leer el comentario:',
  signIn: sharedScreenTexts.goToLogin,
  supportIntro: askWithCaseNumber,
} as const;

export interface CaseCommentAddedFacts {
  fullName: string;
  caseNumber: string;
  /** Who the comment is from, as the client's Comentarios tab labels it. */
  commentType: (typeof commentTypes)[number];
}

/**
 * To the client: a comment visible to them is waiting in the portal. Never the comment itself: mail travels in
 * clear and the case is confidential. The sign-in link and the contacts only when configured.
 */
export function caseCommentAdded(context: MailContext, facts: CaseCommentAddedFacts): RenderedMail {
  return layout(context.site, {
    subject: texts.subject(facts.caseNumber),
    fullName: facts.fullName,
    blocks: [
      { kind: 'paragraph', text: texts.from[facts.commentType] },
      { kind: 'fact', label: texts.caseNumber, value: facts.caseNumber },
      { kind: 'paragraph', text: texts.confidential },
      signInBlock(context, texts),
      supportBlock(context.site, texts.supportIntro),
    ],
  });
}

/** Its job: the comment's ids and its author's type (the case number is read from the dashboard when it runs). */
export const caseCommentAddedMail = userMail({
  template: 'caseCommentAdded',
  read: (p) => ({
    userId: p.text('userId'),
    caseId: p.text('caseId'),
    commentId: p.text('commentId'),
    commentType: p.oneOf('commentType', commentTypes, 'one of admin, agent, system'),
  }),
  needsCaseNumber: true,
  render: (context, { commentType }, to) => caseCommentAdded(context, { ...to, commentType }),
});

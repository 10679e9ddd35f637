/** Recovery: the reset-password e-mail and link, setting a new password, and e-mail validation (unlocks a locked account). */
import { http, HttpResponse } from 'msw';
import { AUTOLOGIN_PREFIX, issueRecoveryToken, issueSession, memberForRecoveryToken } from '../../auth/tokens';
import { DEMO_ACCOUNTS, db, findMemberByEmail, getMember, setPassword } from '../../db';
import { isoAt } from '../../db/time';
import { apiUrl, jsonError, readBody, str, validationError } from '../base';
import { EMAIL_PATTERN } from './common';

/** The only code GET /v1/email-validation/validate/{code} accepts in the demo. */
export const DEMO_VALIDATION_CODE = '12345';

function sendEmail(email: Omit<(typeof db.outbox)[number], 'id' | 'sentAt'>): void {
  db.outbox.push({ ...email, id: db.nextIds.email++, sentAt: isoAt(Date.now()) });
}

export const recoveryHandlers = [
  http.post(apiUrl('/v1/reset-password'), async ({ request }) => {
    const member = findMemberByEmail(str(await readBody(request), 'email'));
    if (!member || member.system) return jsonError(401, { error: 'invalid_email' });
    const recoveryToken = issueRecoveryToken(member.id);
    const link = `/reset_password/change/${recoveryToken}`;
    sendEmail({
      to: member.email,
      kind: 'reset-password',
      subject: 'Restablecé tu contraseña de Flechazo',
      text: `Hola ${member.nickname}, para elegir una contraseña nueva entrá a ${link}. Si no lo pediste, ignorá este mensaje.`,
      link,
    });
    return HttpResponse.json({ msg: 'ok' });
  }),

  /** Sets a new password from a recovery link; the link's token is used up, a new pair is issued. */
  http.post(apiUrl('/v1/set-password'), async ({ request }) => {
    const body = await readBody(request);
    const recoveryToken = str(body, 'recoveryToken');
    const newPassword = str(body, 'newPassword');
    const member = recoveryToken ? memberForRecoveryToken(recoveryToken) : undefined;
    if (!member) return jsonError(401, { error: 'invalid_recovery_token' });
    // The contract asks only for a non-empty newPassword: the registration rule does not apply (A §4, §5).
    if (!newPassword) return validationError({ newPassword: 'invalid' });
    setPassword(member, newPassword);
    db.recoveryTokens.delete(recoveryToken);
    const { token, recoveryToken: recovery_token } = issueSession(member.id);
    return HttpResponse.json({ token, recovery_token });
  }),

  http.post(apiUrl('/v1/email-validation/create'), async ({ request }) => {
    const email = str(await readBody(request), 'email')
      .trim()
      .toLowerCase();
    if (!EMAIL_PATTERN.test(email)) return validationError({ email: 'invalid' });
    db.pendingEmailValidation = email;
    sendEmail({
      to: email,
      kind: 'email-validation',
      subject: 'Tu código de validación de Flechazo',
      text: `Tu código de validación es ${DEMO_VALIDATION_CODE}. Ingresalo en la app para recuperar tu cuenta.`,
      code: DEMO_VALIDATION_CODE,
    });
    return HttpResponse.json({ msg: 'ok' }, { status: 201 });
  }),

  /**
   * No token (API-24). The right code unlocks the member whose e-mail asked for it (or the demo's
   * locked account) and hands back an autologin token for the client's redirect (AUTH-49).
   */
  http.get(apiUrl('/v1/email-validation/validate/:code'), ({ params }) => {
    if (String(params.code) !== DEMO_VALIDATION_CODE) return HttpResponse.json({ msg: 'Code invalid' });
    const member = (db.pendingEmailValidation && findMemberByEmail(db.pendingEmailValidation)) || getMember(DEMO_ACCOUNTS.bloqueado.id);
    if (!member) return HttpResponse.json({ msg: 'Code invalid' });
    if (member.status === 'email_locked') member.status = 'active';
    db.pendingEmailValidation = null;
    return HttpResponse.json({ msg: 'ok', token: `${AUTOLOGIN_PREFIX}${member.id}` });
  }),
];

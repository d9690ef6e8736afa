import { api } from '@printshop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Answer, route } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import { guardLogin, type LoginDoor } from '../ratelimit/login-guard.ts';
import { hit } from '../ratelimit/service.ts';
import * as identity from './service.ts';

const HOUR = 60 * 60;

const byIp = (action: string, request: FastifyRequest, max: number, windowSeconds: number) => ({
  key: `${action}:ip:${request.ip}`,
  max,
  windowSeconds,
});
const byEmail = (action: string, email: string, max: number, windowSeconds: number) => ({
  key: `${action}:email:${email.toLowerCase()}`,
  max,
  windowSeconds,
});

/**
 * The shop's log-in: only failures count, 30 an address a quarter hour (one machine guessing stays
 * slow); a browser the member logged in from before is not held back by anyone else's guesses
 * (docs/decisions/089).
 */
const MEMBER_LOGIN: LoginDoor = {
  name: 'login',
  cookie: 'member_device',
  path: api.login.path,
  perAddress: 30,
  accountOf: identity.memberIdByEmail,
};

export function identityRoutes(app: FastifyInstance): void {
  route(app, api.login, ({ input, lang, request, reply }) =>
    guardLogin(request, reply, MEMBER_LOGIN, input.email, () =>
      identity.login(app.db, input.email, input.password, lang),
    ),
  );

  route(app, api.register, async ({ input, lang, request }) => {
    await hit(app.db, [byIp('register', request, 10, HOUR), byEmail('register', input.email, 5, HOUR)]);
    await identity.register(app.db, input, lang);
    return new Answer(null, t(lang, 'registered'));
  });

  route(app, api.forgotPassword, async ({ input, lang, request }) => {
    await hit(app.db, [byIp('forgot', request, 10, HOUR), byEmail('forgot', input.email, 3, HOUR)]);
    await identity.requestPasswordReset(app.db, app.mailer, input.email, app.config.publicUrl);
    return new Answer(null, t(lang, 'resetMailSent'));
  });

  route(app, api.logout, async ({ lang, request }) => {
    await identity.logout(app.db, request.token);
    return new Answer(null, t(lang, 'loggedOut'));
  });

  route(app, api.editAccount, async ({ memberId }) => ({
    memberDtlItem: await identity.accountDetail(app.db, memberId),
  }));

  route(app, api.updateAccount, async ({ input, lang, memberId }) => {
    await identity.updateAccount(app.db, memberId, input);
    return new Answer(null, t(lang, 'accountUpdated'));
  });

  route(app, api.updatePassword, async ({ input, lang, memberId }) => {
    await identity.changePassword(app.db, memberId, input);
    return new Answer(null, t(lang, 'passwordChanged'));
  });

  route(app, api.newPassword, async ({ input, lang }) => {
    await identity.resetPassword(app.db, input.ckey, input.newpassword, input.confirmnewpassword);
    return new Answer(null, t(lang, 'passwordReset'));
  });
}

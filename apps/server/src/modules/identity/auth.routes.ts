import { zEnvelope } from '@tembusu/contracts/api';
import {
  resetCodeSentMessage,
  signupAnswerMessage,
  zAccessToken,
  zChangePasswordRequest,
  zDisableTwoFactorRequest,
  zEmployeeLoginRequest,
  zLoginRequest,
  zLoginResult,
  zProfile,
  zResetCodeCheck,
  zResetCodeRequest,
  zResetPasswordRequest,
  zSignupRequest,
  zTwoFactorCode,
  zTwoFactorEnabled,
  zTwoFactorEnrollment,
  zTwoFactorLoginRequest,
  zTwoFactorStatus,
} from '@tembusu/contracts/identity';
import { roleGroups } from '@tembusu/contracts/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import {
  type AuthContext,
  changePassword,
  confirmTwoFactorAtSignIn,
  employeeLogin,
  finishTwoFactorLogin,
  getProfile,
  login,
  logout,
  type SetUpOrganization,
  signup,
  startTwoFactorAtSignIn,
} from './auth.service.js';
import {
  type ResetContext,
  requestResetCode,
  resetPassword,
  verifyResetCode,
} from './password-reset.service.js';
import {
  confirmTwoFactorEnrollment,
  disableTwoFactor,
  startTwoFactorEnrollment,
  type TwoFactorContext,
  twoFactorStatus,
} from './two-factor.service.js';

const signedIn = roleGroups.admin;

export const authRoutes: FastifyPluginAsyncZod<{ setUpOrganization: SetUpOrganization }> = async (
  app,
  { setUpOrganization },
) => {
  if (!app.config.totpEncryptionKey) {
    throw new Error('The auth routes need config.totpEncryptionKey; main.ts resolves it');
  }
  const totpKey = Buffer.from(app.config.totpEncryptionKey, 'hex');
  const context = (request: FastifyRequest): AuthContext => ({
    db: app.database.db,
    jwtSecret: app.jwtSecret,
    totpKey,
    now: app.clock(),
    ip: request.ip,
  });

  app.post(
    '/auth/signup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Create an organisation and its first admin (same answer whether or not the e-mail has an account); sign in next',
        body: zSignupRequest,
        response: { 201: zEnvelope(z.null()) },
      },
    },
    async (request, reply) => {
      await signup(context(request), request.body, setUpOrganization);
      return reply.status(201).send(created(null, signupAnswerMessage));
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as an admin or a super admin (may ask for the second factor)',
        body: zLoginRequest,
        response: { 200: zEnvelope(zLoginResult) },
      },
    },
    async (request) => ok(await login(context(request), request.body)),
  );

  app.post(
    '/employee/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as an employee of an organisation',
        body: zEmployeeLoginRequest,
        response: { 200: zEnvelope(zLoginResult) },
      },
    },
    async (request) => ok(await employeeLogin(context(request), request.body)),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: signedIn },
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await logout(context(request), actorOf(request));
      return ok(null, 'Signed out');
    },
  );

  app.get(
    '/account/profile/me',
    {
      config: { access: signedIn },
      schema: {
        tags: ['account'],
        summary: 'The signed-in account',
        response: { 200: zEnvelope(zProfile) },
      },
    },
    async (request) => ok(await getProfile(app.database.db, actorOf(request).accountId)),
  );

  app.put(
    '/account/change-password',
    {
      config: { access: signedIn },
      schema: {
        tags: ['account'],
        summary: 'Change the password; other sessions end',
        body: zChangePasswordRequest,
        response: { 200: zEnvelope(zAccessToken) },
      },
    },
    async (request) =>
      ok(
        {
          access_token: await changePassword(
            context(request),
            actorOf(request).accountId,
            request.body,
          ),
        },
        'Password changed',
      ),
  );

  const resetContext = (request: FastifyRequest): ResetContext => ({
    db: app.database.db,
    enqueue: app.enqueue,
    secret: app.jwtSecret,
    now: app.clock(),
    ip: request.ip,
  });

  app.post(
    '/account/reset-password/otp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary:
          'E-mail a 6-digit password reset code (same answer whether or not the account exists)',
        body: zResetCodeRequest,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await requestResetCode(resetContext(request), request.body);
      return ok(null, resetCodeSentMessage);
    },
  );

  app.post(
    '/account/reset-password/otp/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Check a password reset code (each wrong try counts)',
        body: zResetCodeCheck,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await verifyResetCode(resetContext(request), request.body);
      return ok(null, 'The code is correct');
    },
  );

  app.post(
    '/account/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Set a new password with a reset code; every session of the account ends',
        body: zResetPasswordRequest,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await resetPassword(resetContext(request), request.body);
      return ok(null, 'Your password has been reset. Please sign in with the new one.');
    },
  );

  const challenge = z.object({ challengeToken: z.string().min(1) });

  app.post(
    '/auth/login/two-factor',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Finish a sign-in with a code from the authenticator app or a recovery code',
        body: zTwoFactorLoginRequest,
        response: { 200: zEnvelope(zAccessToken) },
      },
    },
    async (request) => {
      const { challengeToken, code } = request.body;
      return ok({
        access_token: await finishTwoFactorLogin(context(request), challengeToken, code),
      });
    },
  );

  app.post(
    '/auth/two-factor/setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Start the two-factor set-up a platform account needs before its first session',
        body: challenge,
        response: { 200: zEnvelope(zTwoFactorEnrollment) },
      },
    },
    async (request) =>
      ok(await startTwoFactorAtSignIn(context(request), request.body.challengeToken)),
  );

  app.post(
    '/auth/two-factor/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Confirm the set-up with a code and sign in; answers the recovery codes once',
        body: challenge.extend({ code: zTwoFactorCode }),
        response: { 200: zEnvelope(zTwoFactorEnabled) },
      },
    },
    async (request) => {
      const { challengeToken, code } = request.body;
      return ok(await confirmTwoFactorAtSignIn(context(request), challengeToken, code));
    },
  );

  const twoFactorContext = (request: FastifyRequest): TwoFactorContext => ({
    db: app.database.db,
    totpKey,
    now: app.clock(),
    ip: request.ip,
  });

  app.get(
    '/account/two-factor',
    {
      config: { access: signedIn },
      schema: {
        tags: ['account'],
        summary: 'Whether two-factor sign-in is on, and whether it must be',
        response: { 200: zEnvelope(zTwoFactorStatus) },
      },
    },
    async (request) => ok(await twoFactorStatus(app.database.db, actorOf(request).accountId)),
  );

  app.post(
    '/account/two-factor/setup',
    {
      config: { access: signedIn },
      schema: {
        tags: ['account'],
        summary: 'Start turning on two-factor sign-in: a new secret and its QR code',
        response: { 200: zEnvelope(zTwoFactorEnrollment) },
      },
    },
    async (request) =>
      ok(await startTwoFactorEnrollment(twoFactorContext(request), actorOf(request).accountId)),
  );

  app.post(
    '/account/two-factor/confirm',
    {
      config: { access: signedIn },
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor sign-in on with a code; answers the recovery codes once',
        body: z.object({ code: zTwoFactorCode }),
        response: { 200: zEnvelope(zTwoFactorEnabled) },
      },
    },
    async (request) => {
      const recoveryCodes = await confirmTwoFactorEnrollment(
        twoFactorContext(request),
        actorOf(request).accountId,
        request.body.code,
      );
      return ok({ recoveryCodes }, 'Two-factor sign-in is on');
    },
  );

  app.post(
    '/account/two-factor/disable',
    {
      config: { access: signedIn },
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor sign-in off (not for platform accounts)',
        body: zDisableTwoFactorRequest,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await disableTwoFactor(
        twoFactorContext(request),
        actorOf(request).accountId,
        request.body.password,
      );
      return ok(null, 'Two-factor sign-in is off');
    },
  );
};

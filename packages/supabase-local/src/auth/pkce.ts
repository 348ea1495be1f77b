import { createHash } from 'node:crypto';
import type { Executor } from '../engine/executor';
import { authErrors } from './errors';
import { startSession, type Session, type SessionSigner } from './sessions';

/** `grant_type=pkce`: the code and the verifier whose digest the flow state remembers. */
export async function exchangeCode(db: Executor, signer: SessionSigner, authCode: string, verifier: string): Promise<Session> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string; code_challenge: string; code_challenge_method: string; authentication_method: string }>(
      `delete from auth.flow_state where auth_code = $1 and created_at > now() - interval '10 minutes'
       returning user_id::text, code_challenge, code_challenge_method, authentication_method`,
      [authCode],
    );
    const flow = rows[0];
    if (!flow) throw authErrors.flowStateNotFound();
    const expected = flow.code_challenge_method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
    if (expected !== flow.code_challenge) throw authErrors.badCodeVerifier();
    return startSession(tx, signer, flow.user_id, flow.authentication_method);
  });
}

import { hash } from 'node:crypto';

/**
 * The SHA-256 of a secret token (client sessions, prospect proofs, agents' and tenants' tokens): what the
 * database keeps, so a stolen table holds no usable token.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

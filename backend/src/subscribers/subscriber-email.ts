import { isEmail } from 'class-validator';

/** RFC 5321's limit on a path, which is what a mail server will accept. */
export const MAX_EMAIL_LENGTH = 254;

export type CheckedEmail = { email: string } | { problem: string };

/**
 * A reader's address as typed, checked and normalised: trimmed, the domain lowercased (DNS names
 * have no case). The local part keeps its case, since RFC 5321 lets a server tell cases apart; the
 * database still holds one row per address whatever its case (subscribers_email_any_case).
 * `field` names the value in the problem.
 */
export function checkEmail(value: unknown, field = 'email'): CheckedEmail {
  if (typeof value !== 'string' || !value.trim()) return { problem: `${field} is required: an email address such as name@example.com` };
  const typed = value.trim();
  if (typed.length > MAX_EMAIL_LENGTH) return { problem: `${field} must be at most ${MAX_EMAIL_LENGTH} characters` };
  const at = typed.lastIndexOf('@');
  const email = at > 0 ? `${typed.slice(0, at)}@${typed.slice(at + 1).toLowerCase()}` : typed;
  if (!isEmail(email, { require_tld: true, allow_display_name: false, allow_ip_domain: false, allow_utf8_local_part: true })) {
    return { problem: `${field} must be an email address such as name@example.com` };
  }
  return { email };
}

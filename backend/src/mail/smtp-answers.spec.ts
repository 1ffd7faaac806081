import { describe, expect, it } from '@jest/globals';
import { mailRefused, secretsOf } from './smtp-answers.js';

const URL = 'smtps://user%40example.com:s%3Ecret%20pass@smtp.example.com:465';

describe('mailRefused', () => {
  const secrets = secretsOf(URL);

  it('makes a recipient refused with a 5xx permanent, a 4xx temporary', () => {
    expect(mailRefused({ responseCode: 550, response: '550 5.1.1 No such user', command: 'RCPT TO' }, secrets)).toMatchObject({ answer: '550 5.1.1 No such user', permanent: true });
    expect(mailRefused({ responseCode: 554, response: '554 Message rejected', command: 'DATA' }, secrets)).toMatchObject({ permanent: true });
    expect(mailRefused({ responseCode: 451, response: '451 Try later', command: 'RCPT TO' }, secrets)).toMatchObject({ answer: '451 Try later', permanent: false });
  });

  it('keeps a refused sign-in or sender temporary: the site\'s settings, not the reader\'s address', () => {
    expect(mailRefused({ code: 'EAUTH', responseCode: 535, response: '535 Authentication failed', command: 'AUTH PLAIN' }, secrets).permanent).toBe(false);
    expect(mailRefused({ code: 'EENVELOPE', responseCode: 553, response: '553 Sender not allowed', command: 'MAIL FROM' }, secrets).permanent).toBe(false);
  });

  it('words a connection that failed, with its code, as temporary', () => {
    expect(mailRefused(Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:465'), { code: 'ESOCKET' }), secrets)).toMatchObject({
      answer: 'connect ECONNREFUSED 10.0.0.1:465 (ESOCKET)',
      permanent: false,
    });
    expect(mailRefused(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }), secrets).permanent).toBe(false);
  });

  it('never repeats the URL, the user name or the password, written or decoded', () => {
    const said = `Invalid login for user@example.com with s>cret pass, s%3Ecret%20pass at ${URL}`;
    const answer = mailRefused({ code: 'EAUTH', responseCode: 535, response: said }, secrets).answer;
    for (const secret of ['user@example.com', 's>cret pass', 's%3Ecret%20pass', URL]) expect(answer).not.toContain(secret);
  });

  it('keeps a long answer to 500 characters', () => {
    expect(mailRefused({ responseCode: 550, response: 'x'.repeat(5000), command: 'RCPT TO' }, secrets).answer).toHaveLength(500);
  });
});

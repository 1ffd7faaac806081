import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { openSettings } from './testing/open-settings';

async function emailSection() {
  const section = screen.getByRole('region', { name: 'Email' });
  await within(section).findByText('Mail goes to');
  return section;
}

/** The value beside a term of the section's facts. */
function fact(section: HTMLElement, term: string) {
  return within(section).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('Settings: Email', () => {
  it('shows that mail goes to the outbox folder without SMTP_URL, the sender and DKIM', async () => {
    await openSettings();
    const section = await emailSection();
    expect(fact(section, 'Mail goes to')).toBe('The outbox folder (SMTP_URL is not set)');
    expect(fact(section, 'Outbox folder')).toBe('/srv/folio/data/outbox');
    expect(fact(section, 'Sender')).toBe('"Folio" <author@example.com>');
    expect(fact(section, 'DKIM signing')).toBe('Off');
    expect(within(section).getByText(/Set SMTP_URL to send through your mail provider/)).toBeInTheDocument();
  });

  it('shows the SMTP server and DKIM on', async () => {
    await openSettings({ mail: { transport: 'smtp', from: 'posts@example.com', dkim: true } });
    const section = await emailSection();
    expect(fact(section, 'Mail goes to')).toBe('The SMTP server of SMTP_URL');
    expect(within(section).queryByText('Outbox folder')).not.toBeInTheDocument();
    expect(fact(section, 'DKIM signing')).toBe('On');
  });

  it('sends a test email to the author, or to the address typed, and says where it went', async () => {
    const { user, server } = await openSettings();
    const section = await emailSection();
    await user.click(within(section).getByRole('button', { name: 'Send test email' }));
    expect(await within(section).findByText('Test email to author@example.com written to the outbox folder (Message-ID <test-1@example.com>).')).toBeInTheDocument();

    server.state.mail = { ...server.state.mail, transport: 'smtp' };
    await user.type(within(section).getByLabelText('Send to (optional)'), ' me@example.org ');
    await user.click(within(section).getByRole('button', { name: 'Send test email' }));
    expect(await within(section).findByText('Test email to me@example.org sent (Message-ID <test-1@example.com>).')).toBeInTheDocument();
    expect(server.state.mailTests).toEqual([{}, { to: 'me@example.org' }]);
  });

  it("shows the server's message when the test fails, and marks the address it refused", async () => {
    const { user, server } = await openSettings({ refuseMailTest: { status: 502, message: 'The mail server refused the message: 535 Authentication failed' } });
    const section = await emailSection();
    await user.click(within(section).getByRole('button', { name: 'Send test email' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Test email failed: The mail server refused the message: 535 Authentication failed');
    expect(within(section).getByLabelText('Send to (optional)')).not.toHaveAttribute('aria-invalid');

    server.state.refuseMailTest = { status: 400, message: 'to must be an email address' };
    await user.type(within(section).getByLabelText('Send to (optional)'), 'me@');
    await user.click(within(section).getByRole('button', { name: 'Send test email' }));
    const field = within(section).getByLabelText('Send to (optional)');
    expect(await within(section).findByText('Test email failed: to must be an email address')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('to must be an email address'));
  });
});

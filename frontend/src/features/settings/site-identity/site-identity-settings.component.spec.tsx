import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { openSettings } from '../testing/open-settings';
import { IDENTITY_NOTHING_SET } from '../testing/settings-server';

const REFUSAL = "accent_color #ffcc00 has a contrast ratio of 1.44:1 against the light theme's background #fbfaf7; WCAG AA needs at least 4.5:1 for text (choose a darker colour)";

async function siteSection() {
  const section = screen.getByRole('region', { name: 'Site' });
  await within(section).findByLabelText('Site title');
  return section;
}

describe('Settings: Site', () => {
  it('saves what was typed, every field at once, blanks as "not set", and says so', async () => {
    const { user, server } = await openSettings({ identity: { ...IDENTITY_NOTHING_SET, author_name: 'Ada' } });
    const section = await siteSection();
    expect(within(section).getByLabelText('Author name')).toHaveValue('Ada');
    await user.type(within(section).getByLabelText('Site title'), 'Hill Notes');
    await user.click(within(section).getByLabelText('Show the three cards (Stories, The blog, One author)'));
    await user.clear(within(section).getByLabelText('Author name'));
    await user.click(within(section).getByRole('button', { name: 'Add a link' }));
    await user.type(within(section).getByLabelText('Link 1 label'), 'Mastodon');
    await user.type(within(section).getByLabelText('Link 1 address'), 'https://example.social/@ada');
    await user.click(within(section).getByRole('button', { name: 'Save site settings' }));
    expect(await within(section).findByText('Site settings saved: every page, feed and email uses them now.')).toBeInTheDocument();
    expect(server.state.identitySaves).toEqual([
      expect.objectContaining({ title: 'Hill Notes', home_cards: false, author_name: null, author_links: [{ label: 'Mastodon', url: 'https://example.social/@ada' }] }),
    ]);
  });

  it('shows a refused accent colour\'s reason under its field, marked invalid, and keeps what was typed', async () => {
    const { user } = await openSettings({ refuseIdentity: [REFUSAL] });
    const section = await siteSection();
    const accent = within(section).getByLabelText('Accent colour (light theme)');
    await user.type(accent, '#ffcc00');
    await user.click(within(section).getByRole('button', { name: 'Save site settings' }));
    expect(await within(section).findByText(REFUSAL)).toBeInTheDocument();
    expect(accent).toHaveAttribute('aria-invalid', 'true');
    expect(accent).toHaveAccessibleDescription(expect.stringContaining('1.44:1'));
    expect(accent).toHaveValue('#ffcc00');
  });
});

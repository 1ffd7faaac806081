import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { StatusBadge, type Status } from './status-badge.component';

describe('StatusBadge', () => {
  it.each<[Status, string]>([
    ['online', 'Online'],
    ['offline', 'Offline'],
    ['checking', 'Checking...'],
    ['unknown', 'Unknown'],
  ])('labels %s as %s', (status, label) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});

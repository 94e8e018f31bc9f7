import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillingSection } from '../../../frontend/src/features/settings/components/billing-section';
import { formatByteSize } from '../../../shared/lib/byte-size';
import { BILLING_MESSAGES } from '../../../shared/messages/billing-messages';
import { editorProfileEntity, renderApp } from './test-app';

const NOW = '2026-03-01T12:00:00.000Z';

describe('storage used in Settings (plan section)', () => {
  it("shows the workspace's stored bytes, with no limit (the plans name none)", () => {
    renderApp(
      <BillingSection profile={editorProfileEntity({ createdAt: NOW, storageBytes: 1_500_000_000 })} />,
    );
    expect(screen.getByTestId('storage-used').textContent).toBe('Storage used: 1.5 GB');
    expect(screen.getByTestId('storage-used').textContent).not.toMatch(/ of /);
  });

  it('shows nothing stored yet as 0 bytes', () => {
    renderApp(<BillingSection profile={editorProfileEntity({ createdAt: NOW })} />);
    expect(screen.getByTestId('storage-used').textContent).toBe(BILLING_MESSAGES.storageUsed('0 bytes'));
  });

  it('reads sizes in decimal units', () => {
    expect([0, 1, 999, 1000, 15_300_000, 250_000_000_000, 2_000_000_000_000].map(formatByteSize)).toEqual([
      '0 bytes',
      '1 byte',
      '999 bytes',
      '1.0 KB',
      '15 MB',
      '250 GB',
      '2.0 TB',
    ]);
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { LinkExpiryDialog } from '../../../frontend/src/features/project/components/link-expiry-dialog';
import { latestCustomExpiry } from '../../../shared/domain/review-link-expiry';
import { LINK_CARD_MESSAGES } from '../../../shared/messages/link-card-messages';
import { renderApp } from './test-app';

describe('LinkExpiryDialog', () => {
  it('offers a date from tomorrow to the latest custom expiry, and keeps the day typed', () => {
    renderApp(<LinkExpiryDialog projectId="p1" open onClose={() => undefined} />);
    expect(screen.queryByLabelText(LINK_CARD_MESSAGES.expiryDateLabel)).toBeNull();

    fireEvent.click(screen.getByLabelText(LINK_CARD_MESSAGES.expiryOnDateOption));
    const field = screen.getByLabelText(LINK_CARD_MESSAGES.expiryDateLabel);
    const now = new Date();
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveAttribute('min', format(addDays(now, 1), 'yyyy-MM-dd'));
    expect(field).toHaveAttribute('max', format(latestCustomExpiry(now), 'yyyy-MM-dd'));

    const day = format(addDays(now, 10), 'yyyy-MM-dd');
    fireEvent.change(field, { target: { value: day } });
    expect(field).toHaveValue(day);
  });
});

/**
 * The look of a mail a workspace's client or invitee gets: the workspace's brand while its plan includes it
 * (the sender shown as 'Acme Studio via Cutroom', the logo and accent in the mail), else the product's. Read
 * once per event, whatever the number of recipients, and on every event, so a downgrade shows at once. The
 * editor's own mails never ask: they stay in the product's look.
 */
import { PRODUCT_NAME } from '../../../shared/config/product';
import { brandedSenderName, type AppliedBrand } from '../../../shared/domain/brand';
import type { NotifyPorts } from '../ports';

export interface MailLook {
  brand: AppliedBrand | null;
  fromName: string;
}

export async function mailLookOf(ports: Pick<NotifyPorts, 'brands'>, workspaceId: string): Promise<MailLook> {
  const brand = (await ports.brands?.inForce(workspaceId)) ?? null;
  return { brand, fromName: brand ? brandedSenderName(brand.displayName, PRODUCT_NAME) : PRODUCT_NAME };
}

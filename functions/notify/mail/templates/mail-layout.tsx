/**
 * The shared frame of every e-mail, written once with react-email: the product's name and mark, a greeting,
 * paragraphs, an optional list, one button to the right page, why the mail was sent, and a link to the
 * notification settings. `renderMail` renders the HTML part and
 * the plain-text part from the same element, so they always say the same thing.
 *
 * Layout: 600 px at most, fluid below (readable at 375 px). Colours: light by default, dark through
 * `prefers-color-scheme` in the head (clients that honour it: Apple Mail, iOS, Outlook for Mac; others keep
 * the light colours, which stay readable). All dynamic text goes through React, so it is escaped.
 */
import {
  Button,
  Container,
  Head,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { PRODUCT_NAME } from '../../../../shared/config/product';
import type { AppliedBrand } from '../../../../shared/domain/brand';
import { resolveAccent } from '../../../../shared/domain/brand-colour';
import { BRAND_MESSAGES } from '../../../../shared/messages/brand-messages';
import { MAIL_MESSAGES, mailGreeting } from '../../../../shared/messages/mail-messages';
import type { MailContent } from './mail-content';

/**
 * Links of the footer: the notification settings (editors only). The one-click unsubscribe is not a footer
 * link: it is the List-Unsubscribe header (RFC 8058, a POST), which mail clients show as their own button.
 */
export interface MailFooterLinks {
  settingsUrl?: string | null;
}

export interface MailLayoutInput {
  subject: string;
  /** The greeting's name (display name, then full name); null gives a neutral greeting. */
  recipientName: string | null;
  paragraphs: readonly string[];
  /** Optional list (note excerpts, digest lines). */
  items?: readonly string[];
  action: { label: string; url: string };
  /** Why this mail was sent (footer). */
  reason: string;
  footer?: MailFooterLinks;
  /**
   * The sending workspace's brand in force (a client's or an invitee's mail from a Pro workspace): its logo
   * and name in the header, its accent on the button and links. Absent or null: the product's look.
   */
  brand?: AppliedBrand | null;
}

const COLORS = {
  page: '#f4f4f7',
  card: '#ffffff',
  border: '#e4e4eb',
  text: '#1f2330',
  muted: '#5b6170',
  primary: '#a78bfa',
  onPrimary: '#1a1033',
  link: '#5b3fc4',
} as const;

/** The colours a mail is drawn in: the product's, or a brand's accent made readable on the mail's surfaces. */
interface MailColours {
  primary: string;
  onPrimary: string;
  link: string;
  /** The link colour on the dark card (clients that honour prefers-color-scheme). */
  darkLink: string;
}

const PRODUCT_COLOURS: MailColours = {
  primary: COLORS.primary,
  onPrimary: COLORS.onPrimary,
  link: COLORS.link,
  darkLink: '#c4b5fd',
};

/**
 * A brand's colours: THE accent rule (shared/domain/brand-colour.ts) on the light theme, whose surfaces are
 * the mail's white card and grey page; the dark card's link colour from the dark theme's rule.
 */
function brandColours(brand: AppliedBrand): MailColours {
  const light = resolveAccent(brand.accent, 'light');
  return {
    primary: light.control,
    onPrimary: light.onControl,
    link: light.text,
    darkLink: resolveAccent(brand.accent, 'dark').text,
  };
}

/** The logo's box in the header: 40 px high at most, never wider than a phone's header. */
const LOGO_BOX = { height: 40, maxWidth: 240 } as const;

function logoSize(logo: NonNullable<AppliedBrand['logo']>): { width: number; height: number } {
  const scale = Math.min(LOGO_BOX.height / logo.height, LOGO_BOX.maxWidth / logo.width, 1);
  return { width: Math.round(logo.width * scale), height: Math.round(logo.height * scale) };
}

/** Dark colours, applied only by clients that honour prefers-color-scheme; the mobile padding rules. */
const headCss = (colours: MailColours) => `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .cr-page { background-color: #111118 !important; }
  .cr-card { background-color: #1c1c26 !important; border-color: #2e2e3c !important; }
  .cr-text { color: #ececf3 !important; }
  .cr-muted { color: #a6a9b8 !important; }
  .cr-link { color: ${colours.darkLink} !important; }
  .cr-rule { border-color: #2e2e3c !important; }
}
@media (max-width: 480px) {
  .cr-outer { padding: 12px 8px !important; }
  .cr-card { padding: 20px 16px !important; }
}
`;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const textStyle = {
  margin: '0 0 16px',
  fontSize: '16px',
  lineHeight: '1.5',
  color: COLORS.text,
  fontFamily: font,
};
const mutedStyle = {
  margin: '0 0 8px',
  fontSize: '13px',
  lineHeight: '1.5',
  color: COLORS.muted,
  fontFamily: font,
};

export function MailLayout(input: MailLayoutInput): ReactElement {
  const items = input.items ?? [];
  const brand = input.brand ?? null;
  const colours = brand ? brandColours(brand) : PRODUCT_COLOURS;
  const settingsUrl = input.footer?.settingsUrl;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        {/* Phones' webmail and previews lay the mail out at the screen's width, not a desktop's. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{input.subject}</title>
        <style>{headCss(colours)}</style>
      </Head>
      <Preview>{input.paragraphs[0] ?? input.subject}</Preview>
      {/* A plain body (react-email's Body copies the background onto an inner cell the dark rule can't reach). */}
      <body
        className="cr-page"
        style={{ margin: 0, padding: 0, backgroundColor: COLORS.page, fontFamily: font }}
      >
        <Container className="cr-outer" style={{ maxWidth: '600px', width: '100%', padding: '24px 12px' }}>
          <Section style={{ padding: '0 4px 16px' }}>
            {brand ? <BrandHeader brand={brand} /> : <ProductHeader />}
          </Section>
          <Section
            className="cr-card"
            style={{
              backgroundColor: COLORS.card,
              border: `1px solid ${COLORS.border}`,
              borderRadius: '12px',
              padding: '28px 28px 20px',
            }}
          >
            <Text className="cr-text" style={textStyle}>
              {mailGreeting(input.recipientName)}
            </Text>
            {input.paragraphs.map((paragraph, i) => (
              <Text key={i} className="cr-text" style={{ ...textStyle, overflowWrap: 'anywhere' }}>
                {paragraph}
              </Text>
            ))}
            {items.length > 0 ? (
              <ul style={{ margin: '0 0 16px', paddingLeft: '20px' }}>
                {items.map((item, i) => (
                  <li
                    key={i}
                    className="cr-text"
                    style={{ ...textStyle, margin: '0 0 6px', fontSize: '15px', overflowWrap: 'anywhere' }}
                  >
                    {item}
                  </li>
                ))}
              </ul>
            ) : null}
            <Section style={{ padding: '8px 0 20px' }}>
              <Button
                href={input.action.url}
                style={{
                  backgroundColor: colours.primary,
                  color: colours.onPrimary,
                  borderRadius: '8px',
                  padding: '12px 20px',
                  fontSize: '15px',
                  fontWeight: 600,
                  fontFamily: font,
                  textDecoration: 'none',
                }}
              >
                {input.action.label}
              </Button>
            </Section>
            <Text className="cr-text" style={{ ...textStyle, margin: 0 }}>
              {brand ? MAIL_MESSAGES.brandSignOff(brand.displayName) : MAIL_MESSAGES.signOff}
            </Text>
          </Section>
          <Section style={{ padding: '16px 4px 0' }}>
            <Hr className="cr-rule" style={{ borderColor: COLORS.border, margin: '0 0 12px' }} />
            <Text className="cr-muted" style={mutedStyle}>
              {input.reason}
            </Text>
            {settingsUrl ? (
              <Text className="cr-muted" style={mutedStyle}>
                <Link
                  className="cr-link"
                  href={settingsUrl}
                  style={{ color: colours.link, textDecoration: 'underline' }}
                >
                  {MAIL_MESSAGES.notificationSettings}
                </Link>
              </Text>
            ) : null}
            {brand?.showPoweredBy ? (
              <Text className="cr-muted" style={mutedStyle}>
                {BRAND_MESSAGES.poweredBy} {PRODUCT_NAME}
              </Text>
            ) : null}
          </Section>
        </Container>
      </body>
    </Html>
  );
}

/** The product's name and mark. */
function ProductHeader(): ReactElement {
  return (
    <Text className="cr-text" style={{ ...textStyle, margin: 0, fontSize: '20px', fontWeight: 700 }}>
      <span
        aria-hidden="true"
        data-skip-in-text="true"
        style={{
          display: 'inline-block',
          width: '28px',
          height: '28px',
          lineHeight: '28px',
          borderRadius: '7px',
          backgroundColor: COLORS.primary,
          color: COLORS.onPrimary,
          textAlign: 'center',
          fontSize: '15px',
          marginRight: '10px',
          verticalAlign: 'middle',
        }}
      >
        ▶
      </span>
      <span style={{ verticalAlign: 'middle' }}>{PRODUCT_NAME}</span>
    </Text>
  );
}

/** The studio's logo (its name as the alt text, shown where pictures are blocked), or its name alone. */
function BrandHeader({ brand }: { brand: AppliedBrand }): ReactElement {
  if (brand.logo) {
    const size = logoSize(brand.logo);
    return (
      <Img
        src={brand.logo.url}
        alt={brand.displayName}
        width={size.width}
        height={size.height}
        style={{ display: 'block', border: 0, maxWidth: '100%', height: 'auto' }}
      />
    );
  }
  return (
    <Text className="cr-text" style={{ ...textStyle, margin: 0, fontSize: '20px', fontWeight: 700 }}>
      {brand.displayName}
    </Text>
  );
}

/** The HTML and plain-text parts of one mail, from the same element. */
export async function renderMail(input: MailLayoutInput): Promise<MailContent> {
  const element = <MailLayout {...input} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: input.subject.replace(/[\r\n]+/g, ' '), html, text };
}

/** Cuts a text to `max` characters on one line, with an ellipsis. */
export function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A legal document: title, 'Last updated …', a table of contents linking to each section, and the
 * sections. One readable column (~70 characters) that works on a phone.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PUBLIC_MESSAGES } from '../../../../../shared/messages/public-messages';
import type { LegalDocument } from '../content/legal-copy';
import { NAV_BAR_OFFSET } from './section';

export function LegalPage({ document: doc }: { document: LegalDocument }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Box component="article" sx={{ maxWidth: 760, mx: 'auto' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1 }}>
          {doc.title}
        </Typography>
        {doc.lastUpdated ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {PUBLIC_MESSAGES.lastUpdated(doc.lastUpdated)}
          </Typography>
        ) : null}
        <Typography sx={{ mb: 4, fontSize: '1.05rem' }}>{doc.intro}</Typography>

        <Box
          component="nav"
          aria-labelledby="toc-heading"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, md: 3 }, mb: 5 }}
        >
          <Typography id="toc-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {PUBLIC_MESSAGES.onThisPage}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', columns: { sm: 2 }, columnGap: 4 }}>
            {doc.sections.map((section) => (
              <Box component="li" key={section.id} sx={{ mb: 0.75, breakInside: 'avoid' }}>
                <Link href={`#${section.id}`} underline="hover" color="#c4b5fd">
                  {section.heading}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>

        {doc.sections.map((section) => (
          <Box
            component="section"
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            sx={{ scrollMarginTop: NAV_BAR_OFFSET, mb: 4 }}
          >
            <Typography id={`${section.id}-heading`} variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.7 }}>
                {paragraph}
              </Typography>
            ))}
            {section.bullets ? (
              <Box component="ul" sx={{ pl: 3, my: 1 }}>
                {section.bullets.map((bullet) => (
                  <Typography component="li" key={bullet} sx={{ mb: 0.75, lineHeight: 1.7 }}>
                    {bullet}
                  </Typography>
                ))}
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>
    </Container>
  );
}

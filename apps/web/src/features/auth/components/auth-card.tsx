// The frame of every sign-in page: the brand's login logo and name, the page's content, and the
// brand's contact link and powered-by line underneath.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../lib/brand';
import { useBrand } from '../api/brand';

type AuthCardProps = {
  title: string;
  subtitle?: string;
  children: ReactNode;
};

export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const brand = useBrand();
  const name = brand?.name ?? PRODUCT_NAME;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, sm: 6 } }}>
      <title>{`${title} · ${name}`}</title>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420, alignItems: 'stretch' }}>
        <Paper variant="outlined" sx={{ px: { xs: 2.5, sm: 4 }, py: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
            {brand ? (
              <Box
                component="img"
                src={brand.loginLogoUrl}
                alt={`${name} logo`}
                data-testid="brand-login-logo"
                sx={{ width: 56, height: 56, objectFit: 'contain' }}
              />
            ) : (
              <Box sx={{ width: 56, height: 56 }} />
            )}
            <Typography
              component="p"
              variant="overline"
              color="text.secondary"
              data-testid="brand-name"
            >
              {name}
            </Typography>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {subtitle}
              </Typography>
            )}
          </Stack>
          {children}
        </Paper>
        {brand && (
          <Stack spacing={0.5} sx={{ alignItems: 'center' }} component="footer">
            <Link href={brand.contactUrl} variant="body2" target="_blank" rel="noopener noreferrer">
              Contact us
            </Link>
            <Typography variant="caption" color="text.secondary" data-testid="powered-by">
              {brand.poweredByText}
            </Typography>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

// The centred card for whole-page states (coming soon, not found, crashed, a site that cannot be shown).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../lib/brand';

type StatusPanelProps = {
  icon: ReactNode;
  tone: 'primary' | 'error';
  title: string;
  description: string;
  badge?: ReactNode;
  action?: ReactNode;
};

export function StatusPanel({ icon, tone, title, description, badge, action }: StatusPanelProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <Paper
        variant="outlined"
        sx={{ px: { xs: 3, sm: 6 }, py: { xs: 4, sm: 6 }, textAlign: 'center' }}
      >
        <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              display: 'grid',
              placeItems: 'center',
              width: 72,
              height: 72,
              borderRadius: '50%',
              color: theme.palette[tone].main,
              bgcolor: alpha(theme.palette[tone].main, 0.14),
            })}
          >
            {icon}
          </Box>
          {badge}
          <Typography variant="h1">{title}</Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 420 }}>{description}</Typography>
          {action}
        </Stack>
      </Paper>
    </Container>
  );
}

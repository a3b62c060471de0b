// A titled part of a screen: a section landmark named by its h2, with the part's action beside
// the heading (under it when the row is too narrow, on a phone).
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type TitledSectionProps = { title: string; action: ReactNode; children: ReactNode };

export function TitledSection({ title, action, children }: TitledSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        useFlexGap
      >
        <Typography variant="h2" id={headingId}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

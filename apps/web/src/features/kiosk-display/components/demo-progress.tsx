// The demo kiosk's caption: which site is on the screen, which of how many, and a dot per site
// with the current one filling up over its minute.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

type DemoProgressProps = {
  siteName: string;
  /** 0-based. */
  position: number;
  count: number;
  /** How long each site is shown (ms): the current dot fills over it. */
  siteMs: number;
};

export function DemoProgress({ siteName, position, count, siteMs }: DemoProgressProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        {/* The kiosk's own title (the site) is the page's heading; this is its caption. */}
        <Typography
          sx={{ fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase' }}
          variant="caption"
          component="p"
        >
          Kiosk demo
        </Typography>
        <Typography sx={{ color: 'text.secondary' }} data-testid="demo-site">
          Showing <strong>{siteName}</strong> · site {position + 1} of {count}
        </Typography>
      </Box>
      <Box aria-hidden sx={{ display: 'flex', gap: 0.75 }}>
        {Array.from({ length: count }, (_, index) => (
          <Box
            key={index}
            sx={{
              position: 'relative',
              width: index === position ? 36 : 10,
              height: 10,
              borderRadius: 5,
              overflow: 'hidden',
              bgcolor: 'action.selected',
              transition: 'width 300ms ease',
            }}
          >
            {index === position && (
              <Box
                key={`${position}:${siteName}`}
                sx={{
                  position: 'absolute',
                  inset: 0,
                  bgcolor: 'primary.main',
                  transformOrigin: 'left',
                  animation: `${fill} ${siteMs}ms linear`,
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }}
              />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

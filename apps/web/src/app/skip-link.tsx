// A keyboard user's first Tab stop: jumps past the app bar straight to the screen's content.
import Link from '@mui/material/Link';

export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Link
      href={`#${targetId}`}
      sx={(theme) => ({
        position: 'absolute',
        left: theme.spacing(1),
        top: theme.spacing(-8),
        zIndex: theme.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: theme.shadows[4],
        '&:focus': { top: theme.spacing(1) },
      })}
    >
      Skip to main content
    </Link>
  );
}

// The brand's powered-by strip at the foot of a white-label project's home.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function PoweredByFooter({ text }: { text: string }) {
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        mt: 4,
        py: 1.5,
        textAlign: 'center',
        bgcolor: theme.airboard.fbg1,
        color: theme.airboard.ftxt1,
        borderRadius: 1,
      })}
    >
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}

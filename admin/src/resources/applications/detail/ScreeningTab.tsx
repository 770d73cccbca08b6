import { messages } from '@careers/shared/client';
import { Box, Typography } from '@mui/material';

/** The screening answers, numbered 'Question n' (the stored keys are the question's index or text). */
export default function ScreeningTab({ answers }: { answers: Record<string, string> | null }) {
  const entries = Object.entries(answers ?? {});
  if (entries.length === 0) return <Typography>{messages.applications.noScreeningAnswers}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map(([question, answer], index) => (
        <Box component="li" key={question} sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {messages.applications.question(index + 1)}
          </Typography>
          {!/^\d+$/.test(question) && <Typography sx={{ color: 'text.secondary' }}>{question}</Typography>}
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{answer}</Typography>
        </Box>
      ))}
    </Box>
  );
}

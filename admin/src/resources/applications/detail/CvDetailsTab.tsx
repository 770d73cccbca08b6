import type { CvParsedData } from '@careers/shared';
import { labels, messages } from '@careers/shared/client';
import { Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import Section from '../../../components/DetailSection';

type Education = CvParsedData['education'][number];
type Experience = CvParsedData['experience'][number];

const educationLine = (entry: Education) =>
  typeof entry === 'string'
    ? { primary: entry }
    : { primary: entry.degree, secondary: [entry.institution, entry.year].filter(Boolean).join(' · ') };

const experienceLine = (entry: Experience) =>
  typeof entry === 'string'
    ? { primary: entry }
    : {
        primary: `${entry.title} — ${entry.company}`,
        secondary: [entry.duration, entry.summary].filter(Boolean).join(' · '),
      };

function Lines({ rows }: { rows: { primary: string; secondary?: string }[] }) {
  if (rows.length === 0) return <Typography>{messages.applicationDialog.na}</Typography>;
  return (
    <List dense disablePadding>
      {rows.map((row, index) => (
        // Parsed CV entries have no id and may repeat; their order is the CV's.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ListItem key={index} disableGutters>
          <ListItemText primary={row.primary} secondary={row.secondary || undefined} />
        </ListItem>
      ))}
    </List>
  );
}

function Chips({ items }: { items: string[] }) {
  if (items.length === 0) return <Typography>{messages.applicationDialog.na}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {items.map((item) => (
        <Chip key={item} label={item} size="small" />
      ))}
    </Stack>
  );
}

/** Skills & Expertise, Education, Experience, Languages, as scoring parsed them from the CV. */
export default function CvDetailsTab({ parsed }: { parsed: CvParsedData | null }) {
  const cv = parsed ?? { skills: [], education: [], experience: [], languages: [] };
  const text = labels.applicationDetail;
  return (
    <>
      <Section title={text.skillsAndExpertise}>
        <Chips items={cv.skills} />
      </Section>
      <Section title={text.education}>
        <Lines rows={cv.education.map(educationLine)} />
      </Section>
      <Section title={text.experience}>
        <Lines rows={cv.experience.map(experienceLine)} />
      </Section>
      <Section title={text.languages}>
        <Chips items={cv.languages} />
      </Section>
    </>
  );
}

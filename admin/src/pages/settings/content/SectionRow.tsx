import { type AdminPageSection, labels, type SectionMove } from '@careers/shared';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton, ListItem, Stack, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import ActiveChip from '../../../components/ActiveChip';
import ContentActions from '../../../components/ContentActions';
import { CONTENT_ICONS } from '../../../components/content-icons';

const text = labels.sectionsAdmin;

interface Props {
  section: AdminPageSection;
  first: boolean;
  last: boolean;
  editable: boolean;
  hintId: string;
  onMove(direction: SectionMove): void;
  onToggle(): void;
  onEdit(): void;
  onDelete(): void;
}

/** The two arrow buttons: where each moves, its name, its icon, and when it cannot. */
const MOVES = [
  ['up', text.moveUp, ArrowUpwardIcon, ({ first }: Props) => first],
  ['down', text.moveDown, ArrowDownwardIcon, ({ last }: Props) => last],
] as const;

/** Alt + Arrow Up / Down on a focused section moves it, besides the arrow buttons. */
function moveByKey(event: KeyboardEvent, props: Props) {
  if (!event.altKey || event.target !== event.currentTarget) return;
  const direction = event.key === 'ArrowUp' ? 'up' : event.key === 'ArrowDown' ? 'down' : null;
  if (!direction || (direction === 'up' && props.first) || (direction === 'down' && props.last)) return;
  event.preventDefault();
  props.onMove(direction);
}

/** One section of a page: its place, what it is, its state and its actions. */
export default function SectionRow(props: Props) {
  const { section, editable, hintId, onMove, onToggle, onEdit, onDelete } = props;
  const icon = section.metadata.icon;
  const Icon = icon && icon !== 'Briefcase' ? CONTENT_ICONS[icon] : null;
  return (
    <ListItem
      divider
      tabIndex={editable ? 0 : undefined}
      aria-describedby={editable ? hintId : undefined}
      aria-keyshortcuts={editable ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
      onKeyDown={editable ? (event) => moveByKey(event, props) : undefined}
      sx={{ gap: 1, flexWrap: 'wrap', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      {editable && (
        <Stack>
          {MOVES.map(([direction, name, Arrow, blocked]) => (
            <IconButton
              key={direction}
              size="small"
              aria-label={name(section.title)}
              disabled={blocked(props)}
              onClick={() => onMove(direction)}
            >
              <Arrow fontSize="small" />
            </IconButton>
          ))}
        </Stack>
      )}
      <Box sx={{ color: 'primary.main', width: 24 }}>{Icon && <Icon aria-hidden />}</Box>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography component="h3" variant="subtitle1">
          {section.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.types[section.section_type]} · {section.section_key}
        </Typography>
      </Box>
      <ActiveChip active={section.is_active} />
      {editable && (
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <ContentActions
            title={section.title}
            active={section.is_active}
            onToggle={onToggle}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </Stack>
      )}
    </ListItem>
  );
}

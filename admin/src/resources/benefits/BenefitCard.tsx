import type { AdminBenefit } from '@careers/shared';
import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import ActiveChip from '../../components/ActiveChip';
import ContentActions from '../../components/ContentActions';
import { CONTENT_ICONS } from '../../components/content-icons';

interface Props {
  benefit: AdminBenefit;
  /** Without the write permission the card only shows. */
  editable: boolean;
  onToggle(): void;
  onEdit(): void;
  onDelete(): void;
}

/** One benefit: icon, title, category, badge, description and its actions. */
export default function BenefitCard({ benefit, editable, onToggle, onEdit, onDelete }: Props) {
  const Icon = CONTENT_ICONS[benefit.icon];
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ color: 'primary.main', pt: 0.5 }}>
            <Icon aria-hidden />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h2" variant="h6" id={titleId}>
              {benefit.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {benefit.category}
            </Typography>
          </Box>
          <ActiveChip active={benefit.is_active} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>
          {benefit.description}
        </Typography>
      </CardContent>
      {editable && (
        <CardActions>
          <ContentActions
            title={benefit.title}
            active={benefit.is_active}
            onToggle={onToggle}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </CardActions>
      )}
    </Card>
  );
}

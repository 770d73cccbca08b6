import { jobPagePath, labels, messages } from '@careers/shared/client';
import { Button, Chip, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import JobCard from './JobCard';
import type { JobAction } from './job-actions';
import { dateOnly, type JobPostingRecord } from './job-records';
import LacksArabicChip from './LacksArabicChip';
import { type ActionPlace, postingActions } from './posting-actions';

const names = labels.jobsAdmin;

interface Props {
  posting: JobPostingRecord;
  place: ActionPlace;
  canChange: boolean;
  onEdit(posting: JobPostingRecord): void;
  ask(action: JobAction): void;
}

/** One posting: what it is, its applications, its public page and board, and what may be done to it. */
export default function PostingCard({ posting, place, canChange, onEdit, ask }: Props) {
  return (
    <JobCard
      resource="job-postings"
      heading={
        <MuiLink href={jobPagePath(posting.id)} target="_blank" rel="noopener noreferrer">
          {posting.title}
        </MuiLink>
      }
      badges={
        <>
          {/* Marked inactive, a posting is stored as closed: it reads Inactive, as its tab says. */}
          {posting.is_inactive ? (
            <Chip size="small" color="warning" label={names.statuses.inactive} />
          ) : (
            <Chip size="small" label={names.statuses[posting.status]} />
          )}
          <LacksArabicChip job={posting} />
        </>
      }
      job={posting}
      facts={[names.vacancies(posting.number_of_vacancies)]}
      more={
        <Typography variant="body2">
          {[
            names.applicationCount(posting.application_count),
            posting.posted_date ? names.postedOn(dateOnly(posting.posted_date)) : '',
            posting.closed_date ? names.closedOn(dateOnly(posting.closed_date)) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      }
      views={
        <Button size="small" component={Link} to={`/jobs/${posting.id}/board`}>
          {names.board}
        </Button>
      }
      changes={postingActions(posting, place).map((action) => (
        <Button key={action.action} size="small" onClick={() => ask(action)}>
          {action.title}
        </Button>
      ))}
      canChange={canChange}
      onEdit={() => onEdit(posting)}
      deleteWording={{ message: messages.jobsAdmin.confirmDeletePosting, success: messages.jobsAdmin.postingDeleted }}
      ask={ask}
    />
  );
}

import {
  APPLICATIONS_PAGE_SIZES,
  DEFAULT_APPLICATIONS_PAGE_SIZE,
  labels,
  messages,
  pageButtons,
  pageCountOf,
} from '@careers/shared/client';
import { Button, Stack, Typography } from '@mui/material';
import OptionSelect from './OptionSelect';

const names = labels.applicationsAdmin.pagination;
const own = labels.applicationsList;

interface Props {
  page: number;
  perPage: number;
  total: number;
  onPage(page: number): void;
  onPerPage(perPage: number): void;
  /** 'Showing X to Y of N …' for the list's own rows (applications unless told). */
  showing?: (from: number, to: number, total: number) => string;
}

/** 'Showing X to Y of N applications' (or the list's own rows), the page size, and First, Previous, numbers, Next, Last. */
export default function ListPagination({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
  showing = messages.applications.showingRange,
}: Props) {
  const pageCount = pageCountOf(total, perPage);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mt: 2 }}
    >
      <Typography variant="body2">{showing(from, to, total)}</Typography>
      <OptionSelect
        label={own.perPage}
        options={APPLICATIONS_PAGE_SIZES}
        value={APPLICATIONS_PAGE_SIZES.find((size) => size === perPage) ?? DEFAULT_APPLICATIONS_PAGE_SIZE}
        nameOf={(size) => size}
        onChange={onPerPage}
        minWidth={100}
      />
      <Stack
        component="nav"
        aria-label={own.pagination}
        direction="row"
        useFlexGap
        spacing={0.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button size="small" disabled={page <= 1} onClick={() => onPage(1)}>
          {names.first}
        </Button>
        <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {names.previous}
        </Button>
        {pageButtons(page, pageCount).map((button, index) =>
          button === 'gap' ? (
            // Two gaps at most, told apart by their place.
            <Typography key={`gap-${index < 3 ? 'start' : 'end'}`} component="span" aria-hidden sx={{ px: 0.5 }}>
              …
            </Typography>
          ) : (
            <Button
              key={button}
              size="small"
              variant={button === page ? 'contained' : 'text'}
              aria-label={own.page(button)}
              aria-current={button === page ? 'page' : undefined}
              onClick={() => onPage(button)}
              sx={{ minWidth: 36 }}
            >
              {button}
            </Button>
          ),
        )}
        <Button size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {names.next}
        </Button>
        <Button size="small" disabled={page >= pageCount} onClick={() => onPage(pageCount)}>
          {names.last}
        </Button>
      </Stack>
    </Stack>
  );
}

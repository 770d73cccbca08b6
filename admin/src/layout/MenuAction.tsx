import { ListItemIcon, MenuItem, type MenuItemProps, styled, Typography } from '@mui/material';
import type { ElementType, ReactNode } from 'react';
import { MenuItemLinkClasses } from 'react-admin';

// The look of react-admin's menu links (MenuItemLink), for entries that are not routes of the back
// office: View Site leaves it, Logout is an action.
const StyledAction = styled(MenuItem)(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  [`& .${MenuItemLinkClasses.icon}`]: {
    color: (theme.vars || theme).palette.text.secondary,
    minWidth: theme.spacing(5),
  },
  [`.MuiList-dense > & > .${MenuItemLinkClasses.icon}`]: { minWidth: theme.spacing(3.5) },
}));

type Props = MenuItemProps & { icon: ReactNode; label: string; component?: ElementType; href?: string };

export default function MenuAction({ icon, label, ...props }: Props) {
  return (
    <StyledAction className={MenuItemLinkClasses.root} {...props}>
      <ListItemIcon className={MenuItemLinkClasses.icon}>{icon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </StyledAction>
  );
}

import { labels } from '@careers/shared/client';
import { Tab, Tabs } from '@mui/material';
import { useEffect } from 'react';
import { AccessDenied, CanAccess, Title, useStore } from 'react-admin';
import { Link, Outlet, useLocation } from 'react-router-dom';

const tabs = labels.applicationsAdmin.tabs;
export const CV_LIBRARY_PATH = '/applications/cv-library';

/**
 * Applications & CVs: the two tabs, each on its own route with its own list state. A tab remembers
 * its last query, so switching back finds the list as it was left.
 */
export default function ApplicationsPage() {
  const { pathname, search } = useLocation();
  const onCvLibrary = pathname.startsWith(CV_LIBRARY_PATH);
  const [listSearch, setListSearch] = useStore('applications.list.search', '');
  const [librarySearch, setLibrarySearch] = useStore('applications.cvLibrary.search', '');
  useEffect(() => {
    if (onCvLibrary) setLibrarySearch(search);
    else if (pathname === '/applications') setListSearch(search);
  }, [onCvLibrary, pathname, search, setLibrarySearch, setListSearch]);
  return (
    <CanAccess resource="applications" action="list" accessDenied={<AccessDenied />}>
      <Title title={labels.adminNav.applications} />
      <Tabs value={onCvLibrary ? 'cv-library' : 'applications'} sx={{ mb: 1 }}>
        <Tab
          value="applications"
          label={tabs.applications}
          component={Link}
          to={{ pathname: '/applications', search: onCvLibrary ? listSearch : search }}
        />
        <Tab
          value="cv-library"
          label={tabs.cvLibrary}
          component={Link}
          to={{ pathname: CV_LIBRARY_PATH, search: onCvLibrary ? search : librarySearch }}
        />
      </Tabs>
      <Outlet />
    </CanAccess>
  );
}

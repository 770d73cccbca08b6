import type { ReactNode } from 'react';
import { ListBase } from 'react-admin';
import UrlListStore, { type UrlListFormat } from '../../components/UrlListStore';
import { DEFAULT_QUERY } from './list-query';

/**
 * react-admin's list of applications (page, sort, filters, selection across pages) kept in our
 * readable address under `listKey`; the Applications tab and the CV Library each have their own.
 */
export default function ApplicationListBase(props: { listKey: string; format: UrlListFormat; children: ReactNode }) {
  return (
    <UrlListStore listKey={props.listKey} format={props.format}>
      <ListBase
        resource="applications"
        // ApplicationsPage's CanAccess checked the session and list access; checking again here
        // would hold the first page back by a round trip.
        disableAuthentication
        disableSyncWithLocation
        storeKey={props.listKey}
        perPage={DEFAULT_QUERY.perPage}
        sort={{ field: DEFAULT_QUERY.sort, order: DEFAULT_QUERY.order }}
      >
        {props.children}
      </ListBase>
    </UrlListStore>
  );
}

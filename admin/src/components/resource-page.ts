import type { ReactNode } from 'react';

/** What a resource's create and edit pages share. */
export interface ResourcePage {
  title: string;
  /** The notices after saving: the spec's success and failure texts. */
  saved: { success: string; failure: string };
  /** The resource whose list the page returns to once saved. */
  list: string;
  /** The form, and whatever the page shows beside it. */
  children: ReactNode;
}

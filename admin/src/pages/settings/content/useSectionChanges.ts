import {
  type AdminPageSection,
  messages,
  type PageSectionCreate,
  type PageSectionUpdate,
  type SectionMove,
} from '@careers/shared';
import { useDataProvider, useNotify } from 'react-admin';
import { useContentChanges } from '../../../hooks/useContentChanges';
import { errorText } from '../../../providers/api';
import type { BackOfficeDataProvider } from '../../../providers/data-provider';

const text = messages.sectionsAdmin;
export type SectionInput = PageSectionCreate | PageSectionUpdate;

/** The section writes of Content Management; `changed` reloads the page's sections. */
export function useSectionChanges(changed: () => Promise<unknown>) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const changes = useContentChanges<AdminPageSection, SectionInput>('page-sections', text, 'setSectionActive', changed);
  return {
    ...changes,
    /** Says where the section went, so a keyboard or screen-reader user hears the new order. */
    move: async (section: AdminPageSection, direction: SectionMove, position: number, count: number) => {
      try {
        await dataProvider.moveSection(section.id, direction);
        await changed();
        notify(text.moved(section.title, position, count), { type: 'info' });
      } catch (error) {
        notify(errorText(error, text.moveFailed), { type: 'error' });
      }
    },
  };
}

import AiKeySettings from './AiKeySettings';
import BackgroundWork from './BackgroundWork';
import SiteBuilds from './SiteBuilds';

/** Settings → Advanced: the OpenAI key, the public site's builds, and background work for ops. */
export default function AdvancedSettings() {
  return (
    <>
      <AiKeySettings />
      <SiteBuilds />
      <BackgroundWork />
    </>
  );
}

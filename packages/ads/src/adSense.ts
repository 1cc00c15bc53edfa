import { ADSENSE_SCRIPT_URL, type AdNetwork, type AdSenseConfig } from './adNetwork';

interface AdSenseWindow {
  adsbygoogle?: unknown[];
}

/** AdSense as an AdNetwork: a responsive unit of the bottom slot's height, the script added to the page once. */
export function createAdSenseNetwork(config: AdSenseConfig, doc: Document = document): AdNetwork {
  function ensureScript() {
    if (doc.querySelector(`script[src^="${ADSENSE_SCRIPT_URL}"]`)) return;
    const script = doc.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `${ADSENSE_SCRIPT_URL}?client=${encodeURIComponent(config.clientId)}`;
    doc.head.append(script);
  }
  return {
    id: 'adsense',
    mount(container) {
      ensureScript();
      const unit = doc.createElement('ins');
      unit.className = 'adsbygoogle';
      unit.style.display = 'block';
      unit.style.blockSize = '100%';
      unit.dataset['adClient'] = config.clientId;
      unit.dataset['adSlot'] = config.bottomSlotId;
      container.append(unit);
      const view = doc.defaultView as (Window & AdSenseWindow) | null;
      if (view) (view.adsbygoogle ??= []).push({});
      return () => unit.remove();
    },
  };
}

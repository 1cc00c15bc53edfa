import { useStore } from 'zustand';
import { useAppServices } from '../../common/appServices';
import { PendingPage } from '../../common/pages';
import { CardBalancePage } from './CardBalancePage';

/**
 * /saldo-abono-transporte-nfc, NFC card reading (spec §2: Android and iOS). A web browser cannot read the card, so
 * there it is the balance page's explanation and app offer. In the apps the NFC reader is not built yet, and the
 * page says the section is being prepared rather than pretend to read.
 */
export function CardNfcPage() {
  const { appConfig } = useAppServices();
  const clientType = useStore(appConfig, (state) => state.config.clientType);
  return clientType === 'web' ? <CardBalancePage /> : <PendingPage />;
}

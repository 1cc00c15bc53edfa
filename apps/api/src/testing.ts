/*
 * The API's test doubles for other packages' tests ('@transit/api/testing'): the fixture card service of the NFC
 * relay (issue 13) over HTTP, and the fixture cards a fake phone holds to it. Test doubles only: every card says
 * FIXTURE, and none was read from a real card.
 */
export {
  type CardServiceFault,
  type CardServiceFixtureServer,
  FIXTURE_CARD_SERVICE_KEY,
  startCardServiceFixtureServer,
} from './nfc/fixtureCardServer';
export {
  FIXTURE_CARD_IDS,
  FIXTURE_CARDS,
  FIXTURE_TAG_LOST_ERROR,
  type FixtureCardId,
  fixturePhone,
  type FixtureTransceive,
} from './nfc/fixtureCards';

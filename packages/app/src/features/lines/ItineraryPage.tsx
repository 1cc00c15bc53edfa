import { lineQuery } from '@transit/api-client';
import { buildRoute, type LineCode, lineColoursOf } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { EmptyState } from '@transit/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useAppServices } from '../../common/appServices';
import { ItineraryMap } from './ItineraryMap';
import { ItineraryStops, LineFrame, LineTitle, RouteSection, WithLineCode } from './LineParts';
import styles from './LinePage.module.css';

/**
 * /lineas/{lineCode}/rutas/{routeCode} (spec §2; the route parameter is also called itineraryCode): one itinerary of
 * a line, its stops and its route on a map, with the way back to the whole line.
 */
export function ItineraryPage() {
  const { lineCode = '', routeCode = '' } = useParams();
  return (
    <WithLineCode
      lineCode={lineCode}
      canonicalPath={(code) => buildRoute('itinerary', { lineCode: code, routeCode })}
    >
      {(code) => <ItineraryDetails key={code} code={code} routeCode={routeCode} />}
    </WithLineCode>
  );
}

function ItineraryDetails(props: { readonly code: LineCode; readonly routeCode: string }) {
  const { api } = useAppServices();
  const message = useMessage();
  const query = useQuery(lineQuery(api, props.code));
  const itinerary = query.data?.itineraries.find((candidate) => candidate.code === props.routeCode);
  // A circular itinerary's headsign names its way round ("Circular · Andén 1"), not a place it goes to.
  const towards =
    itinerary &&
    message(itinerary.isCircular ? 'lines.circularDirection' : 'lines.towards', {
      headsign: itinerary.headsign,
    });
  return (
    <LineFrame
      code={props.code}
      query={query}
      title={(line) =>
        towards === undefined ? (
          <LineTitle line={line} />
        ) : (
          <LineTitle line={line}>
            <span>{towards}</span>
          </LineTitle>
        )
      }
    >
      {(line) => {
        const toLine = (
          <Link
            className={styles['link']}
            // Back on the line page, the tab and stops of this itinerary show.
            to={buildRoute('line', { lineCode: line.lineCode }, { ruta: itinerary?.code })}
          >
            <Message id="lines.backToLine" values={{ lineNumber: line.lineNumber }} />
          </Link>
        );
        if (itinerary === undefined) {
          return (
            <EmptyState
              icon="alert"
              message="lines.itineraryNotFound"
              values={{ lineNumber: line.lineNumber, code: props.routeCode }}
              action={toLine}
            />
          );
        }
        const colour = lineColoursOf({ ...line, isNocturnal: line.isNocturnalLine }).colour;
        return (
          <>
            <p className={styles['lineName']}>{line.lineName}</p>
            {toLine}
            <RouteSection>
              <ItineraryMap
                itinerary={itinerary}
                colour={colour}
                label={message('lines.mapLabel', { lineNumber: line.lineNumber, direction: towards ?? '' })}
              />
            </RouteSection>
            <ItineraryStops itinerary={itinerary} colour={colour} />
          </>
        );
      }}
    </LineFrame>
  );
}

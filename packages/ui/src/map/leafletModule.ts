// Leaflet and its stylesheet, in a chunk of their own: only loadLeaflet() imports this module, dynamically, so the
// app's first page never downloads the map library.
import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';

export { L };

/**
 * Every port of the local system free (0, the OS picks): the test system and the benches never take
 * `npm start`'s defaults, which a developer's running app or another run may hold. Typed by the port list, so
 * a new stand-in is free here too without anyone remembering.
 */
import { LOCAL_PORTS, type LocalPortName } from '../../infra/local/system';

export const EVERY_PORT_FREE = Object.fromEntries(
  Object.keys(LOCAL_PORTS).map((name) => [name, 0]),
) as Record<LocalPortName, number>;

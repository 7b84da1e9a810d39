import { HOST_NAMES, type Hosts } from '../config/env';

/**
 * Every service host set to the page's own origin (''): what the tests' and
 * stories' stand-ins answer from, as the demo host does. Derived from the
 * config's list of hosts, so a new service host is here too.
 */
export const SAME_ORIGIN_HOSTS: Hosts = Object.fromEntries(HOST_NAMES.map((name) => [name, ''])) as Hosts;

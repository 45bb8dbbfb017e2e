/** The embedded database cannot start, with what to do about it: the portal prints it and stops. */
export class ClusterError extends Error {}

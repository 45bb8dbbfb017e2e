/** A backup or restore that cannot go ahead, with what to do about it; nothing was changed. */
export class BackupError extends Error {}

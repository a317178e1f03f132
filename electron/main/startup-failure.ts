// What the desktop shell tells the person at the till when the terminal cannot start (the database
// cannot be opened, is newer than the program, the data folder is not writable or another terminal
// process holds it). Pure, testable.

export interface StartupFailure {
  title: string;
  message: string;
}

/** The dialog for a start that failed with `err`; names the data folder and the log file. */
export function startupFailureDialog(err: unknown, where: { dataDir: string; logFile: string }): StartupFailure {
  const error = err instanceof Error ? err : new Error(String(err));
  const isDatabase = error.name === 'DatabaseOpenError';
  // The message names the process holding the folder and says that nothing was changed.
  if (error.name === 'DataFolderInUseError') {
    return {
      title: 'Voucher terminal: already running on this data folder',
      message: [error.message, '', `Data folder: ${where.dataDir}`, `Log file: ${where.logFile}`, '', 'This terminal closes now.'].join(
        '\n',
      ),
    };
  }
  return {
    title: isDatabase ? 'Voucher terminal: the database cannot be opened' : 'Voucher terminal cannot start',
    message: [
      error.message,
      '',
      `Data folder: ${where.dataDir}`,
      `Log file: ${where.logFile}`,
      '',
      isDatabase
        ? 'Nothing was changed. Ask your support to check the file; the terminal closes now.'
        : 'The terminal closes now. Ask your support and give them the log file.',
    ].join('\n'),
  };
}

import JellyCLI
import JellyIO

// First, before any other thread starts: SIGINT and SIGTERM delete temporary files, end
// gnuplot and exit with status 130 and 143.
InterruptCleanup.installSignalHandlers()
JellyLab.exit(with: JellyLab.run(Array(CommandLine.arguments.dropFirst())))

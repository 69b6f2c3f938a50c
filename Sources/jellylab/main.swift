import JellyCLI

JellyLab.exit(with: JellyLab.run(Array(CommandLine.arguments.dropFirst())))

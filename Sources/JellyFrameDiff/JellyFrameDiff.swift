// JellyFrameDiff: placeholder until the module lands.

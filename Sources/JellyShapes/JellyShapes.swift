// JellyShapes: placeholder until the module lands.

// JellyGeometry: placeholder until the module lands.

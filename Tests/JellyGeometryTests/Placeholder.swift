// JellyGeometryTests: placeholder until the tests land.

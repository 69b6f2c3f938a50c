// JellyMathTests: placeholder until the tests land.

// JellyOutputTests: placeholder until the tests land.

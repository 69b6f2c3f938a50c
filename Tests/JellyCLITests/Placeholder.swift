// JellyCLITests: placeholder until the tests land.

// JellySpringsTests: placeholder until the tests land.

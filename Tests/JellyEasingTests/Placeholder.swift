// JellyEasingTests: placeholder until the tests land.

// JellyEasing: placeholder until the module lands.

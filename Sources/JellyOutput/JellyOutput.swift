// JellyOutput: placeholder until the module lands.

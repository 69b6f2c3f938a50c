#include "CFuzzDriver.h"

// libFuzzer's entry for programs with their own main; weak so that builds without
// -sanitize=fuzzer link (the symbol is then null).
__attribute__((weak)) int LLVMFuzzerRunDriver(int *argc, char ***argv,
                                              int (*callback)(const uint8_t *, size_t));

int jellylab_fuzzer_is_linked(void) { return LLVMFuzzerRunDriver != 0; }

int jellylab_run_fuzzer(int argc, char **argv, jellylab_fuzz_callback callback) {
  if (!LLVMFuzzerRunDriver) return -1;
  return LLVMFuzzerRunDriver(&argc, &argv, callback);
}

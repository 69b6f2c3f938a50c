// CJellyMath is header-only (static inline functions); this file gives the target a source.
#include "CJellyMath.h"

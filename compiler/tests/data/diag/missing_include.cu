#include "missing.h"
int x;

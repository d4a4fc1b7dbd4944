#include <sysw.h>
#warning in main

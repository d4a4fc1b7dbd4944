#include "prelude.cuh"

// `typedef __device_builtin__ struct S {...} S_t;` (the runtime headers' style): the whole
// declaration, class and typedef, is one `#if 0` body; the declaration is positioned at its
// declarator, the class at its own line.
#define DB __attribute__((device_builtin))
typedef DB struct DB H_st
{
  char r[64];
}H_t;
typedef DB struct DB G_st { int x; } G_t;
typedef DB enum DB F_e {
 f0
} F_t;
typedef struct Plain_st {
  int y;
} Plain_t;
typedef DB struct Lone *Lone_p;

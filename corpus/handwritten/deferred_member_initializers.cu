#include "prelude.cuh"
// Default member initializers are complete-class contexts: they see members declared
// after them (libstdc++'s _Hashtable: `_M_buckets = &_M_single_bucket;`).
struct node { node* next; };
template <class K> struct table {
  node** buckets = &single;
  unsigned long count = 1;
  node* single = nullptr;
  bool uses_single(node** b) const { return b == &single; }
  struct inner { int a = b + 1; int b = 2; };
};
// The module id's entity: an object whose class constructs it by code (default member
// initializers here) is defined by a declaration without an initializer.
table<int> first_table;
struct plain { int z; };
plain plain_object;
struct with_virtual { virtual int f() { return 1; } };
with_virtual v_object;
struct holder { table<long> t; int* q = &z; int z = 0; int w{z + 1}; };
holder h_object;
__global__ void k(int* out) { out[threadIdx.x] = 1; }

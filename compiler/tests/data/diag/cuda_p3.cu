#include "prelude.cuh"
__device__ float dev_only(float x) { return x * 0.5f; }
__device__ int dev2(int x, const int *p) { return x; }
namespace ns { __device__ int dev3(unsigned x) { return x; } }
float h1(float x) { return dev_only(x); }
float h2(float x) { return dev_only(x); }
int h3(int x) { return dev2(x, nullptr) + dev2(x, 0); }
int h4(int x) { return ns::dev3(x); }
struct S { __device__ int get() const { return 1; } int m() { return get(); } };

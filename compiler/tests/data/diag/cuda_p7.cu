#include "prelude.cuh"
int threads_per_block = 128;
__global__ void __launch_bounds__(threads_per_block) k1(int *p) { p[0] = 0; }
__global__ void __launch_bounds__(256.5f) k2(int *p) { p[0] = 0; }
__global__ void __launch_bounds__(128.0) k3(int *p) { p[0] = 0; }
__global__ void __launch_bounds__(128, 2, 1, 4) k4(int *p) { p[0] = 0; }
const int good = 64;
__global__ void __launch_bounds__(good, 2) k5(int *p) { p[0] = 0; }
int main() { k1<<<1, 128, 0, 0, 1>>>(nullptr); return 0; }

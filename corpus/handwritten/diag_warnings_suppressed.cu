#include "prelude.cuh"

// Compiled with -w: this TU contains constructs that normally draw warnings
// (#warning, a multicharacter literal, a host read of a __device__ variable)
// plus some that look suspicious but are not diagnosed (assignment in a
// condition, unreachable return); with -w nothing may be printed.
#warning "legacy tuning table, remove after migration"

__device__ int d_mode = 1;
const int kMagic = 'CUDA';

__global__ void tune(int *table, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) table[i] = kMagic ^ i ^ d_mode;
}

int pick(int requested)
{
    int mode;
    if (mode = requested)
        return mode;
    return d_mode;
    return -1;
}

int main()
{
    tune<<<2, 64>>>(nullptr, 128);
    return pick(0);
}

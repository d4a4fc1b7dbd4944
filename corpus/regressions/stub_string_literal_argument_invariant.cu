// A string literal argument decays to an invariant address: printf copies only its other
// arguments to temporaries.
#include "prelude.cuh"
extern "C" __host__ __device__ int printf(const char *__restrict __format, ...);
__global__ void hello(int tag)
{
    if (threadIdx.x == 0)
        printf("block %d says hello (tag %d)\n", blockIdx.x, tag);
}
int main() { hello<<<2, 32>>>(7); }

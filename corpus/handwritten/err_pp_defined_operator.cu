#include "prelude.cuh"

// Feature switch written the usual way with the defined() operator.
// cudafe++'s own preprocessor (it normally reads gcc -E output) does not
// implement defined: it is an ordinary identifier there, so
// "defined(ENABLE_FAST_MATH)" parses as a function call in #if.
#define ENABLE_FAST_MATH 1

__device__ float fast_rcp(float x)
{
    return 1.0f / x;
}

#if defined(ENABLE_FAST_MATH)
#define RCP(x) fast_rcp(x)
#else
#define RCP(x) (1.0f / (x))
#endif

__global__ void invert(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = RCP(in[i]);
}

int main()
{
    invert<<<8, 128>>>(nullptr, nullptr, 1024);
    return 0;
}

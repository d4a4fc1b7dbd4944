#include "prelude.cuh"
#line 3 "/src/sarif_catastrophic.cu"
// Compiled with `--output_mode=sarif`: a warning, an error, then a header that cannot be opened:
// the catastrophic error is level "catastrophe" (not a SARIF 2.1.0 level), written with a comma
// (an error and a catastrophic error make two), and the document is still closed.

__device__ int d_limit = 16;

int read_limit() { return d_limit; }

__global__ void fill(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = i;
}

void run(int *out)
{
    fill<<<1, 32>>>(out, 32, 7);
}

#include "missing_helpers.cuh"

int after_the_include() { return 1; }

#include "prelude.cuh"

// GNU attributes on variables print where they were written (before the
// specifiers, or after the declarator); a CUDA keyword that does not apply
// (warning 1835) stays an ordinary attribute: `__host__ int v;`,
// `__shared__ int f();`.
__host__ int host_var;
__global__ static int global_var = 3;
__attribute__((unused)) int pair_a, pair_b;
int after_a __attribute__((unused)) = 3, after_b __attribute__((aligned(8)));
struct Rec { int n __attribute__((aligned(4))); int m; };
__device__ __attribute__((unused)) int dev_var;
__device__ __host__ int hd_var;
extern __attribute__((weak)) int weak_var;
__host__ extern int host_extern;

__shared__ int shared_fn() { return 0; }
__constant__ int constant_fn();
__managed__ static int managed_fn() { return 1; }

__host__ __device__ int hd(int x) { __attribute__((unused)) int local = x; return local; }

__global__ void kernel(int *out) { out[0] = hd(1); }

int main()
{
    static __attribute__((unused)) int counter;
    __host__ int q = 2;
    kernel<<<1, 1>>>(nullptr);
    return shared_fn() + managed_fn() + q + counter;
}

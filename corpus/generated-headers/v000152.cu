// cudagen 0.2 seed 152 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,main,if,ternary,shift,comparison,call,lit_int_binary,lit_int_suffix,lit_float,macro_function,macro_statement,pp_ifdef,pp_if,local_class,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MOD8_1(x) ((x) % 8)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 4
#else
#define TUNE_4 64
#endif

#if (TUNE_4 * 2) >= 8 && TUNE_4 != 0
#define CONFIG_5 1
#else
#define CONFIG_5 14
#endif

__global__ void apply6(float alpha7, int n8, int n9, double a10) {
    if (n9 % n8)
        return;
    fminf(9.25f, n8);
    struct Local11 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local11 q12{2};
    int cnt13 = q12.add(n8 >> n9);
    (void)cnt13;
}

int main() {
    int len14 = 1849;
    int idx15 = (((len14 >= 49) ? len14 : 51) * (len14 + len14)) - len14;
    len14 = (len14 > idx15) ? idx15 : fabsf(len14 - idx15);
    apply6<<<dim3((TUNE_4 + 508), (2), 4), TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + (CONFIG_5 + 235))))), (TUNE_4 + 252) * 16, (cudaStream_t)0>>>(6.875f, 0b1010 / len14, idx15, (idx15 << 1) + (len14 + 2.25));
    return 0;
}

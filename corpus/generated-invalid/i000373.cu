// cudagen 0.1 seed 373 invalid:return_value_in_void
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,constexpr_function,default_args,main,constexpr_var,compound_assign,incdec,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_nullptr,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SQR_2(x) ((x) * (x))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifndef USE_FAST_PATH_7
#define TUNE_8 6
#else
#define TUNE_8 57
#endif

#if (TUNE_8 * 2) >= 34 && TUNE_8 != 0
#define CONFIG_9 4
#else
#define CONFIG_9 19
#endif

constexpr int host_spread10(int stride11) {
    int t12 = stride11;
    return t12 + 13l;
}

__global__ void __launch_bounds__(128 * 8, 1) pack13_kernel(unsigned long p14, int stride15, int* buf16) {
    int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*buf16) -= 'a';
    unsigned idx18 = CONFIG_9;
    --buf16[gid17];
    (*buf16)++;
}

static int lerp19(int lane20 = 25lu) {
    lane20--;
    host_spread10(lane20);
    return TUNE_8;
}
__device__ void reset22(int *p)
{
    p[0] = 0;
    return 1;
}

int main() {
    int n21 = 234;
    n21++;
    n21 = lerp19(host_spread10(lerp19(n21)));
    n21--;
    pack13_kernel<<<(n21 + 0xff) / 256, 64, 0, 0>>>(n21, n21 - (CONFIG_9), nullptr);
    return 0;
}

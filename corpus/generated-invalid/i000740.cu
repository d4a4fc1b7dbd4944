// cudagen 0.1 seed 740 invalid:kernel_variadic
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,device_var,shared_var,static_shared,extern_shared,constexpr_var,const_local,enum,enum_class,typedef,if,if_else,if_init,do_while,switch,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define CHUNK_1 5
#define NUM_ITERS_2 5
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 42
#endif
/* NOTE: keep in sync with the host reference. */

template <typename T>
__global__ void mix6(const T* input7, unsigned alpha8, int lane9) {
    int i10 = threadIdx.x;
    if (i10 >= lane9)
        return;
    bool prod11 = CAT_3(alpha, 8);
    if (const T sum12 = prod11; prod11) {
        prod11 = blockIdx.x;
        lane9 = lane9;
        static __shared__ float sh_13;
    } else {
        int diff14 = 30;
    }
}
typedef float real15_t;
enum Op16 : long { ON17, BUSY18, MUL19 = 4 };
__device__ short int d_update20 = 2445;

static __global__ void score21_kernel(short int p22) {
    extern __shared__ unsigned dyn_23[];
    unsigned int tid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    p22 = (dyn_23[3] << (32 + d_update20)) / warpSize;
    dyn_23[threadIdx.x]--;
    constexpr real15_t v25 = 47;
    int w26 = 0;
    do {
        __shared__ int sh_27[128];
        unsigned char z28 = 57 + tid24;
        ++w26;
    } while (w26 < 8);
}
enum class Level29 : unsigned char { Add30, On31, Slow32, Busy33 };
/* Helper used by the kernels below. */

template <typename T, class U>
__global__ void relax34_kernel(U* out35, const float* __restrict__ src36, int n37) {
    int i38 = threadIdx.x;
    if (i38 >= n37)
        return;
    if (threadIdx.x <= 066) {
        static __shared__ unsigned char sh_39[256];
    }
    __shared__ float sh_40;
    sh_40 = (U)src36[threadIdx.y];
}
__global__ void variadic_kernel43(int n, ...)
{
}

int main() {
    int count41 = 1520;
    switch (count41 + count41) {
    case 1:
        count41++;
        break;
    case (0): {
        count41 = (count41 += CAT_3(count, 41), (count41 + CAT_3(count, 41)));
        constexpr double mid42 = 19;
        break;
    }
    case 10:
        count41 = MUL19;
        break;
    case 9:
        break;
    default:
        break;
    }
    mix6<int><<<(count41 + 31) / 32, (32)>>>((const int*)nullptr, count41 << CAT_3(count, 41), count41);
    score21_kernel<<<dim3(256), 8 * 8, 0>>>(((count41 == count41) ? 26 : CHUNK_1) * ((count41 != NUM_ITERS_2) ? count41 : 1u));
    relax34_kernel<double, int><<<dim3(1 << (BUSY18 + (BUSY18 + 1))), 64>>>(nullptr, nullptr, (count41 - 8) >> (23lu * count41));
    return 0;
}

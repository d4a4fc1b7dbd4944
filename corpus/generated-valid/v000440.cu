// cudagen 0.1 seed 440 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,default_args,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,const_local,enum,enum_class,anon_namespace,if,while,do_while,goto,static_assert,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_reinterpret,sizeof,lambda,lambda_launch,macro_object,macro_function,pp_if,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define NUM_ITERS_2 64
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_4(x) ((x) % 8)
#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_5 7
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 29
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 2
enum Phase6 { LOW7, GREEN8 = 4, OFF9 = 7 };
/* Layout: row-major, no padding. */

__global__ void __maxnreg__(64) pivot10_kernel(long long alpha11, unsigned int *dst12, int *data13, int *data14) {
    int diff15 = alpha11;
    (*dst12) = 1;
    alpha11 = data13[6];
}

__device__ __forceinline__ unsigned long long merge16(int n17) {
    n17 = +(n17 / ((n17 > n17) ? n17 : n17));
    const float lo18 = (n17 += n17, n17) * n17;
    n17--;
    n17 = 3351u;
    n17 = (int)18U;
    (++n17, (n17 = '#' & n17));
    int s19{n17};
    return 30;
}

namespace {
template <class T, int N>
__global__ void __launch_bounds__(128) pack20(T alpha21) {
    extern __shared__ double dyn_22[];
    dyn_22[7] = N;
    int pass23 = 0;
    while (pass23 < pass23) {
        __shared__ unsigned int sh_24[GREEN8 + 252];
        ++pass23;
    }
    (dyn_22[pass23 & 7]++, (alpha21 = 30u + dyn_22[pass23]));
}
} // namespace
enum class Op25 { Off26, Fast27 = 5, Off28 };

__global__ void march29_kernel(unsigned int a30) {
    if ((merge16(a30) + (a30 >> 5)) < 24) {
        short int t31 = (a30 <= a30) ? (0x4 + ((a30 > a30) ? 23 : a30)) : ((a30 * a30) | (a30 + 0x10U));
    }
    long long lo32 = 9UL;
    if ((a30 + 7) == lo32)
        return;
    __shared__ double sh_33[16];
    if (sh_33[0] > 8) {
        goto finish34;
    }
    lo32 = merge16(merge16(-13L) * (sh_33[lo32] - lo32));
finish34:;
}
#define DEFINE_MAP_KERNEL_35(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_35(map_trace36, double)

__device__ int scale37(bool cfg38, int stride39, Op25 beta40) {
    static_assert(0x8 == 8, "size check");
    beta40 = Op25::Off28;
    stride39 = merge16(24) * stride39;
    __shared__ int sh_41[16][9];
    __shared__ unsigned int sh_42[256];
    return stride39;
}

long blend43(long a44, int *dst45, int stride46 = 11) {
    if (dst45[2] >= (dst45[a44] & 0x9)) {
        int flag47 = *dst45;
    }
    auto lam49 = [](int x48) -> unsigned {
        map_trace36<<<1, (BLOCK_SIZE_1 + 126), 0x0, nullptr>>>(nullptr, 31 & x48);
        return 0x3f;
    };
    const float q50 = MIN2_3(lam49(a44), dst45[stride46]);
    const float h51 = stride46;
    return 0x12A0;
}

void combine52(float a53, float b54, float *__restrict__ data55) {
    auto lam56 = []() -> int {
        march29_kernel<<<1 << (BLOCK_SIZE_1 + 3), 1 << (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 0x2))>>>(41);
        return NUM_ITERS_2;
    };
    float val57[3] = {};
    val57[1] = blend43(val57[2], reinterpret_cast<int*>(data55));
    int pass58 = 0;
    do {
        data55[pass58] = blend43(-(pass58 & pass58), reinterpret_cast<int*>(data55));
        map_trace36<<<4, CONFIG_5 + (BLOCK_SIZE_1 + 247)>>>(reinterpret_cast<double*>(data55), '0');
        ++pass58;
    } while (pass58 < 6);
}

int main() {
    int len59 = 0x296;
    Phase6 lo60 = LOW7;
    Op25 acc61 = Op25::Fast27;
    pivot10_kernel<<<BLOCK_SIZE_1 + 254, 16 * (CONFIG_5 + 9), sizeof(float) * 128, nullptr>>>(lo60 + CONFIG_5, nullptr, &len59, &len59);
    pack20<unsigned int, 3><<<(OFF9 + 121) * 2, 2 * 16, sizeof(int) * 0x100>>>(GREEN8);
    return 0;
}

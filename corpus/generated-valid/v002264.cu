// cudagen 0.1 seed 2264 valid
// features: kernel,maxnreg,launch,builtin_vars,host_device_function,host_function,static_host_function,main,device_array,shared_var,extern_shared,host_global,constexpr_var,local_array,using_alias,namespace,if,if_init,for,do_while,switch,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_prefix,lit_string_concat,lit_nullptr,cast_c,cast_static,cast_const,sizeof,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define WARPS_2 5
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if NUM_ITERS_1 > 114
#define CONFIG_5 4
#else
#define CONFIG_5 18
#endif

__global__ void __maxnreg__(128) update6_kernel(double b7, double *acc8, int lane9) {
    extern __shared__ unsigned char dyn_10[];
    unsigned int gid11 = threadIdx.x;
    short acc12 = (lane9);
    int pass13 = 0;
    do {
        float y14 = MAX2_3(acc8[acc12 & 7], blockDim.x) - (4l * (pass13 % 0x1));
        y14 += acc8[3] * 0x7;
        ++pass13;
    } while (pass13 < acc12);
}
using idx15_t = unsigned;
const float g_smooth16 = 17.625F;

namespace kern17 {
__global__ void __maxnreg__(32) reduce18_kernel(double *data19, const double *input20, long b21, float *buf22) {
    extern __shared__ float dyn_23[];
    idx15_t tid24 = threadIdx.x;
    if ((*input20) > 26) {
        return;
    }
    if (unsigned int hi25 = MAX2_3(threadIdx.z, MAX2_3(*buf22, buf22[threadIdx.x & 0x7]) + (' ')); hi25 < 14ul) {
        if (((b21 % sizeof(idx15_t)) & 1)) {
            if (float base26 = hi25 + sizeof(double) + 5.125F; MAX2_3((buf22[5] += input20[7], blockIdx.x), 42ull) >= NUM_ITERS_1) {
                (*data19) = (((6 < tid24) ? WARPS_2 : WARPS_2) / (WARPS_2 % hi25)) - NUM_ITERS_1;
                (b21++, (data19[3] += (hi25 & 1) ? (buf22[threadIdx.z & 7] + 7) : (data19[tid24] += 1.875, threadIdx.x)));
            }
            long h27[(NUM_ITERS_1 + NUM_ITERS_1)] = {};
        }
    }
}
} // namespace kern17

__global__ void __maxnreg__(64) gather28_kernel(int *buf29) {
    int i30 = threadIdx.x;
    buf29[i30 & 7] = blockIdx.y;
    switch (i30) {
    case NUM_ITERS_1 + (NUM_ITERS_1 + NUM_ITERS_1):
        buf29[1] = i30 + (i30 + CONFIG_5 + buf29[blockDim.x]);
        break;
    }
    __shared__ int sh_31[128];
    __shared__ idx15_t sh_32;
}

inline __host__ __device__ int decay33(int stride34) {
    for (int i35 = stride34; i35 > 0x0; --i35) {
        float h36[NUM_ITERS_1] = {};
        if ((i35 * stride34) == stride34) {
            return sizeof(char);
        }
        float *w37 = h36;
    }
    long u38 = stride34 % (WARPS_2 + (stride34 - stride34));
    return CONFIG_5;
}

namespace kern39 {
__device__ unsigned short d_split40[8] = {2u, 037u, 47UL, 18l};
} // namespace kern39

namespace ops41 {
__host__ __device__ int trace42(double a43) {
    if ((decay33(a43) + 0x38U) < CONFIG_5) {
        float off44 = (decay33(sizeof(float)) - decay33(a43)) - ((a43 == CONFIG_5) ? 39 : WARPS_2);
        decay33('#' + off44);
        if (((off44 == off44) ? (0x1ful - off44) : 'z') < (a43 * CONFIG_5)) {
            unsigned int *v45 = (idx15_t*)nullptr;
            v45[6] = (~v45[3]) - v45[1];
        }
    }
    return 59ul;
}

static void host_sweep46(signed char beta47, float *dst48) {
    if ((*dst48) <= ops41::trace42(g_smooth16)) {
        int acc49[3] = {4177, static_cast<int>((*dst48) + WARPS_2)};
        if (int f50 = dst48[beta47]; (+beta47) > acc49[f50]) {
            for (int i51 = 0; i51 < 5; i51++) {
                const char *lim52 = "kernel\n" "_tail";
            }
            ops41::trace42(((f50 % f50) <= f50) ? (20.375F - beta47) : ops41::trace42(0.5f));
            kern17::reduce18_kernel<<<sizeof(float) * (WARPS_2 + (WARPS_2 + 6)), 1 << (WARPS_2 + 2)>>>((double*)nullptr, nullptr, ops41::trace42(CONFIG_5), dst48);
        }
    }
}
__device__ double d_filter53[16];
} // namespace ops41

float scale54(float beta55, int lane56, const int *in57) {
    idx15_t off58{60};
    update6_kernel<<<(lane56 + 0377) / 0x100, 0x200>>>(decay33(ops41::trace42(17.375)), (double*)nullptr, ~decay33(16));
    const char *e59 = u8"tile";
    off58 = 3u;
    int *x60 = (int*)nullptr;
    return MAX2_3((off58 / lane56) + ops41::trace42(g_smooth16), 48);
}

int main() {
    int n61 = 2791;
    if ((n61 - 9) != n61) {
        n61 -= 0x1d;
    }
    if (((~n61) * (n61 + 42)) != MAX2_3(n61, g_smooth16)) {
        n61 ^= n61;
        gather28_kernel<<<1, sizeof(int) * 0x40>>>(nullptr);
    }
    return 0;
}

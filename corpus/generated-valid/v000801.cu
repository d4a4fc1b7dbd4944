// cudagen 0.1 seed 801 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,device_array,shared_var,extern_shared,host_global,constexpr_var,local_array,const_local,enum,using_alias,namespace,if,if_else,if_init,range_for,nested_block,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define BLOCK_SIZE_2 5
#define WARPS_3 256

#ifdef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 23
#endif

#if NUM_ITERS_1 > 21
#define CONFIG_6 3
#else
#define CONFIG_6 19
#endif
enum Phase7 : long { MUL8 = 2, SLOW9 };

namespace util10 {
enum Kind11 : unsigned int { ON12, SLOW13 };
} // namespace util10
enum Phase14 : unsigned int { RED15, GREEN16, OFF17 = 3 };
using real18_t = float;
double g_decay19[] = {15, 56, 14.375};

template <class T, int N>
__global__ void trace20(T* buf21) {
    if ((buf21[1] + 43) < (*buf21)) {
        if (buf21[0] >= ((*buf21) / 29U))
            buf21[7] = buf21[7];
        if (bool f22 = buf21 != nullptr; !(f22 >= OFF17)) {
            f22 = (N * f22) != buf21[0];
            f22 = !f22;
            T* e23 = buf21;
        } else if (f22 || (!f22)) {
        } else {
        }
    } else {
    }
}

template <class T, int N = 6>
__global__ void decay24(T* buf25, const T* __restrict__ coef26, short alpha27) {
    extern __shared__ size_t dyn_28[];
    if (alpha27 > dyn_28[alpha27])
        return;
    size_t y29[3] = {static_cast<unsigned long>(*coef26)};
    if ((*coef26) < y29[2])
        return;
    for (auto off30 : y29) {
        double tmp31 = 1.875;
    }
    const real18_t acc32 = dyn_28[alpha27 & 7];
}
using ptr33_t = double*;
__device__ real18_t d_clamp34[32];
enum Kind35 {
    BLUE36,
    IDLE37,
    ADD38 = 7,
    ADD39,
    ADD40
};

inline int check_gather41(real18_t* out42, int n43) {
    decay24<<<ADD39 + (ADD39 + 48), 1 << (GREEN16 + (MUL8 + (IDLE37 + 0x4))), (util10::SLOW13 + 63) * (IDLE37 + 0xf), (cudaStream_t)0>>>(out42, (const real18_t*)nullptr, (n43 | n43) + g_decay19[2]);
    real18_t e44 = 43;
    const char* y45 = "tile";
    if (!out42)
        return y45[0x1] - (g_decay19[0] + 0x19lu);
    g_decay19[n43] = 3 * e44;
    return g_decay19[n43];
}

int main() {
    int count46 = 477;
    check_gather41((float*)nullptr, (g_decay19[count46] + 4931));
    count46 = count46 >> count46;
    if (!((count46 * g_decay19[0]) <= GREEN16)) {
        {
            trace20<unsigned int, (MUL8 * (GREEN16 + 3))><<<64, 0x200, sizeof(int) * 64, 0>>>(nullptr);
            trace20<real18_t, 1><<<(count46 + 255) / 256, 0x1 << (ADD38 + (util10::SLOW13 + GREEN16))>>>(nullptr);
        }
    }
    return 0;
}

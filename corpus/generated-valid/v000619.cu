// cudagen 0.1 seed 619 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,host_function,static_host_function,main,shared_var,constexpr_var,auto_var,enum,namespace,if,if_else,do_while,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))

#ifndef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 19
#endif

#if TUNE_3 > 91
#define CONFIG_4 6
#else
#define CONFIG_4 23
#endif

__global__ void lerp5_kernel(float p6, int lane7, int count8, int stride9) {
    lane7 = count8;
    int t10 = -25;
    count8 &= 52;
    --p6;
}

__device__ void gather11(long *buf12, long long a13, int len14) {
    if (((a13 <= (*buf12)) ? 7u : 28) <= buf12[len14 & 7])
        return;
    auto base15 = a13;
}
enum Op16 : int { IDLE17, HIGH18 };

__global__ void filter19(float *__restrict__ data20) {
    int m21 = 24lu * (SQR_1(data20[0]) / (sizeof(double) + (*data20)));
    size_t lo22 = data20[0];
    Op16 sum23 = IDLE17;
    long stride24 = SQR_1((lo22 % sizeof(int)) * (-data20[lo22 & 0x7]));
    gather11(reinterpret_cast<long*>(data20), (*data20) + (stride24 + 54), -2515);
}

namespace gpu25 {
static __host__ float run_reduce26(signed char b27, int lane28, int stride29) {
    char *mid30 = (char*)nullptr;
    static_assert(0x35 > 52, "bad config");
    mid30[0x1] = SQR_1(stride29);
    lane28 &= -0x3DE;
    return SQR_1((*mid30) / 11) / SQR_1((lane28));
}

template <typename T, int N>
__global__ void norm31(const T *coef32, unsigned char q33, const int *src34) {
    int iter35 = 0;
    do {
        int r36 = ((iter35 * (sizeof(float) / iter35)) <= 7u) ? iter35 : ' ';
        Op16 idx37 = HIGH18;
        ++iter35;
    } while (iter35 < (TUNE_3));
}

template <typename T, typename U>
__global__ void warp38_kernel(T *__restrict__ out39, U a40) {
    int w41 = 0;
    do {
        unsigned *val42 = nullptr;
        U idx43(w41 - 20.5);
        ++w41;
    } while ((w41 < w41) && (out39 != nullptr));
    if (a40 == (a40 / 0x12)) {
        __shared__ double sh_44[32];
    } else {
        a40 = (0x21 + out39[w41]) - a40;
        if ((out39[w41 & 7] * w41) == 0x1A)
            return;
    }
}
} // namespace gpu25

int main() {
    int count45 = 3332;
    int mid46 = SQR_1(count45);
    filter19<<<dim3(HIGH18 + 15, 0x80), dim3((count45 + 31) / 32), sizeof(float) * 0x80>>>(nullptr);
    float base47 = count45;
    (count45--, (mid46 = (count45) ^ 0x3d));
    gpu25::warp38_kernel<long, long><<<(mid46 + 0x7F) / 128, (0x20)>>>((long*)nullptr, (count45 - 62) * 0x8);
    if (!(mid46 != 0x2dU))
        return count45 | (IDLE17 - mid46);
    lerp5_kernel<<<dim3(HIGH18 + 7), 0x10 * (HIGH18 + (HIGH18 + 2)), sizeof(int) * 64>>>((mid46 * count45) | count45, mid46 % (mid46 - count45), 0b110101, gpu25::run_reduce26((count45 != count45) ? base47 : count45, gpu25::run_reduce26(TUNE_3, 24, 49), count45 - count45));
    gpu25::norm31<int, 1><<<dim3(64), 32, 0x100 * (HIGH18 + (HIGH18 + 2))>>>((const int*)nullptr, base47 + gpu25::run_reduce26(base47, -56L, mid46), (const int*)nullptr);
    return 0;
}

// cudagen 0.1 seed 1112 valid
// features: kernel,kernel_static,restrict_params,launch,device_function,static_device_function,host_function,default_args,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,enum,namespace,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_c,cast_functional,sizeof,alignof,lambda,lambda_capture_ref,lambda_generic,lambda_launch,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 4
#define WARPS_2 32
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#ifdef USE_FAST_PATH_6
#define TUNE_7 13
#else
#define TUNE_7 19
#endif
enum Color8 {
    IDLE9,
    OFF10,
    BLUE11,
    GREEN12 = 8,
    GREEN13 = 13
};
static __device__ signed char gather14(int stride15, int lane16, int stride17) {
    lane16 = stride15 & (unsigned(58LL) + (stride17 * BLUE11));
    lane16--;
    lane16--;
    bool lo18 = stride15 & stride17;
    stride15 &= (46lu % lane16) | lane16;
    return 22 + (CAT_5(stride, 15) ^ (stride15 + lo18));
}
namespace util19 {
__global__ void probe20(int* __restrict__ buf21, const unsigned* src22, unsigned* dst23, int count24) {
    extern __shared__ float dyn_25[];
    int val26[8] = {' ', 0b101, 1, 'a'};
    int w27{count24};
}
int blend28(short p29, int len30, unsigned long* out31) {
    len30 %= p29 + (len30);
    out31[0x7] ^= GREEN13 - len30;
    unsigned q32 = out31[4];
    return q32;
}
__device__ unsigned update33(unsigned char q34 = 0x4L) {
    __shared__ int sh_35[WARPS_1 + (WARPS_1 + OFF10)][(0x11)];
    q34 <<= sh_35[1][q34];
    (q34++, (sh_35[7][q34] = (WARPS_2 - q34) + (alignof(float) * sh_35[0][q34]) + sh_35[q34][q34]));
    q34--;
    __shared__ unsigned long sh_36;
    __shared__ unsigned int sh_37[8];
    return 15;
}
} // namespace util19
__device__ int norm38(int lane39, int len40 = 3ULL) {
    if ((lane39 | lane39) == 0b10) {
        return CAT_5(len, 40);
    }
    len40 = CAT_5(len, 40);
    unsigned int val41 = (len40 >> 6) + 53;
    if ((lane39 >> 3) != len40) {
        return ((unsigned char)lane39) ^ val41;
    }
    if (len40 != CAT_5(len, 40)) {
        return (CAT_5(lane, 39) + sizeof(unsigned int)) / (2 * val41);
    }
    return 8;
}
static __global__ void trace42(int n43, float* __restrict__ buf44, unsigned int* buf45) {
    extern __shared__ int dyn_46[];
    if (buf45[n43] <= n43) {
        return;
    }
    if ((CAT_5(n, 43) * buf44[n43 & 7]) >= buf44[2]) {
        return;
    }
    dyn_46[n43]--;
    --n43;
}
int main() {
    int count47 = 2142;
    count47 = (int)(~count47);
    trace42<<<8, (32)>>>(WARPS_2, (float*)nullptr, nullptr);
    auto step50 = [&](auto s48) {
        count47 = ~((count47 ^ count47) - count47);
        util19::probe20<<<(count47 + 63) / 64, (GREEN12 + 24) * 16>>>(nullptr, (const unsigned*)nullptr, (unsigned int*)nullptr, CAT_5(s, 48));
        const char* t49 = "\"q\"";
        return s48 * 2;
    };
    step50(count47);
    count47 -= CAT_5(count, 47);
    util19::probe20<<<(count47 + 255) / 0400, (GREEN13 + 0x13) * 16>>>(nullptr, nullptr, nullptr, count47);
    trace42<<<(count47 + 63) / 64, (32)>>>(071l, nullptr, (unsigned int*)nullptr);
    return 0;
}

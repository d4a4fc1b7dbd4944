// cudagen 0.1 seed 495 invalid:variable_redefinition
// features: kernel,restrict_params,launch,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,struct,struct_template,for,goto,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SQR_2(x) ((x) * (x))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 28
#endif
#undef TUNE_4
#define TUNE_4 48

__global__ void pack5_kernel(const int *input6, const float *coef7, int lane8) {
    extern __shared__ int dyn_9[];
    dyn_9[lane8]--;
    int m10 = dyn_9[0x5];
}
// NOTE: keep in sync with the host reference.

template <typename T>
struct Body11 {
    T weight12;
    __host__ __device__ T get13() const {
        int w14 = (weight12 * 4684) + ((T)weight12);
        Body11<T> lo15 = Body11<T>{};
        return weight12;
    }
};
// NOTE: keep in sync with the host reference.

__host__ __device__ int smooth16(int len17, unsigned long long *__restrict__ dst18, char beta19) {
    len17 = 13lu;
    auto s20 = (int)(42 + (len17 % (*dst18)));
    return dst18[7] / ((2073ull % dst18[s20]) + (TUNE_4 + (*dst18)));
}

inline float host_warp21(int n22, int *buf23) {
    for (int i24 = 0, j25 = 9; i24 < j25; (++i24, (--j25))) {
        unsigned hi26 = (float)(55u ^ j25);
        n22 = i24;
    }
    Body11<double> w27 = Body11<double>{8.0};
    if (smooth16(TUNE_4, (unsigned long long*)nullptr, 28) == w27.weight12) {
        goto skip28;
    }
    pack5_kernel<<<32, TUNE_4 + 16>>>(buf23, (const float*)nullptr, n22);
    pack5_kernel<<<8 * 8, (TUNE_4 + 16) * 8>>>(buf23, (const float*)nullptr, TUNE_4);
skip28:;
    return smooth16(SQR_2(buf23[n22]), nullptr, (n22 * buf23[n22]) / 0b11);
}
__device__ int g_limit32 = 1;
__device__ int g_limit32 = 2;

int main() {
    int count29 = 2376;
    for (int it30 = 0; it30 < 6; ++it30)
        count29--;
    pack5_kernel<<<(count29 + 127) / 128, 256>>>(static_cast<const int*>(nullptr), nullptr, (count29 & count29) + count29);
    int r31(smooth16(count29, nullptr, smooth16(count29, nullptr, 59) - count29));
    return 0;
}

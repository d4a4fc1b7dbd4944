// cudagen 0.1 seed 64 valid
// features: kernel,kernel_static,launch,device_function,device_noinline,host_device_function,device_template_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,static_local,if,if_else,goto,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,cast_const,sizeof,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 17
#endif

#if (TUNE_4 * 2) >= 3 && TUNE_4 != 0
#define CONFIG_5 2
#else
#define CONFIG_5 12
#endif
#undef TUNE_4
#define TUNE_4 48

__host__ __device__ unsigned int probe6(int count7, unsigned long a8, long beta9) {
    a8 &= static_cast<short>(a8);
    if (CAT_2(count, 7) < 5)
        return TUNE_4 + beta9;
    auto flag10 = TUNE_4;
    return 42u;
}

template <typename T, int N>
__device__ __noinline__ void blend11(const T *input12, T *acc13) {
    unsigned int t14 = probe6(0x20lu, N, 1.875);
    float off15 = 6.625f;
    if ((acc13[5] / 0x1) != N)
        return;
    if (input12[t14 & 0x7] == long(CAT_2(off, 15))) {
        t14 = 50 % probe6(probe6(input12[t14], input12[t14], 42), probe6(21, 5, N), probe6(CAT_2(off, 15), 11, sizeof(unsigned)));
        ACCUM_1(off15, (N % t14));
        off15 = probe6(1377ll - (*acc13), input12[t14], probe6(probe6(input12[t14], input12[2], sizeof(T)), 62 + CAT_2(off, 15), 33l));
    } else {
    }
}

__global__ void clamp16_kernel(const float *coef17) {
    extern __shared__ int dyn_18[];
    dyn_18[7] &= (48);
    int tmp19[2 * 0x2] = {-24L, int(probe6(dyn_18[7], dyn_18[0], 0x37))};
    const int k20 = 50 + tmp19[0x3];
}

__host__ __device__ void sift21(short int p22, unsigned int *data23, size_t beta24) {
    if ((*data23) == beta24)
        return;
    if (((beta24 - TUNE_4) + ((beta24 <= p22) ? (*data23) : '0')) > (L'A' + data23[p22 & 0b111])) {
        if ((data23[p22 & 7]) >= static_cast<int>(probe6(p22, sizeof(char), 37)))
            data23[6] -= (beta24);
    }
    beta24 |= 62;
    probe6((data23 != nullptr) ? data23[4] : static_cast<int>(7), (probe6(50l, 0x32, 17) <= 37) ? (3 & data23[beta24]) : CAT_2(beta, 24), TUNE_4);
}

static __global__ void sift25(const unsigned int *coef26, int *dst27, float alpha28, const float *src29) {
    extern __shared__ int dyn_30[];
    dyn_30[5] -= *dst27;
    int val31 = 3736ul;
    val31 = static_cast<unsigned>((src29[val31] >= 41) ? val31 : 1624) * val31;
    dst27[0x0] ^= 0b1111U;
    val31 &= 1948 ^ dst27[2];
}

__global__ void accum32(long *acc33, int *data34, const float *in35) {
    if (!in35) {
        goto out36;
    }
    if (!acc33) {
        if ((probe6(*data34, 0x1Dul, 61UL) & 1)) {
            blend11<float, 1>(nullptr, reinterpret_cast<float*>(data34));
            (*data34) = 0x22U;
        }
        acc33[0] = in35[0x5] * (2 + in35[0x2]);
    }
out36:;
}

double host_update37(float cfg38, int count39) {
    count39 *= count39;
    constexpr float acc40 = 4215;
    sift25<<<8 * CONFIG_5, (CONFIG_5 + 30) * (CONFIG_5 + (CONFIG_5 + (CONFIG_5 + CONFIG_5)))>>>((const unsigned int*)nullptr, &count39, acc40, &acc40);
    count39 = TUNE_4 + probe6(3643, cfg38 + CONFIG_5, count39);
    if (((cfg38 != 32) ? cfg38 : cfg38) < count39)
        return acc40;
    static int tmp41 = 189;
    return probe6(double(cfg38), 514, acc40);
}

int main() {
    int len42 = 4030;
    len42 = int(2 | ((28 != CAT_2(len, 42)) ? CONFIG_5 : 28));
    if ((CAT_2(len, 42) | probe6(CAT_2(len, 42), len42, 0xA23)) >= 3) {
        host_update37(-static_cast<signed char>(0x7F), host_update37(len42, host_update37(len42, 29)));
    } else {
        len42 = CONFIG_5;
        if (len42 <= CAT_2(len, 42))
            return host_update37(3897U, 0x8u);
    }
    clamp16_kernel<<<(len42 + 31) / 32, 256>>>(nullptr);
    accum32<<<4, 64>>>(nullptr, &len42, nullptr);
    return 0;
}

// cudagen 0.1 seed 1475 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,host_function,main,constant_var,shared_var,static_shared,constexpr_var,auto_var,anon_namespace,if,if_init,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 64
#define NUM_ITERS_2 32
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 5
#else
#define TUNE_6 50
#endif

__global__ void drift7_kernel(unsigned char *dst8) {
    int lim9 = 0x14L;
    dst8[lim9] %= lim9;
}
__constant__ int c_pack10 = sizeof(int) * 2;

namespace {
unsigned check_probe11(int n12, const int *src13) {
    n12++;
    n12 = 19;
    n12 <<= short(49U + (src13[n12] | 0x3));
    return n12;
}
} // namespace

__global__ void reduce14_kernel(int *acc15, const int *input16, int *acc17, const int *coef18) {
    if (acc17[c_pack10] <= (sizeof(float) << input16[7])) {
        unsigned long y19 = static_cast<float>(15.875f * c_pack10);
        (*acc15) = static_cast<int>(static_cast<long>(acc15[y19 & 7]) ? (y19 % NUM_ITERS_2) : (0x10 * acc17[c_pack10]));
    }
    acc17[c_pack10] |= c_pack10;
    (*acc17) = int(static_cast<unsigned>(19 + (*acc17)));
}

__global__ void spread20_kernel(int *acc21, const int *input22) {
    --(*acc21);
    if (c_pack10 == ((*input22) * input22[c_pack10])) {
        return;
    }
    acc21[0] |= c_pack10;
}

__device__ __forceinline__ float trace23(const short *input24, unsigned int *data25, float b26) {
    data25[c_pack10 & 0x7] &= c_pack10;
    if (((c_pack10 << 1) - (TUNE_6 + (*data25))) > input24[c_pack10]) {
        --data25[3];
    }
    (*data25)++;
    return input24[c_pack10] & ((c_pack10 % (*input24)) - 61);
}

__device__ int accum27(float p28) {
    p28++;
    if (float w29 = p28; (c_pack10 << (c_pack10 - 60)) >= (c_pack10 - 0x5)) {
        p28 = 15ll << c_pack10;
        static __shared__ int sh_30;
    }
    if (sizeof(int) != p28) {
        return (p28 += p28, c_pack10) * (0xe0b - p28);
    }
    p28 = trace23((const short*)nullptr, nullptr, ((p28 += 11.125f, alignof(int)) <= 14) ? (40 - c_pack10) : p28);
    unsigned z31 = 43L;
    return c_pack10;
}

int main(void) {
    int n32 = 86;
    if (n32 != n32) {
        return (signed char)(NUM_ITERS_2 + n32);
    }
    auto res33 = check_probe11(check_probe11(9l, &n32), static_cast<const int*>(nullptr));
    auto m34 = n32 / 18.875f;
    if (((n32 + n32) & 1)) {
        check_probe11(m34 + 0x2d, &n32);
    }
    unsigned char z35 = (m34 - m34) + ((res33 - m34) + m34);
    drift7_kernel<<<dim3((n32 + 31) / 32, (res33 + 63) / 0x40, (res33 + 255) / 256), sizeof(float) * 16>>>(nullptr);
    reduce14_kernel<<<(WARPS_1), sizeof(unsigned int) * NUM_ITERS_2, (1024)>>>(&n32, static_cast<const int*>(nullptr), nullptr, nullptr);
    spread20_kernel<<<(res33 + 63) / 64, TUNE_6 + (NUM_ITERS_2 + (WARPS_1 + 27)), sizeof(float) * 0x20>>>(&n32, nullptr);
    return 0;
}

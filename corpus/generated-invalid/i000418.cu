// cudagen 0.1 seed 418 invalid:defined_operator
// features: kernel,launch,builtin_vars,host_device_function,host_function,main,device_array,constexpr_var,static_local,enum,using_alias,nested_block,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,cast_const,sizeof,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define USE_FAST_MATH_52 1
#if defined(USE_FAST_MATH_52)
#define FAST_PATH_ON 1
#endif
#define NUM_ITERS_1 16
#define CHUNK_2 5
#define RADIUS_3 5
#define LOW_BITS_4(x) ((x) & 0xF)

#if (CHUNK_2 * 2) >= 3 && CHUNK_2 != 0
#define CONFIG_5 5
#else
#define CONFIG_5 20
#endif
#undef RADIUS_3
#define RADIUS_3 2

inline void run_gather6(int stride7) {
    stride7 -= CHUNK_2;
    constexpr float idx8 = -29;
    constexpr int mid9 = RADIUS_3 + ((CONFIG_5 + 1) * 0b1001);
    static unsigned int off10 = 44;
}

void gather11(int* buf12, unsigned short a13) {
    unsigned int tmp14 = LOW_BITS_4(LOW_BITS_4(a13));
    {
        float e15 = a13;
        buf12[a13] %= unsigned(NUM_ITERS_1 - a13);
    }
    float f16 = a13 * LOW_BITS_4(a13);
    bool idx17 = buf12 != nullptr;
}

__global__ void probe18_kernel(int count19, double* buf20, const int* input21, int len22) {
    ++count19;
    float r23 = *input21;
    r23 = 0x1 >> (warpSize & 43L);
    buf20[count19] = LOW_BITS_4(count19 + len22) | 16L;
}
__device__ unsigned d_mix24[8];
using idx25_t = unsigned long;

__host__ __device__ double bias26(float* dst27, int stride28) {
    stride28 = (stride28 - CONFIG_5) - 0x0l;
    stride28 |= 55U;
    return (unsigned int)((dst27[7] / 1311ul) / stride28);
}

int host_split29(signed char a30, int* acc31) {
    a30 = 0b11101;
    probe18_kernel<<<0b10000, sizeof(int) * (CHUNK_2 + 0x3b)>>>(unsigned(acc31[4]), reinterpret_cast<double*>(acc31), acc31, bias26(nullptr, bias26(reinterpret_cast<float*>(acc31), 53u)));
    int m32 = a30;
    return bias26(reinterpret_cast<float*>(acc31), bias26(reinterpret_cast<float*>(acc31), m32 | 24UL));
}
enum Color33 : unsigned char { MUL34, FAST35, GREEN36, BLUE37 };

__device__ __host__ int lerp38(const float* coef39) {
    bias26(const_cast<float*>(coef39), coef39[0b111]);
    bool z40 = 1;
    int f41{9};
    z40 = LOW_BITS_4(z40) <= 0x25;
    double hi42(+(0.0F / (f41)));
    hi42 = (z40 | 3) + ((int)RADIUS_3);
    int e43{static_cast<int>(bias26(const_cast<float*>(coef39), BLUE37))};
    return bias26(const_cast<float*>(coef39), z40);
}

__global__ void gather44_kernel(int stride45, int n46, const int* in47, float alpha48) {
    n46 = (alpha48 * (alpha48 - blockIdx.x)) + 54u;
    static_assert(0b10111 > 0x16);
    stride45 -= 0;
}

int main(void) {
    int len49 = 1566;
    long res50 = CHUNK_2;
    gather44_kernel<<<sizeof(unsigned int) * 0b100, 128>>>(len49 >> (res50), bias26(nullptr, len49), &len49, (unsigned int)len49);
    probe18_kernel<<<(res50 + 255) / 0400, BLUE37 + (CHUNK_2 + 24)>>>((int)(len49 | res50), (double*)nullptr, &len49, CHUNK_2 << res50);
    probe18_kernel<<<sizeof(float) * 0b1000, 0x100>>>((GREEN36 - len49) + (BLUE37 | len49), nullptr, nullptr, len49);
    Color33 s51 = MUL34;
    len49 <<= res50;
    return 0b0;
}

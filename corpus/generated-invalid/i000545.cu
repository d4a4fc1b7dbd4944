// cudagen 0.1 seed 545 invalid:goto_bypasses_init
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_device_function,main,shared_var,struct,operator_overload,if,if_else,if_init,nested_block,ternary,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_functional,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b

__device__ double spread4(const int* __restrict__ coef5, float p6) {
    if ((*coef5) < coef5[6]) {
        short y7{0b101100lu};
        --y7;
        y7 = (p6 * p6);
    } else if ((((*coef5) + 2340) >> coef5[6]) < 41lu) {}
    return (11.125f);
}

static __global__ void __launch_bounds__(16 * 2) grow8(float p9, int n10, const int* __restrict__ src11) {
    {
        n10 = -p9;
        __shared__ int sh_12[128];
    }
    spread4(nullptr, *src11);
    p9 = src11[6];
}

struct Span13 {
    unsigned char hi14;
    unsigned int z15;
    int lo16;
};

inline __host__ __device__ float trace17(unsigned int beta18, int len19, int n20) {
    n20 = U'#';
    --beta18;
    if (int flag21 = 39U + CAT_3(beta, 18); static_cast<short int>(flag21) == 0xC) {
        Span13 base22 = {static_cast<unsigned char>(beta18 + beta18), beta18, flag21};
    }
    long long e23((n20 * (beta18 + n20)) / n20);
    unsigned char cnt24{static_cast<unsigned char>(+double(beta18 + beta18))};
    return LOW_BITS_2(n20 + int(20));
}

__global__ void stencil25(int* acc26) {
    long res27(static_cast<float>(static_cast<unsigned short>(acc26[4])) + (10LL / acc26[4]));
    acc26[res27] = (spread4(acc26, trace17(res27, *acc26, *acc26)) <= '\t') ? 11lu : spread4(acc26 + 0x2, spread4(nullptr, 41));
    __shared__ double sh_28;
    acc26[0x1] = res27;
    __shared__ Span13 sh_29;
    if ((sh_28 * 19) >= 0b100000) {
        return;
    }
    spread4(acc26, res27);
}

struct Vec30 {
    long x31;
    float y32;
    short int vel33;
};

__host__ __device__ Vec30 operator+(Vec30 a, Vec30 b) {
    Vec30 r = a;
    r.x31 += b.x31;
    r.y32 += b.y32;
    r.vel33 += b.vel33;
    return r;
}

int main() {
    int count34 = 3272;
    {
        if (count34 > 3) goto skip35;
        int value36 = count34 * 2;
        skip35:
        count34 += value36;
    }
    stencil25<<<16, (128)>>>(&count34);
    stencil25<<<(count34 + 127) / 128, sizeof(float) * 64, 0, 0>>>(&count34);
    grow8<<<sizeof(float) * 0b1000, sizeof(float) * 0x20, 0>>>(trace17(27, count34 << count34, 0b110000), trace17((count34 != 57) ? 210lu : count34, 0x8lu, 28u), &count34);
    return 0;
}

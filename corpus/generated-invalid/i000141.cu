// cudagen 0.1 seed 141 invalid:constant_sign_change
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,extern_shared,constexpr_var,struct,operator_overload,enum,if,for,do_while,switch,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
enum State2 : unsigned int { ON3, RED4, OFF5, OFF6 };
enum Level7 { BUSY8, ON9 = 3, HIGH10 };

struct Tile11 {
    double w12;
    unsigned int y13;
    int w14, w15;
};

__host__ __device__ Tile11 operator+(Tile11 a, Tile11 b) {
    Tile11 r = a;
    r.w12 += b.w12;
    r.y13 += b.y13;
    r.w14 += b.w14;
    r.w15 += b.w15;
    return r;
}

__global__ void step16(int len17, long long *data18, const float *input19) {
    for (int i20 = 2; i20 > 0; --i20) {
        if (i20 >= 22)
            break;
    }
    data18[1] >>= data18[len17];
    unsigned int base21 = BUSY8 - ((data18[len17 & 0x7] - 46l) + (0b111111u * len17));
}
/* Helper used by the kernels below. */

static __global__ void reduce22_kernel(int stride23, float *dst24, float p25) {
    extern __shared__ int dyn_26[];
    int iter27 = 0;
    do {
        if ((stride23 + 5) == 59UL)
            continue;
        p25 = 6 - stride23;
        ++iter27;
    } while (iter27 < stride23);
    switch (dyn_26[iter27] * 55) {
    case (OFF6 + HIGH10):
        if (dyn_26[0] > dyn_26[stride23])
            return;
        if (dyn_26[iter27 & 7] != (dyn_26[0b111] / dst24[2]))
            break;
        break;
    }
}
enum Phase28 { MUL29, HIGH30, LOW31, RED32 = 8 };
enum Color33 : unsigned int { BUSY34, OFF35, IDLE36, LOW37 };

__global__ void combine38(const float *coef39, const unsigned short *__restrict__ src40, int *out41) {
    (*out41)++;
    short int h42 = coef39[5];
    h42 = (unsigned char)(*coef39);
    out41[7] = *coef39;
}

int main() {
    int len43 = 170;
    unsigned int count45 = -1;
    bool acc44 = len43;
    len43 *= static_cast<int>(acc44);
    len43 = 4841 * acc44;
    step16<<<(len43 + 31) / 32, 0x1 << 8, sizeof(double) * 0x80, 0>>>(HALF_1(acc44 * acc44), nullptr, nullptr);
    reduce22_kernel<<<(len43 + 0177) / 128, 256, 0>>>((acc44 + len43) & (010UL >> acc44), nullptr, (int)len43);
    combine38<<<dim3((len43 + 63) / 0x40, HIGH10 + (IDLE36 + (HIGH30 + (HIGH30 + (OFF5 + 118)))), OFF35 + 0x7F), 0b1 << (HIGH30 + (OFF6 + (ON9 + OFF5))), sizeof(int) * 1024, (cudaStream_t)0>>>(nullptr, static_cast<const unsigned short*>(nullptr), nullptr);
    return 0x0;
}

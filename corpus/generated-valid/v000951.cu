// cudagen 0.1 seed 951 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,constexpr_var,auto_var,struct,struct_template,operator_overload,if,if_else,if_init,switch,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define RADIUS_2 32
#define LOW_BITS_3(x) ((x) & 0xF)
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

struct Acc8 {
    int vel9, w10;
    short lo11;
    float x12;
};

inline __host__ __device__ Acc8 operator+(Acc8 a, Acc8 b) {
    Acc8 r = a;
    r.vel9 += b.vel9;
    r.w10 += b.w10;
    r.lo11 += b.lo11;
    r.x12 += b.x12;
    return r;
}

__global__ void fuse13(bool alpha14, float *data15, char q16) {
    extern __shared__ double dyn_17[];
    data15[0x2] -= NUM_ITERS_1;
    switch (threadIdx.x) {
    case NUM_ITERS_1 + 3:
        q16 ^= q16 | (RADIUS_2 + (alpha14 + q16));
        break;
    case 0xc: {
        dyn_17[0]--;
        double t18 = dyn_17[4] / (LOW_BITS_3(q16));
        break;
    }
    case 0:
        dyn_17[2] += 1.0;
        break;
    default:
        break;
    }
}

struct Body19 {
    double w20;
    signed char x21;
    int lo22;
};

static __global__ void __launch_bounds__(NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 0xe)))))) decay23(double beta24) {
    int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (auto val26 = MAX2_4(gid25 + 0b100110, (gid25)); gid25 & val26) {
        beta24 += 0x3E;
    } else {
        if (val26 > beta24) {
            return;
        }
        if ((~gid25) > gid25) {
            return;
        }
    }
    beta24 = float(sizeof(long long)) + beta24;
}

template <typename T>
struct Pixel27 {
    T hi28, x29;
};

int main() {
    int size30 = 1629;
    fuse13<<<dim3((size30 + 127) / 0x80, (size30 + 31) / 32, (size30 + 127) / 128), 512>>>(0x7 == (size30 | 1), (float*)nullptr, MAX2_4(size30, size30));
    switch (~size30) {
    case 12:
        break;
    case 7:
        size30 >>= (size30 += 9, (size30 - RADIUS_2)) * (size30 += '#', (2'299l - size30));
        size30 = size30;
        break;
    case 0: {
        float base31 = 16.625F;
        break;
    }
    case 3:
        break;
    default:
        break;
    }
    decay23<<<0x8 * 0x2, sizeof(unsigned int) * 8>>>(size30);
    return 0;
}

// cudagen 0.1 seed 912 valid
// features: kernel,launch,builtin_vars,device_function,device_noinline,device_template_function,host_function,constexpr_function,main,device_var,enum_class,if,if_else,switch,switch_fallthrough,nested_block,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define CAT_3(a, b) a##b

__global__ void combine4(double *data5, double b6, unsigned int p7) {
    float tmp8 = 25 ^ (p7 * (0xF33 | p7));
    if (tmp8 >= sizeof(int)) {
        long lim9(CAT_3(b, 6));
        --p7;
    }
    tmp8++;
    if (data5 != nullptr) {
        return;
    }
    float *res10 = (float*)nullptr;
}

__device__ __noinline__ float combine11(unsigned q12, int lane13) {
    if ((lane13 - CAT_3(lane, 13)) >= (0x8 + blockIdx.x)) {
        lane13 = lane13 * q12;
        lane13 |= 0xD;
    } else {
    }
    return q12;
}
enum class Phase14 {
    Mul15,
    Green16 = 6,
    Busy17 = 11,
    Low18,
    On19 = 18
};
enum class Color20 : unsigned char { Add21 = 1, Low22 = 3, High23 };

__device__ __noinline__ float merge24(long *acc25, int count26) {
    Color20 t27 = Color20::Add21;
    double z28 = 7.875f;
    Color20 prod29 = t27;
    (*acc25) >>= '\0';
    count26 &= ((count26));
    if (t27 == Color20::Low22) {
        return threadIdx.x * (26 ^ (*acc25));
    }
    return 0x1p1f;
}

template <typename T>
__device__ void blend30(T beta31) {
    T flag32 = 4.0f;
    beta31--;
    T k33 = int(ADD3_2(blockIdx.x - 47l, gridDim.z, CAT_3(flag, 32)));
    (--beta31, (flag32 -= ADD3_2(flag32, k33, (k33 - '\a') * (44 + beta31))));
}
__device__ short d_scale34 = 47;

__global__ void spread35(long p36) {
    int tid37 = threadIdx.x;
    if (((threadIdx.x + d_scale34) & 1)) {
        d_scale34 *= p36;
        switch (p36 * blockDim.x) {
        case 1:
        case (12):
            d_scale34++;
            if (CAT_3(p, 36) == 0x4) {
                return;
            }
            [[fallthrough]];
        case 7:
            if (p36 < 64) {
                break;
            }
            [[fallthrough]];
        case 6:
            break;
        default:
            break;
        }
    } else {
    }
}

constexpr int run_decay38(int stride39) {
    stride39++;
    return '\'';
}

int main(void) {
    int count40 = 03241;
    spread35<<<(8), 0x1 << 0x6>>>((float)count40);
    {
        combine4<<<(count40 + 127) / 0x80, 01000>>>(nullptr, (count40 - count40) | (CAT_3(count, 40) + count40), count40);
        int prod41 = count40;
    }
    return 0;
}

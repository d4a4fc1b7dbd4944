// cudagen 0.1 seed 2301 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,host_device_function,host_function,constexpr_function,main,constant_array,shared_var,extern_shared,constexpr_var,local_array,struct,struct_template,enum_class,if,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

template <typename T>
struct Pixel6 {
    T y7;
    T y8;
    T y9;
    __host__ __device__ T apply10() const {
        return y8 + y8;
    }
};
__constant__ int c_gather11[4] = {'\x41', 2687, 10, 62UL};
constexpr unsigned int LANES12 = sizeof(float) * 0b100000;
constexpr double kT13 = .25;
/* Layout: row-major, no padding. */

constexpr __host__ __device__ int march14(int lane15, int len16) {
    lane15 ^= LANES12;
    return +((4lu + len16) % (40 - len16));
}
/* Layout: row-major, no padding. */

template <typename T>
__global__ void sift17_kernel(T beta18, T *out19, const unsigned char *coef20, int *out21) {
    extern __shared__ char dyn_22[];
    int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (dyn_22[0x6] <= gridDim.x) {
        return;
    }
    if (((blockIdx.x - threadIdx.x) & 0x1)) {
        return;
    }
}
enum class Level24 : unsigned int {
    On25,
    Mul26 = 3,
    Mul27 = 9,
    On28,
    Busy29
};
// Computes one element per thread.

__host__ __device__ unsigned split30(float *acc31, int n32, Level24 p33) {
    (*acc31) = ((n32 += 45, LANES12) | LANES12);
    double x34 = LANES12 + ((acc31 != nullptr) ? kT13 : (LANES12 & n32));
    if ((p33 == Level24::On25) && ((n32 >= 0x39) || (!acc31))) {
        signed char cnt35[7] = {0x16l, 4U, static_cast<signed char>(52)};
        int *f36 = nullptr;
    }
    return (16u);
}

float bump37(double *buf38, int stride39, int count40) {
    unsigned int sum41 = (29 + stride39 + ('\x7f' / stride39)) * HALF_1(buf38[0x1]);
    int *off42 = &count40;
    (count40++, (stride39 ^= ((42 - sum41) | (LANES12 + count40)) & ((off42[2] ^ ' ') | (count40 - u'z'))));
    return (sum41 & (off42[count40] - 30u)) + sum41;
}

int main() {
    int n43 = 2237;
    int flag44 = LANES12 + ADD3_2(n43 | n43, 0x277 * n43, 41);
    if ((n43 / n43) <= 29) {
        return '\?';
    }
    sift17_kernel<float><<<(flag44 + 127) / 128, (LANES12 + 384)>>>((flag44 += flag44, (0x34 & flag44)), nullptr, nullptr, (int*)nullptr);
    return 0;
}

// cudagen 0.1 seed 311 invalid:kernel_rvalue_ref_param
// features: kernel,kernel_template,launch_deduced_template_args,maxnreg,launch,launch_shared_mem,host_function,constexpr_function,main,constexpr_var,auto_var,const_local,enum,if,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_generic,macro_object,macro_function,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define BLOCK_SIZE_2 32
#define NUM_ITERS_3 5
#define SQR_4(x) ((x) * (x))
#define LOW_BITS_5(x) ((x) & 0xF)
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef NUM_ITERS_1
#define NUM_ITERS_1 24
enum Kind7 { HIGH8, FAST9 = 2, FAST10 = 7 };
// Layout: row-major, no padding.

__global__ void gather11_kernel(float *buf12, int n13, int *dst14, int stride15) {
    auto m16 = dst14[5];
    stride15 = 924u;
    ++stride15;
}

__global__ void __maxnreg__(128) gather17(const int *input18, unsigned q19, const unsigned int *input20, unsigned long *acc21) {
    Kind7 acc22 = HIGH8;
    if (acc22 >= 14) {
        return;
    }
}
// Helper used by the kernels below.

constexpr __host__ int run_lerp23(int n24, int count25) {
    return (((unsigned int)25) % (n24 - 30U)) / 0x3B;
}

template <typename T>
__global__ void merge26_kernel(T *buf27, int count28) {
    count28 = count28;
    int tmp29 = (buf27[count28 & 7] + 0x4) * 58ull;
}
enum Op30 { BLUE31, IDLE32 = 3 };

long host_split33(float alpha34) {
    alpha34--;
    alpha34 = +alpha34;
    return (51);
}
__global__ void rvalue_kernel40(int &&x)
{
}

int main() {
    int n35 = 1'192;
    auto fn38 = [](auto k36, auto lim37) {
        k36 = k36;
        return k36 * 2;
    };
    if (run_lerp23(n35, sizeof(double)) > n35) {
        return 0x17L + host_split33(8.75F);
    }
    n35 = n35;
    n35++;
    const double sum39 = (n35 += BLUE31, n35);
    gather11_kernel<<<0x20, BLOCK_SIZE_2 + 480, 0x0>>>(nullptr, 35lu, nullptr, sum39);
    gather17<<<(n35 + 127) / 128, 0x200>>>(nullptr, n35 - sum39, (const unsigned int*)nullptr, nullptr);
    merge26_kernel<<<128, 64>>>((unsigned*)nullptr, (n35 - n35) % (n35 | 1663lu));
    return 0x0;
}

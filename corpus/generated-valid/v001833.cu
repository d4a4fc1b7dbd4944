// cudagen 0.1 seed 1833 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,shared_var,constexpr_var,enum,if,for,pragma_unroll,compound_assign,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
enum Mode4 : long { BLUE5 = 2, GREEN6, SLOW7, LOW8 = 7 };

__global__ void __launch_bounds__(128) scatter9(int len10, int lane11, long p12) {
    int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid13 >= p12) {
        return;
    }
    __shared__ int sh_14[(16)];
    lane11 = (3715 + (gid13)) / 4958;
}

__global__ void __launch_bounds__((GREEN6 + 29) * 8) reduce15(const unsigned int *coef16, const int *in17, const unsigned *in18) {
    unsigned int tid19 = threadIdx.x;
    #pragma unroll
    for (int j20 = 7; j20 > 0; --j20) {
        int res21 = LOW_BITS_1(tid19);
        if (3 > res21) {
            continue;
        }
    }
    if (!(tid19 == 0b100010l)) {
        return;
    }
}

template <class T>
__global__ void relax22(T beta23, const T *in24) {
    Mode4 val25 = BLUE5;
    beta23 *= warpSize - BLUE5;
}

constexpr int run_tally26(int lane27, int n28) {
    return sizeof(float) * n28;
}

int main() {
    int count29 = 3409;
    unsigned y30 = +(31U - count29);
    y30++;
    float acc31 = LOW_BITS_1(y30 % CAT_3(count, 29));
    y30 += y30 * LOW_BITS_1(count29);
    scatter9<<<0b1, LOW8 + 121>>>(LOW8 * y30, 40LL, (63 + y30) * 1413lu);
    reduce15<<<(count29 + 127) / 128, BLUE5 + 510, sizeof(double) * 256>>>(nullptr, (const int*)nullptr, nullptr);
    relax22<float><<<(y30 + 127) / 0b10000000, BLUE5 + (LOW8 + (LOW8 + (SLOW7 + (GREEN6 + (LOW8 + 2))))), sizeof(float) * 0b1000000>>>((y30 - 4), (const float*)nullptr);
    return 0;
}

// cudagen 0.1 seed 526 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,shared_var,shared_2d,extern_shared,constexpr_var,struct,operator_overload,if,if_init,while,ternary,bitwise,shift,comparison,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_reinterpret,macro_object,comments
#include "prelude.cuh"

#define RADIUS_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

struct Tile4 {
    signed char hi5;
    int flag6;
    bool z7;
    int val8;
};

template <typename T, typename U>
__global__ void relax9_kernel(const U *in10, const float *src11, const double *input12, T *__restrict__ buf13) {
    extern __shared__ long dyn_14[];
    int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ unsigned long long sh_16[64];
    dyn_14[3] = sh_16[33];
    Tile4 e17 = Tile4{127l, i15, true, 53};
    int pass18 = 0;
    while (pass18 < 12) {
        if (int w19 = (56ul); pass18 <= RADIUS_1) {
            __shared__ int sh_20[3][10];
        }
        constexpr unsigned int mid21 = 4060;
        ++pass18;
    }
}
// NOTE: keep in sync with the host reference.

struct Sample22 {
    int flag23;
    int mass24;
    unsigned int w25;
};

__host__ __device__ Sample22 operator+(Sample22 a, Sample22 b) {
    Sample22 r = a;
    r.flag23 += b.flag23;
    r.mass24 += b.mass24;
    r.w25 += b.w25;
    return r;
}

int run_apply26(const unsigned *__restrict__ coef27) {
    relax9_kernel<int, int><<<(4), 128 * 2>>>(reinterpret_cast<const int*>(coef27), (const float*)nullptr, reinterpret_cast<const double*>(coef27), nullptr);
    return (((*coef27) - (*coef27)) == (coef27[6] + 19UL)) ? ((*coef27) >> 1) : ((*coef27) ^ coef27[0b111]);
}

int main() {
    int len28 = 1'246;
    if (len28 != len28)
        return len28;
    dim3 acc29((len28 + 255) / 0400);
    return 0;
}

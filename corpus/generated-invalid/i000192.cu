// cudagen 0.1 seed 192 invalid:launch_too_few_args
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,device_function,main,constant_array,shared_var,static_shared,extern_shared,constexpr_var,if,compound_assign,shift,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

__global__ void fuse7(int len8)
{
    extern __shared__ int dyn_9[];
    if (dyn_9[4] + 13) {
        int mid10 = 4 >> ((short int)dyn_9[len8]);
        constexpr int acc11 = 59l;
        int *k12 = &mid10;
    }
    int x13 = (+len8) - dyn_9[len8];
}
__constant__ unsigned int c_combine14[2] = {1, 14};

__device__ int score15(float *data16, long a17, int count18)
{
    if (count18 <= c_combine14[count18]) {
        if (c_combine14[0]) {
            return *data16;
        }
    }
    if (c_combine14[a17] <= (*data16)) {
        count18 <<= count18;
        (*data16) *= (static_cast<int>(TWICE_PLUS_2(count18, count18)));
    }
    static __shared__ float sh_19[1 << 4];
    return 14;
}

template <typename T, int N = 7>
__global__ void bump20_kernel(const T *coef21)
{
    extern __shared__ double dyn_22[];
    dyn_22[3] = c_combine14[0];
    dyn_22[0] += c_combine14[0];
    float flag23 = 3.75f;
    bool sum24 = coef21[1] > flag23;
    int flag25 = sum24;
    flag23 = 17.625f;
    ACCUM_3(flag25, ((-0) / dyn_22[6]));
}

int main()
{
    int n26 = 490;
    float lo27 = CAT_6(n, 26);
    constexpr size_t v28 = L'A';
    if ((n26 * v28) >= 022) {
        return -44;
    }
    ACCUM_3(n26, (45));
    fuse7<<<sizeof(int) * 64, 1 << 8, 0, 0>>>(((int)n26) * (n26));
    bump20_kernel<int, 7><<<(n26 + 255) / 0400, sizeof(unsigned int) * 64, sizeof(double) * 64, nullptr>>>();
    return 0;
}

// cudagen 0.1 seed 2279 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,host_device_function,host_function,default_args,main,device_var,constant_array,shared_var,extern_shared,constexpr_var,auto_var,if,if_else,for,goto,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,cast_c,cast_functional,sizeof,alignof,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
static __device__ size_t d_bias4;
__constant__ unsigned long long c_march5[8] = {0x77eUL, 55ull, 2'111u, 030ull, 5, 3};

__device__ __forceinline__ float clamp6(int len7, long beta8, long q9 = 0x9UL) {
    q9 = 59;
    d_bias4 = d_bias4;
    auto z10 = d_bias4;
    beta8 = 2 - len7;
    bool w11 = CAT_3(len, 7);
    __shared__ char sh_12;
    return q9;
}

__global__ void apply13_kernel(int n14) {
    extern __shared__ float dyn_15[];
    if (d_bias4 >> 0xC) {
        goto done20;
    }
    if (((unsigned)31) == (d_bias4)) {
        for (int i16 = 0; i16 < 3; ++i16) {
            if ((d_bias4 += i16, i16) < (d_bias4 * 31L)) {
                d_bias4 = (float)(c_march5[n14] << n14);
                float y17 = 14.375f / d_bias4;
                unsigned q18 = CAT_3(i, 16) + (0x24 + c_march5[n14]);
            }
            int x19(CAT_3(i, 16));
        }
    } else {
    }
done20:;
}
__constant__ float c_gather21[8] = {48UL, 2.5f, -2782, 23.25f, 19.625F, 0.375f, -21, -12.75f};

void run_step22(const float* __restrict__ coef23) {
    int flag24 = -3ll;
    auto w25 = 11 * ((flag24 % 39U) * coef23[flag24]);
    if (flag24 + 57) {
        return;
    }
    apply13_kernel<<<(flag24 + 255) / 256, 0400 * 2, 1 << 10>>>((0xbl));
    if (sizeof(float) < coef23[1]) {
        return;
    }
}

__host__ __device__ int tally26(unsigned int p27) {
    p27 = (57U * (p27 + p27)) - p27;
    for (int j28 = 0xa; j28 > 0; --j28) {
        p27 = j28 - ((int)CAT_3(j, 28));
    }
    p27 = (p27 += p27, 50);
    return 54;
}

template <typename T, int N>
__global__ void fuse29(T q30) {
    __shared__ float sh_31[128];
    if ((sh_31[96] - c_march5[d_bias4]) <= (q30 - N)) {
        if (((q30 - 0x28UL) - (sh_31[d_bias4] + N)) >= (sh_31[5] * c_gather21[d_bias4])) {
            if (c_gather21[5] == (sh_31[d_bias4])) {
                __shared__ float sh_32;
                sh_31[d_bias4] = ((T)(N % c_march5[d_bias4])) + (sh_31[d_bias4] * c_gather21[d_bias4]);
            }
            sh_31[d_bias4] = 64;
        } else {
        }
    }
}

int main(void) {
    int n33 = 3513;
    (--n33, (n33 = n33));
    apply13_kernel<<<32, (32), sizeof(int) * 32>>>(n33 - n33);
    n33 = (n33 > n33) ? ((n33 * n33) + n33) : CAT_3(n, 33);
    unsigned long v34 = n33;
    fuse29<long, (1 << 0x3)><<<1 << 8, 1 << 8>>>(size_t(sizeof(double)) + ((v34 >= 012) ? n33 : alignof(char)));
    return 0;
}

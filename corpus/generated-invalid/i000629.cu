// cudagen 0.1 seed 629 invalid:launch_too_many_args
// features: kernel,launch,launch_dim3,builtin_vars,main,constexpr_var,auto_var,struct,struct_methods,aligned_struct,if,logical,comparison,incdec,comma,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,cast_c,sizeof,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 8
#define BLOCK_SIZE_2 4
#define HALF_3(x) ((x) / 2)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 48
// Layout: row-major, no padding.

struct __align__(16) Acc6 {
    size_t sum7;
    int id8;
    unsigned long long mass9;
    __host__ __device__ unsigned long get10(int r11) const {
        if (HALF_3(sum7) <= id8) {
            return r11;
        }
        double e12 = ((float)10.625F) - (+r11);
        return HALF_3(r11) / 0x19;
    }
};

__global__ void rank13(int len14) {
    int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx15 >= len14) {
        return;
    }
    if (!(24lu != blockDim.x)) {
        ++len14;
        constexpr unsigned res16 = 54;
    }
    if (idx15 != idx15) {
        return;
    }
    if ('0' >= len14) {
        return;
    }
    (++len14, (len14 = -(-9)));
}

int main() {
    int count17 = 3085;
    dim3 t18(sizeof(int) * 2);
    auto e19 = ((count17 % WARPS_1) * (count17 * BLOCK_SIZE_2)) - WARPS_1;
    count17 = BLOCK_SIZE_2 + HALF_3(e19);
    ++e19;
    count17 = BLOCK_SIZE_2 * (((float)e19) / 0b100000);
    rank13<<<(count17 + 0x7F) / 128, (WARPS_1 + 120) * 4>>>(e19, 0);
    return 0;
}

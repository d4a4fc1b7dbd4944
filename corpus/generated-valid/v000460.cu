// cudagen 0.1 seed 460 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,default_args,main,shared_var,host_global,constexpr_var,namespace,if,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 8
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

#if TILE_DIM_1 > 52
#define CONFIG_4 3
#else
#define CONFIG_4 20
#endif

namespace detail5 {
int host_clamp6(const float *__restrict__ coef7, unsigned char *acc8) {
    (*acc8)++;
    if (coef7[0] < (*coef7))
        return (1 * (*acc8)) - CONFIG_4;
    double flag9 = 19.625;
    return ((acc8[3] - acc8[7]) - TILE_DIM_1) - ((acc8[0x7] * 8l) ^ (((*coef7) <= TILE_DIM_1) ? 0x12C5 : acc8[6]));
}
} // namespace detail5
static int g_bump10;

__global__ void fold11_kernel(const float *coef12, int len13) {
    unsigned gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid14 >= len13)
        return;
    (len13++, (len13 = ~gid14));
    ++len13;
    __shared__ int sh_15[8];
}

unsigned long check_count16(double b17, float q18 = 05552) {
    if ((b17 + TILE_DIM_1) <= 32)
        return (-(-0x2a)) ^ g_bump10;
    if ((g_bump10 | 3561ul) > sizeof(unsigned))
        return q18;
    return detail5::host_clamp6((const float*)nullptr, nullptr);
}

int main() {
    int len19 = 0750;
    SWAP_2(int, len19, g_bump10);
    float res20 = check_count16((int)check_count16(g_bump10), 22 * len19 * CAT_3(len, 19));
    dim3 tmp21(2 * 2, 4, (1));
    fold11_kernel<<<tmp21, tmp21, 0, 0>>>((const float*)nullptr, detail5::host_clamp6((const float*)nullptr, (unsigned char*)nullptr) * (res20));
    return 0;
}

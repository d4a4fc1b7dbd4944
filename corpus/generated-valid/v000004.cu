// cudagen 0.1 seed 4 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constant_array,constexpr_var,local_array,const_local,enum_class,if,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_raw_string,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define RADIUS_2 8
#define TILE_DIM_3 128
#define LOW_BITS_4(x) ((x) & 0xF)
#define CAT_5(a, b) a##b
enum class Phase6 { Green7 = 2, Off8, Red9 = 7 };
__constant__ unsigned long c_count10[8] = {'\t'};

int lerp11(Phase6 cfg12, const float *input13, long q14) {
    int y15(16 * (q14 / input13[q14]));
    y15 ^= y15;
    long cnt16[2] = {044, 063};
    int lim17 = input13[2];
    long t18 = (31);
    const char *h19 = R"(C:\dir)";
    q14 = +(h19[0x1] / (lim17 += y15, y15));
    return input13[t18] + 0x4 + (('0') / cnt16[t18]);
}

__global__ void decay20_kernel(const int *__restrict__ input21) {
    int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Phase6 y23 = Phase6::Green7;
    if (i22 <= 012) {
        return;
    }
    const float s24 = 3.375f + (*input21);
    int res25 = (3821 * input21[i22] * TILE_DIM_3) - 56;
    unsigned lim26[5] = {4506, 29L};
    (--lim26[i22], (res25 = NUM_ITERS_1));
}

int main() {
    int len27 = 2426;
    len27 += NUM_ITERS_1 + len27;
    len27 &= (6 - ((len27 >= len27) ? 52 : len27)) - CAT_5(len, 27);
    len27 = 16 + len27;
    decay20_kernel<<<dim3(RADIUS_2 + (TILE_DIM_3 + (NUM_ITERS_1 + 88)), 256), RADIUS_2 + 0x1F8, sizeof(float) * 0x80>>>(&len27);
    len27--;
    return 0;
}

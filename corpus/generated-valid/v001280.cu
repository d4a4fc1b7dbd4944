// cudagen 0.1 seed 1280 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,main,device_var,device_array,constant_var,shared_var,extern_shared,constexpr_var,struct,enum_class,namespace,switch,switch_fallthrough,goto,nested_block,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
__constant__ float c_pack2 = 1.75F;

__global__ void __launch_bounds__(64, 1) apply3(double alpha4) {
    extern __shared__ signed char dyn_5[];
    unsigned int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((dyn_5[i6] - 0x3U) <= c_pack2) {
        goto skip9;
    }
    {
        constexpr double res7 = 24.5f;
        {
            int s8 = static_cast<int>(i6);
            alpha4 /= i6;
        }
    }
    alpha4 -= MOD8_1((dyn_5[gridDim.x] >> 0x4) + (i6 % dyn_5[i6]));
skip9:;
}
__device__ double d_stencil10[16];
__device__ long d_step11 = 0x11;

__device__ short update12(float b13, int len14, int* __restrict__ buf15) {
    len14 = (d_stencil10[gridDim.x & 15] += 56, 045);
    (*buf15) ^= *buf15;
    unsigned base16 = -(MOD8_1(*buf15) - (30l * d_step11));
    return threadIdx.x + ((base16 * base16) + (2103L % warpSize));
}

__device__ unsigned int spread17(unsigned int q18) {
    switch (blockIdx.y * '\a') {
    case 2 * 0b10:
        ++q18;
        [[fallthrough]];
    case 10:
        q18 -= d_stencil10[threadIdx.x];
        d_step11 = c_pack2;
        break;
    case 11: {
        unsigned short r19 = d_step11;
        [[fallthrough]];
    }
    case 3:
        break;
    }
    d_step11 = 45;
    return d_stencil10[q18];
}

inline __device__ void probe20(int stride21) {
    d_stencil10[14]++;
    float diff22 = MOD8_1(MOD8_1(d_step11) + 64ul);
}

namespace impl23 {
__device__ float scatter24(int count25, unsigned long long* acc26) {
    if (threadIdx.x <= threadIdx.x) {
        goto out27;
    }
    acc26[warpSize] = sizeof(size_t);
    d_stencil10[2] = 21.75;
out27:;
    return spread17(MOD8_1((d_step11 += d_step11, 46U)));
}

struct Pixel28 {
    int y29;
    float z30;
    int weight31;
    int w32;
};
enum class Color33 { Blue34, Busy35 = 3, High36 = 8, Add37 };
} // namespace impl23

int main(void) {
    int size38 = 03202;
    apply3<<<8 * 16, dim3(2, 2, 2)>>>(1.125);
    size38 = 0b10010 - (size38 / size38);
    short y39 = size38;
    apply3<<<2 * 0b100, dim3((size38 + 0x7f) / 0200)>>>(MOD8_1(size38));
    return 0;
}

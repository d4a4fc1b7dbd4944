// cudagen 0.1 seed 696 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,device_function,main,shared_var,extern_shared,constexpr_var,struct,typedef,if,for,pragma_unroll,goto,nested_block,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,comments
#include "prelude.cuh"

#define TILE_DIM_1 32
#define WARPS_2 5
#define WARPS_3 5

struct Pixel4 {
    short id5;
    float sum6;
    double val7;
};
typedef Pixel4 rec8_t;
// Helper used by the kernels below.

__device__ void decay9(long long cfg10, int len11, int* __restrict__ data12) {
    if ((len11 <= len11) || (cfg10 > data12[cfg10 & 7])) {
        goto finish17;
    }
    if (len11 < cfg10) {
        for (int it13 = 3; it13 > 0; --it13) {
            #pragma unroll 2
            for (int n14 = 2; n14 > 0x0; --n14) {
                data12[7] = static_cast<int>(it13);
            }
        }
    }
    for (int it15 = 0; it15 < 14; it15 += 1) {
        len11 = int(it15);
        Pixel4 diff16{0xAEA, 0b11ul, 48U};
    }
finish17:;
}
/* Computes one element per thread. */

template <typename T, class U>
__global__ void scale18(T q19, unsigned b20) {
    {
        (q19--, (q19 = 64));
        float prod21 = q19;
    }
}

template <typename T, int N>
__global__ void accum22(T beta23, int count24, const unsigned int* __restrict__ src25, const int* __restrict__ in26) {
    extern __shared__ float dyn_27[];
    T diff28(-(*in26));
    for (int j29 = 0, j30 = 15; j29 < j30; (++j29, (--j30))) {
        diff28 = double(*src25);
    }
    decay9(sizeof(float) - (src25[0x7] * TILE_DIM_1), L'a', &count24);
    diff28 = (*in26) * ((unsigned int)(beta23 * 0x0));
}

int main() {
    int count31 = 2616;
    count31 = WARPS_2;
    scale18<long, double><<<512, 512>>>(-0x3, count31 & (WARPS_3 % count31));
    accum22<int, 5><<<2, TILE_DIM_1 * 16>>>(count31 + count31, count31, nullptr, &count31);
    return 0x0;
}

// cudagen 0.1 seed 635 valid
// features: kernel,restrict_params,launch,builtin_vars,grid_stride_loop,device_function,device_template_function,main,device_var,shared_var,constexpr_var,local_array,if,for,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,sizeof,macro_object,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 4
#define WARPS_2 4
#define TILE_DIM_3 128
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 8
#else
#define TUNE_7 20
#endif
__device__ int d_norm8 = 10;

__global__ void scatter9(signed char b10) {
    unsigned i11 = threadIdx.x;
    float u12 = b10;
    for (int n13 = (blockIdx.x * blockDim.x) + threadIdx.x; n13 < 7; n13 += blockDim.x * gridDim.x) {
        int idx14[2] = {d_norm8, n13};
    }
    d_norm8 = 2261;
    bool tmp15 = b10;
    short u16 = warpSize;
    if ((tmp15 >> 6) >= 0b111010UL) {
        goto skip17;
    }
    u12 *= 1.125F;
skip17:;
}

__global__ void march18(const long* __restrict__ coef19, int n20, int n21) {
    int idx22 = threadIdx.x;
    int hi23 = 18UL << idx22;
    __shared__ float sh_24[8];
    __shared__ int sh_25[256];
}

template <class T, int N = 5>
__device__ T decay26(const T* __restrict__ input27) {
    d_norm8 = TUNE_7;
    d_norm8 = 0x13ll;
    d_norm8 |= d_norm8;
    d_norm8 += d_norm8 | 1796;
    d_norm8 = TILE_DIM_3;
    int t28 = 14 & d_norm8;
    return 21.875;
}

int main() {
    int n29 = 3719;
    float y30 = -8.75f;
    if (y30 <= y30) {
        return ((y30 != 54ul) ? sizeof(int) : '"') | n29;
    }
    y30++;
    scatter9<<<(n29 + 0377) / 256, sizeof(float) * 128>>>(sizeof(long) * n29);
    march18<<<(1), (WARPS_2 + 4) * RADIUS_1>>>(nullptr, y30 + n29, (n29 <= 062) ? 4859L : sizeof(int));
    return 0;
}

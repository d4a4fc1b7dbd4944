// cudagen 0.1 seed 1089 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,host_function,main,shared_var,constexpr_var,if,if_else,for,switch,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 4
#define CHUNK_2 (3)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 9
#else
#define TUNE_7 47
#endif
/* Returns the accumulated value. */

__device__ __forceinline__ float warp8(size_t b9) {
    b9 = b9 | ((int)b9);
    float e10 = threadIdx.x * (b9 + b9);
    return (b9 | b9) % (~threadIdx.x);
}

__global__ void fold11_kernel(int len12, const unsigned char *input13, int len14) {
    len14 = (~(CHUNK_2 - len12)) * TILE_DIM_1;
    if (((threadIdx.x > 63) ? 27 : 0xd) != threadIdx.x) {
        __shared__ unsigned sh_15[16];
        if (threadIdx.x) {
            float val16 = (CHUNK_2 != (sh_15[8] - ((len12 <= input13[7]) ? 4443 : 59lu))) ? threadIdx.x : ((19 | threadIdx.y) + (threadIdx.x ? 0x1C : 18.625F));
            (val16++, (len14 = 44));
        } else {
        }
    }
}

__device__ __noinline__ float merge17(bool a18, float beta19, signed char alpha20) {
    switch (a18 * 8) {
    case TILE_DIM_1 + 5:
        switch (a18) {
        case CHUNK_2 * 2:
            for (int i21 = 0xF; i21 > 0b0; --i21) {
                __shared__ int sh_22;
                (++alpha20, (alpha20 = (alpha20 += 0xE, 127ULL)));
            }
            break;
        default:
            break;
        }
        break;
    case 1:
        break;
    }
    return static_cast<unsigned int>(9ul);
}

void relax23(int stride24, int *out25) {
    stride24 += stride24;
    out25[0] *= stride24;
    int idx26 = 53;
    out25[idx26] |= TUNE_7;
    idx26 &= (stride24 += out25[idx26], (((idx26 * stride24) > 21ul) ? alignof(double) : out25[4]));
    out25[stride24] *= 64lu;
    double cnt27(*out25);
}

int main() {
    int len28 = 0xF41;
    dim3 v29 = dim3((TILE_DIM_1 + (CHUNK_2 + (CHUNK_2 + (TUNE_7 + 455)))), (TILE_DIM_1 + (CHUNK_2 + 0x9)) * (TILE_DIM_1 + 12), (len28 + 63) / 64);
    long long prod30 = len28;
    fold11_kernel<<<(len28 + 0x3f) / 64, (0x100), sizeof(float) * 256, 0>>>(39, nullptr, len28);
    len28 %= static_cast<int>(2lu);
    return 0;
}

// cudagen 0.1 seed 583 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,const_local,struct,struct_template,if,if_else,if_init,for,pragma_unroll,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 256
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
#undef TILE_DIM_1
#define TILE_DIM_1 8

__host__ __device__ int stencil5(int n6) {
    n6 = n6 - (TWICE_PLUS_2(n6, n6) + (n6 / n6));
    float base7 = 4.75f;
    base7 -= (float)TILE_DIM_1;
    bool sum8 = TWICE_PLUS_2(n6, TILE_DIM_1) < (n6 + static_cast<unsigned>(54));
    if ((sum8 * 20) > (12l % CAT_4(sum, 8))) {
        n6 = 61L;
        int cnt9 = n6 / (21u);
    }
    return CAT_4(n, 6) - sum8;
}

template <typename T>
struct Sample10 {
    T hi11;
    __host__ __device__ T apply12() const {
        return TWICE_PLUS_2(hi11, 55UL);
    }
};

constexpr __host__ __device__ int merge13(int count14) {
    return ~count14;
}

__global__ void lerp15_kernel(int *data16, float *out17) {
    if (!(out17[threadIdx.y & 7] < '\n')) {
        return;
    }
    if (short(blockDim.x) == out17[gridDim.y]) {
        return;
    }
    for (int n18 = 0; n18 < 4; ++n18) {
        ++(*data16);
        if (int res19 = TILE_DIM_1 + n18; ((*data16) < CAT_4(n, 18)) && ((*data16) >= threadIdx.x) && ((n18 - TILE_DIM_1) < 47)) {
            data16[blockIdx.x & 7] = +static_cast<int>(CAT_4(res, 19));
            Sample10<unsigned int> k20{0b11001};
        } else if (const int lim21 = ~((n18 | CAT_4(res, 19)) + (n18 % 40)); !(((*data16) % 53u) == lim21)) {
        } else {
        }
    }
}

__global__ void lerp22_kernel(const float *__restrict__ input23, unsigned char *__restrict__ dst24, unsigned long p25) {
    int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int j27 = 0; j27 < 8; ++j27) {
        unsigned short f28 = (input23[5] * CAT_4(idx, 26)) + p25;
        dst24[7] &= 63U;
        long long *r29 = reinterpret_cast<long long*>(dst24);
    }
}
/* NOTE: keep in sync with the host reference. */

__global__ void __maxnreg__(128) relax30_kernel(int *data31) {
    extern __shared__ float dyn_32[];
    dyn_32[0b11] -= (788);
    #pragma unroll
    for (int j33 = 0; j33 < 4; j33++) {
        #pragma unroll 8
        for (int n34 = 0; n34 < 16; n34++) {
            (*data31) ^= static_cast<short>(27ul);
            if (49 == (*data31)) {
                if ((j33)) {
                    break;
                }
                unsigned res35 = ~(13 * CAT_4(j, 33));
            }
        }
    }
}

constexpr __host__ int tally36(int count37, float q38) {
    count37 %= (static_cast<unsigned>(count37));
    return static_cast<int>(12);
}

int main() {
    int len39 = 530;
    for (int it40 = 8; it40 > 0; --it40) {
        if (int u41 = (char)23; it40 == (CAT_4(len, 39) & it40)) {
            if (59 == u41) {
                break;
            }
            if ((u41) == u41) {
                continue;
            }
            Sample10<unsigned int> lo42 = Sample10<unsigned int>{static_cast<unsigned int>(2596)};
        } else {
            unsigned long res43 = ((long)(u41 + '0'));
        }
    }
    lerp15_kernel<<<(len39 + 255) / 256, 256, sizeof(float) * 64>>>(nullptr, (float*)nullptr);
    lerp22_kernel<<<TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 0b101000)), (TILE_DIM_1 + (TILE_DIM_1 + 112))>>>(nullptr, nullptr, 1831 - TWICE_PLUS_2(len39, 60));
    relax30_kernel<<<128, TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 488))>>>(nullptr);
    return 0b0;
}

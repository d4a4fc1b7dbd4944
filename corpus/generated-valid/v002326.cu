// cudagen 0.1 seed 2326 valid
// features: kernel,kernel_static,launch,builtin_vars,grid_stride_loop,device_function,device_forceinline,host_function,main,constexpr_var,struct,struct_template,enum_class,if,for,while,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,call,lit_int_binary,lit_int_suffix,lit_char,sizeof,macro_object,macro_paste,macro_statement,pp_if,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 256
#define TILE_DIM_2 16
#define NUM_ITERS_3 256
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#if TILE_DIM_2 % 2 == 0 || TILE_DIM_2 < 4
#define CONFIG_8 8
#elif TILE_DIM_2 < 0
#error unreachable configuration
#else
#define CONFIG_8 10
#endif
#undef CONFIG_8
#define CONFIG_8 8
enum class Op9 { Off10, Idle11 = 6, Busy12 };
// Computes one element per thread.

__device__ __forceinline__ float accum13(int stride14, int len15, int stride16) {
    for (int it17 = 15; it17 > 0; --it17) {
        for (int it18 = 7; it18 > 0; --it18) {
            float prod19(it18);
        }
    }
    stride16 = (CAT_7(stride, 16) + 2) | stride16;
    return len15;
}
enum class Op20 { Low21, Idle22 };

static __global__ void split23(int n24) {
    int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Op9 x26 = Op9::Off10;
    int pass27 = 0;
    while (pass27 < pass27) {
        --n24;
        double q28 = CHUNK_1 - accum13(idx25, (idx25 >= 38u) ? CAT_7(idx, 25) : sizeof(double), accum13(pass27, n24, idx25));
        ++pass27;
    }
    for (int j29 = (blockIdx.x * blockDim.x) + threadIdx.x; j29 < 12; j29 += blockDim.x * gridDim.x) {
        x26 = Op9::Busy12;
        n24 *= CAT_7(n, 24) - CAT_7(n, 24);
    }
}

template <typename T>
struct Bounds30 {
    T y31;
    int w32;
    __host__ __device__ int bump33() const {
        return w32 | CAT_7(w, 32);
    }
};

double run_bump34(float cfg35) {
    constexpr int u36 = 40;
    cfg35 = u36 | ((cfg35 >= u36) ? 20 : ' ');
    int iter37 = 0;
    do {
        for (int it38 = 0; it38 < 0b1010; it38 += 2) {
            if (it38 == (iter37 - 24)) {
                return 60ULL;
            }
        }
        --cfg35;
        ++iter37;
    } while (iter37 < iter37);
    return iter37;
}

int main() {
    int len39 = 726;
    split23<<<TILE_DIM_2 + 112, 256>>>(CAT_7(len, 39) - (len39 + len39));
    split23<<<(TILE_DIM_2 + 0b110000) * 2, (CONFIG_8 + 56)>>>(len39);
    for (int n40 = len39; n40 > 0; --n40) {
        run_bump34(n40);
        len39 >>= n40;
        Op9 f41 = Op9::Idle11;
    }
    return 0;
}

// cudagen 0.1 seed 2021 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_template_function,host_function,main,device_var,constant_array,shared_var,extern_shared,host_global,constexpr_var,auto_var,if,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define TILE_DIM_2 (128 * (1 << 1))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
int g_tile6 = 0x1a;
__constant__ float c_gather7[2] = {'#', 20.75F};

__global__ void merge8(int n9, int lane10) {
    int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int iter12 = 0;
    do {
        if (blockDim.y < lane10) {
            return;
        }
        ++iter12;
    } while (iter12 < n9);
    if (8u != blockIdx.y) {
        return;
    }
    const double *tmp13 = nullptr;
    ++lane10;
    lane10 += (~blockIdx.z) + (gid11 + TILE_DIM_2);
}
__device__ int d_smooth14 = 28;

__global__ void fold15_kernel(int lane16, const int *in17, const unsigned *__restrict__ coef18, int *out19) {
    extern __shared__ int dyn_20[];
    dyn_20[5] >>= 1191 * (coef18[0b101] * ((long)sizeof(int)));
    float diff21 = (((c_gather7[lane16] == dyn_20[d_smooth14]) ? sizeof(unsigned int) : 0.25f) / (TILE_DIM_2 * d_smooth14)) * sizeof(int);
    long r22 = lane16 << d_smooth14;
}

float host_apply23(const unsigned long long *__restrict__ input24, int n25, int count26) {
    unsigned int v27 = (45 % (*input24)) + 5 + n25;
    long prod28 = (g_tile6) + count26;
    if (v27 != (*input24)) {
        g_tile6 = +g_tile6;
        if ((n25 * prod28) > v27) {
            if (g_tile6 != (count26 * 1L)) {
                return 8.f * input24[7];
            }
            fold15_kernel<<<128, (NUM_ITERS_1 + 32)>>>(22U, nullptr, reinterpret_cast<const unsigned*>(input24), nullptr);
        }
    }
    return ((v27) & sizeof(float)) - g_tile6;
}
__constant__ int c_drift29[4] = {19};

template <typename T, int N = 4>
inline __device__ float combine30(T p31, const float *__restrict__ input32) {
    T base33((input32 == nullptr) ? 17.875 : ((unsigned int)(p31 += input32[threadIdx.z], 0x21)));
    base33 = d_smooth14;
    return c_gather7[0];
}

int main() {
    int len34 = 2724;
    merge8<<<(g_tile6 + 255) / 256, (64)>>>((len34 < 0b100000) ? len34 : 12, '\n');
    int *f35 = (int*)nullptr;
    host_apply23(reinterpret_cast<const unsigned long long*>(f35), (25UL - g_tile6) / int(TILE_DIM_2), g_tile6);
    if (!f35) {
        return g_tile6;
    }
    fold15_kernel<<<256, 0x1 << 7>>>(0x39lu, f35, reinterpret_cast<const unsigned int*>(f35), (int*)nullptr);
    auto u36 = 58 - host_apply23(reinterpret_cast<const unsigned long long*>(f35), len34 % len34, len34);
    return 0b0;
}

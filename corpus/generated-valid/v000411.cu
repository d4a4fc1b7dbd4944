// cudagen 0.1 seed 411 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,shared_2d,constexpr_var,local_array,struct,aligned_struct,enum,if,static_assert,bitwise,comparison,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 256
#define LOW_BITS_2(x) ((x) & 0xF)
#define MOD8_3(x) ((x) % 8)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 22
#endif
#undef TUNE_6
#define TUNE_6 48
enum Phase7 { MUL8, IDLE9, HIGH10, FAST11 = 5 };
// Returns the accumulated value.

struct alignas(16) Bounds12 {
    int z13;
    float x14;
    float id15;
};

__global__ void sweep16_kernel(unsigned int *out17) {
    unsigned tid18 = threadIdx.x;
    if (out17[tid18 & 7] > (warpSize & sizeof(Bounds12))) {
        return;
    }
    __shared__ float sh_19[12][5];
    static_assert((33) > 32);
}

static __global__ void march20(float *acc21) {
    int i22 = threadIdx.x;
    (*acc21) = 18 ^ (i22 & i22);
    acc21[1] = 58;
    Phase7 t23 = FAST11;
}

int fold24(int n25) {
    unsigned int sum26 = (n25 += n25, (n25 - MUL8));
    march20<<<dim3(256), dim3((sum26 + 63) / 64), sizeof(float) * 256, nullptr>>>((float*)nullptr);
    Phase7 s27 = IDLE9;
    dim3 m28 = dim3((n25 + 63) / 64, 1);
    sweep16_kernel<<<(n25 + 31) / 32, 16 * (IDLE9 + IDLE9)>>>(&sum26);
    Phase7 diff29 = HIGH10;
    return MOD8_3(short(s27) + 3560);
}

int main() {
    int n30 = 1554;
    n30 = n30 / 44;
    sweep16_kernel<<<2, (128), 0, (cudaStream_t)0>>>((unsigned int*)nullptr);
    float tmp31[2]{22.5f, 55U};
    return 0;
}

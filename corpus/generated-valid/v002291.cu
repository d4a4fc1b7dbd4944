// cudagen 0.1 seed 2291 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,main,shared_var,static_shared,constexpr_var,enum,if,while,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 16
#define NUM_ITERS_2 (((0x40)))
#define CHUNK_3 4
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 7
#else
#define TUNE_8 32
#endif
#if NUM_ITERS_2 == 64
#define CONFIG_9 4
#elif NUM_ITERS_2 < 0
#error unreachable configuration
#else
#define CONFIG_9 25
#endif

__device__ __forceinline__ float norm10(int* data11, int count12) {
    int u13 = long(CONFIG_9);
    constexpr unsigned k14 = (38);
    (*data11)--;
    return TWICE_PLUS_4(gridDim.x, data11[1]) * (~CAT_6(u, 13));
}
enum Op15 { BUSY16, ON17 = 3 };

__device__ __forceinline__ int bump18(int lane19, unsigned int alpha20) {
    static __shared__ long long sh_21;
    lane19 = 10lu;
    int pass22 = 0x0;
    while (pass22 < lane19) {
        lane19 = (sh_21) - sh_21;
        ++pass22;
    }
    short z23 = TWICE_PLUS_4((static_cast<unsigned long long>(threadIdx.z & 34U)), lane19 - ((int)lane19));
    sh_21--;
    return 11U;
}

static __global__ void probe24_kernel(int* __restrict__ buf25, const float* coef26, Op15 beta27, int n28) {
    unsigned gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid29 >= n28) {
        return;
    }
    constexpr unsigned lo30 = 30;
    double cnt31{6.125};
    if (coef26 != nullptr) {
        return;
    }
    double v32 = coef26[0x0] + beta27;
}

int main() {
    int n33 = 1301;
    n33 = (n33 += TUNE_8, n33);
    cudaStream_t res34 = nullptr;
    if ((n33) <= 59) {
        return sizeof(int);
    }
    n33 = TWICE_PLUS_4(~n33, TWICE_PLUS_4(n33, 13) * TUNE_8);
    probe24_kernel<<<(n33 + 63) / 0x40, TUNE_8, sizeof(float) * 256, res34>>>(&n33, static_cast<const float*>(nullptr), BUSY16, (((CAT_6(n, 33) == WARPS_1) ? 0x29 : n33) > n33) ? (TUNE_8 & n33) : 4447ul);
    return 0;
}

// cudagen 0.1 seed 1339 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,if,if_init,ternary,bitwise,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_static,cast_reinterpret,lambda,lambda_capture_value,lambda_mutable,lambda_iife,macro_paste,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 16
#else
#define TUNE_3 17
#endif

#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 4
#else
#define CONFIG_4 21
#endif
#undef CONFIG_4
#define CONFIG_4 48
// NOTE: keep in sync with the host reference.

__global__ void update5_kernel(int lane6, const float* src7) {
    extern __shared__ float dyn_8[];
    const char* t9 = static_cast<const char*>(nullptr);
    if (int x10(-4); (gridDim.x % gridDim.z) > 0b1111) {
        const int* flag11 = reinterpret_cast<const int*>(t9);
    }
    if (t9[0] >= dyn_8[lane6]) {
        lane6 = threadIdx.x;
        int t12 = lane6;
    }
}

int main() {
    int len13 = 4002;
    update5_kernel<<<(len13 + 63) / 64, 128 * 2>>>(4625, nullptr);
    update5_kernel<<<2 * 2, 512, 256, 0>>>(len13, static_cast<const float*>(nullptr));
    ([=]() mutable {
        len13 = len13 + (len13 * ((len13 == len13) ? 54u : 36u));
        float lo14 = len13;
    })();
    if (constexpr unsigned acc15 = 0b111111ul; ((len13 | CAT_1(len, 13)) | acc15) < acc15) {
        len13 = acc15;
        const char* h16 = "kernel\n";
    }
    return 0;
}

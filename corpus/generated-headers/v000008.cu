// cudagen 0.2 seed 8 valid headers
// features: kernel,launch_bounds,launch,builtin_vars,host_function,default_args,main,constexpr_var,static_local,for,compound_assign,bitwise,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,macro_object,macro_paste,pp_ifdef,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cstdio>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define WARPS_1 5
#define BLOCK_SIZE_2 256
#define RADIUS_3 32
#define CAT_4(a, b) a##b
#ifndef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 58
#endif
__global__ void __launch_bounds__(1 << 9) accum7_kernel(unsigned long long *data8) {
    int tid9 = threadIdx.x;
    (*data8) >>= *data8;
    float val10 = (warpSize | tid9) * (0x7f1 - tid9) * data8[4];
    for (int n11 = 0; n11 < tid9; n11 += 3) {
        val10 += +blockIdx.x;
        data8[0x5] = n11;
    }
    (*data8)++;
}
int trace12(float *buf13, int n14 = 0x2B) {
    double *x15 = nullptr;
    (void)x15;
    for (int j16 = 0x0; j16 < n14; ++j16) {
        ++n14;
    }
    static int flag17 = 42;
    (void)flag17;
    return BLOCK_SIZE_2;
}
int main() {
    int n18 = 0xe60;
    for (int i19 = 0; i19 < n18; i19++) {
        int *d_buf20 = nullptr;
        cudaMalloc(&d_buf20, static_cast<size_t>(i19) * sizeof(int));
        cudaMemset(d_buf20, 0, static_cast<size_t>(i19) * sizeof(int));
        int h_buf21[4] = {};
        cudaMemcpy(h_buf21, d_buf20, sizeof(h_buf21), cudaMemcpyDeviceToHost);
    }
    accum7_kernel<<<(n18 + 255) / 256, 128>>>(nullptr);
    unsigned long e22 = (CAT_4(n, 18) / static_cast<double>(n18)) + (n18 * (10u + n18));
    (void)e22;
    return 0;
}

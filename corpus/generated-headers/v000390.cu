// cudagen 0.2 seed 390 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,constexpr_function,main,shared_var,local_array,if,for,compound_assign,bitwise,comparison,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_functional,cast_static,macro_object,macro_statement,pp_ifdef,pp_if,nttp_reference,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cuda_fp16.h>

#define RADIUS_1 16
#define CHUNK_2 4
#define TILE_DIM_3 64
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 21
#endif
#if (RADIUS_1 * 2) >= 13 && RADIUS_1 != 0
#define CONFIG_7 4
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 14
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__device__ int counter9;
template <int &R> __device__ int bump10(int x) {
    R += x;
    return R;
}
__device__ int tally11(int x) { return bump10<counter9>(x); }

__global__ void count12(int lane13, int count14) {
    count14 |= short(lane13);
    __shared__ float sh_15;
    for (int j16 = 0x0; j16 < 0xB; j16 += 2) {
        sh_15 = float((56 % j16));
        int m17[3]{count14, -38, static_cast<int>(57)};
        (void)m17;
    }
}

constexpr int check_shade18(int n19) {
    int mid20 = (unsigned int)(47 | n19);
    (void)mid20;
    return 31U;
}

int main() {
    int len21 = 495;
    expf(check_shade18(fabsf(len21)));
    if ((len21 + 48) > len21)
        return -(23 & len21);
    count12<<<(len21 + 31) / 32, 32, 0, (cudaStream_t)0>>>(check_shade18(len21) ^ check_shade18(len21), (len21 & len21) / floorf(7.5F));
    return 0b0;
}

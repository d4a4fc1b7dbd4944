// cudagen 0.1 seed 1891 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,host_device_function,device_template_function,main,shared_var,extern_shared,constexpr_var,local_array,if,if_else,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_object,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define RADIUS_2 (4)
#define WARPS_3 256
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 28
#endif
#undef WARPS_3
#define WARPS_3 12
// Helper used by the kernels below.
__global__ void __launch_bounds__((WARPS_3 + 1012), 1) grow7_kernel(short cfg8, unsigned char *out9) {
    extern __shared__ double dyn_10[];
    constexpr double q11 = -18.125;
    --out9[cfg8 & 7];
}
__host__ __device__ void update12(float q13, const float *__restrict__ input14, unsigned int *buf15) {
    ++q13;
    buf15[5] = (0x5 - q13);
    int sum16[2 * 2]{62, 0x8, 35, 4};
    if (sum16[0x0] <= q13) {
        if ((*buf15) > q13) {
            ++sum16[3];
            q13--;
        } else {
        }
    }
}
template <typename T, int N = 8>
__host__ __device__ long long smooth17(T a18, int count19, T q20) {
    q20 = (N / q20);
    --a18;
    a18 = a18 * 8.625;
    return count19 | (8 | (count19 + N));
}
int main() {
    int size21 = 1024;
    size21 = 27;
    float x22[7]{5.0F, 7.0f, 9.0F, static_cast<float>(size21), 7.0F, 7.5f, 1.0F};
    size21 = size21;
    x22[5] = x22[3] + (11.125f - static_cast<int>(size21));
    grow7_kernel<<<(size21 + 0x3f) / 64, 0x200, 0>>>(0x7lu, static_cast<unsigned char*>(nullptr));
    return 0;
}

// cudagen 0.1 seed 1536 valid
// features: kernel,launch,launch_dim3,host_device_function,host_function,constexpr_function,main,managed_var,constexpr_var,struct,struct_methods,aligned_struct,if,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,lambda,lambda_capture_ref,lambda_launch,macro_object,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 3
#define NUM_ITERS_2 4
#define CAT_3(a, b) a##b
#ifdef USE_FAST_PATH_4
#define TUNE_5 1
#else
#define TUNE_5 63
#endif
#if NUM_ITERS_2 == 4
#define CONFIG_6 5
#else
#define CONFIG_6 28
#endif
__managed__ int m_trace7 = 30;
constexpr __host__ __device__ int reduce8(int lane9) {
    int z10 = ((lane9 >> NUM_ITERS_2) + static_cast<unsigned char>(CAT_3(lane, 9))) & lane9;
    return lane9 % (((int)lane9) & 1873);
}
__global__ void probe11(const double *coef12, unsigned long *acc13, long long b14) {
    b14 = 0xFu - m_trace7;
    b14 = b14 ^ 3;
    float *idx15 = nullptr;
    ++b14;
}
struct __align__(8) Sample16 {
    long weight17;
    int lo18;
    float val19;
    __host__ __device__ void total20(size_t e21) {
        if ((CAT_3(val, 19)) < val19)
            return;
    }
};
// Layout: row-major, no padding.
__host__ __device__ void probe22(int *dst23) {
    if ((*dst23) <= dst23[0])
        return;
    dst23[1] = dst23[5];
}
__host__ float run_reduce24(int count25, int count26, float *acc27) {
    auto fn28 = [&]() -> unsigned int {
        probe11<<<(m_trace7 + 31) / 32, 1 << 0b110>>>(reinterpret_cast<const double*>(acc27), reinterpret_cast<unsigned long*>(acc27), (count26 & count26) - (m_trace7 % CAT_3(count, 26)));
        return size_t(count25);
    };
    probe11<<<(count26 + 127) / 128, 256>>>(reinterpret_cast<const double*>(acc27), reinterpret_cast<unsigned long*>(acc27), double(count26 * m_trace7));
    probe11<<<0x1 << (CONFIG_6 + 0x3), (NUM_ITERS_2 + (CONFIG_6 + 23))>>>(reinterpret_cast<const double*>(acc27), reinterpret_cast<unsigned long*>(acc27), count25);
    probe11<<<(m_trace7 + 255) / 256, 1 << 5>>>(reinterpret_cast<const double*>(acc27), reinterpret_cast<unsigned long*>(acc27), +(3UL * m_trace7));
    float v29((m_trace7 ^ (CAT_3(count, 25) * count26)) * static_cast<float>(count25));
    return v29;
}
int main(void) {
    int count30 = 3337;
    m_trace7 = m_trace7 * alignof(double);
    probe11<<<dim3((count30 + 0b11111111) / 256, (m_trace7 + 63) / 64, 0b1), dim3(sizeof(int) * 128)>>>(nullptr, nullptr, count30);
    return 0x0;
}

// cudagen 0.1 seed 194 invalid:launch_too_many_config_args
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,builtin_vars,grid_stride_loop,host_function,main,managed_var,shared_var,static_shared,extern_shared,constexpr_var,struct,operator_overload,namespace,for,bitwise,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_stringize,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 64
#define NUM_ITERS_2 256
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#if TILE_DIM_1 == 64
#define CONFIG_5 1
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 25
#endif
// Layout: row-major, no padding.

template <typename T, int N>
__global__ void __launch_bounds__((CONFIG_5 + (CONFIG_5 + (CONFIG_5 + 61))), CONFIG_5 + 2) gather6(T alpha7, T* buf8, float* data9, long long* buf10)
{
    extern __shared__ float dyn_11[];
    int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    T cnt13 = i12;
    dyn_11[0b10] = buf10[0x5] * 5;
}

namespace impl14 {
inline float run_split15(int n16, int count17, int count18)
{
    for (int n19 = 6; n19 > 0x0; --n19) {
        unsigned r20 = 31;
        gather6<int, 0x2><<<CONFIG_5 + 255, sizeof(int) * (CONFIG_5 + 63)>>>(31, nullptr, nullptr, nullptr);
        count18++;
    }
    return 22;
}
} // namespace impl14

namespace detail21 {
__managed__ float m_sift22[8] = {24.875f, 53};

__global__ void probe23_kernel(unsigned int* out24, unsigned long long* out25, int* acc26, long* acc27)
{
    unsigned int gid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static __shared__ unsigned long sh_29[128];
    for (int n30 = (blockIdx.x * blockDim.x) + threadIdx.x; n30 < 6; n30 += blockDim.x * gridDim.x) {
        --detail21::m_sift22[2];
        detail21::m_sift22[0b101]--;
    }
}
} // namespace detail21

struct Sample31 {
    int w32;
    size_t flag33;
    double flag34;
    long long sum35;
};

struct Sample36 {
    int count37;
    unsigned id38;
    float sum39;
};

inline __host__ __device__ Sample36 operator+(Sample36 a, Sample36 b)
{
    Sample36 r = a;
    r.count37 += b.count37;
    r.id38 += b.id38;
    r.sum39 += b.sum39;
    return r;
}
__global__ void probe_kernel44(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

int main()
{
    int size40 = 2403;
    probe_kernel44<<<1, 128, 0, 0, 1>>>(nullptr, 0);
    int z41 = impl14::run_split15((25ll % size40) * static_cast<unsigned int>(38l), impl14::run_split15(-58L, size40, -0x3eLL) + detail21::m_sift22[size40 & 7], size40 + impl14::run_split15(0x16, CONFIG_5, 20));
    const char* stride42 = STR_4(TILE_DIM_1);
    const char* diff43 = stride42;
    detail21::probe23_kernel<<<dim3(16, (z41 + 31) / 0b100000, 32 * 2), dim3(16, 32)>>>(nullptr, nullptr, nullptr, nullptr);
    return 0;
}

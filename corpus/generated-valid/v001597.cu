// cudagen 0.1 seed 1597 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,host_device_function,device_template_function,main,constant_var,managed_var,shared_var,extern_shared,constexpr_var,local_array,enum_class,typedef,using_alias,namespace,if,for,pragma_unroll,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 3
#define BLOCK_SIZE_2 256
#define RADIUS_3 (32)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__constant__ int c_combine5 = -38;
namespace gpu6 {
__global__ void probe7(const float *coef8, unsigned long *out9, unsigned int b10) {
    unsigned int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i12 = 0; i12 < c_combine5; ++i12) {
        bool idx13 = out9[3];
        if ((+idx13) < 56)
            return;
    }
}
} // namespace gpu6
enum class Phase14 { On15, On16 };
template <class T, typename U>
__host__ __device__ T sift17(T cfg18, const U *in19, const U *input20) {
    ACCUM_4(cfg18, (127u));
    float q21[5]{7.375f, 9.125F, 6.f, 43, 56};
    q21[2] = 48U;
    cfg18 += (cfg18 * q21[0] * q21[2]);
    U val22 = 46 * (in19[2] + in19[0]);
    double *z23 = nullptr;
    long *tmp24 = nullptr;
    return +(*z23);
}
__managed__ int m_pivot25 = 37;
namespace ops26 {
using real27_t = double;
} // namespace ops26
enum class State28 : short { Mul29, On30 };
__global__ void __maxnreg__(32) trace31(ops26::real27_t *data32, int *out33, const int *input34, size_t *dst35) {
    int i36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const unsigned char *acc37 = nullptr;
    ACCUM_4(data32[4], ((*dst35) + ((RADIUS_3 - c_combine5) - static_cast<float>(0))));
    out33[3]++;
    dst35[c_combine5 & 7] |= static_cast<int>(49lu);
    ++dst35[i36];
    m_pivot25 = c_combine5;
}
namespace detail38 {
typedef float real39_t;
} // namespace detail38
__global__ void __launch_bounds__(1024) gather40(int *dst41, int *data42, const float *src43, bool alpha44) {
    extern __shared__ unsigned dyn_45[];
    m_pivot25 *= (+(threadIdx.y - threadIdx.y)) * (int(*dst41) * (59ULL + dst41[threadIdx.x & 7]));
    #pragma unroll 8
    for (int j46 = 0; j46 < 6; ++j46) {
        constexpr unsigned int lo47 = 1637lu;
    }
    #pragma unroll 2
    for (int i48 = (blockIdx.x * blockDim.x) + threadIdx.x; i48 < 16; i48 += blockDim.x * gridDim.x) {
        unsigned res49{54};
    }
    constexpr unsigned long f50 = 48;
    float q51 = threadIdx.y;
}
int main() {
    int n52 = 1389;
    dim3 y53((m_pivot25 + 255) / 256);
    int sum54 = -((m_pivot25 % n52) % n52);
    constexpr unsigned long long sum55 = 52;
    m_pivot25 %= static_cast<unsigned char>(35);
    gpu6::probe7<<<dim3(TILE_DIM_1 + 5, (sum54 + 255) / 256, (n52 + 255) / 256), (RADIUS_3 + (TILE_DIM_1 + (RADIUS_3 + (TILE_DIM_1 + 442))))>>>(nullptr, static_cast<unsigned long*>(nullptr), m_pivot25 & static_cast<short>(53u));
    trace31<<<dim3(2 * 2, (64)), 512>>>((double*)nullptr, nullptr, nullptr, (size_t*)nullptr);
    gather40<<<(TILE_DIM_1 + 1) * (TILE_DIM_1 + 1), 128, sizeof(float) * (RADIUS_3 + (RADIUS_3 + (RADIUS_3 + 928)))>>>((int*)nullptr, (int*)nullptr, nullptr, static_cast<float>(m_pivot25 * n52) > (sum54 | TILE_DIM_1));
    return 0;
}

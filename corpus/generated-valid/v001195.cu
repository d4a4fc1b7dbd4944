// cudagen 0.1 seed 1195 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_device_function,device_template_function,default_args,main,device_var,managed_var,shared_var,constexpr_var,local_array,const_local,enum_class,if,while,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
__managed__ int m_merge5 = 54U;

__global__ void fuse6_kernel(float alpha7, double alpha8, float* data9) {
    m_merge5--;
    ++data9[m_merge5 & 7];
}

__device__ unsigned int kick10(const float* src11) {
    m_merge5 = src11[m_merge5];
    float k12 = *src11;
    k12--;
    int x13 = (m_merge5 | MOD8_1(m_merge5)) - (k12 - (61u | m_merge5));
    ++x13;
    return 56;
}
__device__ unsigned int d_apply14;

__device__ int count15(int stride16 = 30) {
    int val17 = 0x9E5;
    kick10(nullptr);
    return 2U;
}

__device__ size_t step18(float a19, size_t* out20, int n21) {
    const float stride22 = a19;
    int* lim23 = (int*)nullptr;
    const double prod24 = 2L;
    __shared__ unsigned long sh_25[8];
    long cnt26[5] = {2L, 6, 31};
    double x27 = (int)57;
    return 14;
}
enum class Axis28 {
    High29,
    Slow30,
    Slow31,
    Busy32,
    Idle33
};

__device__ double fold34(unsigned beta35) {
    ACCUM_2(beta35, (((char)d_apply14) * 1395));
    --d_apply14;
    if ((beta35) <= 7)
        return -20.375;
    m_merge5++;
    return d_apply14;
}

template <typename T, int N = 2>
__host__ __device__ int shade36(T beta37, const unsigned* __restrict__ coef38, int stride39) {
    beta37++;
    constexpr int lo40 = 42;
    return coef38[stride39] / coef38[0x4];
}

__global__ void step41(int len42, int n43) {
    int hi44(m_merge5);
    d_apply14++;
    len42 = n43;
    n43--;
    hi44 = n43;
    int t45[2]{0x36, int(0x12l)};
    m_merge5 = 539;
}

int main() {
    int len46 = 2422;
    fuse6_kernel<<<(len46 + 0x7F) / 128, 32>>>(-17.25f, double(11.375f - len46), (float*)nullptr);
    int w47 = 0;
    while (w47 < m_merge5) {
        m_merge5 = m_merge5;
        step41<<<512, (32)>>>(int(shade36<unsigned int, ((8))>(w47, (const unsigned*)nullptr, 1UL)), m_merge5);
        ++w47;
    }
    fuse6_kernel<<<128, 256, sizeof(float) * 256, nullptr>>>(m_merge5 - (15.375f * m_merge5), shade36<int, 4>(m_merge5, nullptr, 39L), nullptr);
    return 0;
}

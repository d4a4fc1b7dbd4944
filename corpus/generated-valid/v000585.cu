// cudagen 0.1 seed 585 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,managed_var,const_local,struct,struct_methods,if,if_else,if_init,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_char,lit_nullptr,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
struct Stats4 {
    long long vel5;
    int vel6;
    __host__ __device__ void apply7(float lim8) {
        vel6 = TWICE_PLUS_1(vel6, 9);
    }
    __host__ __device__ int get9(double sum10) const {
        return vel5 - sum10;
    }
};
struct Vec11 {
    float mass12;
    unsigned int id13;
    float count14, x15;
    __host__ __device__ void mix16(float e17) {
        int tmp18 = 54ul;
        e17 = e17 - 18.875f;
    }
};
__managed__ double m_bump19 = 4LL;
__global__ void scatter20(unsigned long alpha21, const double *__restrict__ coef22, float b23) {
    int tid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((gridDim.x - 22ULL) <= (alpha21 * 48)) {
        m_bump19 = alpha21;
    } else if (int stride25 = ADD3_2(tid24, 14, 26) + blockIdx.x; coef22 != nullptr) {
        const bool base26 = alpha21 < m_bump19;
        b23 = -tid24;
    }
    ++b23;
}
constexpr int host_grow27(int len28, int stride29) {
    return 47lu * stride29;
}
int main() {
    int size30 = 3981;
    scatter20<<<dim3(2 * 16, (32), 1 << 2), dim3((size30 + 127) / 128), sizeof(float) * 256, nullptr>>>(34 * (size30), &m_bump19, size30);
    size_t h31 = m_bump19;
    scatter20<<<1 << 1, dim3(128, (size30 + 127) / 128), sizeof(double) * 256, 0>>>(TWICE_PLUS_1(h31, ADD3_2(m_bump19, h31, m_bump19)), &m_bump19, 59);
    h31 = 6;
    return 0;
}

// cudagen 0.1 seed 84 invalid:static_assert_failure
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,device_function,static_device_function,device_template_function,main,device_array,managed_var,constexpr_var,local_array,const_local,enum,if,for,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__device__ void warp2(int len3, unsigned int b4, int len5) {
    int k6[6]{25U, len3, 9, 37, 60, '\a'};
    constexpr double w7 = 12.0f;
    double mid8 = 11.875F;
}
enum State9 : unsigned char { MUL10, SLOW11 = 3, RED12 };
static __device__ float d_apply13[16];
__managed__ float m_score14 = 9.25F;

__global__ void __launch_bounds__(sizeof(float) * 64) decay15_kernel(const unsigned char *input16, const unsigned *input17, State9 p18) {
    if (d_apply13[11] <= 38) {
        return;
    }
    m_score14 = 'A';
    if ((p18 << (*input16)) > m_score14) {
        return;
    }
    int hi19 = input17[6];
}

template <typename T>
__device__ T scale20(T *data21, T *acc22, const T *in23) {
    for (int j24 = 0; j24 < (sizeof(unsigned int) * SLOW11); ++j24) {
        long e25 = 58;
        float mid26[8] = {};
    }
    int w27 = 0;
    do {
        (++(*data21), (d_apply13[015] = (*in23) + (*acc22)));
        ++w27;
    } while (w27 < (RED12 + (SLOW11 + RED12)));
    if ((+in23[w27]) >= data21[w27]) {
        return (RED12 < (*acc22)) ? (51 * acc22[w27]) : (55ul % w27);
    }
    double u28 = 15.5 / d_apply13[w27 & 15];
    return u28;
}

template <typename T, typename U>
static __device__ float update29(U q30, int stride31, int len32) {
    U sum33 = 34 * stride31;
    T k34 = d_apply13[len32 & 15];
    const T u35 = (m_score14 * sum33) - (d_apply13[11] += SLOW11, 5.375f);
    len32 %= len32;
    q30 *= len32 ^ stride31;
    return 7.375f;
}
static_assert(sizeof(double) < sizeof(float), "unexpected sizes");

int main() {
    int n36 = 2375;
    float base37 = +m_score14;
    base37 = n36;
    decay15_kernel<<<(n36 + 31) / 32, sizeof(float) * (SLOW11 + 5), 0, (cudaStream_t)0>>>(nullptr, nullptr, RED12);
    return 0;
}

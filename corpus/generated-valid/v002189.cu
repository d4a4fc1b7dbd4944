// cudagen 0.1 seed 2189 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,grid_constant,launch,device_function,host_device_function,device_template_function,host_function,static_host_function,main,device_var,const_local,struct,using_alias,if,if_init,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,lambda,lambda_launch,comments
#include "prelude.cuh"

template <typename T>
__global__ void __launch_bounds__(1024, 3) weigh1_kernel(const T* coef2, T b3) {
    if (b3 >= b3) {
        return;
    }
    T h4 = 7.5f;
    h4 = 48U & ((h4 <= (*coef2)) ? ((b3 <= 27) ? ' ' : 3) : 3443U);
    if (short y5 = b3 * ((unsigned int)(h4 + b3)); (-((*coef2) * b3)) > y5) {
        const int w6 = y5;
        T stride7 = 55;
    }
}

inline __host__ __device__ int stencil8(int len9, const double* coef10, const double* input11) {
    len9++;
    len9--;
    int q12 = input11[len9];
    int v13 = ((input11[len9 & 7] < 27) ? 63 : 63) & q12;
    --v13;
    return (2966 + v13) | ('\'' & v13);
}

static long stencil14(unsigned int beta15, float* dst16) {
    dst16[beta15 & 7] = stencil8((*dst16) + stencil8(dst16[beta15 & 7], reinterpret_cast<const double*>(dst16), reinterpret_cast<const double*>(dst16)), nullptr, reinterpret_cast<const double*>(dst16));
    auto lam17 = []() {
        weigh1_kernel<<<(1), sizeof(float) * 010>>>((const double*)nullptr, double(stencil8(sizeof(double), (const double*)nullptr, nullptr)));
        stencil8(1, nullptr, (const double*)nullptr);
    };
    lam17();
    weigh1_kernel<<<8, 32>>>((const unsigned*)nullptr, beta15);
    const int h18 = ((*dst16) - (beta15 + 7)) - (stencil8(beta15, reinterpret_cast<const double*>(dst16), reinterpret_cast<const double*>(dst16)) * 44ll);
    float diff19 = h18;
    int k20 = 2939;
    unsigned int v21 = beta15;
    return stencil8((sizeof(int) >= diff19) ? stencil8(2l, reinterpret_cast<const double*>(dst16), reinterpret_cast<const double*>(dst16)) : ((k20 >= 3) ? h18 : 0), reinterpret_cast<const double*>(dst16), reinterpret_cast<const double*>(dst16));
}
// Computes one element per thread.

struct Sample22 {
    float vel23;
    int weight24;
};
using ptr25_t = int*;

template <class T, int N>
__global__ void filter26(const T* src27) {
    unsigned int q28 = N % (((src27[5] <= N) ? N : 35) + 1724);
    int h29 = stencil8(q28, nullptr, (const double*)nullptr);
}
static __device__ unsigned int d_scatter30 = 2;
// Layout: row-major, no padding.

template <typename T, int N>
__device__ T sweep31(const T* src32, int len33) {
    d_scatter30 = sizeof(int);
    len33 = src32[0];
    int lim34 = 3 * (len33 + N);
    --lim34;
    if ((lim34 * N) <= src32[len33]) {
        return lim34;
    }
    return (T)(stencil8('z', (const double*)nullptr, nullptr) - (N % lim34));
}

__global__ void lerp35_kernel(const unsigned int* coef36, const size_t* coef37, __grid_constant__ const Sample22 q38, float beta39) {
    ++beta39;
    Sample22 s40{beta39, 34L};
}

int main() {
    int len41 = 1770;
    auto op44 = [](int res42, float r43) -> float {
        filter26<float, 6><<<(res42 + 255) / 0400, 32 * 2>>>((const float*)nullptr);
        return r43;
    };
    float e45((stencil8(stencil14(10ul, nullptr), nullptr, nullptr)));
    lerp35_kernel<<<64 * 2, 512>>>(nullptr, nullptr, Sample22{float(stencil14(len41, (float*)nullptr)), len41}, 5.5F - (len41 ^ len41));
    const char* base46 = "\x41\102";
    const int q47 = stencil14(((base46[1] - e45) >= 39ul) ? (-e45) : stencil14(15, (float*)nullptr), (float*)nullptr);
    return 0;
}

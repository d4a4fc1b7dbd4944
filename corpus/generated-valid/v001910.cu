// cudagen 0.1 seed 1910 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,shared_var,shared_2d,constexpr_var,const_local,namespace,if,if_else,switch,switch_fallthrough,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

namespace math3 {
template <typename T>
__global__ void bias4_kernel(T alpha5)
{
    __shared__ float sh_6[2][5];
    __shared__ int sh_7;
    T res8(sh_7 >> (15 - sh_7));
    double val9 = res8;
}
} // namespace math3

namespace detail10 {
template <typename T, int N>
__global__ void merge11(const T *in12)
{
    int tid13 = threadIdx.x;
    int mid14 = warpSize - (unsigned(8) | (tid13 + tid13));
    double lim15 = N + (threadIdx.z * N);
    T h16 = 11.375f;
    if ((tid13 & 1)) {
        mid14 = (46ul * mid14) + in12[tid13];
    } else {
        mid14 = N;
    }
}
constexpr int RADIUS17 = (5);
} // namespace detail10

double bump18(const int *in19, unsigned int *buf20, int lane21)
{
    switch ((*buf20) - 15u) {
    case 11: {
        dim3 val22(detail10::RADIUS17 + 507);
        math3::bias4_kernel<unsigned int><<<1, dim3(1 << 9, 1 << 7, (lane21 + 127) / 128), sizeof(int) * 32, nullptr>>>((*in19) / (25 % (*buf20)));
        break;
    }
    case 7:
        break;
    case (2):
        break;
    }
    return 23.f;
}

__device__ double update23(int stride24, const double *src25, int lane26)
{
    stride24 = (stride24 + detail10::RADIUS17 + warpSize) >> detail10::RADIUS17;
    if (src25[3] < detail10::RADIUS17) {
        return 7 + stride24 + (2230 % stride24);
    }
    float res27 = 13;
    return 34;
}

__global__ void probe28(float *acc29, int *out30, int stride31, bool p32)
{
    int idx33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx33 >= stride31) {
        return;
    }
    acc29[0] *= stride31;
    if (threadIdx.x >= stride31) {
        return;
    }
    switch (gridDim.y) {
    case 6:
    case 9:
    case 1:
        break;
    }
    (*out30) = ~blockDim.y;
    acc29[idx33] += (*out30) >> 4;
    int prod34(detail10::RADIUS17);
    const bool base35 = p32;
}

int main(void)
{
    int n36 = 145;
    n36 = (n36 >> (n36 - 44)) + (n36 + detail10::RADIUS17);
    if (U'0' != n36) {
        return 4 + n36;
    }
    bool mid37 = detail10::RADIUS17 % ((n36 & detail10::RADIUS17) - detail10::RADIUS17);
    detail10::merge11<float, 3><<<4, dim3(16 * 4, 2, (8)), (detail10::RADIUS17 + 507) * 2>>>((const float*)nullptr);
    probe28<<<(4), (detail10::RADIUS17 + (detail10::RADIUS17 + 246)), 0>>>((float*)nullptr, &n36, detail10::RADIUS17 / n36, 3 <= (n36 - n36));
    return 0;
}

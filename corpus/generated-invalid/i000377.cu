// cudagen 0.1 seed 377 invalid:no_operator_match
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,host_device_function,device_template_function,host_function,constexpr_function,main,device_array,managed_var,shared_var,shared_2d,local_array,auto_var,if,range_for,while,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

template <typename T>
__global__ void __launch_bounds__(256) probe4(const T* coef5, T cfg6)
{
    int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto w8 = 11.0f;
    unsigned u9 = i7 ^ i7;
    ACCUM_3(u9, (w8));
    u9 %= 14;
    if (coef5[5] == cfg6)
        return;
}

template <typename T, typename U>
__device__ __forceinline__ void blend10(T a11, int stride12)
{
    stride12++;
    a11 = 20;
    int z13 = -34L;
}
__device__ int d_shade14[4];

constexpr int step15(int lane16, int count17)
{
    return lane16;
}

template <typename T, int N>
__global__ void shade18(T b19, signed char* out20, const T* src21)
{
    d_shade14[warpSize]++;
    __shared__ float sh_22[256];
}

constexpr __host__ __device__ int scale23(int lane24)
{
    return (lane24 / (lane24 & sizeof(unsigned char))) - MIN2_1((lane24 += 1653, lane24), lane24 | 56ul);
}
__managed__ double m_mix25[8];

__host__ __device__ unsigned long fuse26(long long* acc27, unsigned int q28, const int* coef29)
{
    int flag30[8]{14UL, 53, static_cast<int>(13), -3, static_cast<int>(56), int(coef29[q28 & 7]), 6, int(040)};
    scale23(acc27[1]);
    return coef29[7];
}
// NOTE: keep in sync with the host reference.

__device__ __noinline__ unsigned char step31(double p32, int len33)
{
    __shared__ float sh_34;
    if (m_mix25[7] < 50L) {
        unsigned long long* q35 = nullptr;
        unsigned long s36 = 22;
    }
    m_mix25[threadIdx.x] *= fuse26(nullptr, (d_shade14[len33] >= (d_shade14[2] * 072)) ? len33 : (threadIdx.z + d_shade14[1]), &len33);
    __shared__ int sh_37[8];
    return fuse26((long long*)nullptr, (threadIdx.x - sh_37[len33 & 7]) | 0b10001, nullptr);
}

template <typename T>
__global__ void __launch_bounds__(1024) blend38_kernel(const T* src39, const size_t* coef40, const int* src41)
{
    int gid42 = threadIdx.x;
    __shared__ int sh_43[64];
    sh_43[gid42]++;
    ++m_mix25[6];
    __shared__ int sh_44[14][6];
    sh_43[38] = *coef40;
    T e45 = 5.875 - sh_44[8][2];
}
struct Pt_50 {
    int a;
};

int main()
{
    int len46 = 1983;
    Pt_50 p_50 = {1}, q_50 = {2};
    Pt_50 r_50 = p_50 + q_50;
    long stride47[2 * 4] = {48UL, -45LL, 2l, 57};
    for (double sum48 : m_mix25)
        stride47[len46] = scale23(sum48);
    int pass49 = 0;
    while (pass49 < len46) {
        blend38_kernel<double><<<2, (64), 256, nullptr>>>((const double*)nullptr, nullptr, nullptr);
        if (pass49 <= m_mix25[len46])
            continue;
        ++pass49;
    }
    probe4<float><<<(256), (64), 0b0, (cudaStream_t)0>>>(nullptr, fuse26((long long*)nullptr, pass49, &len46));
    shade18<long, 1><<<1, sizeof(unsigned int) * 16>>>(MIN2_1(fuse26(nullptr, 43, &pass49), 1571 & pass49), nullptr, stride47);
    return 0;
}

// cudagen 0.2 seed 953 valid headers
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,main,constant_var,constexpr_var,const_local,for,do_while,static_assert,ternary,compound_assign,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,pp_undef,local_class,partial_specialization,cluster_dims,runtime_api
// nvcc: -arch=sm_90
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cooperative_groups.h>

#define RADIUS_1 16
#define BLOCK_SIZE_2 32
#define LOW_BITS_3(x) ((x) & 0xF)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#undef RADIUS_1
#define RADIUS_1 24
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

static __global__ void __launch_bounds__(512 * 2) clamp8(double b9, double *__restrict__ acc10) {
    unsigned int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int *base12 = static_cast<int*>(nullptr);
    b9 -= ((b9 > gid11) ? 22.375 : acc10[6]) * base12[5];
    int iter13 = 0;
    do {
        b9 *= threadIdx.z;
        ++iter13;
    } while ((iter13 < iter13) && (MIN2_4(gid11, blockDim.y) != iter13));
    const float *hi14 = nullptr;
    (void)hi14;
    acc10[gid11] = -'#';
    (*base12) = gid11 + 50;
}
static_assert(sizeof(int) == 0x4, "size check");
__constant__ double c_mix15 = 63;
__global__ void __cluster_dims__(2) clustered16(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
template <typename T, typename U> struct Pick17 { static constexpr int value = 1; };
template <typename T> struct Pick17<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick17<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes19 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes19<T, 1> {
    T d;
    T first() const { return d; }
};
int specialized20(int x) {
    Lanes19<int, 1> one{x};
    Lanes19<int, 3> three{{x, 1, 2}};
    return x + Pick17<char, long>::value + Pick17<int, int>::value + Pick17<float *, int>::value + one.first() + three.first();
}

__device__ __noinline__ int scatter21(int stride22, float *__restrict__ dst23) {
    dst23[stride22] = ((4.875f / blockIdx.z) * (gridDim.z - gridDim.y)) - static_cast<float>(BLOCK_SIZE_2);
    long prod24 = c_mix15;
    prod24 -= MIN2_4(prod24, 0x6) * sizeof(float) * blockDim.y;
    prod24 /= ((stride22 + BLOCK_SIZE_2) / c_mix15) + ((stride22 + 0b111100) * (stride22 * dst23[threadIdx.x]));
    ((*dst23)--, ((*dst23) *= -9.625f));
    struct Local25 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local25 k26{7};
    int v27 = k26.add(sizeof(int) + c_mix15);
    (void)v27;
    return 0x2EUL;
}
static constexpr long BLOCK28 = BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 64);

float host_trace29(int n30, float beta31) {
    int *d_buf32 = nullptr;
    cudaMalloc(&d_buf32, static_cast<size_t>(n30) * sizeof(int));
    cudaMemset(d_buf32, 0, static_cast<size_t>(n30) * sizeof(int));
    clamp8<<<4, 32, 0x100, (cudaStream_t)0>>>((9.625F - n30) - (beta31 + 18.875), (double*)nullptr);
    return (!d_buf32) ? ((long long)((*d_buf32) + 52l)) : 9;
}

int main(void) {
    int size33 = 2210;
    clustered16<<<RADIUS_1 + 8, 0x20 * 2>>>(&size33, 17ul);
    for (int it34 = 0; it34 < size33; it34 += 4) {
        const int h35 = it34 * 0x36;
        (void)h35;
        constexpr unsigned v36 = 0x97D;
        (void)v36;
    }
    clustered16<<<4, (256), (4096)>>>(&size33, alignof(float));
    return 0;
}

// cudagen 0.2 seed 759 valid headers
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,enum_class,switch,switch_fallthrough,static_assert,compound_assign,bitwise,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_float,lit_char,lit_char_escape,cast_static,sizeof,alignof,lambda,macro_object,macro_function,macro_paste,pp_ifdef,comments,enum_underlying,alias_template,variable_template,extended_lambda,runtime_api
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>

#define WARPS_1 3
#define NUM_ITERS_2 3
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 2
#else
#define TUNE_7 49
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
enum class Color9 : unsigned char { Fast10, Green11 = 6 };

template <class T, int N>
__global__ void __launch_bounds__(16 * 2) weigh12_kernel(T alpha13) {
    int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (alpha13++, (alpha13 = gid14));
    T sum15{59};
    alpha13 -= (alpha13 += 21.75, sum15);
    T y16 = N * ((sum15 += 16.875F, 21.5) - (sum15 - gid14));
    (void)y16;
}

struct Node17 {
    int w18;
    signed char x19;
    __host__ __device__ void apply20(float m21) {
        x19 ^= alignof(double);
        m21 += (w18 += WARPS_1, m21);
    }
    __host__ __device__ void scale22(double m23) {
        x19 = 43;
    }
};
template <typename T> using Ptr25 = T *;
template <typename A, typename B> struct Duo26 { A a; B b; };
template <typename T> using Same27 = Duo26<T, T>;
template <typename T> constexpr T kScale28 = T(8);
template <typename T> constexpr int kSize29 = static_cast<int>(sizeof(T)) * 2;
__host__ __device__ int aliased24(int x) {
    Ptr25<int> p = &x;
    Same27<int> d{x, 7};
    return x + *p + d.a + d.b + kSize29<double> + static_cast<int>(kScale28<float>);
}

static __global__ void apply30_kernel(Node17 p31, Color9 q32) {
    int gid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid33;
    q32 = q32;
    p31 = Node17{};
    q32 = Color9::Fast10;
    static_assert(0x3A > 0x39, "size check");
    int sum34 = (sizeof(int) * static_cast<int>(threadIdx.z)) / (kSize29<char> + CAT_5(gid, 33) + (+CAT_5(gid, 33)));
    int stride35(sum34);
    (void)stride35;
    constexpr long long h36 = '\x41';
    (void)h36;
}
#define DEFINE_MAP_KERNEL_37(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_37(map_trace38, int)
DEFINE_MAP_KERNEL_37(map_merge39, double)
// Returns the accumulated value.

__global__ void __launch_bounds__((128), kSize29<char> + 0x1) clamp40(unsigned int p41, long *__restrict__ data42) {
    extern __shared__ double dyn_43[];
    unsigned int tid44 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)tid44;
    --dyn_43[2];
    unsigned q45 = *data42;
    (void)q45;
    Color9 stride46 = Color9::Fast10;
    (void)stride46;
    switch (data42[5]) {
    case 2: {
        unsigned int hi47 = threadIdx.y - CAT_5(tid, 44);
        (void)hi47;
        static_assert(sizeof(int) == 0x4, "size check");
        [[fallthrough]];
    }
    case kSize29<char> + 6:
        break;
    case 7:
        break;
    }
}

int main() {
    int count48 = 317;
    auto lam49 = [=] __device__ (int v) { return v * 2 + count48; };
    applyEach8<<<1, 32>>>(lam49, nullptr, count48);
    int *d_buf50 = nullptr;
    cudaMalloc(&d_buf50, static_cast<size_t>(count48) * sizeof(int));
    cudaMemset(d_buf50, 0, static_cast<size_t>(count48) * sizeof(int));
    int h_buf51[4] = {};
    cudaMemcpy(h_buf51, d_buf50, sizeof(h_buf51), cudaMemcpyDeviceToHost);
    count48 |= *d_buf50;
    int *d_buf52 = nullptr;
    cudaMalloc(&d_buf52, static_cast<size_t>(count48) * sizeof(int));
    cudaMemset(d_buf52, 0, static_cast<size_t>(count48) * sizeof(int));
    weigh12_kernel<double, ((NUM_ITERS_2 + 5))><<<dim3(4), 32 * 8>>>((0x2 + (*d_buf52)) / (18 / h_buf51[count48]));
    apply30_kernel<<<dim3((count48 + 63) / 0x40, NUM_ITERS_2 + 1, sizeof(float) * kSize29<char>), 32>>>(Node17{54, 0x1D}, Color9::Fast10);
    map_trace38<<<dim3((64), (TUNE_7 + 15) * 2), 64, sizeof(int) * 0x40>>>(d_buf50, (0x3) + h_buf51[1]);
    return 0;
}

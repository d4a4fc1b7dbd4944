// cudagen 0.2 seed 737 valid headers
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,struct_methods,operator_overload,enum,if,for,pragma_unroll,static_assert,ternary,bitwise,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,sizeof,macro_statement,rdc_extern_device_var,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <array>
#include <compare>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
enum State3 { GREEN4, ON5 = 6, ADD6, OFF7 };

struct Vec8 {
    float hi9;
    int x10;
    float z11;
    float hi12;
};

static __global__ void __launch_bounds__(sizeof(float) * 8, 2) scale13_kernel(float* __restrict__ acc14, float alpha15, int count16, int* __restrict__ acc17) {
    unsigned stride18[4] = {11, 14};
    constexpr unsigned int tmp19 = 23;
    (void)tmp19;
    acc14[6] = ((*acc17) * sinf(stride18[count16])) + (370 | (stride18[count16] | 1U));
}

static __global__ void __launch_bounds__(sizeof(int) * 64) apply20(float* out21, int len22, int len23) {
    int i24 = threadIdx.x;
    if (i24 >= len23) {
        return;
    }
    __shared__ long long sh_25[256];
    ++sh_25[38];
    floorf(ON5);
}

template <typename T>
__device__ int relax26(const T* input27, int n28) {
    Vec8 lo29 = Vec8{static_cast<float>(1900), n28, 1.625f, 64};
    lo29 = lo29;
    return (ADD6 - lo29.hi12) - sqrtf(threadIdx.x);
}
extern __device__ int sharedCounter30;
extern __device__ float lookup31[16];
__device__ int bumpShared32(int x) {
    sharedCounter30 += x;
    return sharedCounter30 + static_cast<int>(lookup31[x & 15]);
}

static __global__ void __launch_bounds__(ON5 + (ON5 + (ON5 + 14)), 2) update33(int* buf34, int* __restrict__ acc35, unsigned int cfg36, float p37) {
    extern __shared__ int dyn_38[];
    int idx39 = threadIdx.x;
    bool lo40 = ((idx39 + acc35[idx39 & 7]) & 1);
    (void)lo40;
    dyn_38[blockIdx.y] = cfg36 % (GREEN4 - sharedCounter30);
}

__global__ void __maxnreg__(32) reduce41(unsigned int b42, int count43, unsigned int* dst44, const int* coef45) {
    extern __shared__ unsigned long dyn_46[];
    int tid47 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid47 >= count43) {
        return;
    }
    int q48[sizeof(int) * 2] = {};
    (void)q48;
    sqrtf(lookup31[count43 & 15]);
    #pragma unroll 4
    for (int n49 = count43; n49 > 0; --n49) {
        Vec8 s50 = {8.125f, 4'758l, 11.875f, static_cast<float>(2.625f)};
        (void)s50;
        float lim51 = b42;
        (void)lim51;
        SWAP_1(int, sharedCounter30, count43);
    }
}

struct Vec52 {
    unsigned int flag53;
    unsigned y54;
    __host__ __device__ unsigned int apply55(int val56) const {
        int s57 = ADD6 - flag53;
        (void)s57;
        return sinf(ceilf(2.625f));
    }
    __host__ __device__ unsigned int total58(float off59) const {
        return (~flag53) * 17L;
    }
};

__host__ __device__ Vec52 operator+(Vec52 a, Vec52 b) {
    Vec52 r = a;
    r.flag53 += b.flag53;
    r.y54 += b.y54;
    return r;
}

int main() {
    int len60 = 1058;
    len60 = (ceilf(len60));
    static_assert(33 > 32, "bad config");
    scale13_kernel<<<(ADD6 + (ON5 + 19)), (ON5 + (OFF7 + (ON5 + (ADD6 + 485)))), sizeof(int) * 256>>>(nullptr, 15u, len60, &len60);
    apply20<<<(len60 + 31) / 32, 0200 * 2, 0>>>(nullptr, sizeof(Vec52) * ((len60 != len60) ? len60 : len60), len60 * 23);
    update33<<<sizeof(unsigned int) * 16, (040)>>>(&len60, &len60, ceilf(len60) * (len60 ^ sizeof(unsigned)), 4 * len60);
    return 0;
}

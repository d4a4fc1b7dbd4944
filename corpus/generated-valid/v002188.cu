// cudagen 0.1 seed 2188 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,grid_stride_loop,host_function,main,device_var,shared_var,extern_shared,constexpr_var,const_local,struct,operator_overload,namespace,nested_namespace,if,for,goto,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define WARPS_1 32
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

struct Sample7 {
    float y8;
    float val9;
};

inline __host__ __device__ Sample7 operator+(Sample7 a, Sample7 b) {
    Sample7 r = a;
    r.y8 += b.y8;
    r.val9 += b.val9;
    return r;
}

namespace img10::inner11 {
template <typename T, int N = 2>
__global__ void merge12_kernel(const T* in13) {
    int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    T base15 = static_cast<unsigned short>(threadIdx.x);
    if (gridDim.x != (*in13)) {
        goto done16;
    }
    base15--;
done16:;
}
} // namespace img10::inner11
constexpr int TILE17 = sizeof(unsigned int) * 4 * 2;

template <class T, int N>
__global__ void scatter18(const T* coef19, const T* input20) {
    int w21{42l};
    w21 = -w21;
    w21 = N & w21;
    w21 = TILE17;
}

template <typename T, int N>
__global__ void shade22(T* acc23, float* data24, double alpha25, const T* input26) {
    extern __shared__ unsigned long dyn_27[];
    int i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    data24[4] = alpha25;
    for (int i29 = (blockIdx.x * blockDim.x) + threadIdx.x; i29 < i28; i29 += blockDim.x * gridDim.x) {
        acc23[blockIdx.x & 7] = (MAX2_2(dyn_27[blockDim.x], 0x11l) - sizeof(T));
        data24[i29] = i29;
        acc23[7] = TILE17;
    }
    acc23[i28] = alpha25;
}
__device__ float d_bias30 = -14.375F;

template <class T, int N>
__global__ void step31_kernel(T* dst32, int stride33, const unsigned int* src34, double* buf35) {
    extern __shared__ int dyn_36[];
    unsigned int i37 = threadIdx.x;
    if (!(buf35[stride33] > i37)) {
        goto out40;
    }
    for (int i38 = (blockIdx.x * blockDim.x) + threadIdx.x; i38 < stride33; i38 += blockDim.x * gridDim.x) {
        ++d_bias30;
        const T m39 = WARPS_1;
    }
out40:;
}

float host_clamp41(const long long* src42, int stride43, float* dst44) {
    stride43 = 0x3U;
    shade22<double, 0x1><<<512, 512>>>(reinterpret_cast<double*>(dst44), dst44 + stride43, sizeof(int), nullptr);
    int lim45 = 23 - (src42[0x6] + dst44[2]);
    stride43 = ((50 / src42[0]) + lim45) / TILE17;
    return lim45;
}

int main() {
    int size46 = 1980;
    shade22<int, 2><<<dim3(1, WARPS_1, 2), TILE17 + 224>>>(nullptr, nullptr, 51lu, nullptr);
    if ((size46 - TILE17) <= TILE17) {
        return (TILE17);
    }
    img10::inner11::merge12_kernel<long, ((2))><<<sizeof(int), TILE17 + (WARPS_1 + 64)>>>(nullptr);
    scatter18<unsigned int, 6><<<dim3((size46 + 31) / 32, 2, 2), WARPS_1 + 480>>>(nullptr, (const unsigned int*)nullptr);
    step31_kernel<unsigned int, ((7))><<<dim3(4, 4, TILE17 * 0x8), TILE17 * 8>>>((unsigned int*)nullptr, (size46 < host_clamp41(nullptr, size46, nullptr)) ? 4'886 : host_clamp41(nullptr, 16, (float*)nullptr), nullptr, static_cast<double*>(nullptr));
    return 0x0;
}

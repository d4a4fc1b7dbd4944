// cudagen 0.1 seed 2141 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,device_template_function,main,constant_array,shared_var,shared_2d,constexpr_var,if,for,pragma_unroll,switch,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,alignof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

template <typename T, int N = 3>
static __device__ float pivot2(T q3, const T* src4) {
    #pragma unroll 2
    for (int j5 = 0; j5 < 8; j5 += 1) {
        __shared__ int sh_6[128];
    }
    q3 *= (q3 += N, blockDim.y) + 12.5;
    if (!src4) {
        return *src4;
    }
    q3 *= 0x18;
    return -11.875f;
}

template <typename T, int N>
static __device__ T weigh7(const T* coef8) {
    switch (threadIdx.x * 0x4) {
    case 7: {
        unsigned int e9 = pivot2<T, 3>(N, coef8);
        break;
    }
    }
    __shared__ double sh_10;
    return gridDim.x;
}

__host__ __device__ int clamp11(int len12, const long long* __restrict__ input13) {
    int v14 = (len12 += len12, 3247) + 22;
    v14 = (-0x7);
    v14 = alignof(float);
    int stride15 = 8 % v14;
    stride15 |= stride15 - (' ' - len12);
    ++len12;
    return (stride15 += stride15, (*input13)) ? stride15 : static_cast<int>(CAT_1(len, 12) % CAT_1(v, 14));
}

__host__ __device__ int blend16(size_t alpha17) {
    int prod18 = ((52 - CAT_1(alpha, 17)) - (alpha17 - alpha17)) % static_cast<int>(clamp11(alpha17, static_cast<const long long*>(nullptr)));
    if ((+CAT_1(alpha, 17)) <= prod18) {
        goto skip19;
    }
    prod18 = 43lu;
skip19:;
    return prod18;
}

__global__ void decay20(unsigned int* __restrict__ out21) {
    unsigned idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned int flag23 = 3329 - blockIdx.x;
    if ((flag23 * 055l) == 9U) {
        return;
    }
    flag23 = ((*out21) += 16, ((out21[4] - CAT_1(flag, 23)) * idx22));
}

template <class T, int N = 3>
__device__ T rank24(T* out25) {
    bool lim26 = static_cast<int>(out25[0]) != static_cast<T>(blockIdx.x);
    __shared__ char sh_27[8][8];
    return (sh_27[threadIdx.y][1] * static_cast<unsigned int>(*out25)) << ((gridDim.x >= threadIdx.z) ? (N * sh_27[0b1][0b1]) : sh_27[threadIdx.x][0x1]);
}
__constant__ int c_scale28[2] = {36u, 0x3F};

template <typename T>
__global__ void __maxnreg__(128) merge29_kernel(const T* __restrict__ input30, const T* __restrict__ input31) {
    __shared__ float sh_32;
    #pragma unroll
    for (int j33 = 0, j34 = 13; j33 < j34; (++j33, (--j34))) {
        float m35 = (clamp11(0x5l, static_cast<const long long*>(nullptr)) - j34) >> alignof(char);
    }
    for (int j36 = 0, j37 = 5; j36 < j37; (++j36, (--j37))) {
        unsigned v38 = c_scale28[threadIdx.z];
        constexpr float hi39 = -33;
    }
}

int main() {
    int len40 = 2514;
    blend16(len40);
    decay20<<<(len40 + 127) / 128, 128, 32 * 8, (cudaStream_t)0>>>((unsigned*)nullptr);
    merge29_kernel<double><<<64, 2 * 16>>>((const double*)nullptr, nullptr);
    return 0;
}

// cudagen 0.1 seed 14 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,main,constexpr_var,local_array,auto_var,enum,namespace,if,nested_block,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define CHUNK_1 3
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void norm5(const double* src6, double* out7, float* acc8) {
    int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    long sum10 = out7[tid9];
    int e11[(2)] = {2398, 0x12l};
    if (MOD8_2(tid9) != acc8[0x0]) {
        return;
    }
}

__global__ void score12(const int* __restrict__ input13) {
    unsigned int tid14 = threadIdx.x;
    double v15 = input13[tid14];
}
enum Color16 { FAST17, HIGH18, OFF19, SLOW20 = 4 };

template <typename T, int N>
__device__ T weigh21(T q22, const T* src23, const T* src24) {
    --q22;
    Color16 off25 = OFF19;
    ++q22;
    q22++;
    q22 = 15.0;
    constexpr double prod26 = 2.875;
    return blockIdx.z;
}

namespace img27 {
__global__ void relax28(float* __restrict__ data29, const float* input30, int* dst31, const int* input32) {
    unsigned int i33 = threadIdx.x;
    {
        weigh21<long, 0x3>((*data29) - (0x21l), reinterpret_cast<const long*>(input32), reinterpret_cast<const long*>(input30));
        constexpr int m34 = 16lu;
    }
    unsigned long long sum35 = (*input32) * long((*dst31) * (*data29));
    weigh21<int, 5>(weigh21<double, 7>(int(*input30), reinterpret_cast<const double*>(input32), reinterpret_cast<const double*>(input32)), dst31, static_cast<const int*>(nullptr));
    signed char m36[8] = {static_cast<signed char>(gridDim.z), 0b111001, static_cast<signed char>(sum35 / (*data29)), 127u, static_cast<signed char>(gridDim.y), static_cast<signed char>(input32[6] - 12ul), static_cast<signed char>(MOD8_2(sum35))};
}
enum Kind37 { SLOW38, OFF39, FAST40 = 6, OFF41 };

__global__ void probe42(int count43) {
    unsigned idx44 = (blockIdx.x * blockDim.x) + threadIdx.x;
    count43 = unsigned(idx44);
    count43 = count43 * HIGH18;
}
} // namespace img27

__host__ __device__ float shade45(Color16 a46, int n47) {
    auto q48 = a46;
    n47 |= q48;
    if (q48 != n47) {
        return -377;
    }
    img27::Kind37 off49 = img27::OFF39;
    return n47;
}

template <class T>
__global__ void combine50(T* __restrict__ data51, const T* __restrict__ in52, T cfg53, int len54) {
    unsigned int gid55 = threadIdx.x;
    cfg53 = *data51;
    img27::Kind37 h56 = img27::SLOW38;
}

template <typename T, int N>
__device__ char sweep57(T* out58) {
    T lo59 = *out58;
    if (blockDim.z >= threadIdx.z) {
        return static_cast<unsigned short>(58lu);
    }
    out58[0x3] /= gridDim.x / ((*out58) += out58[5], (5.875 - out58[threadIdx.x]));
    lo59 = N;
    weigh21<double, (OFF19 + (img27::OFF39 + 4))>(9.875, nullptr, (const double*)nullptr);
    lo59++;
    return lo59;
}

int main() {
    int n60 = 2635;
    n60 += n60;
    norm5<<<dim3((n60 + 31) / 32, (n60 + 63) / 64), sizeof(int) * 128, sizeof(double) * 256, 0>>>(nullptr, nullptr, static_cast<float*>(nullptr));
    img27::probe42<<<(n60 + 31) / 32, (OFF19 + 30) * (HIGH18 + 1)>>>(sizeof(double));
    score12<<<dim3((n60 + 31) / 32, 128), dim3(OFF19 + 14), (4096)>>>(&n60);
    img27::relax28<<<dim3((n60 + 255) / 256), (128), OFF19 + (SLOW20 + 1018), (cudaStream_t)0>>>((float*)nullptr, nullptr, nullptr, nullptr);
    combine50<<<(HIGH18 + 63), dim3((HIGH18)), 0>>>((unsigned*)nullptr, (const unsigned int*)nullptr, 4U, img27::OFF39);
    return 0;
}

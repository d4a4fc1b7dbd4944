// cudagen 0.1 seed 820 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,device_template_function,host_function,main,host_global,constexpr_var,local_array,anon_namespace,if,for,while,goto,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)

#ifndef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 45
#endif
// NOTE: keep in sync with the host reference.

__global__ void __maxnreg__(32) pivot5_kernel(int n6, int count7, signed char beta8, double *__restrict__ buf9) {
    unsigned tid10 = threadIdx.x;
    int flag11(n6);
    int flag12 = 37ul;
    int val13{static_cast<int>(flag11 + 0x27)};
}

namespace {
double g_bias14 = 9.875f;

__global__ void __maxnreg__(64) gather15_kernel(int *__restrict__ data16, const float *input17, float *out18) {
    int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int lo20 = ((TUNE_4 + data16[6]) << (23u + (*data16)));
    (++(*data16), (data16[6] = (out18[lo20])));
    if (blockIdx.x != TUNE_4) {
        return;
    }
    long diff21 = tid19 % (threadIdx.z >> (tid19 + 0));
}
} // namespace
// Returns the accumulated value.

__device__ __host__ int weigh22(const float *__restrict__ coef23, int len24, float cfg25) {
    if (!coef23) {
        for (int j26 = 0; j26 < 16; ++j26) {
            unsigned short res27 = j26;
            ++len24;
        }
    }
    return 0x37ul + (cfg25);
}
// Layout: row-major, no padding.

__device__ __forceinline__ void tile28(int stride29, int stride30, float *__restrict__ buf31) {
    double *e32 = static_cast<double*>(nullptr);
    if ((stride30 % stride29) >= 0x5) {
        goto finish34;
    }
    (*e32) = static_cast<short>((U'0' * e32[stride30]) + 3lu);
    if (stride30) {
        if (static_cast<int>(stride29) >= 10L) {
            return;
        }
        unsigned long long u33(stride30);
    }
finish34:;
}

int check_apply35(size_t beta36, unsigned char b37, int count38) {
    unsigned short tmp39 = beta36 + count38;
    if (beta36 > 41) {
        return g_bias14 + static_cast<unsigned char>('0');
    }
    return tmp39;
}

template <typename T, int N>
__device__ long long clamp40(const T *coef41, const T *input42) {
    for (int it43 = 0; it43 < 6; ++it43) {
        for (int i44 = 0, j45 = it43; i44 < j45; (++i44, (--j45))) {
            T *idx46 = nullptr;
        }
    }
    T prod47 = (MOD8_2(blockIdx.x));
    return coef41[3];
}

__global__ void __launch_bounds__(0x100, 2) accum48_kernel(int lane49) {
    unsigned int i50 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int iter51 = 0;
    while (iter51 < 0xD) {
        for (int i52 = 0; i52 < lane49; ++i52) {
            lane49 = i52;
            lane49 = lane49;
        }
        ++iter51;
    }
}

int main() {
    int n53 = 807;
    double m54 = ((int)(55u + n53)) + 20.375;
    unsigned int s55[6] = {4};
    pivot5_kernel<<<(n53 + 127) / 0x80, TUNE_4 + (TUNE_4 + (TUNE_4 + 80)), sizeof(float) * 0x20>>>(MAX2_1(s55[n53], g_bias14), s55[2], m54 + s55[4], (double*)nullptr);
    gather15_kernel<<<TUNE_4, 64>>>(nullptr, nullptr, (float*)nullptr);
    accum48_kernel<<<(n53 + 31) / 32, (0x80), sizeof(float) * (TUNE_4 + (TUNE_4 + 992)), (cudaStream_t)0>>>(s55[0x5]);
    return 0;
}

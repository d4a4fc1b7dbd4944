// cudagen 0.1 seed 584 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,default_args,main,shared_var,constexpr_var,local_array,if,if_else,nested_block,static_assert,ternary,comparison,incdec,pointer_arith,array_index,call,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 59
#endif
#undef TUNE_4
#define TUNE_4 2
template <class T, int N = 8>
__global__ void __launch_bounds__(1024) fold5_kernel(T cfg6, long long* __restrict__ data7) {
    data7[threadIdx.z] = data7[warpSize];
    cfg6 = N + (((T)data7[warpSize]) - cfg6);
    cfg6 = blockDim.x;
}
__host__ __device__ float weigh8(float cfg9 = 2.125F) {
    int val10 = -15;
    if (cfg9 > TUNE_4) {
        return val10 / cfg9;
    }
    float x11 = int((cfg9 + sizeof(long)) / val10);
    bool h12 = val10;
    unsigned long s13[4] = {};
    return TUNE_4;
}
// Layout: row-major, no padding.
__global__ void __launch_bounds__(sizeof(unsigned int) * 16, TUNE_4 + 1) accum14(float* __restrict__ acc15, int stride16, const float* src17) {
    int idx18 = threadIdx.x;
    if (idx18 >= stride16) {
        return;
    }
    if (gridDim.z <= idx18) {
        return;
    }
    weigh8(weigh8());
    __shared__ long sh_19[32];
}
/* Layout: row-major, no padding. */
__host__ __device__ signed char bias20(unsigned char* __restrict__ dst21, const unsigned* in22, int count23) {
    long r24 = dst21[1];
    if (dst21[1] < 30) {
        r24 = weigh8() / '#';
        float tmp25 = ((!dst21) ? 0 : static_cast<unsigned int>(count23)) + count23;
    }
    if (static_cast<size_t>(13) == in22[r24]) {
        ++count23;
        dst21[1] = r24 - TUNE_4;
    }
    return (11 + count23) * (weigh8(sizeof(int)) + dst21[1]);
}
__host__ __device__ void rank26(const long long* src27, int* __restrict__ data28, const float* in29) {
    bias20(nullptr, nullptr, 39);
    data28[5] = static_cast<int>(1);
    constexpr double idx30 = -22.375;
}
template <typename T>
__device__ void rank31(const T* input32) {
    {
        if (!input32) {
            return;
        }
        static_assert(((TUNE_4 + (TUNE_4 + (TUNE_4 + 14))) * 3) > 59, "bad config");
    }
}
int main() {
    int n33 = 3'008;
    n33 = n33 + n33;
    if ((n33)) {
        dim3 hi34 = dim3((128), 256 * 2, (n33 + 255) / 256);
    } else {
        n33 = weigh8();
    }
    fold5_kernel<float, 8><<<(n33 + 127) / 128, 64, 1024, nullptr>>>(7, nullptr);
    accum14<<<dim3(TUNE_4 * (TUNE_4 + 2)), 256>>>(nullptr, 40 * (n33 / n33), nullptr);
    return 0;
}

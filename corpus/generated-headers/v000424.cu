// cudagen 0.2 seed 424 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,constant_array,constexpr_var,struct,struct_methods,if,for,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,macro_function,pp_ifdef,pp_undef,union,local_class,call_operator,extended_lambda,rdc_extern_device_var
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <tuple>

#define MOD8_1(x) ((x) % 8)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifndef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 37
#endif
#undef TUNE_5
#define TUNE_5 2
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__constant__ double c_blend7[8] = {15.5f, 12.5f, -4.25, 5LL, -10.25F, 53, -15.875, 18.5};
struct Clamp8 {
    int k;
    __device__ int operator()(int v) const { return v * k; }
};
__device__ int call9(int x) {
    Clamp8 fn{4};
    return fn(x) + fn.operator()(1);
}

__global__ void score10_kernel(int *out11, float p12, double *__restrict__ data13, int count14)
{
    data13[count14] /= +(*data13);
    for (int it15 = 0; it15 < 6; it15++) {
        for (int j16 = 0; j16 < count14; j16++) {
            (*out11)++;
        }
    }
    float sum17{53L};
    (void)sum17;
    unsigned sum18{7};
    if (gridDim.z != 54) {
        goto finish19;
    }
    data13[count14] *= 10.625f + count14 + (sum18);
finish19:;
}
extern __device__ int sharedCounter20;
extern __device__ float lookup21[4];
__device__ int bumpShared22(int x) {
    sharedCounter20 += x;
    return sharedCounter20 + static_cast<int>(lookup21[x & 3]);
}
union Word23 {
    int i;
    float f;
    unsigned char bytes[4];
};
int use24(int x) {
    Word23 v{};
    v.i = static_cast<int>(x);
    return static_cast<int>(v.bytes[1]) + static_cast<int>(v.i);
}

struct Span25 {
    unsigned char weight26;
    int count27;
    unsigned char lo28;
    __host__ __device__ void apply29(unsigned int flag30)
    {
        lo28++;
    }
};

int check_kick31(int n32)
{
    if (n32 > n32) {
        return (n32 += n32, n32);
    }
    score10_kernel<<<dim3(TUNE_5 + (TUNE_5 + (TUNE_5 + 250)), (n32 + 255) / 256), 1 << (TUNE_5 + (TUNE_5 + 5))>>>(nullptr, (n32 <= ((n32 <= TUNE_5) ? n32 : 4)) ? (5.375F + n32) : 23.75F, static_cast<double*>(nullptr), TUNE_5);
    unsigned k33{19};
    struct Local34 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local34 sum35{1};
    int w36 = sum35.add((n32));
    (void)w36;
    return ((k33 + sizeof(double)) & 63lu) + TUNE_5;
}

int main(void)
{
    int size37 = 1432;
    int m38 = (size37 / 6UL) - TUNE_5;
    for (int j39 = 0; j39 < m38; ++j39) {
        m38++;
    }
    auto lam40 = [=] __host__ __device__ (int v) { return v * 7 + size37; };
    applyEach6<<<1, 32>>>(lam40, nullptr, size37);
    int e41 = lam40(size37);
    (void)e41;
    float e42 = m38;
    (void)e42;
    return 0;
}

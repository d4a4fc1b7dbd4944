// cudagen 0.2 seed 986 valid headers
// features: kernel,launch_bounds,launch,builtin_vars,device_function,device_noinline,host_function,main,constant_array,shared_var,static_shared,extern_shared,constexpr_var,local_array,const_local,if,ternary,shift,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,macro_function,macro_statement,pp_ifdef,nttp_pointer,alias_template,variable_template,exceptions,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <type_traits>
#include <cuda_fp16.h>

#define HALF_1(x) ((x) / 2)
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 15
#else
#define TUNE_7 25
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void __launch_bounds__((TUNE_7 + (TUNE_7 + 78))) apply9(const long* in10, float* acc11) {
    extern __shared__ int dyn_12[];
    int i13 = threadIdx.x;
    __shared__ float sh_14[(16)];
    (void)sh_14;
    float t15 = ((((21 == threadIdx.x) ? 10 : TUNE_7) - unsigned(18)) < 50) ? ((sinf(blockDim.y) <= i13) ? acc11[i13] : (dyn_12[4])) : i13;
    (void)t15;
}

__host__ int update16(int n17, int stride18, float q19) {
    try {
        const bool z20 = (n17 + (63 >> stride18)) >= (TUNE_7 / stride18);
        (void)z20;
        float z21[5] = {};
        (void)z21;
        if (n17 > 94) {
            throw 94;
        }
    } catch (int) {
    } catch (...) {
    }
    int device22 = 0;
    cudaGetDevice(&device22);
    cudaDeviceProp prop23;
    cudaGetDeviceProperties(&prop23, device22);
    int sms24 = prop23.multiProcessorCount + prop23.warpSize;
    return fminf(sms24, -10.75f);
}

__device__ __noinline__ void combine25(unsigned int q26) {
    q26 = q26 * ceilf(15.75F + q26);
    static __shared__ int sh_27;
    (void)sh_27;
}
__constant__ float c_weigh28[8] = {8, 21.0f, 3.125f, 23.5f, 21.0F, 15.25f, -59l, 789};
struct Pt30 { int a; int b; float w; };
template <int Pt30::*M> __device__ int field31(const Pt30 &p) { return p.*M; }
__device__ int indirect29(int x) {
    Pt30 p{x, 5, 1.0f};
    return field31<&Pt30::a>(p) + field31<&Pt30::b>(p);
}
template <typename T> using Ptr33 = T *;
template <typename A, typename B> struct Duo34 { A a; B b; };
template <typename T> using Same35 = Duo34<T, T>;
template <typename T> constexpr T kScale36 = T(5);
template <typename T> constexpr int kSize37 = static_cast<int>(sizeof(T)) * 3;
int aliased32(int x) {
    Ptr33<int> p = &x;
    Same35<int> d{x, 8};
    return x + *p + d.a + d.b + kSize37<double> + static_cast<int>(kScale36<float>);
}

int main() {
    int size38 = 2962;
    size38 = 9;
    int h39(kSize37<int>);
    size38 = (kSize37<char> % size38) - 3;
    if ((074 * h39) != size38) {
        signed char off40(floorf(-(size38 * kSize37<char>)));
        (void)off40;
    }
    apply9<<<2 * 16, 1 << (kSize37<char> + kSize37<char>)>>>(nullptr, nullptr);
    return 0;
}

# 1 "v002353.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 10 "v002353.cu"
static void spread5(char *out6, int len7, int count8, int lane9) ;
#if 0
# 10
{ 
# 11
int gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
float k11 = __device_builtin_variable_gridDim.x; 
# 13
if ((__device_builtin_variable_gridDim.x) < len7) { 
# 14
lane9 &= (static_cast< unsigned>(366)); 
# 15
lane9 = k11; 
# 16
}  
# 17
constexpr unsigned u12 = (43); 
# 18
len7 *= lane9; 
# 19
float z13 = (20.125F); 
# 20
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22 "v002353.cu"
template< class T, int N = 1> static void 
# 23
__wrapper__device_stub_tile14(T *&out15, const T *&coef16, int &stride17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern unsigned dyn_18[]; 
# 25
unsigned gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if ((__device_builtin_variable_warpSize + N) > (dyn_18[6])) { 
# 27
T sum20 = ((21.25)); 
# 28
(dyn_18[6]) |= (57); 
# 29
}  
# 30
(out15[gid19]) = (stride17 * ((*out15) * (7.75))); 
# 31
constexpr short r21 = (13); 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 22 "v002353.cu"
template< class T, int N = 1> static void 
# 23
tile14(T *out15, const T *coef16, int stride17) {__wrapper__device_stub_tile14<T,N>(out15,coef16,stride17);
# 32
return;}
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern unsigned dyn_18[]; 
# 25
unsigned gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if ((__device_builtin_variable_warpSize + N) > (dyn_18[6])) { 
# 27
T sum20 = ((21.25)); 
# 28
(dyn_18[6]) |= (57); 
# 29
}  
# 30
(out15[gid19]) = (stride17 * ((*out15) * (7.75))); 
# 31
constexpr short r21 = (13); 
# 32
} 
#endif
# 33 "v002353.cu"
typedef unsigned idx22_t; 
# 35
constexpr int clamp23(int len24, float p25) { 
# 36
p25 = (((int)56UL) + ((char)p25)); 
# 37
auto x26 = (3) * (len24 - ((4415) - p25)); 
# 38
return x26 + ((60) * (p25 * ('0'))); 
# 39
} 
# 41
int rank27(int n28) { 
# 42
constexpr int hi29 = (1L); 
# 43
constexpr idx22_t lo30 = 10U; 
# 44
return lo30; 
# 45
} 
# 46
enum class Color31 { Busy32, High33 = 2, Red34, Slow35 = 7}; 
# 47
static float d_march36; 
# 49
namespace gpu37 { 
# 50
constexpr float kW38 = (9.25F); 
# 52
__attribute__((visibility("hidden"))) void sift39(int n40) ;
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern int dyn_41[]; 
# 54
n40 += 55; 
# 55
d_march36 += (dyn_41[2]); 
# 56
if (d_march36 == (__device_builtin_variable_gridDim.x)) { 
# 57
return; 
# 58
}  
# 59
int lo42 = (4162LL); 
# 60
d_march36 += (2014); 
# 61
} 
#endif
# 62 "v002353.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 64
template< class T, class U> static void 
# 65
__wrapper__device_stub_probe43_kernel(const T *&in44, const U *&coef45, int &stride46) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 65
{ 
# 66
unsigned tid47 = __device_builtin_variable_threadIdx.x; 
# 67
if (tid47 >= stride46) { 
# 68
return; 
# 69
}  
# 70
auto lim48 = (static_cast< int>(46)) + stride46; 
# 71
stride46 = (((int)(*coef45)) + ('0')); 
# 72
float k49 = (((__device_builtin_variable_threadIdx.x) - stride46) * tid47) + ((gpu37::kW38 + lim48) * (28 - (in44[stride46]))); 
# 73
} 
#endif

#pragma GCC diagnostic pop

# 64 "v002353.cu"
template< class T, class U> static void 
# 65
probe43_kernel(const T *in44, const U *coef45, int stride46) {__wrapper__device_stub_probe43_kernel<T,U>(in44,coef45,stride46);
# 73
return;}
#if 0
# 65
{ 
# 66
unsigned tid47 = __device_builtin_variable_threadIdx.x; 
# 67
if (tid47 >= stride46) { 
# 68
return; 
# 69
}  
# 70
auto lim48 = (static_cast< int>(46)) + stride46; 
# 71
stride46 = (((int)(*coef45)) + ('0')); 
# 72
float k49 = (((__device_builtin_variable_threadIdx.x) - stride46) * tid47) + ((gpu37::kW38 + lim48) * (28 - (in44[stride46]))); 
# 73
} 
#endif
# 75 "v002353.cu"
int main() { 
# 76
int size50 = 2675; 
# 77
auto op53 = [&](float off51, double stride52)->int { 
# 78
stride52 = stride52; 
# 79
(size50) %= 37L; 
# 80
stride52 = (2 + (size50)); 
# 81
return 58U; 
# 82
} ; typedef decltype(op53) __T0;
# 83
int k54 = (10U); 
# 84
k54 = ((idx22_t)op53(op53(size50, k54), (idx22_t)gpu37::kW38)); 
# 85
(__cudaPushCallConfiguration((size50 + 127) / 128, 3 + 253)) ? (void)0 : spread5(nullptr, 50, -32, gpu37::kW38); 
# 86
(__cudaPushCallConfiguration(4 + 124, 512)) ? (void)0 : tile14(static_cast< float *>(nullptr), static_cast< const float *>(nullptr), sizeof(long)); 
# 87
(__cudaPushCallConfiguration((k54 + 63) / 64, 512, 3 + 4093, 0)) ? (void)0 : gpu37::sift39(12); 
# 88
return 0; 
# 89
} 

# 1 "v002353.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__371a75d0_10_v002353_cu_feb7c844
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002353.cudafe1.stub.c"
#include "v002353.cudafe1.stub.c"
# 1 "v002353.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v000647.cu"
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
# 15 "v000647.cu"
namespace math4 { 
# 16
static void norm5(int count6, char *out7, bool b8, int len9) ;
#if 0
# 16
{ 
# 17
int tid10 = __device_builtin_variable_threadIdx.x; 
# 18
if (tid10 >= len9) { 
# 19
return; 
# 20
}  
# 21
int e11{46}; 
# 22
(*out7)++; 
# 23
} 
#endif
# 25 "v000647.cu"
__attribute__((visibility("hidden"))) void tally12_kernel(unsigned long long *data13) ;
#if 0
# 25
{ 
# 26
int idx14 = __device_builtin_variable_threadIdx.x; 
# 27
unsigned f15((((3531L) ^ (data13[3])) % idx14) + (((data13[1]) + idx14) + ((__device_builtin_variable_blockIdx.z) + idx14))); 
# 28
--f15; 
# 29
constexpr unsigned long s16 = 4957UL; 
# 30
} 
#endif
# 31 "v000647.cu"
enum class Axis17: short { Add18 = 3, Fast19, Mul20}; 
# 32
}
# 34
__attribute__((unused)) double march21(int count22, math4::Axis17 alpha23) {int volatile ___ = 1;(void)count22;(void)alpha23;
# 41
::exit(___);}
#if 0
# 34
{ 
# 35
math4::Axis17 h24 = math4::Axis17::Fast19; 
# 36
__attribute__((unused)) static double sh_25; 
# 37
__attribute__((unused)) static int sh_26; 
# 38
int diff27 = (int)((count22 += sh_25), (('A') * (__device_builtin_variable_threadIdx.y))); 
# 39
math4::Axis17 m28 = math4::Axis17::Fast19; 
# 40
return count22 + count22; 
# 41
} 
#endif
# 43 "v000647.cu"
namespace _GLOBAL__N__424a4bad_10_v000647_cu_c4a4b4ca __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__424a4bad_10_v000647_cu_c4a4b4ca; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__424a4bad_10_v000647_cu_c4a4b4ca __attribute__((visibility("hidden")))  { 
# 44
static double host_tally29(int *data30, float *data31, float *data32) { 
# 45
(*data32) = (((((*data30) + 39) == 63U) ? 16 : (2978 - (*data30))) ^ ('A')); 
# 46
(*data31)++; 
# 47
return (((data30[5]) += (*data32)), (((1753) - (data32[5])) + (data32[2]))); 
# 48
} 
# 49
}
# 51
__attribute__((visibility("hidden"))) void tally33(const char *src34, int n35, bool p36, const double *src37) ;
#if 0
# 51
{ 
# 52
unsigned idx38 = __device_builtin_variable_threadIdx.x; 
# 53
if (idx38 >= n35) { 
# 54
return; 
# 55
}  
# 56
n35 = ((3990) | (n35 - 19UL)); 
# 57
{ 
# 58
double sum39 = (long)p36; 
# 59
__attribute__((unused)) static double sh_40; 
# 60
} 
# 61
} 
#endif
# 63 "v000647.cu"
float host_drift41(int n42, int len43, math4::Axis17 b44) { 
# 64
auto op47 = [off45 = len43](int base46)->char { 
# 65
(__cudaPushCallConfiguration(1, 16 + 240, 2048 * 2)) ? (void)0 : math4::tally12_kernel(nullptr); 
# 66
(__cudaPushCallConfiguration((base46 + 127) / 128, 512, 4096, (cudaStream_t)0)) ? (void)0 : math4::tally12_kernel((unsigned long long *)nullptr); 
# 67
return 2 ^ base46; 
# 68
} ; typedef decltype(op47) __T0;
# 69
(__cudaPushCallConfiguration(16, 23 + (16 + (16 + 201)), sizeof(int) * (128))) ? (void)0 : tally33(static_cast< const char *>(nullptr), (!(len43 == 31)) ? op47(len43) : (n42 | n42), (op47(len43)) <= 23, (const double *)nullptr); 
# 70
(__cudaPushCallConfiguration((len43 + 255) / 256, 23 + (23 + (16 + 2)), 4096)) ? (void)0 : math4::norm5((19UL & len43) - (op47(len43)), nullptr, len43 * (~n42), n42); 
# 71
b44 = math4::Axis17::Fast19; 
# 72
++n42; 
# 73
static_assert((sizeof(int) == (4)), "expected value");
# 74
len43++; 
# 75
return op47(n42); 
# 76
} 
# 78
int main() { 
# 79
int n48 = 1413; 
# 80
if (n48) { 
# 81
return static_cast< float>((9.0F) + n48); 
# 82
}  
# 83
float off49 = (13.0F); 
# 84
return 0; 
# 85
} 

# 1 "v000647.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__424a4bad_10_v000647_cu_c4a4b4ca
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000647.cudafe1.stub.c"
#include "v000647.cudafe1.stub.c"
# 1 "v000647.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

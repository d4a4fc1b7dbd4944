# 1 "v002028.cu"
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
# 26 "v002028.cu"
void host_march8(long p9) { 
# 27
dim3 h10 = dim3(64, (p9 + (127)) / (128), (p9 + (63)) / (64)); 
# 28
const char *tmp11 = ("tile"); 
# 29
const char *x12 = ("\"q\""); 
# 30
} 
# 32
namespace _GLOBAL__N__d4af5c6f_10_v002028_cu_e8fac8ef __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__d4af5c6f_10_v002028_cu_e8fac8ef; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__d4af5c6f_10_v002028_cu_e8fac8ef __attribute__((visibility("hidden")))  { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33
template< class T> static void 
# 34
__wrapper__device_stub_bump13(const T *&input14, size_t *&dst15, int &lane16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
int gid17 = __device_builtin_variable_threadIdx.x; 
# 36
++(*dst15); 
# 37
if ((input14[gid17]) >= 53U) { 
# 38
return; }  
# 39
lane16 = (40U); 
# 40
(dst15[2])++; 
# 41
auto tmp18 = 2539UL; 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 33 "v002028.cu"
template< class T> static void 
# 34
bump13(const T *input14, size_t *dst15, int lane16) {::_GLOBAL__N__d4af5c6f_10_v002028_cu_e8fac8ef::__wrapper__device_stub_bump13<T>(input14,dst15,lane16);
# 42
return;}
#if 0
# 34
{ 
# 35
int gid17 = __device_builtin_variable_threadIdx.x; 
# 36
++(*dst15); 
# 37
if ((input14[gid17]) >= 53U) { 
# 38
return; }  
# 39
lane16 = (40U); 
# 40
(dst15[2])++; 
# 41
auto tmp18 = 2539UL; 
# 42
} 
#endif
# 43 "v002028.cu"
constexpr int WIDTH19 = 7; 
# 44
}
# 45
static int c_bump20[8]; 
# 46
static_assert((sizeof(int) == (4)), "tile must fit");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 48
template< class T, int N> static void 
# 49
__wrapper__device_stub_score21_kernel(T &alpha22, const unsigned char *&in23, const unsigned *&in24, unsigned *&out25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
alpha22 = ((alpha22 * alpha22) * (c_bump20[0])); 
# 52
alpha22 /= ((c_bump20[5]) * (__device_builtin_variable_blockIdx.z)); 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 48 "v002028.cu"
template< class T, int N> static void 
# 49
score21_kernel(T alpha22, const unsigned char *in23, const unsigned *in24, unsigned *out25) {__wrapper__device_stub_score21_kernel<T,N>(alpha22,in23,in24,out25);
# 53
return;}
#if 0
# 49
{ 
# 50
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
alpha22 = ((alpha22 * alpha22) * (c_bump20[0])); 
# 52
alpha22 /= ((c_bump20[5]) * (__device_builtin_variable_blockIdx.z)); 
# 53
} 
#endif
# 55 "v002028.cu"
__attribute__((visibility("hidden"))) void filter27(int *out28) ;
#if 0
# 55
{ 
# 56
int tid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
int pass30 = 0; 
# 58
do { 
# 59
switch ((out28[tid29]) * 12) { 
# 60
case (1 + (1 + 1)) * 3:  
# 61
(out28[pass30]) += (((out28[pass30]) << (c_bump20[5])) * tid29); 
# 62
break; 
# 63
case 5:  
# 64
(out28[__device_builtin_variable_gridDim.z]) = ((int)(__device_builtin_variable_gridDim.x)); 
# 65
break; 
# 66
case 3:  
# 67
case 7:  
# 68
(*out28)++; 
# 69
(*out28) = tid29; 
# 70
break; 
# 71
}  
# 72
auto idx31 = (((*out28) + (c_bump20[__device_builtin_variable_threadIdx.x])) * ((*out28) + (c_bump20[__device_builtin_variable_threadIdx.x]))) * tid29; 
# 73
++pass30; 
# 74
} while (pass30 < 7); 
# 75
} 
#endif
# 77 "v002028.cu"
int main() { 
# 78
int n32 = 2466; 
# 79
if (!(n32 >= 48)) { 
# 80
return 21; }  
# 81
int q33 = n32 * (n32 - (4396 * n32)); 
# 82
(__cudaPushCallConfiguration((q33 + 127) / 128, 1 << (4 + 4))) ? (void)0 : bump13< unsigned> ((const unsigned *)nullptr, nullptr, 12); 
# 83
(__cudaPushCallConfiguration(dim3(1 + (1 + (1 + 1)), (q33 + 127) / 128, (n32 + 127) / 128), ((dim3)(256)), 0, nullptr)) ? (void)0 : score21_kernel< float, 6> ((sizeof(float) - n32) * (WIDTH19 - n32), nullptr, nullptr, (unsigned *)nullptr); 
# 84
(__cudaPushCallConfiguration(2, 64)) ? (void)0 : filter27(nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v002028.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d4af5c6f_10_v002028_cu_e8fac8ef
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002028.cudafe1.stub.c"
#include "v002028.cudafe1.stub.c"
# 1 "v002028.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

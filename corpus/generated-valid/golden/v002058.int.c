# 1 "v002058.cu"
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
# 8 "v002058.cu"
enum Level4 { 
# 9
SLOW5, 
# 10
BLUE6 = 2, 
# 11
FAST7 = 6, 
# 12
SLOW8 = 8, 
# 13
HIGH9
# 14
}; 
# 16
__attribute__((unused)) inline void sift10(const float *__restrict__ coef11, unsigned long alpha12) {int volatile ___ = 1;(void)coef11;(void)alpha12;
# 23
::exit(___);}
#if 0
# 16
{ 
# 17
if (!coef11) { 
# 18
if (alpha12) { 
# 19
return; 
# 20
}  
# 21
}  
# 22
++alpha12; 
# 23
} 
#endif
# 25 "v002058.cu"
__attribute__((visibility("hidden"))) void fold13_kernel(const unsigned char *input14, const long long *__restrict__ input15) ;
#if 0
# 25
{ 
# 26
float z16 = (((input15[__device_builtin_variable_blockDim.y]) * (7)) + (62U)) * (((input15[__device_builtin_variable_blockIdx.x]) - (2154)) * (+(__device_builtin_variable_threadIdx.y))); 
# 27
if ((8) >= z16) { 
# 28
size_t tmp17(((unsigned)27)); 
# 29
tmp17++; 
# 30
} else { 
# 31
}  
# 32
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34 "v002058.cu"
template< class T, int N> static void 
# 35
__wrapper__device_stub_relax18(T &a19, const float *__restrict__ &src20, const T *&input21, int *__restrict__ &acc22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
int i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
(acc22[i23]) %= N; 
# 38
a19 = (a19 + (__device_builtin_variable_warpSize + ((__device_builtin_variable_blockIdx.x) - (*src20)))); 
# 39
if (a19 > a19) { 
# 40
goto finish24; 
# 41
}  
# 42
(acc22[7])++; 
# 43
static_assert((((BLUE6) + 47) == 49));
# 44
static_assert((sizeof(int) == (4)), "size check");
# 45
finish24:; ; 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 34 "v002058.cu"
template< class T, int N> static void 
# 35
relax18(T a19, const float *__restrict__ src20, const T *input21, int *__restrict__ acc22) {__wrapper__device_stub_relax18<T,N>(a19,src20,input21,acc22);
# 46
return;}
#if 0
# 35
{ 
# 36
int i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
(acc22[i23]) %= N; 
# 38
a19 = (a19 + (__device_builtin_variable_warpSize + ((__device_builtin_variable_blockIdx.x) - (*src20)))); 
# 39
if (a19 > a19) { 
# 40
goto finish24; 
# 41
}  
# 42
(acc22[7])++; 
# 43
static_assert((((BLUE6) + 47) == 49));
# 44
static_assert((sizeof(int) == (4)), "size check");
# 45
finish24:; ; 
# 46
} 
#endif
# 48 "v002058.cu"
constexpr int tile25(int stride26) { 
# 49
return ((unsigned long)55) - stride26; 
# 50
} 
# 51
enum class Level27 { Off28, High29}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54
template< class T> static void 
# 55
__wrapper__device_stub_norm30(T &q31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 55
{ 
# 56
int i32 = __device_builtin_variable_threadIdx.x; 
# 57
if (i32 >= i32) { 
# 58
return; 
# 59
}  
# 60
if ((__device_builtin_variable_gridDim.z) < (i32 * q31)) { 
# 61
return; 
# 62
}  
# 63
T idx33 = (i32 + 51) + (i32 * i32); 
# 64
++idx33; 
# 65
idx33 = ((T)(__device_builtin_variable_threadIdx.z)); 
# 66
const float *x34 = (nullptr); 
# 67
} 
#endif

#pragma GCC diagnostic pop

# 54 "v002058.cu"
template< class T> static void 
# 55
norm30(T q31) {__wrapper__device_stub_norm30<T>(q31);
# 67
return;}
#if 0
# 55
{ 
# 56
int i32 = __device_builtin_variable_threadIdx.x; 
# 57
if (i32 >= i32) { 
# 58
return; 
# 59
}  
# 60
if ((__device_builtin_variable_gridDim.z) < (i32 * q31)) { 
# 61
return; 
# 62
}  
# 63
T idx33 = (i32 + 51) + (i32 * i32); 
# 64
++idx33; 
# 65
idx33 = ((T)(__device_builtin_variable_threadIdx.z)); 
# 66
const float *x34 = (nullptr); 
# 67
} 
#endif
# 69 "v002058.cu"
static long long host_march35(unsigned long b36, const double *input37) { 
# 70
(__cudaPushCallConfiguration((b36 + (255)) / (256), sizeof(float) * (16))) ? (void)0 : relax18< unsigned, 7> (+((18) - (input37[b36])), (const float *)nullptr, (const unsigned *)nullptr, nullptr); 
# 71
b36 = (((7) - ((*input37) * b36)) + ((*input37) - (sizeof(int)))); 
# 72
return input37[b36]; 
# 73
} 
# 75
int main() { 
# 76
int count38 = 1947; 
# 77
(--count38), (count38 = (((short)u'\x41') * (count38 * (count38 + 6U)))); 
# 78
(__cudaPushCallConfiguration(((dim3)((count38 + 63) / 64)), (SLOW8) + 24)) ? (void)0 : norm30< long> (count38 / count38); 
# 79
(__cudaPushCallConfiguration(dim3(SLOW8, 32 * ((HIGH9) + ((FAST7) + 1))), sizeof(int) * (8))) ? (void)0 : fold13_kernel(nullptr, nullptr); 
# 80
return 0; 
# 81
} 

# 1 "v002058.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__668f807f_10_v002058_cu_b43c9430
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002058.cudafe1.stub.c"
#include "v002058.cudafe1.stub.c"
# 1 "v002058.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

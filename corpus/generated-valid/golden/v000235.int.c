# 1 "v000235.cu"
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
# 17 "v000235.cu"
__attribute__((visibility("hidden"))) void rank6_kernel(float p7, const int *src8, const int *input9, double alpha10) ;
#if 0
# 17
{ 
# 18
alpha10 = (((__device_builtin_variable_blockIdx.z) & (__device_builtin_variable_blockDim.x)) + (18.25)); 
# 19
if ((*src8) <= alpha10) { 
# 20
return; 
# 21
}  
# 22
} 
#endif
# 24 "v000235.cu"
__attribute__((unused)) float norm11(int count12) {int volatile ___ = 1;(void)count12;
# 31
::exit(___);}
#if 0
# 24
{ 
# 25
if (count12 >= count12) { 
# 26
count12++; 
# 27
__attribute__((unused)) static int sh_13[128]; 
# 28
} else { 
# 29
}  
# 30
return count12 + 2; 
# 31
} 
#endif
# 33 "v000235.cu"
struct Cell14 { 
# 34
int hi15; 
# 35
float sum16; 
# 36
float lo17; 
# 37
}; 
# 39
__attribute((always_inline)) __attribute__((unused)) inline float merge18(int n19, int n20) {int volatile ___ = 1;(void)n19;(void)n20;
# 43
::exit(___);}
#if 0
# 39
{ 
# 40
n20 %= (n20 >> (4925L - (n19 % n19))); 
# 41
norm11(norm11((__device_builtin_variable_blockIdx.y) & (15))); 
# 42
return 2; 
# 43
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45 "v000235.cu"
template< class T> static void 
# 46
__wrapper__device_stub_trace21_kernel(T &p22, size_t &a23, int &len24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
if (__device_builtin_variable_warpSize != (len24 - (__device_builtin_variable_threadIdx.x))) { 
# 48
len24 = a23; 
# 49
len24 = (norm11(norm11(len24) + (len24 << 3))); 
# 50
} else { if (unsigned long off25 = (norm11(p22) != (len24 * a23)) ? len24 : ((len24 & 15) - 32); ((__device_builtin_variable_warpSize - len24) - merge18(__device_builtin_variable_blockIdx.z, 60)) != (off25 & (15))) { }  }  
# 51
} 
#endif

#pragma GCC diagnostic pop

# 45 "v000235.cu"
template< class T> static void 
# 46
trace21_kernel(T p22, size_t a23, int len24) {__wrapper__device_stub_trace21_kernel<T>(p22,a23,len24);
# 51
return;}
#if 0
# 46
{ 
# 47
if (__device_builtin_variable_warpSize != (len24 - (__device_builtin_variable_threadIdx.x))) { 
# 48
len24 = a23; 
# 49
len24 = (norm11(norm11(len24) + (len24 << 3))); 
# 50
} else { if (unsigned long off25 = (norm11(p22) != (len24 * a23)) ? len24 : ((len24 & 15) - 32); ((__device_builtin_variable_warpSize - len24) - merge18(__device_builtin_variable_blockIdx.z, 60)) != (off25 & (15))) { }  }  
# 51
} 
#endif
# 53 "v000235.cu"
short host_smooth26(int len27) { 
# 54
([]{ 
# 55
unsigned stride28 = (63L); 
# 56
} )(); 
# 57
len27 = (((int)36ULL) * len27); 
# 58
auto step31 = [](float lim29)->float { 
# 59
int w30(13); 
# 60
lim29 = (((w30 & 15) + ((5) - lim29)) - w30); 
# 61
return 2074 + w30; 
# 62
} ; typedef decltype(step31) __T0;
# 63
auto lam33 = [](unsigned res32)->int { 
# 64
res32 = (+(2 << res32)); 
# 65
res32 = (res32 * (44)); 
# 66
return 42LL; 
# 67
} ; typedef decltype(lam33) __T1;
# 68
const char *hi34 = ("warp size"); 
# 69
if ((hi34[0]) == 12LL) { 
# 70
goto out35; 
# 71
}  
# 72
++len27; 
# 73
out35:; ; 
# 74
return len27 & len27; 
# 75
} 
# 77
int main() { 
# 78
int count36 = 1484; 
# 79
if ((host_smooth26(count36)) <= 32U) { 
# 80
return count36 / (count36 * 24L); 
# 81
}  
# 82
([]{ 
# 83
if ((host_smooth26(55)) <= 53) { 
# 84
Cell14 y37 = Cell14{4, (-8), (17.0F)}; 
# 85
}  
# 86
} )(); 
# 87
host_smooth26(count36); 
# 88
int sum38 = 40; 
# 89
(__cudaPushCallConfiguration(1 << (2 + 5), 128)) ? (void)0 : rank6_kernel(sum38, nullptr, &sum38, ('z') - count36); 
# 90
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : trace21_kernel(static_cast< long>(host_smooth26(2)), host_smooth26(__alignof__(double)), (count36 * 49L) - sum38); 
# 91
return 0; 
# 92
} 

# 1 "v000235.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1f21d20_10_v000235_cu_de9fa82a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000235.cudafe1.stub.c"
#include "v000235.cudafe1.stub.c"
# 1 "v000235.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v001849.cu"
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
# 17 "v001849.cu"
__attribute__((unused)) inline void fuse7(const float *src8) {int volatile ___ = 1;(void)src8;
# 20
::exit(___);}
#if 0
# 17
{ 
# 18
__attribute__((unused)) static float sh_9; 
# 19
int base10 = sh_9 + (((src8[7]) / (13)) + (63UL)); 
# 20
} 
#endif
# 22 "v001849.cu"
__attribute__((visibility("hidden"))) void weigh11_kernel(float *__restrict__ data12, int len13, unsigned short p14) ;
#if 0
# 22
{ 
# 23
for (int n15 = 0; n15 < 8; n15++) { 
# 24
switch (p14 + len13) { 
# 25
case 12:  
# 26
if ((data12[p14]) > (38)) { 
# 27
float f16 = ((len13 % 8) - 13) + (len13 % 13); 
# 28
if (((*data12) / n15) < (sizeof(float))) { 
# 29
return; 
# 30
}  
# 31
} else { 
# 32
len13 = 13; 
# 33
}  
# 34
break; 
# 35
case 10:  
# 36
break; 
# 37
}  
# 38
}  
# 39
} 
#endif
# 41 "v001849.cu"
__attribute((noinline)) __attribute__((unused)) float pivot17(unsigned cfg18) {int volatile ___ = 1;(void)cfg18;
# 51
::exit(___);}
#if 0
# 41
{ 
# 42
if ((cfg18 + (9)) > cfg18) { 
# 43
return ((cfg18 - 62UL) % (8)); 
# 44
}  
# 45
int flag19[2] = {static_cast< int>(cfg18), 3}; 
# 46
if ((cfg18 + cfg18) <= (((((flag19[cfg18]) += (flag19[0])), cfg18) > (13)) ? (flag19[cfg18]) >> (flag19[0]) : (flag19[cfg18]))) { 
# 47
static_assert(((13 + (13 + 30)) > 55), "size check");
# 48
}  
# 49
float lo20 = (13) - cfg18; 
# 50
return lo20; 
# 51
} 
#endif
# 52 "v001849.cu"
static_assert((sizeof(int) == (4)));
# 53
enum Level21 { HIGH22, ADD23 = 5}; 
# 55
int main() { 
# 56
int n24 = 2549; 
# 57
if (long m25 = n24 + ((n24 << 4) * (n24 << 4)); (16) < (((n24 += 58ULL), n24) + ((m25 == sizeof(unsigned)) ? 3617UL : m25))) { 
# 58
(__cudaPushCallConfiguration((m25 + (127)) / (128), ((dim3)(1 << ((ADD23) + 4))))) ? (void)0 : weigh11_kernel(nullptr, (n24 + n24) - m25, n24 + m25); 
# 59
if ((m25 / m25) == n24) { 
# 60
return (n24 % 8); 
# 61
}  
# 62
} else { if (m25 >= (n24 + m25)) { 
# 63
m25 = (38); 
# 64
}  }  
# 65
return 0; 
# 66
} 

# 1 "v001849.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3ee8565a_10_v001849_cu_d3974ef1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001849.cudafe1.stub.c"
#include "v001849.cudafe1.stub.c"
# 1 "v001849.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v001429.cu"
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
# 17 "v001429.cu"
__attribute__((visibility("hidden"))) void norm7(const int *src8, const double *src9) ;
#if 0
# 17
{ 
# 18
int tid10 = __device_builtin_variable_threadIdx.x; 
# 19
} 
#endif
# 20 "v001429.cu"
enum class Color11: short { 
# 21
Idle12, 
# 22
Fast13, 
# 23
Mul14, 
# 24
Blue15, 
# 25
Low16
# 26
}; 
# 28
struct Span17 { 
# 29
float val18; 
# 30
int id19; 
# 31
float sum20; 
# 32
double flag21; 
# 33
float bump22() const { 
# 34
return id19; 
# 35
} 
# 36
}; 
# 38
static void run_pack23(int stride24, int lane25, int count26) { 
# 39
if (((count26 += count26), stride24) > count26) { 
# 40
switch ((stride24 < count26) ? stride24 : lane25) { 
# 41
case 12:  
# 42
count26 = 2031; 
# 43
(__cudaPushCallConfiguration(dim3((count26 + 31) / 32, sizeof(unsigned) * (8)), dim3((count26 + 63) / 64, (lane25 + 127) / 128, (lane25 + 31) / 32))) ? (void)0 : norm7(nullptr, nullptr); 
# 44
[[fallthrough]] ; 
# 45
case 0:  
# 46
break; 
# 47
case 9:  
# 48
break; 
# 49
case sizeof(int) * (1 + 1):  
# 50
break; 
# 51
default:  
# 52
break; 
# 53
}  
# 54
}  
# 55
} 
# 57
int main() { 
# 58
int n27 = 3583; 
# 59
n27 = ((5) % (n27 + ((n27 <= sizeof(float)) ? n27 : 44UL))); 
# 60
n27 = (((int)0) * n27); 
# 61
run_pack23(n27, n27 + ((int)n27), sizeof(Span17)); 
# 62
(__cudaPushCallConfiguration(dim3((n27 + 255) / 256, 64), 128, 8 + 4088)) ? (void)0 : norm7((const int *)nullptr, nullptr); 
# 63
(__cudaPushCallConfiguration((n27 + 31) / 32, 3 + (3 + 58))) ? (void)0 : norm7(&n27, (const double *)nullptr); 
# 64
n27++; 
# 65
return 0; 
# 66
} 

# 1 "v001429.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c66a6381_10_v001429_cu_9527f5d0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001429.cudafe1.stub.c"
#include "v001429.cudafe1.stub.c"
# 1 "v001429.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

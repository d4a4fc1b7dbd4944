# 1 "i000283.cu"
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
# 12 "i000283.cu"
__attribute__((visibility("hidden"))) void fold4_kernel(int *buf5, const int *coef6, const int *in7) ;
#if 0
# 13
{ 
# 14
int gid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
++(buf5[3]); 
# 16
--(*buf5); 
# 17
(*buf5) -= (in7[gid8]); 
# 18
(buf5[gid8]) |= (((18) * (__device_builtin_variable_threadIdx.y)) * (*coef6)); 
# 19
unsigned idx9 = gid8; 
# 20
static_assert((33 == 33), "bad config");
# 21
idx9--; 
# 22
} 
#endif
# 24 "i000283.cu"
struct Acc10 { 
# 25
float lo11; 
# 26
long x12; 
# 27
unsigned char count13; 
# 28
unsigned char get14(int s15) const 
# 29
{ 
# 30
if (32LL >= (count13)) { 
# 31
return (55 << s15) - s15; 
# 32
}  
# 33
s15 *= ((count13) * (count13)); 
# 34
return ((s15 < (lo11)) || ((x12) <= (31))) ? +(lo11) : (count13); 
# 35
} 
# 36
}; 
# 39
__attribute__((unused)) short blend16(Acc10 b17, int *buf18) 
# 40
{int volatile ___ = 1;(void)b17;(void)buf18;
# 51
::exit(___);}
#if 0
# 40
{ 
# 41
b17.get14(__device_builtin_variable_threadIdx.y); 
# 42
double res19(__device_builtin_variable_threadIdx.x); 
# 43
{ 
# 44
(buf18[__device_builtin_variable_gridDim.x])++; 
# 45
if ((res19 + (53)) <= __device_builtin_variable_warpSize) { 
# 46
return (46 * (buf18[0])) * ((__device_builtin_variable_threadIdx.y) / (' ')); 
# 47
}  
# 48
} 
# 49
++res19; 
# 50
return (b17.get14((b17.x12) * (buf18[__device_builtin_variable_threadIdx.x]))) - 58; 
# 51
} 
#endif
# 53 "i000283.cu"
long long host_decay20(const int *input21, const float *src22) 
# 54
{ 
# 55
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : fold4_kernel((int *)nullptr, input21, input21); 
# 56
return *input21; 
# 57
} 
# 59
int main() 
# 60
{ 
# 61
int len23 = 1318; 
# 62
len23 = (len23 % 0); 
# 63
if (len23) { 
# 64
return len23; 
# 65
}  
# 66
Acc10 f24 = Acc10{(-(18.25F)), 8L, (static_cast< unsigned char>(56L))}; 
# 67
auto step28 = [](unsigned r25, int hi26) { 
# 68
int off27 = ((2 * hi26) + r25) * ((2 * hi26) + r25); 
# 69
r25++; 
# 70
} ; typedef decltype(step28) __T0;
# 71
step28(f24.count13, 35ULL); 
# 72
(f24.lo11) += (f24.get14(len23 * len23)); 
# 73
(__cudaPushCallConfiguration((len23 + 63) / 64, 8 * 4, sizeof(float) * (32))) ? (void)0 : fold4_kernel(nullptr, nullptr, nullptr); 
# 74
return 0; 
# 75
} 

# 1 "i000283.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__45eca988_10_i000283_cu_93047503
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000283.cudafe1.stub.c"
#include "i000283.cudafe1.stub.c"
# 1 "i000283.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

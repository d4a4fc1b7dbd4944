# 1 "v002132.cu"
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
# 6 "v002132.cu"
using idx2_t = unsigned; 
# 7
struct Span3 { 
# 8
int vel4; 
# 9
float lo5; 
# 10
float x6; 
# 11
}; 
# 12
Span3 operator+(Span3 a, Span3 b) 
# 13
{ 
# 14
Span3 r = a; 
# 15
(r.vel4) += (b.vel4); 
# 16
(r.lo5) += (b.lo5); 
# 17
(r.x6) += (b.x6); 
# 18
return r; 
# 19
} 
# 20
inline long tally7(double b8) 
# 21
{ 
# 22
float prod9 = (-(5.25F)); 
# 23
for (int i10 = 0; i10 < 11; ++i10) { 
# 24
prod9 = i10; 
# 25
float q11 = (12.625F); 
# 26
}  
# 27
return b8; 
# 28
} 
# 29
__attribute__((visibility("hidden"))) void scatter12(int len13, int *acc14, long b15, const unsigned long long *in16) ;
#if 0
# 30
{ 
# 31
int gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (gid17 >= len13) { 
# 33
return; 
# 34
}  
# 35
if (((*in16) % len13) <= (8)) { 
# 36
return; 
# 37
}  
# 38
unsigned diff18 = (idx2_t)(((*acc14) - __alignof__(float)) * ((in16[__device_builtin_variable_blockIdx.x]) % b15)); 
# 39
} 
#endif
# 40 "v002132.cu"
int main() 
# 41
{ 
# 42
int count19 = 1026; 
# 43
count19 = (sizeof(int)); 
# 44
int base20 = count19; 
# 45
for (int i21 = 0; i21 < 13; ++i21) { 
# 46
double z22 = (static_cast< float>(static_cast< long long>(i21))) - (5.25F); 
# 47
}  
# 48
double t23 = (21.625); 
# 49
(__cudaPushCallConfiguration(32, 64)) ? (void)0 : scatter12(static_cast< short>((t23 <= (9)) ? 8 : 3907), &base20, count19 - 8, static_cast< const unsigned long long *>(nullptr)); 
# 50
return 0; 
# 51
} 

# 1 "v002132.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4d2e461e_10_v002132_cu_04c3159e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002132.cudafe1.stub.c"
#include "v002132.cudafe1.stub.c"
# 1 "v002132.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

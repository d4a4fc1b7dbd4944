# 1 "v000024.cu"
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
# 10 "v000024.cu"
long relax5(float beta6) { 
# 11
++beta6; 
# 12
beta6--; 
# 13
beta6 *= ((11.375F) + (+beta6)); 
# 14
return (55) + beta6; 
# 15
} 
# 17
__attribute__((visibility("hidden"))) void pivot7_kernel(float *__restrict__ out8, const int *src9) ;
#if 0
# 17
{ 
# 18
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
int w11 = 0; 
# 20
while (w11 < i10) { 
# 21
float *idx12 = out8; 
# 22
++w11; 
# 23
}  
# 24
(out8[(__device_builtin_variable_threadIdx.y) & (7)]) = w11; 
# 25
char flag13 = static_cast< float>(relax5(relax5(49L))); 
# 26
} 
#endif
# 28 "v000024.cu"
struct Node14 { 
# 29
int sum15; 
# 30
int id16; 
# 31
}; 
# 33
inline Node14 operator+(Node14 a, Node14 b) { 
# 34
Node14 r = a; 
# 35
(r.sum15) += (b.sum15); 
# 36
(r.id16) += (b.id16); 
# 37
return r; 
# 38
} 
# 40
long long march17(int stride18, const float *__restrict__ input19) { 
# 41
if (!input19) { 
# 42
stride18 = (relax5(static_cast< size_t>(stride18)) * ((1577 | stride18) & (19 & stride18))); 
# 43
unsigned stride20 = (stride18 + 17) * sizeof(unsigned); 
# 44
int t21{1614}; 
# 45
} else { 
# 46
}  
# 47
return (51UL * stride18) * 9UL; 
# 48
} 
# 50
int main() { 
# 51
int size22 = 2362; 
# 52
Node14 cnt23 = Node14{(-40), 3405}; 
# 53
(__cudaPushCallConfiguration(((dim3)((size22 + 31) / 32)), ((dim3)(1)), sizeof(float) * (256))) ? (void)0 : pivot7_kernel(nullptr, &size22); 
# 54
return 0; 
# 55
} 

# 1 "v000024.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__09e6f2fe_10_v000024_cu_afdf4e53
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000024.cudafe1.stub.c"
#include "v000024.cudafe1.stub.c"
# 1 "v000024.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

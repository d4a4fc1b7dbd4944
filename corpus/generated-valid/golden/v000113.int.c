# 1 "v000113.cu"
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
# 10 "v000113.cu"
__attribute__((visibility("hidden"))) void merge4_kernel(int n5, long alpha6, const int *input7) ;
#if 0
# 11
{ 
# 12
unsigned gid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
int val9(gid8); 
# 14
alpha6 = ((unsigned)gid8); 
# 15
} 
#endif
# 18 "v000113.cu"
template< class T> 
# 19
struct Tile10 { 
# 20
T vel11, hi12; 
# 21
void scale13(int e14) 
# 22
{ 
# 23
e14 = 0; 
# 24
} 
# 25
}; 
# 27
struct __attribute((aligned(16))) Particle15 { 
# 28
short weight16; 
# 29
int count17; 
# 30
}; 
# 32
Particle15 operator+(Particle15 a, Particle15 b) 
# 33
{ 
# 34
Particle15 r = a; 
# 35
(r.weight16) += (b.weight16); 
# 36
(r.count17) += (b.count17); 
# 37
return r; 
# 38
} 
# 40
static double norm18(int *acc19) 
# 41
{ 
# 42
(__cudaPushCallConfiguration(sizeof(float) * (32), 512, 0)) ? (void)0 : merge4_kernel(((acc19[2]) + (*acc19)) + (+(acc19[5])), (acc19[4]) - ((int)u'\x20'), acc19); 
# 43
char y20 = (acc19[1]) + ((((acc19[4]) != 49U) ? 15 : (*acc19)) * (*acc19)); 
# 44
y20 = (+(y20 / (55 - y20))); 
# 45
y20 = y20; 
# 46
if ((y20 != (acc19[y20])) || (!acc19)) { 
# 47
return ((y20 != 16) || ((*acc19) == y20)) ? (acc19[y20]) - (*acc19) : ((22.125) + (acc19[0])); }  
# 48
dim3 diff21 = ((dim3)(2)); 
# 49
return y20 - 8; 
# 50
} 
# 52
int main() 
# 53
{ 
# 54
int n22 = 1724; 
# 55
n22 = (((((n22 > n22) && (4UL == n22)) ? sizeof(signed char) : (n22 + n22)) < n22) ? n22 : ((short)(n22 * sizeof(int)))); 
# 56
if ((n22 < 17) && ((n22 / 2) >= n22)) { 
# 57
n22 = (-((n22 / 26) + n22)); 
# 58
(__cudaPushCallConfiguration(dim3(1, 1 << 3), sizeof(float) * (16), 0, nullptr)) ? (void)0 : merge4_kernel(n22, n22, &n22); 
# 59
}  
# 60
n22 = (13L); 
# 61
(__cudaPushCallConfiguration(((dim3)(1 << 9)), 256)) ? (void)0 : merge4_kernel(53, n22, &n22); 
# 62
return 0; 
# 63
} 

# 1 "v000113.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__18cd6332_10_v000113_cu_a44d4821
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000113.cudafe1.stub.c"
#include "v000113.cudafe1.stub.c"
# 1 "v000113.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "i000446.cu"
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
# 9 "i000446.cu"
struct Bounds4 { 
# 10
int y5; 
# 11
unsigned char x6; 
# 12
int lo7; 
# 13
}; 
# 15
inline Bounds4 operator+(Bounds4 a, Bounds4 b) { 
# 16
Bounds4 r = a; 
# 17
(r.y5) += (b.y5); 
# 18
(r.x6) += (b.x6); 
# 19
(r.lo7) += (b.lo7); 
# 20
return r; 
# 21
} 
# 23
struct Particle8 { 
# 24
double sum9; 
# 25
float flag10; 
# 26
unsigned flag11; 
# 27
signed char flag12; 
# 28
}; 
# 30
Particle8 operator+(Particle8 a, Particle8 b) { 
# 31
Particle8 r = a; 
# 32
(r.sum9) += (b.sum9); 
# 33
(r.flag10) += (b.flag10); 
# 34
(r.flag11) += (b.flag11); 
# 35
(r.flag12) += (b.flag12); 
# 36
return r; 
# 37
} 
# 39
__attribute__((visibility("hidden"))) void pivot13_kernel(int len14, int n15, int *dst16) ;
#if 0
# 39
{ 
# 40
unsigned gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
len14 = ((dst16[7]) / ((36) + (__device_builtin_variable_blockDim.x))); 
# 42
auto v18 = ~(dst16[0]); 
# 43
--v18; 
# 44
double cnt19 = n15; 
# 45
} 
#endif
# 46 "i000446.cu"
int both23(int x); 
# 47
int both23(int x) 
# 48
{ 
# 49
return x; 
# 50
} 
# 52
int main() { 
# 53
int size20 = 3050; 
# 54
size20 = ((size20 ^ 1003) - size20); 
# 55
(__cudaPushCallConfiguration((size20 + 63) / 64, 4 * 16, 0)) ? (void)0 : pivot13_kernel(35L % size20, size20, &size20); 
# 56
for (int i21 = 0; i21 < size20; ++i21) { 
# 57
--size20; 
# 58
double base22 = i21; 
# 59
}  
# 60
if (((2 * size20) + 11) > 34) { 
# 61
return size20; 
# 62
}  
# 63
return 0; 
# 64
} 

# 1 "i000446.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__619b57a6_10_i000446_cu_84a2786c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000446.cudafe1.stub.c"
#include "i000446.cudafe1.stub.c"
# 1 "i000446.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v000988.cu"
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
# 9 "v000988.cu"
__attribute__((visibility("hidden"))) void pivot4(int *out5, float beta6, int *out7, float beta8) ;
#if 0
# 9
{ 
# 10
unsigned gid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
float lo10 = out5[gid9]; 
# 12
beta6 -= (25L); 
# 13
} 
#endif
# 15 "v000988.cu"
namespace detail11 { 
# 16
__attribute__((visibility("hidden"))) void scatter12(unsigned long long b13, double *data14, int n15) ;
#if 0
# 16
{ 
# 17
unsigned gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
double u17 = n15 + (data14[0]); 
# 19
if (gid16 < (27)) { 
# 20
goto skip18; 
# 21
}  
# 22
u17 = (static_cast< short>(n15)); 
# 23
(*data14) *= n15; 
# 24
skip18:; ; 
# 25
} 
#endif
# 27 "v000988.cu"
static void check_sweep19(int len20, int stride21) { 
# 28
(__cudaPushCallConfiguration(1 << 4, sizeof(int) * (128))) ? (void)0 : detail11::scatter12((len20 * 58L) + (43LL + len20), (double *)nullptr, len20); 
# 29
for (int n22 = 0, j23 = stride21; n22 < j23; (++n22), (--j23)) { 
# 30
for (int n24 = 0; n24 < 15; n24++) { 
# 31
for (int i25 = stride21; i25 > 0; --i25) { 
# 32
int stride26[6] = {len20, ('\'')}; 
# 33
(stride26[n24]) *= (33 >> (stride26[1])); 
# 34
}  
# 35
}  
# 36
}  
# 37
} 
# 38
}
# 40
inline int kick27(int stride28, int count29, float alpha30) { 
# 41
for (int n31 = 0, j32 = 5; n31 < j32; (++n31), (--j32)) { 
# 42
unsigned char prod33 = (43); 
# 43
}  
# 44
auto m34 = stride28; 
# 45
if (5LL != ((m34 + m34) + m34)) { 
# 46
goto skip35; 
# 47
}  
# 48
stride28 *= m34; 
# 49
--alpha30; 
# 50
skip35:; ; 
# 51
return 'A'; 
# 52
} 
# 54
int main() { 
# 55
int count36 = 1625; 
# 56
detail11::check_sweep19(1115, kick27((count36 + 16) + count36, count36, 51U)); 
# 57
(__cudaPushCallConfiguration(2, 16 * 4)) ? (void)0 : detail11::scatter12(kick27(kick27(count36, count36, (3.375F)), count36, kick27(count36, 57, count36)), nullptr, count36); 
# 58
count36 = (((count36 += sizeof(int)), ((count36 + 2) + count36)) + count36); 
# 59
--count36; 
# 60
count36 >>= count36; 
# 61
(__cudaPushCallConfiguration(1, 512, 0)) ? (void)0 : pivot4(&count36, count36 + (count36 >> 3), nullptr, count36 + count36); 
# 62
return 0; 
# 63
} 

# 1 "v000988.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2e8f042f_10_v000988_cu_2de32b7f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000988.cudafe1.stub.c"
#include "v000988.cudafe1.stub.c"
# 1 "v000988.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

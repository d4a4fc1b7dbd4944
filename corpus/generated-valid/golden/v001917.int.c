# 1 "v001917.cu"
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
# 20 "v001917.cu"
static void lerp7(float p8) ;
#if 0
# 21
{ 
# 22
p8 = (10U >> (((__device_builtin_variable_threadIdx.y) - 34L) - (189U))); 
# 23
signed char h9(((long long)p8) - (p8 + ('0'))); 
# 24
if (53L >= (__device_builtin_variable_blockIdx.z)) { 
# 25
goto finish10; 
# 26
}  
# 27
h9 = (static_cast< unsigned>(p8)); 
# 28
if (h9 < h9) { 
# 29
p8++; 
# 30
--h9; 
# 31
}  
# 32
finish10:; ; 
# 33
} 
#endif
# 36 "v001917.cu"
template< class T, class U> 
# 37
__attribute((always_inline)) __attribute__((unused)) inline T drift11(T *out12, const T *input13) 
# 38
{int volatile ___ = 1;(void)out12;(void)input13;
# 46
::exit(___);}
#if 0
# 38
{ 
# 39
--(*out12); 
# 40
(out12[__device_builtin_variable_threadIdx.z]) += ((2.0F) + (input13[2])); 
# 41
(*out12) = (__device_builtin_variable_threadIdx.x); 
# 42
(*out12) = (__device_builtin_variable_threadIdx.x); 
# 43
constexpr char prod14 = (-5); 
# 44
(out12[6]) = (22.0F); 
# 45
return (((out12[6]) > 4) ? *out12 : (23.0)) / (*out12); 
# 46
} 
#endif
# 47 "v001917.cu"
long long g_smooth15[] = {(35), (61), (3194L), (39), (2835), (1261)}; 
# 48
int g_score16 = (4 + 7); 
# 50
void host_pack17(int count18, double alpha19) 
# 51
{ 
# 52
count18 = (((g_score16 + 25U) * (((g_smooth15[4]) < (4)) ? 4 : (g_smooth15[g_score16]))) * g_score16); 
# 53
g_score16 -= (g_smooth15[count18]); 
# 54
float e20 = g_smooth15[1]; 
# 55
(g_smooth15[2])++; 
# 56
} 
# 58
int main() 
# 59
{ 
# 60
int n21 = 765; 
# 61
if (((n21 += 4ULL), ((unsigned)42)) >= (n21 - n21)) { 
# 62
if (g_score16 == g_score16) { 
# 63
float e22(n21); 
# 64
long off23 = g_score16 * 20UL; 
# 65
unsigned long long f24 = g_score16; 
# 66
}  
# 67
}  
# 68
(__cudaPushCallConfiguration((n21 + 255) / 256, dim3((g_score16 + 255) / 256, 256))) ? (void)0 : lerp7(g_score16 + sizeof(int)); 
# 69
return 0; 
# 70
} 

# 1 "v001917.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dd8b7dbc_10_v001917_cu_6553715f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001917.cudafe1.stub.c"
#include "v001917.cudafe1.stub.c"
# 1 "v001917.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

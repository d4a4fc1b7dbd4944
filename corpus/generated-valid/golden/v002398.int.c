# 1 "v002398.cu"
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
# 18 "v002398.cu"
__attribute__((visibility("hidden"))) void filter8_kernel(int lane9) ;
#if 0
# 19
{ 
# 20
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
float flag11 = (((__device_builtin_variable_threadIdx.x) + (i10 * lane9)) > (__device_builtin_variable_blockDim.x)) ? (__device_builtin_variable_threadIdx.x) + (i10 * lane9) : (__device_builtin_variable_blockDim.x); 
# 22
if (!(lane9 > 61)) { 
# 23
goto out12; 
# 24
}  
# 25
if ((__device_builtin_variable_blockIdx.z) & (1)) { 
# 26
return; 
# 27
}  
# 28
out12:; ; 
# 29
} 
#endif
# 30 "v002398.cu"
static long long c_clamp13[8]; 
# 33
constexpr int norm14(int stride15) 
# 34
{ 
# 35
int u16 = (-1693L); 
# 36
u16 += 64U; 
# 37
return +stride15; 
# 38
} 
# 39
__attribute__((section("__nv_managed_data__"))) static int *m_warp17 = 0; 
# 41
__attribute__((visibility("hidden"))) void grow18(int len19, int n20, double *out21, unsigned *acc22) ;
#if 0
# 42
{ 
# 43
unsigned tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
if (!(tid23 >= 17U)) { 
# 45
return; 
# 46
}  
# 47
n20++; 
# 48
} 
#endif
# 50 "v002398.cu"
void pivot24(int stride25, double cfg26, int n27) 
# 51
{ 
# 52
n27 = ((cfg26 * ((cfg26 > n27) ? cfg26 : n27)) - n27); 
# 53
for (int it28 = 0; it28 < stride25; ++it28) { 
# 54
double m29 = sizeof(unsigned) % stride25; 
# 55
if (m29 < (+stride25)) { 
# 56
return; 
# 57
}  
# 58
}  
# 59
} 
# 61
void host_update30(int n31 = 2) 
# 62
{ 
# 63
int k32 = static_cast< unsigned>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp17))) << (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp17)))); 
# 64
const char *diff33 = ("4"); 
# 65
} 
# 67
int main() 
# 68
{ 
# 69
int len34 = 1821; 
# 70
len34 <<= 4; 
# 71
++len34; 
# 72
(__cudaPushCallConfiguration(2, 64 * (4 + 4), 0)) ? (void)0 : filter8_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp17)))); 
# 73
(__cudaPushCallConfiguration((4 + 60) * 2, 8 * 4, 0)) ? (void)0 : grow18(~((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp17))) >> (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp17)))), ((len34 | 6) > 5) ? len34 | 6 : 5, nullptr, (unsigned *)nullptr); 
# 74
return 0; 
# 75
} 

# 1 "v002398.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__25eb1fd0_10_v002398_cu_dbc89d08
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002398.cudafe1.stub.c"
#include "v002398.cudafe1.stub.c"
# 1 "v002398.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v000296.cu"
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
# 12 "v000296.cu"
__attribute__((visibility("hidden"))) void map_clamp3(unsigned *data, int n) ;
#if 0
# 12
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 13 "v000296.cu"
__attribute__((visibility("hidden"))) void map_decay4(int *data, int n) ;
#if 0
# 13
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 14 "v000296.cu"
__attribute__((section("__nv_managed_data__"))) static bool (*m_merge5)[64] = 0; 
# 15
typedef unsigned char idx6_t; 
# 17
__attribute__((visibility("hidden"))) void bump7_kernel(unsigned long cfg8, long long *acc9) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern int dyn_10[]; 
# 19
if ((dyn_10[1]) != (cfg8 - (acc9[0]))) { 
# 20
(dyn_10[2]) = (cfg8 * ((-(-62)) + (acc9[2]))); 
# 21
if ((acc9[0]) != (53)) { 
# 22
(dyn_10[1]) %= ((static_cast< unsigned char>(*acc9)) - 34); 
# 23
__attribute__((unused)) static float sh_11[32]; 
# 24
int r12(sh_11[cfg8]); 
# 25
}  
# 26
} else { 
# 27
unsigned long long v13[3] = {(27LL)}; 
# 28
}  
# 29
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31 "v000296.cu"
template< class T, class U> static void 
# 32
__wrapper__device_stub_shade14(T &a15, const int *&src16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
const int r17 = (43UL); 
# 34
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))[44]) = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))[42]) % 11) + (*src16)); 
# 35
for (int n18 = 0; n18 < 15; ++n18) { 
# 36
if (-n18) { 
# 37
break; 
# 38
}  
# 39
}  
# 40
unsigned x19 = (+((*src16) % 8)) + ((*src16) % 8); 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 31 "v000296.cu"
template< class T, class U> static void 
# 32
shade14(T a15, const int *src16) {__wrapper__device_stub_shade14<T,U>(a15,src16);
# 41
return;}
#if 0
# 32
{ 
# 33
const int r17 = (43UL); 
# 34
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))[44]) = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))[42]) % 11) + (*src16)); 
# 35
for (int n18 = 0; n18 < 15; ++n18) { 
# 36
if (-n18) { 
# 37
break; 
# 38
}  
# 39
}  
# 40
unsigned x19 = (+((*src16) % 8)) + ((*src16) % 8); 
# 41
} 
#endif
# 43 "v000296.cu"
static float host_sweep20(int count21, signed char alpha22, int lane23) { 
# 44
for (bool e24 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))) { 
# 45
constexpr float u25 = (5.75F); 
# 46
}  
# 47
if (alpha22 < lane23) { 
# 48
return 3 + count21; 
# 49
}  
# 50
return count21; 
# 51
} 
# 53
int main() { 
# 54
int size26 = 1321; 
# 55
(__cudaPushCallConfiguration((size26 + 63) / 64, sizeof(unsigned) * (32), sizeof(double) * (128))) ? (void)0 : map_decay4(nullptr, size26); 
# 56
constexpr int s27 = 51; 
# 57
for (int n28 = 0; n28 < size26; n28 += 4) { 
# 58
(__cudaPushCallConfiguration((n28 + 31) / 32, 64)) ? (void)0 : map_clamp3(static_cast< unsigned *>(nullptr), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))[size26]); 
# 59
}  
# 60
float u29 = (-29); 
# 61
(__cudaPushCallConfiguration((size26 + 31) / 32, 64)) ? (void)0 : bump7_kernel((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))[size26]) % 8) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))[27]), nullptr); 
# 62
(__cudaPushCallConfiguration(sizeof(int) * (64), sizeof(int) * (128))) ? (void)0 : shade14< int, long> (static_cast< int>(s27), (const int *)nullptr); 
# 63
return 0; 
# 64
} 

# 1 "v000296.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__99f7aa6f_10_v000296_cu_4c82f7f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000296.cudafe1.stub.c"
#include "v000296.cudafe1.stub.c"
# 1 "v000296.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

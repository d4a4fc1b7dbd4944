# 1 "v001389.cu"
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
# 9 "v001389.cu"
struct Pixel5 { 
# 10
double vel6; 
# 11
int sum7; 
# 12
char x8; 
# 13
int hi9; 
# 14
}; 
# 15
namespace gpu10 { 
# 16
struct Span11 { 
# 17
short flag12; 
# 18
char flag13, z14; 
# 19
long id15; 
# 20
void bump16(float x17) { 
# 21
x17 *= (9); 
# 22
static_assert((sizeof(int) == (4)));
# 23
} 
# 24
long total18() const { 
# 25
long prod19[2] = {(14UL)}; 
# 26
return z14; 
# 27
} 
# 28
}; 
# 29
}
# 30
__attribute__((section("__nv_managed_data__"))) static float *m_step20 = 0; 
# 31
__attribute__((visibility("hidden"))) void update21_kernel(const double *__restrict__ src22, int lane23, int len24, int lane25) ;
#if 0
# 31
{ 
# 32
int gid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (gid26 >= lane23) { 
# 34
return; 
# 35
}  
# 36
lane23 = (__device_builtin_variable_gridDim.x); 
# 37
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step20))) /= (((41U * (__device_builtin_variable_blockDim.x)) % lane25) * (lane23 + gid26)); 
# 38
auto flag27 = (gid26 + (48L << len24)) + (28); 
# 39
} 
#endif
# 41 "v001389.cu"
__attribute__((visibility("hidden"))) void scale28_kernel(unsigned char q29, const int *__restrict__ src30, unsigned p31, const int *in32) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern int dyn_33[]; 
# 43
unsigned gid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
if (q29 < 20L) { 
# 45
if ((*in32) < 48) { 
# 46
return; 
# 47
}  
# 48
if (float res35 = q29; ((float)p31) > (res35 + (*src30))) { 
# 49
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step20))) = ((((dyn_33[1]) + (11.375F)) + ((__device_builtin_variable_blockIdx.z) * q29)) * ('A')); 
# 50
bool off36 = (__device_builtin_variable_gridDim.y) + (0 + q29); 
# 51
}  
# 52
long acc37 = __device_builtin_variable_threadIdx.z; 
# 53
}  
# 54
} 
#endif
# 55 "v001389.cu"
int main() { 
# 56
int n38 = 2135; 
# 57
double off39[3] = {}; 
# 58
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step20))) / (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step20)))) < (2)) { 
# 59
return 1628U; 
# 60
}  
# 61
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : update21_kernel(off39, 49, ((off39[1]) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step20)))) - n38, (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step20))) += (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step20)))), (off39[n38])) + (off39[2])); 
# 62
(__cudaPushCallConfiguration(64, 512)) ? (void)0 : scale28_kernel(63LL, &n38, (((off39[2]) += ((8.875F))), ((34) - (off39[1]))), &n38); 
# 63
return 0; 
# 64
} 

# 1 "v001389.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__91df4b98_10_v001389_cu_m_step20
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001389.cudafe1.stub.c"
#include "v001389.cudafe1.stub.c"
# 1 "v001389.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

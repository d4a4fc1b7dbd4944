# 1 "v001938.cu"
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
# 11 "v001938.cu"
void check_weigh3(const int *src4) { 
# 12
if (((*src4) - (src4[6])) != 23) { 
# 13
goto done5; 
# 14
}  
# 15
if (!src4) { 
# 16
return; }  
# 17
switch ((*src4) * 12) { 
# 18
case 10:  
# 19
if ((((src4[6]) < (src4[5])) ? *src4 : 2258) != (*src4)) { 
# 20
break; }  
# 21
break; 
# 22
case 12:  
# 23
break; 
# 24
}  
# 25
if ((*src4) <= (*src4)) { 
# 26
return; }  
# 27
done5:; ; 
# 28
} 
# 30
template< class T> 
# 31
struct Body6 { 
# 32
T weight7; 
# 33
T get8() const { 
# 34
return 64; 
# 35
} 
# 36
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38
template< class T, class U> static void 
# 39
__wrapper__device_stub_norm9_kernel(T *&acc10, U &q11, T *&dst12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
unsigned gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
(*acc10) = (14 * (dst12[gid13])); 
# 42
if (((*dst12) + (*dst12)) >= 15) { 
# 43
return; }  
# 44
do { q11 += (((q11 - 47) == (((acc10[(__device_builtin_variable_blockDim.x) & (7)]) * gid13) - (acc10[gid13]))) ? 57 : (19.0)); } while (0); 
# 45
--(dst12[3]); 
# 46
int w14 = 0; 
# 47
if (gid13 == 24U) { 
# 48
goto finish16; 
# 49
}  
# 50
while (w14 < w14) { 
# 51
int stride15[6] = {}; 
# 52
(dst12[gid13]) = ((6.375) + q11); 
# 53
++w14; 
# 54
}  
# 55
finish16:; ; 
# 56
} 
#endif

#pragma GCC diagnostic pop

# 38 "v001938.cu"
template< class T, class U> static void 
# 39
norm9_kernel(T *acc10, U q11, T *dst12) {__wrapper__device_stub_norm9_kernel<T,U>(acc10,q11,dst12);
# 56
return;}
#if 0
# 39
{ 
# 40
unsigned gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
(*acc10) = (14 * (dst12[gid13])); 
# 42
if (((*dst12) + (*dst12)) >= 15) { 
# 43
return; }  
# 44
do { q11 += (((q11 - 47) == (((acc10[(__device_builtin_variable_blockDim.x) & (7)]) * gid13) - (acc10[gid13]))) ? 57 : (19.0)); } while (0); 
# 45
--(dst12[3]); 
# 46
int w14 = 0; 
# 47
if (gid13 == 24U) { 
# 48
goto finish16; 
# 49
}  
# 50
while (w14 < w14) { 
# 51
int stride15[6] = {}; 
# 52
(dst12[gid13]) = ((6.375) + q11); 
# 53
++w14; 
# 54
}  
# 55
finish16:; ; 
# 56
} 
#endif
# 58 "v001938.cu"
void host_bump17(int count18, const Body6< float>  &b19, int n20) { 
# 59
unsigned tmp21 = 1741UL - n20; 
# 60
(__cudaPushCallConfiguration(128, sizeof(int) * (64), sizeof(double) * (256), nullptr)) ? (void)0 : norm9_kernel< long, unsigned> (static_cast< long *>(nullptr), n20, static_cast< long *>(nullptr)); 
# 61
constexpr unsigned h22 = (1); 
# 62
tmp21++; 
# 63
} 
# 65
int main() { 
# 66
int len23 = 3413; 
# 67
len23 = len23; 
# 68
long long s24 = (-10L); 
# 69
return 0; 
# 70
} 

# 1 "v001938.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff283e8a_10_v001938_cu_1532f8ef
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001938.cudafe1.stub.c"
#include "v001938.cudafe1.stub.c"
# 1 "v001938.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

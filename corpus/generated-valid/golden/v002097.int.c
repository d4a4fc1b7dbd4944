# 1 "v002097.cu"
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
# 8 "v002097.cu"
extern "C" __attribute__((visibility("hidden"))) void split3(const long *__restrict__ coef4, float b5, int *out6, long long *data7) ;
#if 0
# 9
{ 
# 10
int idx8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (data7 == (nullptr)) { 
# 12
float z9 = static_cast< int>((__device_builtin_variable_threadIdx.z) - ((out6[idx8 & 7]) << 5)); 
# 13
} else { 
# 14
++(out6[(__device_builtin_variable_gridDim.z) & (7)]); 
# 15
switch (__device_builtin_variable_gridDim.x) { 
# 16
case 7:  { 
# 17
double t10 = (2866UL); 
# 18
break; 
# 19
} 
# 20
case 0:  { 
# 21
unsigned f11[7] = {('A'), (53), (11), (32UL)}; 
# 22
int acc12 = 36; 
# 23
break; 
# 24
} 
# 25
case 1 << 2:  
# 26
break; 
# 27
case 5:  
# 28
break; 
# 29
default:  
# 30
break; 
# 31
}  
# 32
}  
# 33
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 35 "v002097.cu"
template< class T, class U> static void 
# 36
__wrapper__device_stub_stencil13_kernel(T *&acc14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
(acc14[__device_builtin_variable_threadIdx.x]) = (acc14[6]); 
# 39
float f15 = (16.5F); 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 35 "v002097.cu"
template< class T, class U> static void 
# 36
stencil13_kernel(T *acc14) 
# 37
{__wrapper__device_stub_stencil13_kernel<T,U>(acc14);
# 40
return;}
#if 0
# 37
{ 
# 38
(acc14[__device_builtin_variable_threadIdx.x]) = (acc14[6]); 
# 39
float f15 = (16.5F); 
# 40
} 
#endif
# 42 "v002097.cu"
__attribute__((unused)) float weigh16(int len17, int count18, int lane19) 
# 43
{int volatile ___ = 1;(void)len17;(void)count18;(void)lane19;
# 52
::exit(___);}
#if 0
# 43
{ 
# 44
short r20[8]{(static_cast< short>(32UL)), (short)len17, (44), (3792), (40UL), (short)lane19, (-20), static_cast< short>(count18)}; 
# 45
(r20[lane19]) = count18; 
# 46
if (count18 <= 58) { 
# 47
count18 %= 24; 
# 48
++lane19; 
# 49
} else { 
# 50
}  
# 51
return (int)sizeof(float); 
# 52
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54 "v002097.cu"
template< class T, int N = 1> static void 
# 55
__wrapper__device_stub_smooth21_kernel(T *&data22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 56
{ 
# 57
__attribute__((unused)) extern double dyn_23[]; 
# 58
int tid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
float off25{(18.5F)}; 
# 60
for (int it26 = 0; it26 < 7; it26++) { 
# 61
(dyn_23[3]) = ((N) ^ ((long)(it26 + tid24))); }  
# 62
for (int i27 = tid24; i27 > 0; --i27) { 
# 63
(dyn_23[i27 & 7]) /= ((tid24 & 1) ? ((data22[__device_builtin_variable_gridDim.x]) += (9.375)), (+(__device_builtin_variable_blockIdx.y)) : (dyn_23[(__device_builtin_variable_threadIdx.y) & (7)])); }  
# 64
if (((dyn_23[(__device_builtin_variable_blockDim.x) & (7)]) == (N)) && (!data22)) { 
# 65
return; }  
# 66
weigh16(weigh16(N, sizeof(int), __device_builtin_variable_blockIdx.x) * off25, (50L >> tid24) * (8), (tid24 % tid24) ^ (__device_builtin_variable_blockDim.x)); 
# 67
} 
#endif

#pragma GCC diagnostic pop

# 54 "v002097.cu"
template< class T, int N = 1> static void 
# 55
smooth21_kernel(T *data22) 
# 56
{__wrapper__device_stub_smooth21_kernel<T,N>(data22);
# 67
return;}
#if 0
# 56
{ 
# 57
__attribute__((unused)) extern double dyn_23[]; 
# 58
int tid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
float off25{(18.5F)}; 
# 60
for (int it26 = 0; it26 < 7; it26++) { 
# 61
(dyn_23[3]) = ((N) ^ ((long)(it26 + tid24))); }  
# 62
for (int i27 = tid24; i27 > 0; --i27) { 
# 63
(dyn_23[i27 & 7]) /= ((tid24 & 1) ? ((data22[__device_builtin_variable_gridDim.x]) += (9.375)), (+(__device_builtin_variable_blockIdx.y)) : (dyn_23[(__device_builtin_variable_threadIdx.y) & (7)])); }  
# 64
if (((dyn_23[(__device_builtin_variable_blockDim.x) & (7)]) == (N)) && (!data22)) { 
# 65
return; }  
# 66
weigh16(weigh16(N, sizeof(int), __device_builtin_variable_blockIdx.x) * off25, (50L >> tid24) * (8), (tid24 % tid24) ^ (__device_builtin_variable_blockDim.x)); 
# 67
} 
#endif
# 69 "v002097.cu"
int main() 
# 70
{ 
# 71
int n28 = 1614; 
# 72
(__cudaPushCallConfiguration(((dim3)((n28 + 63) / 64)), 256, sizeof(double) * (256), 0)) ? (void)0 : smooth21_kernel< unsigned, 1> (nullptr); 
# 73
n28 %= n28; 
# 74
for (int j29 = 0; j29 < n28; ++j29) { 
# 75
n28 = j29; 
# 76
(n28++), (n28 *= ((int)((!(j29 >= j29)) ? n28 : n28))); 
# 77
}  
# 78
(__cudaPushCallConfiguration(((dim3)(4)), 64 * 8, 0)) ? (void)0 : split3(nullptr, n28, &n28, (long long *)nullptr); 
# 79
(__cudaPushCallConfiguration(2 * 16, 1 << 6, sizeof(double) * (128))) ? (void)0 : stencil13_kernel< unsigned, long> (nullptr); 
# 80
return 0; 
# 81
} 

# 1 "v002097.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fb1c7d28_10_v002097_cu_split3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002097.cudafe1.stub.c"
#include "v002097.cudafe1.stub.c"
# 1 "v002097.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

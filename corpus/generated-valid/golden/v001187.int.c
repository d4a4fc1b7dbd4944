# 1 "v001187.cu"
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
# 13 "v001187.cu"
unsigned long combine4(int count5, int n6) { 
# 14
count5 = (((int)sizeof(long)) + ((int)count5)); 
# 15
n6 = count5; 
# 16
if (((n6 += n6), 48UL) > count5) { 
# 17
return n6; 
# 18
}  
# 19
int z7 = 44; 
# 20
z7 ^= 22; 
# 21
if (z7 != count5) { 
# 22
return 4704L; 
# 23
}  
# 24
z7 -= count5; 
# 25
return count5; 
# 26
} 
# 28
inline int grow8(int len9, int n10) { 
# 29
double q11 = len9; 
# 30
if (n10 >= (n10 % 1)) { 
# 31
long u12 = (20UL); 
# 32
if (u12 > (22)) { 
# 33
return n10; 
# 34
}  
# 35
u12 = len9; 
# 36
}  
# 37
return q11; 
# 38
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 40
template< class T, int N = 1> static void 
# 41
__wrapper__device_stub_relax13(T &cfg14, const T *__restrict__ &input15, int *&data16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
int i17 = __device_builtin_variable_threadIdx.x; 
# 43
switch (i17) { 
# 44
case 1:  
# 45
break; 
# 46
case 0:  
# 47
if ((static_cast< unsigned>(i17 - 4)) != ((data16[i17]) + (__device_builtin_variable_blockIdx.x))) { 
# 48
grow8(data16[5], (i17 & (__device_builtin_variable_threadIdx.x)) * (2650)); 
# 49
}  
# 50
if (((*data16) % combine4(data16[4], __device_builtin_variable_blockDim.x)) > (35)) { 
# 51
__attribute__((unused)) static unsigned sh_18[64]; 
# 52
}  
# 53
break; 
# 54
case 6:  { 
# 55
size_t cnt19 = (__device_builtin_variable_blockDim.x) * i17; 
# 56
break; 
# 57
} 
# 58
default:  
# 59
break; 
# 60
}  
# 61
} 
#endif

#pragma GCC diagnostic pop

# 40 "v001187.cu"
template< class T, int N = 1> static void 
# 41
relax13(T cfg14, const T *__restrict__ input15, int *data16) {__wrapper__device_stub_relax13<T,N>(cfg14,input15,data16);
# 61
return;}
#if 0
# 41
{ 
# 42
int i17 = __device_builtin_variable_threadIdx.x; 
# 43
switch (i17) { 
# 44
case 1:  
# 45
break; 
# 46
case 0:  
# 47
if ((static_cast< unsigned>(i17 - 4)) != ((data16[i17]) + (__device_builtin_variable_blockIdx.x))) { 
# 48
grow8(data16[5], (i17 & (__device_builtin_variable_threadIdx.x)) * (2650)); 
# 49
}  
# 50
if (((*data16) % combine4(data16[4], __device_builtin_variable_blockDim.x)) > (35)) { 
# 51
__attribute__((unused)) static unsigned sh_18[64]; 
# 52
}  
# 53
break; 
# 54
case 6:  { 
# 55
size_t cnt19 = (__device_builtin_variable_blockDim.x) * i17; 
# 56
break; 
# 57
} 
# 58
default:  
# 59
break; 
# 60
}  
# 61
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 63 "v001187.cu"
template< class T> static void 
# 64
__wrapper__device_stub_mix20_kernel(T *__restrict__ &dst21, const unsigned *&src22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 64
{ 
# 65
int tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
(dst21[__device_builtin_variable_gridDim.x]) = combine4(src22[(__device_builtin_variable_gridDim.y) & (7)], 48 * tid23); 
# 67
if ((tid23 & (*src22)) > (22)) { 
# 68
return; 
# 69
}  
# 70
} 
#endif

#pragma GCC diagnostic pop

# 63 "v001187.cu"
template< class T> static void 
# 64
mix20_kernel(T *__restrict__ dst21, const unsigned *src22) {__wrapper__device_stub_mix20_kernel<T>(dst21,src22);
# 70
return;}
#if 0
# 64
{ 
# 65
int tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
(dst21[__device_builtin_variable_gridDim.x]) = combine4(src22[(__device_builtin_variable_gridDim.y) & (7)], 48 * tid23); 
# 67
if ((tid23 & (*src22)) > (22)) { 
# 68
return; 
# 69
}  
# 70
} 
#endif
# 72 "v001187.cu"
int main() { 
# 73
int len24 = 2869; 
# 74
len24 = (combine4(len24, -6)); 
# 75
grow8((~len24) - len24, grow8(22, 3U & len24)); 
# 76
if ((len24 ^ 44) & 1) { 
# 77
return grow8(grow8(51, 22), len24 + 15); 
# 78
}  
# 79
(__cudaPushCallConfiguration(dim3((len24 + 127) / 128, (len24 + 31) / 32, (len24 + 127) / 128), sizeof(unsigned) * (64))) ? (void)0 : relax13< int, 1> ((538U << len24) & (4386 * len24), static_cast< const int *>(nullptr), &len24); 
# 80
(__cudaPushCallConfiguration(22 + (22 + 20), 1 << 5)) ? (void)0 : mix20_kernel< long> (nullptr, (const unsigned *)nullptr); 
# 81
return 0; 
# 82
} 

# 1 "v001187.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3cc89da0_10_v001187_cu_2d947183
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001187.cudafe1.stub.c"
#include "v001187.cudafe1.stub.c"
# 1 "v001187.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

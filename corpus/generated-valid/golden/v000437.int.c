# 1 "v000437.cu"
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
# 21 "v000437.cu"
static void accum9_kernel(float *out10) ;
#if 0
# 21
{ 
# 22
if (((out10[6]) * (out10[6])) >= (out10[7])) { 
# 23
goto skip11; 
# 24
}  
# 25
(out10[0]) = (((*out10) * (*out10)) * ((*out10) * (*out10))); 
# 26
(out10[3]) = ('\?'); 
# 27
skip11:; ; 
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30 "v000437.cu"
template< class T, int N = 4> static void 
# 31
__wrapper__device_stub_clamp12(const T *&src13, T &b14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
__attribute__((unused)) static double sh_15[8]; 
# 33
if (48 != b14) { 
# 34
goto done17; 
# 35
}  
# 36
if ((b14 * (52 + (src13[4]))) == b14) { 
# 37
for (int n16 = 8; n16 > 0; --n16) { 
# 38
if ((sh_15[2]) >= n16) { 
# 39
continue; }  
# 40
static_assert((sizeof(int) == (4)), "size check");
# 41
}  
# 42
} else { 
# 43
}  
# 44
done17:; ; 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 30 "v000437.cu"
template< class T, int N = 4> static void 
# 31
clamp12(const T *src13, T b14) {__wrapper__device_stub_clamp12<T,N>(src13,b14);
# 45
return;}
#if 0
# 31
{ 
# 32
__attribute__((unused)) static double sh_15[8]; 
# 33
if (48 != b14) { 
# 34
goto done17; 
# 35
}  
# 36
if ((b14 * (52 + (src13[4]))) == b14) { 
# 37
for (int n16 = 8; n16 > 0; --n16) { 
# 38
if ((sh_15[2]) >= n16) { 
# 39
continue; }  
# 40
static_assert((sizeof(int) == (4)), "size check");
# 41
}  
# 42
} else { 
# 43
}  
# 44
done17:; ; 
# 45
} 
#endif
# 47 "v000437.cu"
inline double fold18(int lane19, const int *input20) { 
# 48
--lane19; 
# 49
lane19 = (54L * (input20[lane19 & 7])); 
# 50
double e21[2] = {(47UL), (-(21.375))}; 
# 51
if ((*input20) <= (24 * (input20[lane19]))) { 
# 52
float f22 = lane19 * __alignof__(double); 
# 53
}  
# 54
lane19 = ((-((lane19 >= lane19) ? 8 : 349L)) - ((input20[lane19]) - ((e21[0]) * (e21[0])))); 
# 55
return input20[6]; 
# 56
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 58
template< class T, int N = 3> static void 
# 59
__wrapper__device_stub_gather23_kernel(const T *&input24, const T *&in25, int &n26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 59
{ 
# 60
for (int j27 = 0; j27 < n26; j27++) { 
# 61
int iter28 = 0; 
# 62
do { 
# 63
__attribute__((unused)) static int sh_29[32]; 
# 64
(sh_29[24]) = (fold18((((input24[j27]) <= N) ? 32 : n26) % (N - n26), sh_29)); 
# 65
++iter28; 
# 66
} while (iter28 < j27); 
# 67
}  
# 68
} 
#endif

#pragma GCC diagnostic pop

# 58 "v000437.cu"
template< class T, int N = 3> static void 
# 59
gather23_kernel(const T *input24, const T *in25, int n26) {__wrapper__device_stub_gather23_kernel<T,N>(input24,in25,n26);
# 68
return;}
#if 0
# 59
{ 
# 60
for (int j27 = 0; j27 < n26; j27++) { 
# 61
int iter28 = 0; 
# 62
do { 
# 63
__attribute__((unused)) static int sh_29[32]; 
# 64
(sh_29[24]) = (fold18((((input24[j27]) <= N) ? 32 : n26) % (N - n26), sh_29)); 
# 65
++iter28; 
# 66
} while (iter28 < j27); 
# 67
}  
# 68
} 
#endif
# 70 "v000437.cu"
unsigned fuse30(unsigned *dst31) { 
# 71
if ((dst31[4]) <= ((*dst31) * (25))) { 
# 72
int t32 = fold18(((dst31[6]) * (dst31[6])) + 1077L, reinterpret_cast< const int *>(dst31)); 
# 73
}  
# 74
fold18(*dst31, reinterpret_cast< const int *>(dst31)); 
# 75
return dst31[0]; 
# 76
} 
# 78
int main() { 
# 79
int size33 = 389; 
# 80
size33 = (((short)__alignof__(float)) | fuse30(static_cast< unsigned *>(nullptr))); 
# 81
if (35 <= size33) { 
# 82
do { size33 += size33; } while (0); 
# 83
size33 = (('A') - size33); 
# 84
} else { 
# 85
}  
# 86
(__cudaPushCallConfiguration(dim3(16, 128), dim3((size33 + 127) / 128, 1, (size33 + 63) / 64), 1024)) ? (void)0 : accum9_kernel(nullptr); 
# 87
(__cudaPushCallConfiguration(((dim3)(4)), 128)) ? (void)0 : clamp12((const long *)nullptr, static_cast< long>(size33 % 33)); 
# 88
(__cudaPushCallConfiguration(2, 24 + 40, 0)) ? (void)0 : gather23_kernel< unsigned, 3> (static_cast< const unsigned *>(nullptr), static_cast< const unsigned *>(nullptr), fold18(5L, (const int *)nullptr)); 
# 89
return 0; 
# 90
} 

# 1 "v000437.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bda236b6_10_v000437_cu_d64581f8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000437.cudafe1.stub.c"
#include "v000437.cudafe1.stub.c"
# 1 "v000437.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v000573.cu"
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
# 6 "v000573.cu"
enum Op2 { FAST3, GREEN4}; 
# 8
__attribute__((visibility("hidden"))) void spread5_kernel(float *__restrict__ acc6, int lane7) ;
#if 0
# 8
{ 
# 9
int w8 = 0; 
# 10
while (w8 < 12) { 
# 11
constexpr int prod9 = (674LL); 
# 12
constexpr int e10 = 25; 
# 13
++w8; 
# 14
}  
# 15
lane7 = ((((acc6[__device_builtin_variable_threadIdx.y]) + (sizeof(int))) >= (55)) ? 57 & (w8 * lane7) : 1469); 
# 16
} 
#endif
# 17 "v000573.cu"
static_assert((((2 * 2) * (((GREEN4) + ((GREEN4) + 1)) * ((GREEN4) + ((GREEN4) + 1)))) > 35));
# 19
inline short score11(unsigned long q12) { 
# 20
q12 = q12; 
# 21
Op2 lo13 = FAST3; 
# 22
q12++; 
# 23
--q12; 
# 24
return (-(1103 * lo13)) & 62; 
# 25
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27
template< class T, int N> static void 
# 28
__wrapper__device_stub_tile14_kernel(T *__restrict__ &acc15, unsigned &p16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if (((score11(22)) < (__device_builtin_variable_blockDim.x)) && (((__device_builtin_variable_blockDim.x) - (32)) != (33))) { 
# 31
unsigned r18 = static_cast< int>(((acc15[1]) + ((1) & p16)) + N); 
# 32
}  
# 33
int pass19 = 0; 
# 34
while (pass19 < 5) { 
# 35
if (T q20 = ((4.625F)); (+(score11(p16))) >= ((p16 + q20) + GREEN4)) { 
# 36
int hi21[3] = {}; 
# 37
if ((score11(p16)) <= N) { 
# 38
continue; }  
# 39
} else { 
# 40
}  
# 41
++pass19; 
# 42
}   
# 43
} 
#endif

#pragma GCC diagnostic pop

# 27 "v000573.cu"
template< class T, int N> static void 
# 28
tile14_kernel(T *__restrict__ acc15, unsigned p16) {__wrapper__device_stub_tile14_kernel<T,N>(acc15,p16);
# 43
return;}
#if 0
# 28
{ 
# 29
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if (((score11(22)) < (__device_builtin_variable_blockDim.x)) && (((__device_builtin_variable_blockDim.x) - (32)) != (33))) { 
# 31
unsigned r18 = static_cast< int>(((acc15[1]) + ((1) & p16)) + N); 
# 32
}  
# 33
int pass19 = 0; 
# 34
while (pass19 < 5) { 
# 35
if (T q20 = ((4.625F)); (+(score11(p16))) >= ((p16 + q20) + GREEN4)) { 
# 36
int hi21[3] = {}; 
# 37
if ((score11(p16)) <= N) { 
# 38
continue; }  
# 39
} else { 
# 40
}  
# 41
++pass19; 
# 42
}   
# 43
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45 "v000573.cu"
template< class T, int N = 4> static void 
# 46
__wrapper__device_stub_trace22(T &b23, const T *__restrict__ &coef24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern int dyn_25[]; 
# 48
unsigned idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
(dyn_25[idx26]) ^= 54UL; 
# 50
b23 *= score11(((dyn_25[1]) - (FAST3)) | (static_cast< short>(51L))); 
# 51
unsigned e27[6]{(948L), 4U, (27UL), (59), ((unsigned)2L), idx26}; 
# 52
(dyn_25[6]) = (dyn_25[idx26]); 
# 53
score11(b23); 
# 54
int r28 = (~((28) - (__device_builtin_variable_gridDim.x))) - (e27[3]); 
# 55
unsigned char m29 = (b23 + (~r28)) + (dyn_25[r28 & 7]); 
# 56
} 
#endif

#pragma GCC diagnostic pop

# 45 "v000573.cu"
template< class T, int N = 4> static void 
# 46
trace22(T b23, const T *__restrict__ coef24) {__wrapper__device_stub_trace22<T,N>(b23,coef24);
# 56
return;}
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern int dyn_25[]; 
# 48
unsigned idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
(dyn_25[idx26]) ^= 54UL; 
# 50
b23 *= score11(((dyn_25[1]) - (FAST3)) | (static_cast< short>(51L))); 
# 51
unsigned e27[6]{(948L), 4U, (27UL), (59), ((unsigned)2L), idx26}; 
# 52
(dyn_25[6]) = (dyn_25[idx26]); 
# 53
score11(b23); 
# 54
int r28 = (~((28) - (__device_builtin_variable_gridDim.x))) - (e27[3]); 
# 55
unsigned char m29 = (b23 + (~r28)) + (dyn_25[r28 & 7]); 
# 56
} 
#endif
# 58 "v000573.cu"
void smooth30(unsigned cfg31, float beta32) { 
# 59
if (cfg31 && ((beta32 != beta32) || (cfg31 == beta32))) { 
# 60
if (((cfg31 != (GREEN4)) ? 49 : 10) & 1) { 
# 61
int z33 = (static_cast< float>(beta32 - beta32)) - beta32; 
# 62
switch (cfg31) { 
# 63
case 7:  
# 64
cfg31 += ((static_cast< int>(static_cast< float>(49))) - (+cfg31)); 
# 65
break; 
# 66
case 0:  { 
# 67
int hi34 = (z33 + (44U + cfg31)) + ((int)50); 
# 68
break; 
# 69
} 
# 70
}  
# 71
} else { if (cfg31 > cfg31) { 
# 72
} else { 
# 73
}  }  
# 74
} else { 
# 75
}  
# 76
} 
# 78
int main() { 
# 79
int n35 = 3263; 
# 80
n35 += (((score11(n35)) + (score11(n35))) + (n35 / (25 - n35))); 
# 81
n35 = ((n35 - (score11(GREEN4))) ^ (sizeof(unsigned) * (n35 | n35))); 
# 82
smooth30((GREEN4) | (n35 * n35), (score11(n35)) ^ (FAST3)); 
# 83
Op2 z36 = GREEN4; 
# 84
(__cudaPushCallConfiguration(512, (GREEN4) + 63)) ? (void)0 : spread5_kernel(nullptr, -64); 
# 85
(__cudaPushCallConfiguration((n35 + 63) / 64, ((GREEN4) + ((GREEN4) + ((GREEN4) + 13))) * 8)) ? (void)0 : tile14_kernel< double, 8> (static_cast< double *>(nullptr), (GREEN4) & n35); 
# 86
(__cudaPushCallConfiguration(256, (GREEN4) + 255)) ? (void)0 : trace22< float, 5> (score11(z36), (const float *)nullptr); 
# 87
return 0; 
# 88
} 

# 1 "v000573.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0c1cd484_10_v000573_cu_49ca1718
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000573.cudafe1.stub.c"
#include "v000573.cudafe1.stub.c"
# 1 "v000573.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

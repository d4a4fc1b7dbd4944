# 1 "v000998.cu"
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
# 7 "v000998.cu"
__attribute__((visibility("hidden"))) void tile1_kernel(int lane2, int stride3, double *acc4) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_5[]; 
# 10
unsigned tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (((((*acc4) != (38)) || (48U >= lane2)) ? acc4[lane2] : (42UL + lane2)) > tid6) { 
# 12
if ((tid6 + 960L) > (dyn_5[lane2])) { 
# 13
return; }  
# 14
if (int idx7 = (((tid6 - 49U) <= 12UL) ? (8) * (__device_builtin_variable_blockDim.x) : lane2) >> 13UL; idx7 - 1198U) { 
# 15
idx7 = tid6; 
# 16
(acc4[0]) = (((unsigned)(__device_builtin_variable_threadIdx.x)) >> lane2); 
# 17
}  
# 18
} else { 
# 19
}  
# 20
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22 "v000998.cu"
template< class T, int N = 4> static void 
# 23
__wrapper__device_stub_spread8_kernel(const T *&in9, const T *&input10, const int *__restrict__ &in11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern int dyn_12[]; 
# 26
unsigned long *cnt13 = (nullptr); 
# 27
(cnt13[2]) = (N); 
# 28
bool base14 = (((dyn_12[6]) < (__device_builtin_variable_threadIdx.x)) ? (*cnt13) + (cnt13[__device_builtin_variable_blockDim.y]) : (N)) <= (20); 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 22 "v000998.cu"
template< class T, int N = 4> static void 
# 23
spread8_kernel(const T *in9, const T *input10, const int *__restrict__ in11) 
# 24
{__wrapper__device_stub_spread8_kernel<T,N>(in9,input10,in11);
# 29
return;}
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern int dyn_12[]; 
# 26
unsigned long *cnt13 = (nullptr); 
# 27
(cnt13[2]) = (N); 
# 28
bool base14 = (((dyn_12[6]) < (__device_builtin_variable_threadIdx.x)) ? (*cnt13) + (cnt13[__device_builtin_variable_blockDim.y]) : (N)) <= (20); 
# 29
} 
#endif
# 30 "v000998.cu"
static short g_shade15; 
# 33
__attribute__((visibility("hidden"))) void sift16(const int *__restrict__ src17, unsigned long long alpha18, int lane19) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern int dyn_20[]; 
# 36
if (lane19 <= (src17[__device_builtin_variable_threadIdx.x])) { 
# 37
goto skip22; 
# 38
}  
# 39
lane19 = (((!src17) ? lane19 : (*src17)) * (((*src17) + 24) % 37)); 
# 40
for (int it21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it21 < lane19; it21 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 41
alpha18++; }  
# 42
(dyn_20[5]) -= ((lane19 + 50U) + ((static_cast< unsigned long>(__device_builtin_variable_warpSize)) * (39U))); 
# 43
skip22:; ; 
# 44
} 
#endif
# 46 "v000998.cu"
void run_sift23(int count24, int *out25, int count26) 
# 47
{ 
# 48
count26 |= 10U; 
# 49
if ((g_shade15 - (count26 - count26)) > ((out25[5]) - g_shade15)) { 
# 50
double w27 = (!count24) ? count26 : (count26 - g_shade15); 
# 51
const char *s28 = ("\"q\""); 
# 52
} else { 
# 53
int *val29 = (nullptr); 
# 54
}  
# 55
(__cudaPushCallConfiguration(dim3(4, 2), 32, 0, (cudaStream_t)0)) ? (void)0 : tile1_kernel(static_cast< unsigned long long>(26), 7U + (out25[count26]), reinterpret_cast< double *>(out25)); 
# 56
(*out25)--; 
# 57
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59
template< class T, int N> static void 
# 60
__wrapper__device_stub_probe30(const T *&in31, T &a32, double *&out33, int &lane34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern float dyn_35[]; 
# 63
unsigned tid36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
if (tid36 >= lane34) { 
# 65
return; }  
# 66
for (int j37 = 0; j37 < lane34; j37 += 3) { 
# 67
int u38{N}; 
# 68
}  
# 69
lane34++; 
# 70
for (int n39 = 0; n39 < lane34; ++n39) { 
# 71
if (!((*in31) <= a32)) { 
# 72
return; }  
# 73
(dyn_35[0]) = (((N) + tid36) << (__device_builtin_variable_gridDim.x)); 
# 74
}  
# 75
} 
#endif

#pragma GCC diagnostic pop

# 59 "v000998.cu"
template< class T, int N> static void 
# 60
probe30(const T *in31, T a32, double *out33, int lane34) 
# 61
{__wrapper__device_stub_probe30<T,N>(in31,a32,out33,lane34);
# 75
return;}
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern float dyn_35[]; 
# 63
unsigned tid36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
if (tid36 >= lane34) { 
# 65
return; }  
# 66
for (int j37 = 0; j37 < lane34; j37 += 3) { 
# 67
int u38{N}; 
# 68
}  
# 69
lane34++; 
# 70
for (int n39 = 0; n39 < lane34; ++n39) { 
# 71
if (!((*in31) <= a32)) { 
# 72
return; }  
# 73
(dyn_35[0]) = (((N) + tid36) << (__device_builtin_variable_gridDim.x)); 
# 74
}  
# 75
} 
#endif
# 77 "v000998.cu"
int main() 
# 78
{ 
# 79
int n40 = 3312; 
# 80
const char *q41 = ("C:\\dir"); 
# 81
g_shade15 = ((((((q41[1]) >= (q41[0])) ? n40 : g_shade15) == 17) || (31 != g_shade15)) ? q41[0] : (g_shade15 - ((q41[1]) * g_shade15))); 
# 82
g_shade15 <<= 4; 
# 83
++n40; 
# 84
(__cudaPushCallConfiguration(dim3((n40 + 31) / 32, 8 * 8, (n40 + 255) / 256), 256)) ? (void)0 : spread8_kernel< unsigned, 4> (nullptr, nullptr, (const int *)nullptr); 
# 85
(__cudaPushCallConfiguration(512, 256)) ? (void)0 : sift16(&n40, (!((q41[1]) >= g_shade15)) ? 46 : 29, g_shade15); 
# 86
(__cudaPushCallConfiguration(8 * 16, 128)) ? (void)0 : probe30< double, 2> (nullptr, q41[1], nullptr, g_shade15); 
# 87
return 0; 
# 88
} 

# 1 "v000998.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__13ef2d9f_10_v000998_cu_e5cfe23d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000998.cudafe1.stub.c"
#include "v000998.cudafe1.stub.c"
# 1 "v000998.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "i000727.cu"
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
# 12 "i000727.cu"
__attribute__((unused)) float scatter6(unsigned a7, float b8) 
# 13
{int volatile ___ = 1;(void)a7;(void)b8;
# 21
::exit(___);}
#if 0
# 13
{ 
# 14
a7 = (((b8 < b8) ? b8 : b8) * (a7 * (32))); 
# 15
int diff9 = ((b8 += b8), a7) % (a7 ^ (__device_builtin_variable_threadIdx.y)); 
# 16
diff9 = ((38) - (__device_builtin_variable_blockIdx.x)); 
# 17
if (!(b8 != diff9)) { 
# 18
return b8; }  
# 19
a7 = a7; 
# 20
return 4691UL; 
# 21
} 
#endif
# 23 "i000727.cu"
__attribute__((unused)) long update10(int count11, int *buf12) 
# 24
{int volatile ___ = 1;(void)count11;(void)buf12;
# 31
::exit(___);}
#if 0
# 24
{ 
# 25
if ((buf12[__device_builtin_variable_threadIdx.x]) == ((long)(buf12[count11]))) { 
# 26
return (__device_builtin_variable_blockDim.z) + (4); }  
# 27
constexpr char tmp13 = (61); 
# 28
int lo14[7] = {}; 
# 29
float cnt15 = +count11; 
# 30
return (((61) + cnt15) - (__device_builtin_variable_blockDim.y)) + (*buf12); 
# 31
} 
#endif
# 33 "i000727.cu"
__attribute__((unused)) long grow16(int len17, float q18, int lane19) 
# 34
{int volatile ___ = 1;(void)len17;(void)q18;(void)lane19;
# 47
::exit(___);}
#if 0
# 34
{ 
# 35
if (((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_threadIdx.x)) < (+((double)lane19))) { 
# 36
if (((q18 < (-lane19)) ? q18 : (-lane19)) >= (lane19 << 6)) { 
# 37
int iter20 = 0; 
# 38
do { 
# 39
do { int tmp_ = len17; len17 = lane19; lane19 = tmp_; } while (0); 
# 40
float hi21 = ~iter20; 
# 41
++iter20; 
# 42
} while (iter20 < 10); 
# 43
}  
# 44
} else { 
# 45
}  
# 46
return len17 | (-(64L & (__device_builtin_variable_threadIdx.x))); 
# 47
} 
#endif
# 49 "i000727.cu"
__attribute__((visibility("hidden"))) void sweep22(const unsigned char *__restrict__ in23) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern int dyn_24[]; 
# 52
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
if (((dyn_24[idx25]) * 2) != (__device_builtin_variable_threadIdx.z)) { 
# 54
return; }  
# 55
int flag26 = (idx25 | 1) - (~(*in23)); 
# 56
int w27 = 0; 
# 57
while ((w27 < 16) && ((62) == (flag26 - (__device_builtin_variable_blockIdx.x)))) { 
# 58
(dyn_24[__device_builtin_variable_gridDim.x]) = (((int)flag26) / 11UL); 
# 59
__attribute__((unused)) static int sh_28[1 << 4]; 
# 60
++w27; 
# 61
}  
# 62
unsigned res29[7] = {}; 
# 63
} 
#endif
# 65 "i000727.cu"
__attribute__((unused)) int apply30(int n31, int len32) 
# 66
{int volatile ___ = 1;(void)n31;(void)len32;
# 72
::exit(___);}
#if 0
# 66
{ 
# 67
constexpr unsigned k33 = (4124); 
# 68
const double *k34 = (nullptr); 
# 69
float flag35 = (3619); 
# 70
unsigned y36 = ((((k34[7]) < (__device_builtin_variable_threadIdx.x)) ? k34[7] : (__device_builtin_variable_threadIdx.x)) < ((len32 += len32), ((n31 < 59LL) ? n31 : 59LL))) ? ((k34[7]) < (__device_builtin_variable_threadIdx.x)) ? k34[7] : (__device_builtin_variable_threadIdx.x) : ((len32 += len32), ((n31 < 59LL) ? n31 : 59LL)); 
# 71
return ((25) * (*k34)); 
# 72
} 
#endif
# 74 "i000727.cu"
int check_apply37(int count38) 
# 75
{ 
# 76
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : sweep22(nullptr); 
# 77
int lo39 = (count38 * count38) - (31 ^ count38); 
# 78
if (!((lo39 + 4) >= lo39)) { 
# 79
dim3 stride40 = dim3((count38 + 255) / 256, 16 * 4, (count38 + 127) / 128); 
# 80
auto val41 = (float)count38; 
# 81
} else { 
# 82
}  
# 83
return ((7U * lo39) | (lo39 | count38)) - (((lo39 < sizeof(float)) ? lo39 : sizeof(float)) - (count38 - count38)); 
# 84
} 
# 86
int main() 
# 87
{ 
# 88
int count42 = 3203; 
# 89
int uninit44; 
# 90
count42 += uninit44; 
# 91
const float flag43 = ~(sizeof(float) - (~count42)); 
# 92
(__cudaPushCallConfiguration((count42 + 63) / 64, 512, 0, (cudaStream_t)0)) ? (void)0 : sweep22(nullptr); 
# 93
if ((count42 != count42) && (count42 != count42)) { 
# 94
return 44ULL - count42; }  
# 95
return 0; 
# 96
} 

# 1 "i000727.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d0f3b7cd_10_i000727_cu_02ef6a8a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000727.cudafe1.stub.c"
#include "i000727.cudafe1.stub.c"
# 1 "i000727.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

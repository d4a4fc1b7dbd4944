# 1 "v000539.cu"
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
# 7 "v000539.cu"
__attribute__((visibility("hidden"))) void bump2(int *buf3, const float *__restrict__ in4) ;
#if 0
# 7
{ 
# 8
for (int j5 = 0, j6 = 15; j5 < j6; (++j5), (--j6)) { 
# 9
unsigned stride7 = (((*buf3) + (*buf3)) + (5 * j5)) >> j6; 
# 10
}  
# 11
if (41 >= (((buf3[4]) += (in4[4])), (buf3[3]))) { 
# 12
return; 
# 13
}  
# 14
if ((*buf3) > (*in4)) { 
# 15
goto out8; 
# 16
}  
# 17
(buf3[2]) = (*buf3); 
# 18
(buf3[4]) = (buf3[1]); 
# 19
(*buf3) -= (buf3[2]); 
# 20
out8:; ; 
# 21
} 
#endif
# 22 "v000539.cu"
static int c_rank9; 
# 24
static void bump10_kernel(float *__restrict__ dst11, int stride12, float *buf13) ;
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern int dyn_14[]; 
# 26
for (int i15 = 0, j16 = 6; i15 < j16; (++i15), (--j16)) { 
# 27
(dyn_14[5]) = (((buf13[j16]) += (buf13[c_rank9])), (dyn_14[j16])); 
# 28
(dyn_14[j16]) = (*dst11); 
# 29
}  
# 30
} 
#endif
# 31 "v000539.cu"
using idx17_t = int; 
# 33
__attribute__((visibility("hidden"))) void rank18_kernel(unsigned alpha19, idx17_t stride20) ;
#if 0
# 33
{ 
# 34
float prod21 = ((c_rank9 << c_rank9) >> 3) - (alpha19 * alpha19); 
# 35
stride20 >>= 4; 
# 36
alpha19--; 
# 37
} 
#endif
# 39 "v000539.cu"
__attribute__((unused)) int scatter22(float *data23) {int volatile ___ = 1;(void)data23;
# 53
::exit(___);}
#if 0
# 39
{ 
# 40
--(data23[5]); 
# 41
++(data23[4]); 
# 42
if (c_rank9 && ((*data23) > ('\?'))) { 
# 43
return ((__alignof__(int)) + (data23[c_rank9])) - c_rank9; 
# 44
}  
# 45
long long w24((-27)); 
# 46
for (int i25 = 0; i25 < 15; i25 += 2) { 
# 47
if ((*data23) != (*data23)) { 
# 48
continue; 
# 49
}  
# 50
bool lim26 = true; 
# 51
}   
# 52
return *data23; 
# 53
} 
#endif
# 55 "v000539.cu"
static void bump27(float a28) ;
#if 0
# 55
{ 
# 56
scatter22(nullptr); 
# 57
a28 /= (scatter22(&a28)); 
# 58
if ((scatter22(&a28) / 43) < ((60) * a28)) { 
# 59
a28 = ((a28 += c_rank9), c_rank9); 
# 60
a28 -= (scatter22(&a28)); 
# 61
} else { 
# 62
}  
# 63
} 
#endif
# 64 "v000539.cu"
static float c_update29; 
# 65
enum Level30 { LOW31, ADD32, BLUE33 = 5}; 
# 66
typedef Level30 kind34_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 68
template< class T, int N = 2> static void 
# 69
__wrapper__device_stub_stencil35(T *__restrict__ &buf36, const T *&input37, unsigned long *__restrict__ &buf38, float *__restrict__ &buf39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 69
{ 
# 70
(buf36[4]) += (buf39[2]); 
# 71
Level30 base40 = ADD32; 
# 72
} 
#endif

#pragma GCC diagnostic pop

# 68 "v000539.cu"
template< class T, int N = 2> static void 
# 69
stencil35(T *__restrict__ buf36, const T *input37, unsigned long *__restrict__ buf38, float *__restrict__ buf39) {__wrapper__device_stub_stencil35<T,N>(buf36,input37,buf38,buf39);
# 72
return;}
#if 0
# 69
{ 
# 70
(buf36[4]) += (buf39[2]); 
# 71
Level30 base40 = ADD32; 
# 72
} 
#endif
# 74 "v000539.cu"
__attribute__((visibility("hidden"))) void score41(int *buf42) ;
#if 0
# 74
{ 
# 75
__attribute__((unused)) extern float dyn_43[]; 
# 76
(dyn_43[c_rank9]) = (7); 
# 77
(dyn_43[c_rank9]) -= (c_rank9 << ((c_rank9 >> c_rank9) - scatter22(dyn_43))); 
# 78
(dyn_43[c_rank9]) = (scatter22((float *)nullptr)); 
# 79
scatter22((float *)nullptr); 
# 80
scatter22((float *)nullptr); 
# 81
scatter22(reinterpret_cast< float *>(buf42)); 
# 82
} 
#endif
# 84 "v000539.cu"
__attribute__((visibility("hidden"))) void grow44_kernel(bool alpha45, long *acc46) ;
#if 0
# 84
{ 
# 85
__attribute__((unused)) extern long dyn_47[]; 
# 86
short prod48 = ((dyn_47[c_rank9]) + c_rank9) + (5); 
# 87
int iter49 = 0; 
# 88
do { 
# 89
(acc46[prod48]) = iter49; 
# 90
prod48--; 
# 91
++iter49; 
# 92
} while ((iter49 < 3) && (iter49 == iter49)); 
# 93
idx17_t r50 = scatter22(reinterpret_cast< float *>(acc46)); 
# 94
scatter22(reinterpret_cast< float *>(acc46)); 
# 95
} 
#endif
# 97 "v000539.cu"
int main() { 
# 98
int n51 = 2134; 
# 99
for (int it52 = n51; it52 > 0; --it52) { 
# 100
float mid53[2] = {}; 
# 101
((mid53[1])--), (n51 = (mid53[n51])); 
# 102
}  
# 103
(__cudaPushCallConfiguration(((dim3)((ADD32) + 7)), 32)) ? (void)0 : bump2(&n51, nullptr); 
# 104
(__cudaPushCallConfiguration(1, 64, 0)) ? (void)0 : bump10_kernel(nullptr, (int)(n51 + 3), nullptr); 
# 105
(__cudaPushCallConfiguration(dim3((n51 + 255) / 256, 4, 128), dim3(8 * ((BLUE33) + 11), (n51 + 63) / 64))) ? (void)0 : rank18_kernel(1L, (LOW31) * (-n51)); 
# 106
return 0; 
# 107
} 

# 1 "v000539.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__96219220_10_v000539_cu_8a306b94
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000539.cudafe1.stub.c"
#include "v000539.cudafe1.stub.c"
# 1 "v000539.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

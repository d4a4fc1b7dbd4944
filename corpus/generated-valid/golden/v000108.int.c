# 1 "v000108.cu"
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
# 9 "v000108.cu"
__attribute__((visibility("hidden"))) void clamp4_kernel(float *acc5) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern float dyn_6[]; 
# 12
int pass7 = 0; 
# 13
while (pass7 < 11) { 
# 14
(acc5[pass7]) -= (13.875F); 
# 15
(dyn_6[pass7]) = (dyn_6[pass7]); 
# 16
(acc5[0]) = (((46L) * (pass7 * (*acc5))) + pass7); 
# 17
++pass7; 
# 18
}  
# 19
unsigned u8[2] = {}; 
# 20
(acc5[3]) /= pass7; 
# 21
float base9 = (12.125F); 
# 22
} 
#endif
# 24 "v000108.cu"
inline float accum10(long *buf11) 
# 25
{ 
# 26
if ((((buf11[4]) != (34)) ? 6U : (*buf11)) <= (57U)) { 
# 27
return *buf11; 
# 28
}  
# 29
double prod12 = (((buf11[0]) + ((*buf11) + (buf11[5]))) < (33)) ? (0.5) : (buf11[2]); 
# 30
(--prod12), ((buf11[6]) *= (3477)); 
# 31
(buf11[7]) += (buf11[6]); 
# 32
(*buf11)++; 
# 33
(buf11[2])++; 
# 34
prod12 *= (*buf11); 
# 35
return (prod12); 
# 36
} 
# 38
namespace util13 { 
# 39
__attribute__((unused)) size_t bump14(unsigned char alpha15, double alpha16, int *buf17) 
# 40
{int volatile ___ = 1;(void)alpha15;(void)alpha16;(void)buf17;
# 51
::exit(___);}
#if 0
# 40
{ 
# 41
if ((alpha15 & (buf17[alpha15])) < alpha15) { 
# 42
goto finish18; 
# 43
}  
# 44
alpha16 = (-56); 
# 45
(buf17[3]) = (accum10(static_cast< long *>(nullptr))); 
# 46
if (!(alpha16 != (4U))) { 
# 47
return (accum10(static_cast< long *>(nullptr))) + alpha16; 
# 48
}  
# 49
finish18:; ; 
# 50
return 19UL; 
# 51
} 
#endif
# 53 "v000108.cu"
__attribute__((unused)) short norm19(double *data20, int len21, int stride22) 
# 54
{int volatile ___ = 1;(void)data20;(void)len21;(void)stride22;
# 62
::exit(___);}
#if 0
# 54
{ 
# 55
if ((len21 == 15) && ((data20[len21]) <= (data20[len21 & 7]))) { 
# 56
goto done23; 
# 57
}  
# 58
stride22 = (util13::bump14(~(9 >> len21), *data20, &len21)); 
# 59
util13::bump14(len21, ((6.875F)) / (-(data20[len21])), &stride22); 
# 60
done23:; ; 
# 61
return util13::bump14(accum10((long *)nullptr), data20[stride22], &stride22) % (static_cast< long>(len21 | stride22)); 
# 62
} 
#endif
# 64 "v000108.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned char apply24(int stride25, const float *input26, const int *src27) 
# 65
{int volatile ___ = 1;(void)stride25;(void)input26;(void)src27;
# 76
::exit(___);}
#if 0
# 65
{ 
# 66
int z28 = accum10((long *)nullptr); 
# 67
util13::norm19(static_cast< double *>(nullptr), (!input26) ? z28 + z28 : 54L, (util13::norm19(nullptr, stride25, 25)) + (src27[z28 & 7])); 
# 68
float prod29 = (src27[stride25]) + ((src27[stride25]) + stride25); 
# 69
short sum30(stride25); 
# 70
if ((((src27[z28 & 7]) >= prod29) ? 0U : stride25) <= prod29) { 
# 71
goto done31; 
# 72
}  
# 73
accum10(nullptr); 
# 74
done31:; ; 
# 75
return 255; 
# 76
} 
#endif
# 77 "v000108.cu"
}
# 79
int main() 
# 80
{ 
# 81
int n32 = 3626; 
# 82
bool lo33 = +accum10(static_cast< long *>(nullptr)); 
# 83
(__cudaPushCallConfiguration((n32 + 63) / 64, 256, 1024)) ? (void)0 : clamp4_kernel(nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v000108.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f2accd83_10_v000108_cu_e2684711
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000108.cudafe1.stub.c"
#include "v000108.cudafe1.stub.c"
# 1 "v000108.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v000278.cu"
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
# 17 "v000278.cu"
static float d_spread7[8]; 
# 19
__attribute__((visibility("hidden"))) void bias8_kernel(int stride9, float alpha10, size_t a11) ;
#if 0
# 19
{ 
# 20
if (auto res12 = (7.5F); alpha10 >= (('\'') | a11)) { 
# 21
if (alpha10 < (8)) { 
# 22
return; }  
# 23
a11 = (((d_spread7[4]) * (16)) + alpha10); 
# 24
}  
# 25
} 
#endif
# 27 "v000278.cu"
static unsigned host_update13(int *buf14, float b15 = 10L) { 
# 28
signed char v16 = ('\000'); 
# 29
if (v16 <= ((buf14[v16]) * (buf14[v16 & 7]))) { 
# 30
int w17 = ((int)(3 & (buf14[v16 & 7]))) | (3447 | v16); 
# 31
int m18 = v16; 
# 32
if (static_cast< int>(buf14[w17])) { 
# 33
--b15; }  
# 34
}  
# 35
const char *k19 = ("x=%d"); 
# 36
return (unsigned)(30 % (static_cast< int>(*buf14))); 
# 37
} 
# 39
__attribute__((visibility("hidden"))) void pivot20(float *dst21, int *dst22, const int *coef23) ;
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern float dyn_24[]; 
# 41
(dst21[5])++; 
# 42
++(dyn_24[0]); 
# 43
} 
#endif
# 45 "v000278.cu"
__attribute__((unused)) inline long rank25(const int *src26, const unsigned *input27, int lane28) {int volatile ___ = 1;(void)src26;(void)input27;(void)lane28;
# 56
::exit(___);}
#if 0
# 45
{ 
# 46
if ((d_spread7[lane28]) <= (L'\x23')) { 
# 47
goto finish32; 
# 48
}  
# 49
if (double idx29 = (24.375); idx29 < (((d_spread7[lane28 & 7]) += (8.25F)), (*input27))) { 
# 50
__attribute__((unused)) static float sh_30; 
# 51
lane28 = lane28; 
# 52
long long r31(d_spread7[6]); 
# 53
}  
# 54
finish32:; ; 
# 55
return d_spread7[lane28 & 7]; 
# 56
} 
#endif
# 58 "v000278.cu"
int main() { 
# 59
int len33 = 49; 
# 60
len33 = ((host_update13(&len33)) - (+(25L * len33))); 
# 61
auto q34 = (len33 | len33) & 1; 
# 62
int off35 = host_update13(&len33); 
# 63
if (host_update13(&off35, (22.25F)) != (30)) { 
# 64
return q34; }  
# 65
(__cudaPushCallConfiguration((len33 + 127) / 128, dim3((len33 + 63) / 64, (len33 + 127) / 128, (len33 + 63) / 64))) ? (void)0 : pivot20(static_cast< float *>(nullptr), &off35, &off35); 
# 66
(__cudaPushCallConfiguration(1, 48 + (16 + 192), sizeof(double) * (32))) ? (void)0 : bias8_kernel(q34, 32 + q34, off35); 
# 67
return 0; 
# 68
} 

# 1 "v000278.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c618633d_10_v000278_cu_731a4d0b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000278.cudafe1.stub.c"
#include "v000278.cudafe1.stub.c"
# 1 "v000278.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

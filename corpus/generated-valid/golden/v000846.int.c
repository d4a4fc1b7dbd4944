# 1 "v000846.cu"
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
# 14 "v000846.cu"
__attribute__((visibility("hidden"))) void smooth6(const unsigned short *in7, const unsigned short *__restrict__ in8) ;
#if 0
# 15
{ 
# 16
if (((*in7) <= 23) || ((*in7) == (in7[0]))) { 
# 17
return; }  
# 18
unsigned acc9 = ((128 + (*in7)) + (*in8)) + (*in7); 
# 19
acc9 = (acc9 << ((((in8[6]) * (in7[7])) > 18) ? in8[4] : ((unsigned)(*in7)))); 
# 20
if ((in8[acc9]) < ((int)(__device_builtin_variable_blockDim.x))) { 
# 21
return; }  
# 22
acc9++; 
# 23
acc9 &= (4UL * acc9); 
# 24
float mid10 = (((unsigned)(in7[acc9])) >= ((*in8) * 24)) ? ((0.875F) * (__device_builtin_variable_threadIdx.x)) * (in7[0]) : ((*in8) + ((39) + (__device_builtin_variable_blockIdx.x))); 
# 25
} 
#endif
# 28 "v000846.cu"
static void stencil11(const float *__restrict__ in12, int count13, int *out14, const double *coef15) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern double dyn_16[]; 
# 31
unsigned idx17 = __device_builtin_variable_threadIdx.x; 
# 32
if (idx17 >= count13) { 
# 33
return; }  
# 34
count13 |= ((int)idx17); 
# 35
__attribute__((unused)) static int sh_18[256]; 
# 36
++(sh_18[count13]); 
# 37
++(dyn_16[idx17]); 
# 38
} 
#endif
# 41 "v000846.cu"
__attribute__((visibility("hidden"))) void shade19(int *acc20, bool cfg21, int *buf22, int stride23) ;
#if 0
# 42
{ 
# 43
__attribute__((unused)) extern int dyn_24[]; 
# 44
unsigned i25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
if (i25 >= stride23) { 
# 46
return; }  
# 47
float res26 = i25 + (buf22[4]); 
# 48
(buf22[i25]) = 24; 
# 49
__attribute__((unused)) static int sh_27; 
# 50
--res26; 
# 51
} 
#endif
# 53 "v000846.cu"
__attribute__((visibility("hidden"))) void bias28(const double *in29, int lane30, const int *in31, const signed char *__restrict__ input32) ;
#if 0
# 54
{ 
# 55
__attribute__((unused)) extern double dyn_33[]; 
# 56
int gid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
(dyn_33[3]) /= ((long long)(((unsigned)(__device_builtin_variable_threadIdx.y)) % ((short)gid34))); 
# 58
unsigned char lo35 = ((dyn_33[__device_builtin_variable_blockIdx.z]) + (24)) * (gid34 * 4); 
# 59
int pass36 = 0; 
# 60
while (pass36 < gid34) { 
# 61
lane30 <<= (__device_builtin_variable_threadIdx.x); 
# 62
lo35 <<= (((gid34 + 0) + pass36) * ((lane30 >= 63) ? 16 : 28)); 
# 63
++pass36; 
# 64
}  
# 65
} 
#endif
# 67 "v000846.cu"
static void pivot37_kernel(const unsigned *in38) ;
#if 0
# 68
{ 
# 69
__attribute__((unused)) extern float dyn_39[]; 
# 70
unsigned tid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 71
unsigned q41 = (__device_builtin_variable_blockIdx.y) / ((tid40 / (dyn_39[4])) - (*in38)); 
# 72
if (!(tid40 <= (dyn_39[__device_builtin_variable_blockIdx.z]))) { 
# 73
return; }  
# 74
__attribute__((unused)) static float sh_42[128]; 
# 75
int sum43 = (4442UL); 
# 76
} 
#endif
# 77 "v000846.cu"
static int d_march44[4]; 
# 79
int main() 
# 80
{ 
# 81
int len45 = 2393; 
# 82
float w46 = (len45 - len45) - ((len45 << 8) - 1689); 
# 83
if ((len45 + 55UL) > ('0')) { 
# 84
return w46 - (len45 + 29UL); }  
# 85
if (w46 != (14)) { 
# 86
return 24; }  
# 87
(__cudaPushCallConfiguration((len45 + 63) / 64, 1 << (4 + 3))) ? (void)0 : smooth6((const unsigned short *)nullptr, (const unsigned short *)nullptr); 
# 88
++len45; 
# 89
(__cudaPushCallConfiguration(1 << 4, (4 + 4) * 4)) ? (void)0 : stencil11(&w46, (w46 > (16L)) ? (len45 >= len45) ? len45 : w46 : (w46 * (24)), nullptr, nullptr); 
# 90
(__cudaPushCallConfiguration(32 * 4, 512)) ? (void)0 : shade19(nullptr, len45 - 56L, &len45, 5ULL); 
# 91
(__cudaPushCallConfiguration(4, 1 << (4 + 2))) ? (void)0 : bias28(nullptr, len45 - 6, &len45, (const signed char *)nullptr); 
# 92
return 0; 
# 93
} 

# 1 "v000846.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c0fc4db8_10_v000846_cu_37ecd650
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000846.cudafe1.stub.c"
#include "v000846.cudafe1.stub.c"
# 1 "v000846.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

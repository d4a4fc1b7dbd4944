# 1 "v002236.cu"
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
# 6 "v002236.cu"
enum Mode2 { BUSY3, GREEN4, BLUE5}; 
# 8
__attribute((always_inline)) __attribute__((unused)) inline int update6(unsigned char q7, int *data8) 
# 9
{int volatile ___ = 1;(void)q7;(void)data8;
# 15
::exit(___);}
#if 0
# 9
{ 
# 10
--q7; 
# 11
if (37UL >= (data8[q7])) { 
# 12
return (42 + (*data8)) + q7; }  
# 13
unsigned char prod9 = (((__device_builtin_variable_gridDim.x) << q7) + (L'\x41')) * (data8[q7]); 
# 14
return (unsigned)((prod9 - (*data8)) + ((__device_builtin_variable_blockDim.x) + (*data8))); 
# 15
} 
#endif
# 18 "v002236.cu"
__attribute__((visibility("hidden"))) void decay10(int stride11) ;
#if 0
# 19
{ 
# 20
unsigned tid12 = __device_builtin_variable_threadIdx.x; 
# 21
if (tid12 >= stride11) { 
# 22
return; }  
# 23
if (((tid12 * (33)) - (4)) == ((long long)(__device_builtin_variable_threadIdx.z))) { 
# 24
{ 
# 25
short f13[4] = {static_cast< short>(tid12 - tid12), (-19)}; 
# 26
const double h14 = (28UL); 
# 27
} 
# 28
}  
# 29
stride11 = ((BUSY3) + ((int)(tid12 - __device_builtin_variable_warpSize))); 
# 30
} 
#endif
# 32 "v002236.cu"
namespace ops15 { 
# 33
enum State16: unsigned { HIGH17, OFF18, ADD19}; 
# 35
short host_gather20(int len21) 
# 36
{ 
# 37
len21 ^= len21; 
# 38
int iter22 = 0; 
# 39
do { 
# 40
if (len21 == iter22) { 
# 41
break; }  
# 42
++iter22; 
# 43
} while (iter22 < len21); 
# 44
(__cudaPushCallConfiguration(1 << 1, 1 << ((ops15::OFF18) + ((GREEN4) + 3)), 1024, (cudaStream_t)0)) ? (void)0 : decay10(49 - iter22); 
# 45
float m23[7] = {(31U), (6.0F), (-(16.375F)), static_cast< float>(41 >> len21), (19.25F), (0.25F)}; 
# 46
++(m23[1]); 
# 47
dim3 k24(512, 512); 
# 48
return (4984 / (len21 * iter22)) / ((int)((1612L) / (m23[iter22]))); 
# 49
} 
# 50
}
# 52
namespace img25 { 
# 53
static void spread26(float *acc27, const long long *input28, const unsigned *input29) ;
#if 0
# 54
{ 
# 55
int idx30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
for (int j31 = 0; j31 < 15; ++j31) { 
# 57
float sum32 = (34L); 
# 58
}  
# 59
for (int n33 = 0; n33 < 2; n33 += 3) { 
# 60
__attribute__((unused)) static int sh_34[64]; 
# 61
if (auto y35 = __device_builtin_variable_blockDim.y; idx30 == idx30) { 
# 62
++(sh_34[__device_builtin_variable_blockDim.y]); 
# 63
int lo36(*input29); 
# 64
}  
# 65
}  
# 66
} 
#endif
# 67 "v002236.cu"
enum Op37 { IDLE38 = 1, RED39, RED40, RED41 = 8}; 
# 69
__attribute__((visibility("hidden"))) void decay42_kernel(float *dst43, const double *input44, int *buf45) ;
#if 0
# 70
{ 
# 71
int idx46 = __device_builtin_variable_threadIdx.x; 
# 72
double idx47 = input44[idx46]; 
# 73
__attribute__((unused)) static int sh_48; 
# 74
__attribute__((unused)) static int sh_49[128]; 
# 75
} 
#endif
# 76 "v002236.cu"
}
# 78
template< class T, class U> __attribute__((unused)) T 
# 79
split50(const U *coef51) 
# 80
{int volatile ___ = 1;(void)coef51;
# 88
::exit(___);}
#if 0
# 80
{ 
# 82
#pragma unroll
for (
# 82
int i52 = 0; i52 < 4; i52 += 3) { 
# 83
for (int j53 = 0; j53 < (img25::RED40); j53 += 1) { }  
# 84
}  
# 85
U stride54 = (-(((coef51[6]) * (coef51[__device_builtin_variable_threadIdx.x])) + (coef51[2]))); 
# 86
stride54 -= 37; 
# 87
return ops15::OFF18; 
# 88
} 
#endif
# 90 "v002236.cu"
int main() 
# 91
{ 
# 92
int n55 = 922; 
# 93
if ((40UL - n55) != (n55 / 38)) { 
# 94
(__cudaPushCallConfiguration(GREEN4, 1 << 9)) ? (void)0 : img25::decay42_kernel(nullptr, nullptr, &n55); 
# 95
char u56 = n55 << ((49L - n55) * (1)); 
# 96
}  
# 97
(__cudaPushCallConfiguration(((dim3)((ops15::OFF18) + (127))), dim3((4) * ((img25::RED41) + ((ops15::OFF18) + (7))), (n55 + 127) / 128, (n55 + 255) / 256))) ? (void)0 : img25::spread26(nullptr, nullptr, nullptr); 
# 98
return 0; 
# 99
} 

# 1 "v002236.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__44d8a3e7_10_v002236_cu_1b0c4220
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002236.cudafe1.stub.c"
#include "v002236.cudafe1.stub.c"
# 1 "v002236.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

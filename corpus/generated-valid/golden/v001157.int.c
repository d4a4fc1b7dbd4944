# 1 "v001157.cu"
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
# 8 "v001157.cu"
constexpr int TILE4 = 2; 
# 10
__attribute__((visibility("hidden"))) void apply5_kernel(long long *data6, int n7, const int *src8) ;
#if 0
# 10
{ 
# 11
n7--; 
# 12
(*data6) = TILE4; 
# 13
double lim9 = ((1.5F)); 
# 14
} 
#endif
# 16 "v001157.cu"
__attribute__((visibility("hidden"))) void march10_kernel(int *buf11) ;
#if 0
# 16
{ 
# 17
(buf11[5]) %= (TILE4 + (buf11[0])); 
# 18
(buf11[2]) = TILE4; 
# 19
unsigned hi12 = 42U; 
# 20
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 23 "v001157.cu"
__attribute__((unused)) static float tally13(int len14, int stride15, float b16) {int volatile ___ = 1;(void)len14;(void)stride15;(void)b16;
# 30
::exit(___);}
#if 0
# 23
{ 
# 24
len14 = (56L); 
# 25
b16 += (54); 
# 26
len14 ^= (((len14 * len14) - (stride15 * TILE4)) - (stride15 % (48U << stride15))); 
# 27
stride15 %= __alignof__(char); 
# 28
++len14; 
# 29
return stride15; 
# 30
} 
#endif

#pragma GCC diagnostic pop

# 32 "v001157.cu"
__attribute__((visibility("hidden"))) void reduce17_kernel(unsigned short beta18, const float *__restrict__ in19) ;
#if 0
# 32
{ 
# 33
--beta18; 
# 34
unsigned long long z20 = in19[7]; 
# 35
z20 &= (((z20 >> 3) >= ((in19[3]) + (64UL))) ? ((z20 * (-0)) == (in19[beta18])) ? (!in19) ? z20 : beta18 : (static_cast< short>(z20)) : (z20 - TILE4)); 
# 36
tally13((in19[beta18]) - tally13(26, beta18, beta18), 16 - (beta18 % TILE4), TILE4); 
# 37
} 
#endif
# 39 "v001157.cu"
__attribute__((visibility("hidden"))) void trace21_kernel(int count22, float *__restrict__ dst23, const long long *input24, const float *__restrict__ coef25) ;
#if 0
# 39
{ 
# 40
if (((3) - (*input24)) >= (tally13(56, 50, 25) / ((count22 >= 20) ? *dst23 : (*input24)))) { 
# 41
float flag26 = tally13(sizeof(int), input24[1], (int)(-483)) + ((input24[count22]) ? 3 << (input24[4]) : sizeof(float)); 
# 42
unsigned *res27 = ((unsigned *)nullptr); 
# 43
count22 >>= (__alignof__(int) + (*res27)); 
# 44
} else { 
# 45
for (int it28 = 0; it28 < 14; it28 += 1) { 
# 46
(*dst23) = (10UL >> ((*input24) + (49))); 
# 47
tally13(tally13(33 + count22, 440, ((dst23[it28]) > (dst23[2])) ? (2.125F) : (*dst23)), it28 + TILE4, (it28 * 23ULL) >> 6); 
# 48
}  
# 49
}  
# 50
} 
#endif
# 52 "v001157.cu"
int main() { 
# 53
int size29 = 1004; 
# 54
size_t tmp30 = (27); 
# 55
tmp30 = TILE4; 
# 56
int r31 = (((tmp30 < TILE4) && (size29 > 24U)) ? size29 + TILE4 : TILE4) + (tmp30 + (tmp30 - TILE4)); 
# 57
if ((!r31) || (tmp30 > size29)) { 
# 58
if ((36 < size29) || (size29 <= 5)) { 
# 59
return r31; 
# 60
}  
# 61
constexpr float s32 = (20.875F); 
# 62
}  
# 63
(__cudaPushCallConfiguration(dim3(2, (size29 + 127) / 128, (size29 + 63) / 64), 128, sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : apply5_kernel(static_cast< long long *>(nullptr), tmp30 - (TILE4 * tmp30), &r31); 
# 64
(__cudaPushCallConfiguration(512, TILE4 * 16, 0, (cudaStream_t)0)) ? (void)0 : march10_kernel(&size29); 
# 65
(__cudaPushCallConfiguration(dim3((size29 + 255) / 256, (size29 + 255) / 256), dim3(256, (size29 + 31) / 32), 0, nullptr)) ? (void)0 : reduce17_kernel(r31, nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v001157.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c4585911_10_v001157_cu_1eb9f0e5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001157.cudafe1.stub.c"
#include "v001157.cudafe1.stub.c"
# 1 "v001157.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "i000145.cu"
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
# 9 "i000145.cu"
__attribute__((visibility("hidden"))) void score5(unsigned *data6, float *out7, float *__restrict__ data8, long *dst9) ;
#if 0
# 10
{ 
# 12
#pragma unroll 8
for (
# 12
int n10 = 0; n10 < 7; n10 += 4) { 
# 13
__attribute__((unused)) static float sh_11[64]; 
# 14
}  
# 15
const int v12 = 0; 
# 16
} 
#endif
# 17 "i000145.cu"
enum class Color13 { Low14 = 1, Fast15 = 5, Idle16 = 7}; 
# 18
static constexpr int WIDTH17 = (4 + 3); 
# 19
constexpr int scatter18(int count19) 
# 20
{ 
# 21
return (count19 / 25UL) - ((static_cast< double>((14.875F))) - (count19 ^ 8)); 
# 22
} 
# 23
int apply20(float q21, unsigned char *dst22, size_t p23) 
# 24
{ 
# 25
int lo24 = scatter18((q21 * (26UL)) / (sizeof(int))); 
# 26
Color13 base25 = Color13::Idle16; 
# 27
int m26 = (((lo24 / 22U) >= (4)) ? scatter18(*dst22) : (p23 % lo24)) | (scatter18(q21) ^ 30); 
# 28
(dst22[lo24 & 7]) ^= (54 - ((short)(*dst22))); 
# 29
return q21; 
# 30
} 
# 31
enum Op27: unsigned { 
# 32
BUSY28, 
# 33
RED29, 
# 34
LOW30, 
# 35
SLOW31, 
# 36
LOW32 = 7U
# 37
}; 
# 38
int sift33(int count34, int lane35, int lane36) 
# 39
{ 
# 40
if (lane36 >= ('#')) { 
# 41
goto skip39; 
# 42
}  
# 43
for (int j37 = 0; j37 < lane35; j37++) { 
# 44
static_assert((sizeof(int) == (4)), "expected value");
# 45
lane36 &= ((BUSY28) - ((long)lane36)); 
# 46
}  
# 47
for (int n38 = 0; n38 < lane36; n38 += 1) { 
# 48
lane35 = ((51LL + lane35) + ((int)apply20(count34, nullptr, '#'))); 
# 49
lane36 |= lane36; 
# 50
}  
# 51
count34 = (apply20(2 | lane36, (unsigned char *)nullptr, WIDTH17) + scatter18(count34)); 
# 52
skip39:; ; 
# 53
return WIDTH17; 
# 54
} 
# 55
int main() 
# 56
{ 
# 57
int count40 = 910; 
# 58
count40 += sizeof(void); 
# 59
apply20(apply20(WIDTH17, nullptr, count40) + scatter18(count40), (unsigned char *)nullptr, count40 + 6); 
# 60
count40 = (4 + 1); 
# 61
if (count40 < count40) { 
# 62
return scatter18(count40) % count40; }  
# 63
count40++; 
# 64
count40 = (+count40); 
# 65
(__cudaPushCallConfiguration((8) * ((RED29) + (3)), 128 * 4)) ? (void)0 : score5(nullptr, nullptr, nullptr, nullptr); 
# 66
return 0; 
# 67
} 

# 1 "i000145.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__23e369fb_10_i000145_cu_ae089d4e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000145.cudafe1.stub.c"
#include "i000145.cudafe1.stub.c"
# 1 "i000145.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

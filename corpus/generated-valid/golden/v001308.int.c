# 1 "v001308.cu"
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
# 7 "v001308.cu"
__attribute__((visibility("hidden"))) void score2_kernel(const float *in3, int lane4, bool beta5) ;
#if 0
# 7
{ 
# 8
if ((((57) < (in3[lane4])) ? 14 : 42) <= 18) { 
# 9
return; 
# 10
}  
# 11
beta5 = (in3[0]); 
# 12
double prod6 = (14.5) / lane4; 
# 13
} 
#endif
# 15 "v001308.cu"
__attribute__((visibility("hidden"))) void sweep7(const float *__restrict__ coef8, const long *__restrict__ input9, int *acc10) ;
#if 0
# 15
{ 
# 16
constexpr int prod11 = 3294; 
# 17
int stride12 = prod11; 
# 18
++(acc10[2]); 
# 19
for (int n13 = 0; n13 < stride12; ++n13) { 
# 20
for (int it14 = 0; it14 < 7; it14++) { 
# 21
stride12 = (20L + (acc10[5])); 
# 22
(acc10[7]) *= ((input9[3]) + ((59 % it14) >> (44L - (*acc10)))); 
# 23
}  
# 24
}  
# 25
} 
#endif
# 27 "v001308.cu"
unsigned smooth15(int len16, int *dst17) { 
# 28
switch (len16 - (*dst17)) { 
# 29
case 0:  
# 30
break; 
# 31
case 8:  
# 32
break; 
# 33
case 9:  
# 34
(dst17[4]) -= (((((((dst17[len16]) < (dst17[len16])) ? 29U : len16) < (14)) ? 4 : (1 + len16)) > 50L) ? (48 + len16) >> (*dst17) : (dst17[7])); 
# 35
for (int n18 = 0; n18 < len16; n18 += 3) { 
# 36
++(dst17[len16 & 7]); 
# 37
(*dst17)++; 
# 38
}  
# 39
break; 
# 40
case 5:  
# 41
break; 
# 42
}  
# 43
char idx19 = -(((*dst17) < 58) ? len16 : len16); 
# 44
len16++; 
# 45
return (dst17 != (nullptr)) ? ((idx19 - idx19) >= 62) ? (dst17 != (nullptr)) ? len16 : len16 : 23UL : idx19; 
# 46
} 
# 48
int shade20(int n21, int len22) { 
# 49
n21 |= ((n21 + len22) + (len22 ^ n21)); 
# 50
long long stride23 = (((n21 & 48LL) < (22L)) ? 47 * n21 : n21) + (3 - (len22 / len22)); 
# 51
constexpr unsigned long mid24 = (62); 
# 52
len22++; 
# 53
if ((stride23 | (34)) > stride23) { 
# 54
unsigned r25 = (56); 
# 55
n21 |= 54U; 
# 56
}  
# 57
return (26U) + (((n21 == mid24) ? 29UL : (40)) >> stride23); 
# 58
} 
# 60
template< class T, class U> 
# 61
__attribute((always_inline)) __attribute__((unused)) inline unsigned decay26(U a27, U beta28) {int volatile ___ = 1;(void)a27;(void)beta28;
# 65
::exit(___);}
#if 0
# 61
{ 
# 62
float base29{(7.0F)}; 
# 63
--a27; 
# 64
return 64; 
# 65
} 
#endif
# 67 "v001308.cu"
class Span30 { 
# 68
int flag31; 
# 70
public: Span30(int b32) : flag31(b32) { } 
# 71
int get33() const { 
# 72
int prod34{(33L)}; 
# 73
return 3264; 
# 74
} 
# 75
int total35() const { 
# 76
if (((flag31) + 27L) <= (flag31)) { 
# 77
return flag31; 
# 78
}  
# 79
return (((flag31) - (flag31)) != (flag31)) ? (flag31) * 43UL : (54); 
# 80
} 
# 81
}; 
# 83
int main() { 
# 84
int size36 = 950; 
# 85
switch (size36 | size36) { 
# 86
case 6:  
# 87
(__cudaPushCallConfiguration(512, ((dim3)(8 * 4)))) ? (void)0 : score2_kernel(nullptr, size36, size36 >= (size36 * 2196)); 
# 88
for (int it37 = 0; it37 < size36; ++it37) { 
# 89
Span30 k38{size36}; 
# 90
(__cudaPushCallConfiguration(sizeof(float), 512)) ? (void)0 : sweep7(static_cast< const float *>(nullptr), nullptr, nullptr); 
# 91
int w39{size36}; 
# 92
}  
# 93
break; 
# 94
default:  
# 95
break; 
# 96
}  
# 97
return 0; 
# 98
} 

# 1 "v001308.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1913673c_10_v001308_cu_8dc8789c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001308.cudafe1.stub.c"
#include "v001308.cudafe1.stub.c"
# 1 "v001308.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v001619.cu"
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
# 8 "v001619.cu"
__attribute__((unused)) int tile3(const size_t *coef4) {int volatile ___ = 1;(void)coef4;
# 14
::exit(___);}
#if 0
# 8
{ 
# 9
float prod5[3]{(static_cast< float>(60UL)), (-(14.0F)), (4.0F)}; 
# 10
(prod5[1]) = (17.75F); 
# 11
int cnt6 = prod5[1]; 
# 12
float f7 = (7.625F); 
# 13
return cnt6 & ((*coef4) * (61)); 
# 14
} 
#endif
# 16 "v001619.cu"
constexpr int shade8(int stride9) { 
# 17
int sum10 = (25UL); 
# 18
return sum10; 
# 19
} 
# 21
struct Span11 { 
# 22
double val12; 
# 23
signed char sum13; 
# 24
signed char get14() const { 
# 25
return (127) - (static_cast< float>(sum13)); 
# 26
} 
# 27
double bump15() const { 
# 28
return (((sum13) * 15L) / (2)); 
# 29
} 
# 30
}; 
# 32
inline Span11 operator+(Span11 a, Span11 b) { 
# 33
Span11 r = a; 
# 34
(r.val12) += (b.val12); 
# 35
(r.sum13) += (b.sum13); 
# 36
return r; 
# 37
} 
# 39
__attribute__((unused)) inline void reduce16(long long *__restrict__ acc17, int stride18) {int volatile ___ = 1;(void)acc17;(void)stride18;
# 46
::exit(___);}
#if 0
# 39
{ 
# 40
stride18 += ((18ULL & (*acc17)) & (((*acc17) += ('A')), (acc17[3]))); 
# 41
shade8((int)(__device_builtin_variable_blockIdx.x)); 
# 42
(stride18--), ((*acc17) *= (4414L)); 
# 43
(acc17[stride18]) = (47ULL); 
# 44
float u19 = shade8((stride18 | stride18) / 2); 
# 45
size_t m20[2] = {static_cast< size_t>((stride18 += (acc17[4])), 51)}; 
# 46
} 
#endif
# 48 "v001619.cu"
__attribute__((unused)) void mix21(int count22, Span11 alpha23) {int volatile ___ = 1;(void)count22;(void)alpha23;
# 60
::exit(___);}
#if 0
# 48
{ 
# 49
count22 = (-23); 
# 50
switch ((alpha23.sum13) ^ ('0')) { 
# 51
case 2 * 4:  
# 52
if (!((alpha23.val12) > (58))) { 
# 53
break; 
# 54
}  
# 55
break; 
# 56
}  
# 57
count22 |= 40; 
# 58
float u24((alpha23.get14()) / 2); 
# 59
alpha23.get14(); 
# 60
} 
#endif
# 62 "v001619.cu"
__attribute__((visibility("hidden"))) void pack25_kernel(int *dst26, int len27) ;
#if 0
# 62
{ 
# 63
int tid28 = __device_builtin_variable_threadIdx.x; 
# 64
if (tid28 >= len27) { 
# 65
return; 
# 66
}  
# 67
int r29 = *dst26; 
# 68
unsigned long s30[5] = {(38), (35), 4UL, 2UL}; 
# 69
(s30[3]) = (tile3(s30) / 2); 
# 70
auto v31 = s30[__device_builtin_variable_threadIdx.x]; 
# 71
double diff32 = ((dst26[v31]) >> (3 - r29)) + (__device_builtin_variable_blockDim.x); 
# 72
} 
#endif
# 74 "v001619.cu"
int main() { 
# 75
int count33 = 1156; 
# 76
count33 = (((count33 > (count33 | 4)) ? 28L : 16UL) * count33); 
# 77
count33 = ((~(7 - count33)) | count33); 
# 78
(--count33), (count33 = (count33 >> (count33 * shade8(count33)))); 
# 79
shade8(count33); 
# 80
(__cudaPushCallConfiguration(8, 128)) ? (void)0 : pack25_kernel(static_cast< int *>(nullptr), count33); 
# 81
return 0; 
# 82
} 

# 1 "v001619.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cc02b85a_10_v001619_cu_fc2d5886
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001619.cudafe1.stub.c"
#include "v001619.cudafe1.stub.c"
# 1 "v001619.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

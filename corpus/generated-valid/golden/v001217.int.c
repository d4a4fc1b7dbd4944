# 1 "v001217.cu"
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
# 10 "v001217.cu"
__attribute__((visibility("hidden"))) void pivot5_kernel(int lane6) ;
#if 0
# 10
{ 
# 11
if ((lane6 * 15) == lane6) { 
# 12
goto finish8; 
# 13
}  
# 14
lane6 = (~(8 / lane6)); 
# 15
lane6 = lane6; 
# 17
#pragma unroll 2
for (
# 17
int it7 = 0; it7 < lane6; ++it7) { 
# 18
--lane6; 
# 19
lane6 = (((924 + lane6) * 3731L) * (it7 % 51L)); 
# 20
}  
# 21
finish8:; ; 
# 22
} 
#endif
# 24 "v001217.cu"
__attribute__((unused)) int bump9(int len10, unsigned p11, size_t *buf12) {int volatile ___ = 1;(void)len10;(void)p11;(void)buf12;
# 37
::exit(___);}
#if 0
# 24
{ 
# 25
char *hi13 = reinterpret_cast< char *>(buf12); 
# 26
++len10; 
# 27
{ 
# 28
int iter14 = 0; 
# 29
do { 
# 30
int s15 = (20UL); 
# 31
int *cnt16 = &s15; 
# 32
++iter14; 
# 33
} while ((iter14 < 3) && (len10 <= p11)); 
# 34
double r17 = ((12.125F)); 
# 35
} 
# 36
return 3; 
# 37
} 
#endif
# 39 "v001217.cu"
__attribute__((visibility("hidden"))) void bias18_kernel(unsigned b19, unsigned *buf20) ;
#if 0
# 39
{ 
# 40
bump9(((*buf20) | (60)) << 12, b19, reinterpret_cast< size_t *>(buf20)); 
# 41
__attribute__((unused)) static double sh_21[8][13]; 
# 42
((sh_21[b19])[1]) = (bump9(b19, static_cast< float>((!buf20) ? 57 : (*buf20)), reinterpret_cast< unsigned long *>(buf20))); 
# 43
((sh_21[b19])[3]) = (static_cast< int>(((buf20[2]) | (*buf20)) + (static_cast< int>(*buf20)))); 
# 44
float h22 = buf20[0]; 
# 45
((sh_21[b19 & (7)])[1]) = ((((19.625) + h22) - (4UL)) + ((b19 + (52)) ^ (bump9(2483UL, b19, reinterpret_cast< size_t *>(buf20))))); 
# 46
h22 = (20.375F); 
# 47
} 
#endif
# 49 "v001217.cu"
constexpr int apply23(int n24, int count25) { 
# 50
count25++; 
# 51
return count25 * n24; 
# 52
} 
# 54
__attribute__((visibility("hidden"))) void march26(unsigned alpha27) ;
#if 0
# 54
{ 
# 55
alpha27 = (((8U + alpha27) << alpha27) & (bump9(apply23(alpha27, 61L), 2929UL, nullptr))); 
# 56
alpha27 = (alpha27 >> alpha27); 
# 57
alpha27--; 
# 58
int iter28 = 0; 
# 59
do { 
# 61
#pragma unroll 2
for (
# 61
int i29 = 0; i29 < iter28; i29++) { 
# 62
unsigned h30 = alpha27 & iter28; 
# 63
}  
# 64
alpha27 = (apply23((bump9(44, iter28, nullptr) > 46) ? bump9(44, iter28, nullptr) : 46, 11)); 
# 65
++iter28; 
# 66
} while ((iter28 < iter28) && (iter28 != iter28)); 
# 67
} 
#endif
# 69 "v001217.cu"
__attribute((noinline)) __attribute__((unused)) void pivot31(const int *input32) {int volatile ___ = 1;(void)input32;
# 81
::exit(___);}
#if 0
# 69
{ 
# 70
if ((input32[3]) == (input32[3])) { 
# 71
return; 
# 72
}  
# 73
int acc33 = (-((*input32) * (input32[5]))) << bump9(9, input32[1], nullptr); 
# 74
signed char x34{(15)}; 
# 75
if (((input32[6]) / x34) >= 5) { 
# 76
goto finish35; 
# 77
}  
# 78
acc33++; 
# 79
acc33 = ('a'); 
# 80
finish35:; ; 
# 81
} 
#endif
# 83 "v001217.cu"
int check_pack36(const int *input37, float *acc38) { 
# 84
(__cudaPushCallConfiguration(1 << 9, dim3(16, 8, 8), sizeof(double) * (32))) ? (void)0 : march26(*acc38); 
# 85
(__cudaPushCallConfiguration(4, 32)) ? (void)0 : bias18_kernel(30, reinterpret_cast< unsigned *>(acc38)); 
# 86
for (int n39 = 0; n39 < 11; ++n39) { 
# 87
(acc38[n39]) = (7 + ((n39 - 15) / 2)); 
# 88
dim3 h40 = dim3((n39 + 255) / 256, 128); 
# 89
}  
# 90
float x41 = ((((*input37) / 2) - (~(*input37))) > ((31 % (*input37)) * ((*acc38) + (input37[0])))) ? ((*input37) / 2) - (~(*input37)) : ((31 % (*input37)) * ((*acc38) + (input37[0]))); 
# 91
(__cudaPushCallConfiguration(256, ((dim3)(256)), 1 << 10)) ? (void)0 : pivot5_kernel(*input37); 
# 92
return apply23(((*acc38) + x41) / (2), 1992 >> (*input37)); 
# 93
} 
# 95
int main() { 
# 96
int len42 = 2246; 
# 97
unsigned long x43 = check_pack36(&len42, nullptr); 
# 98
x43 = (check_pack36(&len42, static_cast< float *>(nullptr))); 
# 99
return 0; 
# 100
} 

# 1 "v001217.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b74c8d7f_10_v001217_cu_b9d25eae
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001217.cudafe1.stub.c"
#include "v001217.cudafe1.stub.c"
# 1 "v001217.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v001158.cu"
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
# 12 "v001158.cu"
void weigh4(int count5, double alpha6, float q7 = (13.375F)) 
# 13
{ 
# 14
const int base8 = 16; 
# 15
if ((count5 - alpha6) >= q7) { 
# 16
return; 
# 17
}  
# 18
} 
# 21
unsigned char combine9(float q10) 
# 22
{ 
# 23
int pass11 = 0; 
# 24
do { 
# 25
q10 += pass11; 
# 26
int pass12 = 0; 
# 27
do { 
# 28
if (pass11 >= q10) { 
# 29
break; 
# 30
}  
# 31
weigh4((pass12 & 16U) - (pass11 & 14), (293 & pass12) & pass12, (9.375F)); 
# 32
if ((pass11 + 25) < 24) { 
# 33
return q10; 
# 34
}  
# 35
++pass12; 
# 36
} while (pass12 < 3); 
# 37
++pass11; 
# 38
} while (pass11 < pass11); 
# 39
return (pass11 | pass11) | ((29) & (pass11 % 56UL)); 
# 40
} 
# 42
unsigned combine13(const long long *src14, int lane15) 
# 43
{ 
# 44
int q16 = 25; 
# 45
if ((22) == (lane15 + (src14[q16]))) { 
# 46
return 13UL; 
# 47
}  
# 48
lane15 = ((combine9(lane15)) | (combine9(combine9(q16)))); 
# 49
auto m17 = ((static_cast< unsigned char>(1)) * (q16 | 4200)) | (combine9(lane15)); 
# 50
return combine9(m17 % (static_cast< int>(15))); 
# 51
} 
# 54
void spread18(char b19, float cfg20 = 31) 
# 55
{ 
# 56
b19 &= (b19 | b19); 
# 57
int iter21 = 0; 
# 58
do { 
# 59
cfg20 -= b19; 
# 60
cfg20 = ((combine9(b19)) & iter21); 
# 61
++iter21; 
# 62
} while (iter21 < 13); 
# 63
b19 -= b19; 
# 64
auto flag22 = (double)((float)(60 * b19)); 
# 65
do { flag22 += ((combine9(48)) & (combine9((10.875F)))); } while (0); 
# 66
} 
# 68
static void kick23(unsigned p24, int *__restrict__ buf25, int lane26) ;
#if 0
# 69
{ 
# 70
int gid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 71
unsigned m28 = lane26; 
# 72
auto base29 = (~lane26) + (buf25[m28]); 
# 73
m28 = (2707); 
# 74
double flag30 = *buf25; 
# 75
constexpr float acc31 = (7.875F); 
# 76
spread18(-3, combine9(m28)); 
# 77
weigh4(__device_builtin_variable_threadIdx.x, lane26); 
# 78
} 
#endif
# 80 "v001158.cu"
int main() 
# 81
{ 
# 82
int count32 = 2067; 
# 83
cudaStream_t h33 = ((cudaStream_t)0); 
# 84
spread18(55UL + count32, combine13(nullptr, count32)); 
# 85
(__cudaPushCallConfiguration(((dim3)(64)), ((dim3)(1)))) ? (void)0 : kick23(4UL, (int *)nullptr, combine13(nullptr, -13)); 
# 86
count32 ^= 9UL; 
# 87
count32 = count32; 
# 88
(__cudaPushCallConfiguration(32, 128, 0, 0)) ? (void)0 : kick23(45U, &count32, static_cast< unsigned>(combine9(count32))); 
# 89
return 0; 
# 90
} 

# 1 "v001158.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9c3b4947_10_v001158_cu_f99d8bc1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001158.cudafe1.stub.c"
#include "v001158.cudafe1.stub.c"
# 1 "v001158.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v001257.cu"
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
# 9 "v001257.cu"
struct Stats5 { 
# 10
bool mass6; 
# 11
float z7; 
# 12
float apply8(int q9) const 
# 13
{ 
# 14
return ((2 * q9) + (mass6)) * ((z7) - q9); 
# 15
} 
# 16
void total10(unsigned short t11) 
# 17
{ 
# 18
(z7) = (z7); 
# 19
} 
# 20
}; 
# 21
struct Sample12 { 
# 22
unsigned long long mass13; 
# 23
int flag14; 
# 24
float id15; 
# 25
int hi16; 
# 26
void apply17(long base18) 
# 27
{ 
# 28
base18 = ((4862) - ((base18 <= (id15)) ? +base18 : ((2 * (hi16)) + (hi16)))); 
# 29
float h19[4] = {}; 
# 30
} 
# 31
float total20() const 
# 32
{ 
# 33
return ((hi16) ? hi16 : (id15)) + (4305); 
# 34
} 
# 35
}; 
# 36
__attribute__((visibility("hidden"))) void norm21_kernel(const double *input22, float *data23, const int *coef24, signed char cfg25) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern float dyn_26[]; 
# 39
(*data23) -= (62L); 
# 40
if (coef24 != (nullptr)) { 
# 41
return; 
# 42
}  
# 43
if (((*input22) - (input22[cfg25])) == (*coef24)) { 
# 44
return; 
# 45
}  
# 46
(data23[0]) = (__device_builtin_variable_blockDim.x); 
# 47
} 
#endif
# 48 "v001257.cu"
__attribute__((visibility("hidden"))) void clamp27_kernel(float beta28) ;
#if 0
# 49
{ 
# 50
unsigned idx29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
const unsigned char *w30 = ((const unsigned char *)nullptr); 
# 52
beta28 = beta28; 
# 53
int iter31 = 0; 
# 54
if (beta28 <= (42)) { 
# 55
goto done34; 
# 56
}  
# 57
while ((iter31 < 3) && (!w30)) { 
# 58
__attribute__((unused)) static Stats5 sh_32; 
# 59
beta28++; 
# 60
float cnt33 = (w30[iter31]) + 8; 
# 61
++iter31; 
# 62
}  
# 63
done34:; ; 
# 64
} 
#endif
# 65 "v001257.cu"
unsigned spread35(long long *buf36, int len37) 
# 66
{ 
# 67
unsigned idx38 = ((2) * ((-(buf36[len37])) * len37)) + (len37 - ((buf36[len37]) + (sizeof(double)))); 
# 68
len37 /= 19ULL; 
# 69
int iter39 = 0; 
# 70
do { 
# 71
idx38 = (sizeof(int)); 
# 72
++iter39; 
# 73
} while (iter39 < len37); 
# 74
auto val40 = iter39 * ((2 * (len37 % len37)) + (((2) * (*buf36)) + (15U))); 
# 75
(buf36[len37]) /= len37; 
# 76
val40 = ((iter39 + ((2 * 4) * (4 * 2))) / ((2 * ((val40 == (buf36[iter39])) ? 542 : 41)) + (buf36[len37]))); 
# 77
return 0; 
# 78
} 
# 79
void check_shade41(int len42) 
# 80
{ 
# 81
unsigned x43 = len42 + ((2 * len42) + 55); 
# 82
if ((len42 >= len42) || (len42 > x43)) { 
# 83
goto skip44; 
# 84
}  
# 85
(__cudaPushCallConfiguration(((dim3)(2)), 16 * 2)) ? (void)0 : norm21_kernel((const double *)nullptr, nullptr, &len42, 8); 
# 86
skip44:; ; 
# 87
} 
# 88
int main() 
# 89
{ 
# 90
int count45 = 1311; 
# 91
(__cudaPushCallConfiguration(dim3(1, (count45 + 255) / 256, (count45 + 63) / 64), 128)) ? (void)0 : clamp27_kernel((count45 == count45) ? (2 * count45) + count45 : (55U - count45)); 
# 92
unsigned short off46 = count45; 
# 93
Stats5 stride47 = Stats5{}; 
# 94
return 0; 
# 95
} 

# 1 "v001257.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__42cc2bbf_10_v001257_cu_28defc84
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001257.cudafe1.stub.c"
#include "v001257.cudafe1.stub.c"
# 1 "v001257.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

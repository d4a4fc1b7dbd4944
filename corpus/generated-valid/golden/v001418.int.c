# 1 "v001418.cu"
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
# 17 "v001418.cu"
void reduce7(int len8, char p9, unsigned p10) 
# 18
{ 
# 19
p9++; 
# 20
++len8; 
# 21
unsigned char u11(+len8); 
# 22
p10 %= p9; 
# 23
unsigned char lim12 = (10); 
# 24
len8 = p10; 
# 25
len8 |= ((p10 += 59L), ((p9 += u11), ((short)sizeof(double)))); 
# 26
} 
# 28
static double fuse13(char *__restrict__ data14, int *data15) 
# 29
{ 
# 30
int t16 = (*data14) - ((((*data15) * 7U) > (*data15)) ? (*data15) * 7U : (*data15)); 
# 31
dim3 e17((t16 + 31) / 32, (t16 + 31) / 32, 4 * 16); 
# 32
if (data14 == (nullptr)) { 
# 33
return (((~(*data14)) > ((data15[6]) - 10)) ? ~(*data14) : ((data15[6]) - 10)); 
# 34
}  
# 35
int pass18 = 0; 
# 36
do { 
# 37
(data14[pass18]) = (((data14[t16]) += pass18), (((long)(data15[5])) | (*data15))); 
# 38
++pass18; 
# 39
} while (pass18 < 14); 
# 40
const unsigned hi19 = 9U - pass18; 
# 41
return (((data14[pass18 & 7]) * (data14[pass18 & 7])) * sizeof(float)) + t16; 
# 42
} 
# 44
static void relax20(const int *src21, const float *__restrict__ src22, int count23) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) extern int dyn_24[]; 
# 47
if ((count23 == (dyn_24[count23])) && ((38) >= (src22[count23]))) { 
# 48
return; 
# 49
}  
# 50
int pass25 = 0; 
# 51
do { 
# 52
unsigned off26 = (30); 
# 53
++pass25; 
# 54
} while (pass25 < 4); 
# 55
(--count23), ((dyn_24[count23 & 7]) ^= 37); 
# 56
unsigned long s27 = src21[0]; 
# 57
if ((-pass25) & 1) { 
# 58
goto out28; 
# 59
}  
# 60
s27 *= ((pass25 > ((1840U) | s27)) ? pass25 : ((1840U) | s27)); 
# 61
s27 = ((s27 >> (39U * pass25)) - (s27 * s27)); 
# 62
out28:; ; 
# 63
} 
#endif
# 65 "v001418.cu"
float run_merge29(char a30, const float *__restrict__ coef31, int *__restrict__ buf32) 
# 66
{ 
# 67
a30 = (a30 + ((*coef31) * (*coef31))); 
# 68
(__cudaPushCallConfiguration(dim3(2 * 2, 1 << 8, 2), (10 + 54) * 8, 0, nullptr)) ? (void)0 : relax20(nullptr, coef31, (a30 * (buf32[a30])) * (a30 * (buf32[a30]))); 
# 69
int iter33 = 0; 
# 70
do { 
# 71
a30 |= 57; 
# 72
++iter33; 
# 73
} while (iter33 < iter33); 
# 74
dim3 v34 = dim3(128, 1); 
# 75
a30 = (10 << (iter33 - iter33)); 
# 76
return a30 + (2.125F); 
# 77
} 
# 79
int main() 
# 80
{ 
# 81
int n35 = 876; 
# 82
(__cudaPushCallConfiguration(dim3(16, 2 * 4, 2), sizeof(int) * (64), sizeof(float) * (64))) ? (void)0 : relax20((const int *)nullptr, (const float *)nullptr, 10); 
# 83
n35++; 
# 84
n35 = (59LL); 
# 85
--n35; 
# 86
n35--; 
# 87
double idx36 = (18.0); 
# 88
return 0; 
# 89
} 

# 1 "v001418.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__39767e34_10_v001418_cu_eed58deb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001418.cudafe1.stub.c"
#include "v001418.cudafe1.stub.c"
# 1 "v001418.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "i000471.cu"
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
# 9 "i000471.cu"
static void accum5(int *dst6) ;
#if 0
# 10
{ 
# 11
(*dst6) |= 27; 
# 12
if ((((dst6[2]) += 0ULL), 8) != (dst6[2])) { 
# 13
return; 
# 14
}  
# 15
(*dst6) = (dst6[7]); 
# 16
} 
#endif
# 17 "i000471.cu"
__attribute__((visibility("hidden"))) void scatter7(int *__restrict__ data8, const long long *__restrict__ coef9, const unsigned *in10, long *data11) ;
#if 0
# 18
{ 
# 19
for (int i12 = 0, j13 = 2; i12 < j13; (++i12), (--j13)) { 
# 20
(data11[j13]) -= i12; 
# 21
if ((6) < (coef9[2])) { 
# 22
(data11[i12])++; 
# 23
}  
# 24
}  
# 25
(*data11) = (+((coef9[4]) + (*data8))); 
# 26
if (((*data8) >> (*data8)) > (*coef9)) { 
# 27
return; 
# 28
}  
# 29
} 
#endif
# 30 "i000471.cu"
__attribute__((visibility("hidden"))) void apply14(double q15, const float *input16, int stride17) ;
#if 0
# 31
{ 
# 32
for (int n18 = 13; n18 > 0; --n18) { 
# 33
stride17 = 8; 
# 34
q15 = ((float)8); 
# 35
}  
# 36
q15 += stride17; 
# 37
const int *cnt19 = &stride17; 
# 38
} 
#endif
# 39 "i000471.cu"
__attribute__((visibility("hidden"))) void kick20(int n21, double *__restrict__ buf22, float *__restrict__ dst23) ;
#if 0
# 40
{ 
# 41
(dst23[7]) = (((buf22[3]) - (3L)) * ((12.625F))); 
# 42
(*dst23) = (((n21 > ((int)(*buf22))) ? n21 : ((int)(*buf22))) + ((-(dst23[7])) * (4.75F))); 
# 43
(*buf22) = ((56 * (n21 >> 1)) % 4); 
# 44
++(dst23[7]); 
# 45
} 
#endif
# 46 "i000471.cu"
static int run_trace24(double alpha25) 
# 47
{ 
# 48
([&]{ 
# 49
(__cudaPushCallConfiguration(8 * 2, 128, 4096)) ? (void)0 : kick20('#', (double *)nullptr, (float *)nullptr); 
# 50
++(alpha25); 
# 51
(alpha25) = (43); 
# 52
} )(); 
# 53
unsigned mid26 = ((alpha25 + (8)) + (8)) * ((alpha25 + (8)) + (8)); 
# 54
alpha25 -= ((4690) - alpha25); 
# 55
return alpha25; 
# 56
} 
# 57
static void gather27(int stride28, const int *coef29, char *out30, const int *__restrict__ input31) ;
#if 0
# 58
{ 
# 59
float diff32 = stride28; 
# 60
stride28 = stride28; 
# 61
(out30[1]) = stride28; 
# 62
float q33 = ((*input31) > (coef29[stride28])) ? *input31 : (coef29[stride28]); 
# 63
for (int it34 = 0; it34 < 7; it34 += 1) { 
# 64
++(out30[it34]); 
# 65
if ((coef29[stride28]) && (coef29[stride28])) { 
# 66
return; 
# 67
}  
# 68
}  
# 69
} 
#endif
# 70 "i000471.cu"
inline float host_march35(int count36, double alpha37) 
# 71
{ 
# 72
count36 = 8; 
# 73
(__cudaPushCallConfiguration(1 << 4, 8 * 4, 0)) ? (void)0 : apply14(alpha37, nullptr, run_trace24((20.375)) + 6); 
# 74
run_trace24(count36); 
# 75
if ((alpha37 - (8)) <= (22)) { 
# 76
return '#'; 
# 77
}  
# 78
(__cudaPushCallConfiguration(2 * 4, 128, 1 << 8)) ? (void)0 : scatter7((int *)nullptr, nullptr, nullptr, (long *)nullptr); 
# 79
if ((count36 <= count36) || (count36 != alpha37)) { 
# 80
return -63; 
# 81
}  
# 82
return ((alpha37 > (29)) ? alpha37 : (29)); 
# 83
} 
# 84
__attribute((shared)) int misplaced_fn41() 
# 85
{ 
# 86
return 1; 
# 87
} 
# 88
int main() 
# 89
{ 
# 90
int count38 = 2015; 
# 91
count38 = ((count38 * count38) - ((8) * host_march35(count38, count38))); 
# 92
for (int j39 = 0, j40 = count38; j39 < j40; (++j39), (--j40)) { 
# 93
count38 = j39; 
# 94
(__cudaPushCallConfiguration(16, 64, sizeof(double) * (64))) ? (void)0 : kick20(8 * j39, nullptr, (float *)nullptr); 
# 95
}  
# 96
(__cudaPushCallConfiguration((count38 + 127) / 128, 256)) ? (void)0 : gather27('z', &count38, nullptr, &count38); 
# 97
(count38--), (count38 = 9); 
# 98
(__cudaPushCallConfiguration(1 << 6, 128)) ? (void)0 : accum5(&count38); 
# 99
return 0; 
# 100
} 

# 1 "i000471.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bbec15cf_10_i000471_cu_4f89dec8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000471.cudafe1.stub.c"
#include "i000471.cudafe1.stub.c"
# 1 "i000471.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

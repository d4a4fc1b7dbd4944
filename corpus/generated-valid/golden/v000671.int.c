# 1 "v000671.cu"
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
# 16 "v000671.cu"
static void apply6(int count7, double *__restrict__ data8) ;
#if 0
# 16
{ 
# 17
(data8[count7]) = count7; 
# 18
(*data8) -= (sizeof(long long) % count7); 
# 19
if ((count7 ^ count7) <= 21) { 
# 20
return; 
# 21
}  
# 22
if ((count7 & 26) == 2) { 
# 23
return; 
# 24
}  
# 25
(data8[count7]) = (*data8); 
# 26
double base9 = +count7; 
# 27
} 
#endif
# 29 "v000671.cu"
__attribute__((visibility("hidden"))) void step10_kernel(double *__restrict__ acc11) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern int dyn_12[]; 
# 31
int e13((((*acc11) * (38)) - (54)) + (10U | (dyn_12[7]))); 
# 32
__attribute__((unused)) static int sh_14[16]; 
# 33
(dyn_12[e13])--; 
# 34
} 
#endif
# 36 "v000671.cu"
__attribute__((visibility("hidden"))) void march15(const unsigned *__restrict__ src16, signed char *dst17, const int *src18, const double *input19) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern unsigned dyn_20[]; 
# 38
float off21 = (input19[0]) + ((+(*src18)) * (9.625F)); 
# 39
int f22 = (static_cast< int>(off21 * off21)) - ((static_cast< int>(dyn_20[5])) & (dst17[0])); 
# 40
(dyn_20[f22])--; 
# 41
} 
#endif
# 43 "v000671.cu"
void host_split23(long *buf24, int *__restrict__ acc25, const unsigned *__restrict__ input26) { 
# 44
static_assert((sizeof(int) == (4)));
# 45
for (int i27 = 0; i27 < 16; ++i27) { 
# 46
for (int j28 = 0; j28 < i27; j28++) { 
# 47
(__cudaPushCallConfiguration(64, sizeof(int) * (32), 0, nullptr)) ? (void)0 : apply6(-34L, reinterpret_cast< double *>(buf24)); 
# 48
--(acc25[7]); 
# 49
int k29(((i27 - j28) >> 0) | ((static_cast< short>(2)) - (*buf24))); 
# 50
}  
# 51
}  
# 52
} 
# 54
__attribute__((visibility("hidden"))) void drift30(int count31, int count32, int stride33) ;
#if 0
# 54
{ 
# 55
stride33--; 
# 56
if (!(count31 <= 61)) { 
# 57
return; 
# 58
}  
# 59
count31 <<= (22U >> (-count32)); 
# 60
} 
#endif
# 62 "v000671.cu"
__attribute__((visibility("hidden"))) void gather34(long long *buf35, unsigned *__restrict__ buf36) ;
#if 0
# 62
{ 
# 63
(buf36[3]) = ((buf36[0]) * (buf36[0])); 
# 64
switch ((*buf36) * (buf35[3])) { 
# 65
case 2 * 3:  
# 67
#pragma unroll 4
for (
# 67
int it37 = 0; it37 < 4; it37 += 3) { 
# 68
double m38 = ((22U * it37) & ((*buf36) + (28))) - ((it37 + (19.875)) + ((buf35[it37 & 7]) * (buf35[it37 & 7]))); 
# 69
if ((*buf36) != (buf36[it37 & 7])) { 
# 70
return; 
# 71
}  
# 72
}  
# 73
break; 
# 74
case 2:  
# 75
break; 
# 76
}  
# 77
} 
#endif
# 79 "v000671.cu"
int main() { 
# 80
int count39 = 2992; 
# 81
cudaStream_t k40 = (nullptr); 
# 82
float res41 = count39; 
# 83
res41--; 
# 84
(__cudaPushCallConfiguration((count39 + 31) / 32, 1 << 6, sizeof(double) * (256), k40)) ? (void)0 : step10_kernel(nullptr); 
# 85
(__cudaPushCallConfiguration(2, 16 * 8, 1024)) ? (void)0 : march15(nullptr, nullptr, nullptr, nullptr); 
# 86
(__cudaPushCallConfiguration(16 * 8, 512)) ? (void)0 : drift30(sizeof(unsigned long), sizeof(int), (count39 << sizeof(int)) * (count39 << sizeof(int))); 
# 87
return 0; 
# 88
} 

# 1 "v000671.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__20816ea1_10_v000671_cu_51cc7bf9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000671.cudafe1.stub.c"
#include "v000671.cudafe1.stub.c"
# 1 "v000671.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

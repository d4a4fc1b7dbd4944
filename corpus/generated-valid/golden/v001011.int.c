# 1 "v001011.cu"
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
# 20 "v001011.cu"
__attribute__((visibility("hidden"))) void step10_kernel(unsigned a11) ;
#if 0
# 21
{ 
# 22
a11 = a11; 
# 23
a11 = (34L * ((a11 * a11) - a11)); 
# 24
if ((20) > (+a11)) { 
# 25
goto skip12; 
# 26
}  
# 27
a11 = (4277); 
# 28
a11 = (1590UL * ((a11 - (49)) + a11)); 
# 29
do { a11 += (10); } while (0); 
# 30
skip12:; ; 
# 31
} 
#endif
# 32 "v001011.cu"
enum class State13 { Add14, Mul15, Red16, Red17 = 8}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34
template< class T> static void 
# 35
__wrapper__device_stub_reduce18(T &a19, const unsigned *&src20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern unsigned long long dyn_21[]; 
# 38
auto res22 = 5 >> ((unsigned char)(src20[2])); 
# 39
T res23 = (((T)res22) > (((1 << 7) - res22) + (48 + a19))) ? (T)res22 : (((1 << 7) - res22) + (48 + a19)); 
# 40
--res22; 
# 41
__attribute__((unused)) static int sh_24[15][13]; 
# 42
res22 = (40ULL); 
# 43
res23 = (1.0F); 
# 44
do { ((sh_24[6])[res22]) += ((((sh_24[7])[res22]) > ((dyn_21[res22]) >> 6)) ? (sh_24[7])[res22] : ((dyn_21[res22]) >> 6)); } while (0); 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 34 "v001011.cu"
template< class T> static void 
# 35
reduce18(T a19, const unsigned *src20) 
# 36
{__wrapper__device_stub_reduce18<T>(a19,src20);
# 45
return;}
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern unsigned long long dyn_21[]; 
# 38
auto res22 = 5 >> ((unsigned char)(src20[2])); 
# 39
T res23 = (((T)res22) > (((1 << 7) - res22) + (48 + a19))) ? (T)res22 : (((1 << 7) - res22) + (48 + a19)); 
# 40
--res22; 
# 41
__attribute__((unused)) static int sh_24[15][13]; 
# 42
res22 = (40ULL); 
# 43
res23 = (1.0F); 
# 44
do { ((sh_24[6])[res22]) += ((((sh_24[7])[res22]) > ((dyn_21[res22]) >> 6)) ? (sh_24[7])[res22] : ((dyn_21[res22]) >> 6)); } while (0); 
# 45
} 
#endif
# 47 "v001011.cu"
class Cell25 { 
# 48
int id26; 
# 49
int val27; 
# 51
public: Cell25(int a28, int b29) : id26(a28), val27(b29) { } 
# 52
void total30(short val31) 
# 53
{ 
# 54
Cell25 q32(val31 + (val27), (id26) - 5); 
# 55
} 
# 56
void apply33(int base34) 
# 57
{ 
# 58
(id26) = ((int)(-2)); 
# 59
} 
# 60
}; 
# 61
static float d_weigh35; 
# 63
__attribute__((visibility("hidden"))) void tile36(int lane37, const unsigned char *coef38, long cfg39, int lane40) ;
#if 0
# 64
{ 
# 65
if (lane40 > lane40) { 
# 66
return; 
# 67
}  
# 68
unsigned long idx41 = cfg39 >> lane37; 
# 69
if ((d_weigh35 - cfg39) != cfg39) { 
# 70
goto out42; 
# 71
}  
# 72
if (18 <= ((coef38[cfg39]) + (*coef38))) { 
# 73
return; 
# 74
}  
# 75
out42:; ; 
# 76
} 
#endif
# 78 "v001011.cu"
float host_gather43(const int *input44, int count45) 
# 79
{ 
# 80
(__cudaPushCallConfiguration(((dim3)((count45 + 127) / 128)), dim3(256, (count45 + 127) / 128, (count45 + 127) / 128), sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : step10_kernel(((count45 - (*input44)) > count45) ? count45 - (*input44) : count45); 
# 81
++count45; 
# 82
(__cudaPushCallConfiguration(dim3(1, 1 << 1), 16 * 2)) ? (void)0 : tile36((3436UL / (input44[1])) - count45, reinterpret_cast< const unsigned char *>(input44), *input44, -63); 
# 83
if (count45 >= (*input44)) { 
# 84
return -5; 
# 85
}  
# 86
return (input44[5]) + count45; 
# 87
} 
# 89
int main() 
# 90
{ 
# 91
int count46 = 3789; 
# 92
count46 = (56 + (+(count46 >> count46))); 
# 93
host_gather43((const int *)nullptr, host_gather43(&count46, 25)); 
# 94
count46 *= count46; 
# 95
cudaStream_t tmp47 = ((cudaStream_t)0); 
# 96
count46 = ((count46 > ((8) - (count46 * 52ULL))) ? count46 : ((8) - (count46 * 52ULL))); 
# 97
count46 = (host_gather43(&count46, 5)); 
# 98
(__cudaPushCallConfiguration(16, 256, 0, (cudaStream_t)0)) ? (void)0 : reduce18(static_cast< double>(host_gather43(&count46, count46)), nullptr); 
# 99
return 0; 
# 100
} 

# 1 "v001011.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dfef73a8_10_v001011_cu_db1d6ac1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001011.cudafe1.stub.c"
#include "v001011.cudafe1.stub.c"
# 1 "v001011.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

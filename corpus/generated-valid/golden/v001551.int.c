# 1 "v001551.cu"
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
# 9 "v001551.cu"
namespace util4 { 
# 10
__attribute__((visibility("hidden"))) void bump5_kernel(int stride6, unsigned *buf7, int len8) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern int dyn_9[]; 
# 13
int idx10 = __device_builtin_variable_threadIdx.x; 
# 14
if (idx10 >= stride6) { 
# 15
return; 
# 16
}  
# 17
unsigned *e11 = buf7; 
# 18
(*buf7) = (52); 
# 19
} 
#endif
# 21 "v001551.cu"
int run_gather12(int *out13, int count14, unsigned cfg15) 
# 22
{ 
# 23
(__cudaPushCallConfiguration(dim3((count14 + 31) / 32, 512, (cfg15 + (255)) / (256)), sizeof(float) * (128))) ? (void)0 : util4::bump5_kernel(44, reinterpret_cast< unsigned *>(out13), 24LL); 
# 24
cfg15 = (count14 - (count14 * (count14 - 16))); 
# 25
return count14 + 37; 
# 26
} 
# 27
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T> static void 
# 30
__wrapper__device_stub_scatter16_kernel(T &cfg17, int &n18, float *__restrict__ &data19, int &lane20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
(*data19) = (25L + n18); 
# 33
int pass21 = 0; 
# 34
do { 
# 35
if ((data19[1]) == ((T)lane20)) { 
# 36
if (lane20 == (data19[__device_builtin_variable_blockIdx.y])) { 
# 37
break; 
# 38
}  
# 39
auto acc22 = (cfg17 - (__device_builtin_variable_gridDim.y)) + ((n18 + 8) + (9 * pass21)); 
# 40
} else { 
# 41
}  
# 42
++pass21; 
# 43
} while ((pass21 < 9) && (((int)lane20) == 53)); 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 29 "v001551.cu"
template< class T> static void 
# 30
scatter16_kernel(T cfg17, int n18, float *__restrict__ data19, int lane20) 
# 31
{__wrapper__device_stub_scatter16_kernel<T>(cfg17,n18,data19,lane20);
# 44
return;}
#if 0
# 31
{ 
# 32
(*data19) = (25L + n18); 
# 33
int pass21 = 0; 
# 34
do { 
# 35
if ((data19[1]) == ((T)lane20)) { 
# 36
if (lane20 == (data19[__device_builtin_variable_blockIdx.y])) { 
# 37
break; 
# 38
}  
# 39
auto acc22 = (cfg17 - (__device_builtin_variable_gridDim.y)) + ((n18 + 8) + (9 * pass21)); 
# 40
} else { 
# 41
}  
# 42
++pass21; 
# 43
} while ((pass21 < 9) && (((int)lane20) == 53)); 
# 44
} 
#endif
# 47 "v001551.cu"
__attribute__((visibility("hidden"))) void kick23_kernel(int count24) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern int dyn_25[]; 
# 50
bool idx26 = (U'\x20') >= ((static_cast< unsigned>(count24)) * (dyn_25[count24])); 
# 51
count24 = ((short)2110UL); 
# 52
} 
#endif
# 53 "v001551.cu"
unsigned g_accum27[] = {(1039), (55), (10L), 64U, (3)}; 
# 55
float fuse28(float *dst29, int lane30, int len31 = 7U) 
# 56
{ 
# 57
if (unsigned lo32 = *dst29; ((float)len31) == (48 - lane30)) { 
# 58
int res33 = (((int)lane30) - sizeof(float)) * lane30; 
# 59
} else { 
# 60
int w34 = 0; 
# 61
do { 
# 62
for (int it35 = 7; it35 > 0; --it35) { 
# 63
len31 = (('a') * ((((it35 != (dst29[w34])) ? w34 : w34) == len31) ? 0L + w34 : len31)); 
# 64
}  
# 65
len31 = 15; 
# 66
lo32 = (((lo32 * w34) ? len31 - w34 : (lane30 * 1923)) / 1L); 
# 67
++w34; 
# 68
} while (w34 < 12); 
# 69
}  
# 70
return lane30; 
# 71
} 
# 72
enum Op36 { 
# 73
BLUE37, 
# 74
IDLE38, 
# 75
IDLE39 = 6, 
# 76
SLOW40, 
# 77
OFF41
# 78
}; 
# 80
inline float update42(float *out43) 
# 81
{ 
# 82
auto z44 = (*out43) * ((out43[6]) - (22.625F)); 
# 83
(++(*out43)), ((*out43) = (z44 + (OFF41))); 
# 84
(*out43) = (+z44); 
# 85
(out43[4]) = (18.625F); 
# 86
Op36 s45 = OFF41; 
# 87
z44 = (13.25F); 
# 88
return s45; 
# 89
} 
# 91
int main() 
# 92
{ 
# 93
int count46 = 2642; 
# 94
(g_accum27[count46]) = (sizeof(double) + count46); 
# 95
unsigned off47 = ((g_accum27[count46]) < ((g_accum27[0]) * count46)) ? ((count46 <= count46) ? g_accum27[count46] : (IDLE39)) * count46 : ((g_accum27[count46]) / (SLOW40)); 
# 96
unsigned x48 = (off47 * (g_accum27[1])) * (off47 - (21)); 
# 97
(__cudaPushCallConfiguration((IDLE38) + 1, 32)) ? (void)0 : scatter16_kernel< long> (x48, sizeof(int), (float *)nullptr, (IDLE39) / (g_accum27[x48])); 
# 98
(__cudaPushCallConfiguration(128, 128)) ? (void)0 : kick23_kernel(count46); 
# 99
return 0; 
# 100
} 

# 1 "v001551.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7aa244db_10_v001551_cu_3fcacea9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001551.cudafe1.stub.c"
#include "v001551.cudafe1.stub.c"
# 1 "v001551.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

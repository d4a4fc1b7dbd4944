# 1 "v001751.cu"
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
# 20 "v001751.cu"
__attribute__((visibility("hidden"))) void blend5(const int *coef6, float beta7) ;
#if 0
# 20
{ 
# 21
beta7 -= (((47) * beta7) + ((12.25F) * beta7)); 
# 22
if (((*coef6) | (*coef6)) > 27) { 
# 23
return; }  
# 24
int hi8[4] = {45, (56UL)}; 
# 25
auto flag9 = (54ULL) * beta7; 
# 26
} 
#endif
# 28 "v001751.cu"
float march10(unsigned beta11) { 
# 29
beta11 = (3195); 
# 30
(__cudaPushCallConfiguration((beta11 + (255)) / (256), 512)) ? (void)0 : blend5(nullptr, (7.5F)); 
# 31
if (beta11 & (1)) { 
# 32
return 51U; }  
# 33
int lim12 = beta11 + 28U; 
# 34
return (12.0F); 
# 35
} 
# 37
template< class T> 
# 38
struct Vec13 { 
# 39
T mass14; 
# 40
T weight15; 
# 41
void get16(int sum17) { 
# 42
(weight15) = (sum17 % sum17); 
# 43
} 
# 44
}; 
# 51
__attribute__((visibility("hidden"))) void map_apply19(double *data, int n) ;
#if 0
# 51
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 52 "v001751.cu"
__attribute__((visibility("hidden"))) void map_relax20(float *data, int n) ;
#if 0
# 52
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 54 "v001751.cu"
struct __attribute((aligned(8))) Vec21 { 
# 55
unsigned sum22; 
# 56
char y23; 
# 57
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59
template< class T, int N = 4> static void 
# 60
__wrapper__device_stub_decay24(T *&data25, T *&buf26, const size_t *&coef27, unsigned *&acc28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
int z29 = *acc28; 
# 62
float cnt30 = (1.5F); 
# 63
if (acc28 != (nullptr)) { 
# 64
return; }  
# 65
} 
#endif

#pragma GCC diagnostic pop

# 59 "v001751.cu"
template< class T, int N = 4> static void 
# 60
decay24(T *data25, T *buf26, const size_t *coef27, unsigned *acc28) {__wrapper__device_stub_decay24<T,N>(data25,buf26,coef27,acc28);
# 65
return;}
#if 0
# 60
{ 
# 61
int z29 = *acc28; 
# 62
float cnt30 = (1.5F); 
# 63
if (acc28 != (nullptr)) { 
# 64
return; }  
# 65
} 
#endif
# 66 "v001751.cu"
enum class Axis31 { Off32, Fast33, Busy34}; 
# 67
static_assert((40 == 40));
# 69
size_t host_fold35(Vec21 cfg36) { 
# 70
int val37 = march10(march10(8)) + march10(44 + (cfg36.y23)); 
# 71
const char *res38 = ("\"q\""); 
# 72
if (march10(res38[1]) == (8)) { 
# 73
goto finish39; 
# 74
}  
# 75
cfg36 = Vec21{(static_cast< unsigned>((int)1414)), (37UL)}; 
# 76
finish39:; ; 
# 77
return march10(8); 
# 78
} 
# 80
int main() { 
# 81
int len40 = 1861; 
# 82
len40 += ((float)host_fold35(Vec21{(4), (10)})); 
# 83
switch (len40) { 
# 84
case 0:  
# 85
break; 
# 86
case 11:  
# 87
march10(19); 
# 88
break; 
# 89
case 6:  { 
# 90
float base41 = (((len40 += len40), (8 + len40))); 
# 91
const char *lim42 = ("path\\to"); 
# 92
break; 
# 93
} 
# 94
case 7:  
# 95
break; 
# 96
}  
# 97
(__cudaPushCallConfiguration(16, 32)) ? (void)0 : map_apply19(nullptr, (unsigned short)((len40 += 8), len40)); 
# 98
(__cudaPushCallConfiguration((len40 + 127) / 128, 29 + 483)) ? (void)0 : map_relax20((float *)nullptr, -27); 
# 99
(__cudaPushCallConfiguration(((dim3)(32)), 29 + (8 + 219))) ? (void)0 : decay24((long *)nullptr, (long *)nullptr, (const unsigned long *)nullptr, (unsigned *)nullptr); 
# 100
return 0; 
# 101
} 

# 1 "v001751.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__376ae5d0_10_v001751_cu_4652abd4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001751.cudafe1.stub.c"
#include "v001751.cudafe1.stub.c"
# 1 "v001751.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

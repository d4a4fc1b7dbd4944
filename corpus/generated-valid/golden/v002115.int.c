# 1 "v002115.cu"
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
# 17 "v002115.cu"
void sift7(float p8, float *__restrict__ buf9, const int *coef10) 
# 18
{ 
# 19
if (((*buf9) >= (45)) && ((buf9[1]) >= (*coef10))) { 
# 20
return; 
# 21
}  
# 22
int flag11 = (int)(((*coef10) * 1) << 0); 
# 23
} 
# 24
float decay12(long *__restrict__ dst13) 
# 25
{ 
# 26
{ 
# 27
auto s14 = (long long)(dst13[6]); 
# 28
int acc15 = 20; 
# 29
} 
# 30
sift7(44, reinterpret_cast< float *>(dst13), reinterpret_cast< const int *>(dst13)); 
# 31
(dst13[0]) = (*dst13); 
# 32
return (19.375F); 
# 33
} 
# 34
enum class Phase16: long { High17, Red18, Blue19, On20 = 6L}; 
# 35
constexpr int pivot21(int stride22) 
# 36
{ 
# 37
stride22++; 
# 38
return 55U; 
# 39
} 
# 40
extern "C" {
# 41
__attribute__((visibility("hidden"))) void merge23(float a24, const char *__restrict__ input25, unsigned long *__restrict__ out26) ;
#if 0
# 42
{ 
# 43
__attribute__((unused)) extern unsigned char dyn_27[]; 
# 44
int tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
unsigned char prod29 = (2 * ((2 * pivot21(input25[2])) + 44)) + (((float)(dyn_27[6])) * (8)); 
# 46
Phase16 t30 = Phase16::Red18; 
# 47
Phase16 f31 = Phase16::Red18; 
# 48
unsigned *m32 = reinterpret_cast< unsigned *>(out26); 
# 49
} 
#endif
# 50 "v002115.cu"
}
# 51
constexpr int run_smooth33(int stride34) 
# 52
{ 
# 53
return 2UL; 
# 54
} 
# 55
int main() 
# 56
{ 
# 57
int count35 = 1417; 
# 58
double lim36[8]{(static_cast< double>((20.25))), (1.0), (6.0), static_cast< double>(count35), (20.375), (20.0), (static_cast< double>(48)), (9.0)}; 
# 59
sift7(run_smooth33(lim36[count35]), (float *)nullptr, nullptr); 
# 60
(__cudaPushCallConfiguration(dim3((count35 + 63) / 64, (count35 + 63) / 64, (count35 + 127) / 128), 256)) ? (void)0 : merge23(+((9) + (lim36[0])), (const char *)nullptr, nullptr); 
# 61
return 0; 
# 62
} 

# 1 "v002115.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aa392dc7_10_v002115_cu_8c421bee
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002115.cudafe1.stub.c"
#include "v002115.cudafe1.stub.c"
# 1 "v002115.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

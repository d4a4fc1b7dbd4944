# 1 "i000106.cu"
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
# 7 "i000106.cu"
static float d_mix3; 
# 9
__attribute__((visibility("hidden"))) void fuse4(const unsigned short *__restrict__ in5, unsigned q6, int *data7, int lane8) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern float dyn_9[]; 
# 11
unsigned i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
unsigned z11 = 46U; 
# 13
int sum12 = (3319) + i10; 
# 14
if ((in5 != (nullptr)) && (i10 == (__device_builtin_variable_blockDim.x))) { 
# 15
goto done13; 
# 16
}  
# 17
if ((d_mix3 / (2)) < i10) { 
# 18
return; }  
# 19
done13:; ; 
# 20
} 
#endif
# 21 "i000106.cu"
enum class Mode14 { 
# 22
Slow15, 
# 23
Fast16 = 6, 
# 24
Slow17, 
# 25
Blue18, 
# 26
Red19 = 14
# 27
}; 
# 29
__attribute__((visibility("hidden"))) void gather20(const int *__restrict__ src21, const float *__restrict__ in22, float *buf23, const double *src24) ;
#if 0
# 29
{ 
# 30
unsigned lo25{static_cast< unsigned>(*in22)}; 
# 31
double mid26 = (54); 
# 32
for (int j27 = 12; j27 > 0; --j27) { 
# 33
int w28 = 0; 
# 34
while ((w28 < w28) && (((*src24) + lo25) >= (__device_builtin_variable_threadIdx.z))) { 
# 35
float val29 = lo25; 
# 36
val29--; 
# 37
++w28; 
# 38
}  
# 39
}  
# 40
} 
#endif
# 41 "i000106.cu"
int probe_33(); 
# 43
int main() { 
# 44
int size30 = 3700; 
# 45
size30 += sizeof(int (void)); 
# 46
for (int i31 = 0, j32 = 14; i31 < j32; (++i31), (--j32)) { 
# 47
size30 = i31; 
# 48
if (!(i31 >= i31)) { 
# 49
return (j32 / 2); }  
# 50
}  
# 51
(__cudaPushCallConfiguration(128, 256, sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : fuse4(static_cast< const unsigned short *>(nullptr), 996ULL - size30, static_cast< int *>(nullptr), 32U); 
# 52
(__cudaPushCallConfiguration((size30 + 255) / 256, 32, sizeof(double) * (128))) ? (void)0 : gather20(nullptr, nullptr, nullptr, (const double *)nullptr); 
# 53
return 0; 
# 54
} 

# 1 "i000106.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c4d660d5_10_i000106_cu_d_mix3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000106.cudafe1.stub.c"
#include "i000106.cudafe1.stub.c"
# 1 "i000106.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

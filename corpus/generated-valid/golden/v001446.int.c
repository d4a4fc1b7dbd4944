# 1 "v001446.cu"
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
# 11 "v001446.cu"
enum Phase7: long { BLUE8 = 2L, BUSY9, MUL10}; 
# 13
__attribute__((unused)) int pack11(unsigned long *acc12, unsigned char p13, int count14) {int volatile ___ = 1;(void)acc12;(void)p13;(void)count14;
# 24
::exit(___);}
#if 0
# 13
{ 
# 14
(count14++), (p13 = ((p13 += 255UL), ((p13 % 2) - __alignof__(int)))); 
# 15
if ((MUL10) <= (*acc12)) { 
# 16
__attribute__((unused)) static int sh_15[(BUSY9) + ((BLUE8) + ((MUL10) + (23)))]; 
# 17
if ((9) >= (((__device_builtin_variable_blockIdx.x) > (5)) ? __device_builtin_variable_blockIdx.x : (5))) { 
# 18
return (((*acc12) += (61)), ((count14 > 4) ? count14 : 4)); 
# 19
}  
# 20
}  
# 21
p13 *= (__device_builtin_variable_threadIdx.z); 
# 22
count14 |= ((acc12[6]) * (2U)); 
# 23
return p13; 
# 24
} 
#endif
# 25 "v001446.cu"
static bool d_weigh16[64]; 
# 27
static void smooth17(unsigned *acc18, const float *coef19, unsigned *dst20) ;
#if 0
# 27
{ 
# 28
int i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if ((18) <= (coef19[0])) { 
# 30
Phase7 v22 = BUSY9; 
# 31
Phase7 acc23 = v22; 
# 32
}  
# 33
} 
#endif
# 35 "v001446.cu"
template< class T, int N = 5> __attribute__((unused)) T 
# 36
weigh24(T *dst25, int count26) {int volatile ___ = 1;(void)dst25;(void)count26;
# 43
::exit(___);}
#if 0
# 36
{ 
# 37
(++(dst25[7])), ((dst25[count26]) *= (N + (((d_weigh16[55]) % count26) - ((int)N)))); 
# 38
if ((count26 + (MUL10)) > (__device_builtin_variable_blockDim.x)) { 
# 39
return 26L; 
# 40
}  
# 41
T res27 = (BLUE8); 
# 42
return (N) + ((static_cast< int>(res27)) * (24.75)); 
# 43
} 
#endif
# 45 "v001446.cu"
__attribute__((visibility("hidden"))) void accum28_kernel(const float *src29, const int *in30) ;
#if 0
# 45
{ 
# 46
unsigned tid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
signed char flag32 = static_cast< unsigned>(*src29); 
# 48
for (int n33 = 0, j34 = (sizeof(int) * (BLUE8)); n33 < j34; (++n33), (--j34)) { 
# 49
__attribute__((unused)) static unsigned sh_35[(BUSY9) + ((BLUE8) + (BUSY9))]; 
# 50
(sh_35[j34]) %= ((unsigned)((int)37L)); 
# 51
}  
# 52
} 
#endif
# 54 "v001446.cu"
int main() { 
# 55
int count36 = 3519; 
# 56
count36 |= count36; 
# 57
if ((count36 + sizeof(unsigned)) > (47)) { 
# 58
return 35; 
# 59
}  
# 60
count36 |= count36; 
# 61
int x37(53); 
# 62
int sum38 = 23LL + x37; 
# 63
(__cudaPushCallConfiguration(dim3((sum38 + 31) / 32, 2, (BLUE8) * (MUL10)), (64) * ((MUL10) + (MUL10)), 256, nullptr)) ? (void)0 : smooth17((unsigned *)nullptr, (const float *)nullptr, (unsigned *)nullptr); 
# 64
(__cudaPushCallConfiguration(16, dim3(8, (sum38 + 127) / 128, (sum38 + 31) / 32))) ? (void)0 : accum28_kernel(static_cast< const float *>(nullptr), nullptr); 
# 65
return 0; 
# 66
} 

# 1 "v001446.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__11498677_10_v001446_cu_1cb61270
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001446.cudafe1.stub.c"
#include "v001446.cudafe1.stub.c"
# 1 "v001446.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

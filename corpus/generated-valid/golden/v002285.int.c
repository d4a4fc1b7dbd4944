# 1 "v002285.cu"
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
# 9 "v002285.cu"
template< class T> 
# 10
struct Particle4 { 
# 11
T id5; 
# 12
char weight6; 
# 13
unsigned char weight7; 
# 14
T apply8(int flag9) const { 
# 15
unsigned short hi10 = weight7; 
# 16
return sizeof(float); 
# 17
} 
# 18
}; 
# 21
struct Particle11 { 
# 22
char w12; 
# 23
double w13; 
# 24
float x14; 
# 25
unsigned char count15; 
# 26
}; 
# 28
__attribute__((visibility("hidden"))) void decay16(unsigned *__restrict__ data17) ;
#if 0
# 28
{ 
# 29
unsigned idx18 = __device_builtin_variable_threadIdx.x; 
# 30
__attribute__((unused)) static long sh_19[sizeof(float) * (16)]; 
# 31
if ((__device_builtin_variable_threadIdx.z) >= (41)) { 
# 32
return; }  
# 33
int pass20 = 0; 
# 34
do { 
# 35
if (!data17) { 
# 36
if (((data17 == (nullptr)) ? sh_19[pass20] : (data17[pass20])) > (36)) { 
# 37
return; }  
# 38
(data17[(__device_builtin_variable_blockDim.y) & (7)]) = (46); 
# 39
}  
# 40
++pass20; 
# 41
} while (pass20 < pass20); 
# 42
(*data17) -= (((sh_19[(__device_builtin_variable_gridDim.z) & (63)]) | (26)) & (((sh_19[22]) ^ idx18) - ((int)idx18))); 
# 43
} 
#endif
# 45 "v002285.cu"
void check_apply21(int lane22, Particle4< long>  alpha23) { 
# 46
if (((((alpha23.weight6) <= (' ')) ? 44L : (alpha23.weight7)) << (alpha23.weight7)) != ((alpha23.weight7) ^ (alpha23.weight6))) { 
# 47
(__cudaPushCallConfiguration(sizeof(unsigned) * (2), 256, 1 << (5 + 3))) ? (void)0 : decay16(nullptr); 
# 48
lane22 |= ((42) * (alpha23.id5)); 
# 49
}  
# 50
long long val24 = (6UL); 
# 51
val24 = (alpha23.apply8((5) + val24)); 
# 52
} 
# 54
int main() { 
# 55
int count25 = 3192; 
# 56
if (!count25) { 
# 57
{ 
# 58
count25 = count25; 
# 59
long long h26 = ((count25 - sizeof(Particle11)) < (('z') - count25)) ? (count25 - count25) << (10L % count25) : ((count25 >> sizeof(int)) ^ 49); 
# 60
} 
# 61
count25 = (58LL % count25); 
# 62
} else { 
# 63
}  
# 64
return 0; 
# 65
} 

# 1 "v002285.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__21bd3d18_10_v002285_cu_4e19ba49
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002285.cudafe1.stub.c"
#include "v002285.cudafe1.stub.c"
# 1 "v002285.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v001814.cu"
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
# 8 "v001814.cu"
struct __attribute((aligned(8))) Vec3 { 
# 9
float x4; 
# 10
int vel5; 
# 11
void reset6(int val7) { 
# 12
float m8 = (float)val7; 
# 13
Vec3 m9 = {(1UL), 32}; 
# 14
} 
# 15
float total10(char flag11) const { 
# 16
const unsigned z12 = (63); 
# 17
return z12; 
# 18
} 
# 19
}; 
# 21
__attribute__((unused)) int probe13(int stride14 = 'a') {int volatile ___ = 1;(void)stride14;
# 31
::exit(___);}
#if 0
# 21
{ 
# 22
stride14 = (((((__device_builtin_variable_threadIdx.y) == stride14) ? __device_builtin_variable_threadIdx.z : __device_builtin_variable_warpSize) - stride14) * stride14); 
# 23
stride14 = ((((stride14 & 1) || (stride14 >= stride14)) ? 54 : 5L) & stride14); 
# 24
stride14--; 
# 25
float val15 = (46); 
# 26
for (int it16 = 9; it16 > 0; --it16) { 
# 27
unsigned t17(it16); 
# 28
const unsigned short base18 = val15; 
# 29
}  
# 30
return 2773UL / stride14; 
# 31
} 
#endif
# 33 "v001814.cu"
namespace kern19 { 
# 34
struct Body20 { 
# 35
bool x21; 
# 36
int weight22; 
# 37
}; 
# 39
template< class T> 
# 40
struct Span23 { 
# 41
T w24; 
# 42
int vel25; 
# 43
T lo26; 
# 44
T get27() const { 
# 45
return ((lo26) > ((vel25) | 1363)) ? 'z' : (14.75); 
# 46
} 
# 47
}; 
# 48
}
# 50
__attribute__((visibility("hidden"))) void merge28(int lane29, unsigned q30, const int *src31) ;
#if 0
# 50
{ 
# 51
int tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
if (tid32 == 39L) { 
# 53
return; 
# 54
}  
# 55
unsigned long long lim33 = (static_cast< int>(0UL)); 
# 56
__attribute__((unused)) static kern19::Span23< float>  sh_34[128]; 
# 57
q30 = (((16) + ((((sh_34[32]).w24) > (*src31)) ? 62L : tid32)) * q30); 
# 58
} 
#endif
# 60 "v001814.cu"
int main() { 
# 61
int len35 = 383; 
# 62
(__cudaPushCallConfiguration(64, ((dim3)(4)), sizeof(int) * (128))) ? (void)0 : merge28((float)(len35 / len35), static_cast< float>(len35), &len35); 
# 63
if ((static_cast< unsigned>(len35)) <= (55)) { 
# 64
return len35 + (31 + len35); 
# 65
}  
# 66
len35 = len35; 
# 67
len35++; 
# 68
return 0; 
# 69
} 

# 1 "v001814.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__046201f7_10_v001814_cu_4004defe
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001814.cudafe1.stub.c"
#include "v001814.cudafe1.stub.c"
# 1 "v001814.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

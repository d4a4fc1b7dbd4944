# 1 "v001742.cu"
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
# 21 "v001742.cu"
double decay4(int len5, int count6) 
# 22
{ 
# 23
{ 
# 24
const char *m7 = ("path\\to"); 
# 25
unsigned m8 = 3U; 
# 26
} 
# 27
return ((9U & count6) - (len5 + count6)) ^ (~((len5 & 1) ? len5 : count6)); 
# 28
} 
# 30
struct Vec9 { 
# 31
int mass10, weight11; 
# 32
}; 
# 33
unsigned long long g_step12 = (1035); 
# 35
namespace _GLOBAL__N__18bf638e_10_v001742_cu_61c57295 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__18bf638e_10_v001742_cu_61c57295; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__18bf638e_10_v001742_cu_61c57295 __attribute__((visibility("hidden")))  { 
# 36
static void relax13(float *__restrict__ dst14, size_t a15) ;
#if 0
# 37
{ 
# 38
unsigned tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
unsigned long long res17 = 50U + tid16; 
# 40
res17 = ((__alignof__(float)) - (res17 - (21L))); 
# 41
a15 = (dst14[3]); 
# 42
} 
#endif
# 43 "v001742.cu"
}
# 44
enum Color18: short { BUSY19, HIGH20, FAST21 = 4, ON22}; 
# 46
struct Acc23 { 
# 47
double vel24, lo25; 
# 48
int id26; 
# 49
double id27; 
# 50
}; 
# 52
constexpr int gather28(int lane29) 
# 53
{ 
# 54
lane29 = (BUSY19); 
# 55
return lane29; 
# 56
} 
# 57
static Vec9 d_reduce30; 
# 59
int run_fold31(int count32) 
# 60
{ 
# 61
Vec9 w33{64, 5}; 
# 62
if (count32 == ((w33.weight11) ^ g_step12)) { 
# 63
(__cudaPushCallConfiguration(((dim3)((count32 + 63) / 64)), (HIGH20) + 31, sizeof(int) * (32), 0)) ? (void)0 : relax13((float *)nullptr, g_step12); 
# 64
}  
# 65
const int *diff34 = (static_cast< const int *>(nullptr)); 
# 66
([&]{ 
# 67
dim3 cnt35(256, ((count32) + 31) / 32); 
# 68
} )(); 
# 69
Vec9 h36 = {(-38), 13}; 
# 70
if ((g_step12 < (h36.mass10)) || ((h36.mass10) <= 45U)) { 
# 71
goto done37; 
# 72
}  
# 73
static_assert((((FAST21) + 32) == 36));
# 74
done37:; ; 
# 75
return diff34[5]; 
# 76
} 
# 78
int main() 
# 79
{ 
# 80
int n38 = 3313; 
# 81
auto lam40 = []()->int { 
# 82
dim3 z39(64); 
# 83
return g_step12; 
# 84
} ; typedef decltype(lam40) __T0;
# 85
lam40(); 
# 86
for (int it41 = 0; it41 < 6; it41++) { 
# 87
Color18 z42 = FAST21; 
# 88
}  
# 89
if (unsigned long x43 = n38; n38 != (x43 * g_step12)) { 
# 90
g_step12 = g_step12; 
# 91
const char *cnt44 = ("path\\to_tail"); 
# 92
}  
# 93
return 0; 
# 94
} 

# 1 "v001742.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__18bf638e_10_v001742_cu_61c57295
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001742.cudafe1.stub.c"
#include "v001742.cudafe1.stub.c"
# 1 "v001742.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

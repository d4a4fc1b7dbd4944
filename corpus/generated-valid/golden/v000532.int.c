# 1 "v000532.cu"
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
# 15 "v000532.cu"
template< class T> __attribute__((unused)) float 
# 16
accum5(T *out6, T beta7) {int volatile ___ = 1;(void)out6;(void)beta7;
# 24
::exit(___);}
#if 0
# 16
{ 
# 17
T diff8 = ((22.75F)); 
# 18
if (beta7 <= beta7) { 
# 19
goto done9; 
# 20
}  
# 21
beta7 = beta7; 
# 22
done9:; ; 
# 23
return -8; 
# 24
} 
#endif
# 25 "v000532.cu"
__attribute__((visibility("hidden"))) void tally10(int *out11, long long b12, int len13) ;
#if 0
# 25
{ 
# 26
b12 = len13; 
# 27
float u14 = (0.125F); 
# 28
u14 = (~(out11[2])); 
# 29
b12--; 
# 30
const float cnt15 = b12 + ((long)29); 
# 31
} 
#endif
# 32 "v000532.cu"
struct Node16 { 
# 33
unsigned long long flag17; 
# 34
double flag18, w19; 
# 35
double y20; 
# 36
}; 
# 37
namespace _GLOBAL__N__41201521_10_v000532_cu_f6f92d72 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__41201521_10_v000532_cu_f6f92d72; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__41201521_10_v000532_cu_f6f92d72 __attribute__((visibility("hidden")))  { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 38
__attribute__((unused)) static int update21(int len22, int lane23, int lane24) {int volatile ___ = 1;(void)len22;(void)lane23;(void)lane24;
# 48
::exit(___);}
#if 0
# 38
{ 
# 39
lane24 = ((lane24 & sizeof(float)) * (7 - len22)); 
# 40
lane23 = len22; 
# 41
lane24 = (+(((lane23 += len22), 1579) - (lane24 + 14U))); 
# 42
__attribute__((unused)) static double sh_25[13][13]; 
# 43
__attribute__((unused)) static size_t sh_26[8]; 
# 44
if ((lane23 - 8) == (sh_26[lane23 & 7])) { 
# 45
return (53) * (lane23 - 3719U); 
# 46
}  
# 47
return len22; 
# 48
} 
#endif

#pragma GCC diagnostic pop

# 49 "v000532.cu"
}
# 50
struct Cell27 { 
# 51
int val28, y29; 
# 52
int z30; 
# 53
}; 
# 54
Cell27 operator+(Cell27 a, Cell27 b) { 
# 55
Cell27 r = a; 
# 56
(r.val28) += (b.val28); 
# 57
(r.y29) += (b.y29); 
# 58
(r.z30) += (b.z30); 
# 59
return r; 
# 60
} 
# 61
__attribute__((visibility("hidden"))) void bias31(const double *input32, int *data33) ;
#if 0
# 61
{ 
# 62
(data33[7]) = ((38UL) * (*input32)); 
# 63
(data33[5]) = (4545UL); 
# 64
} 
#endif
# 65 "v000532.cu"
int main() { 
# 66
int size34 = 3987; 
# 67
int y35[3] = {26, size34}; 
# 68
size34--; 
# 69
(__cudaPushCallConfiguration(sizeof(unsigned) * (4 + 4), 64 + 192)) ? (void)0 : tally10(y35, 3U, size34); 
# 70
(__cudaPushCallConfiguration(dim3((size34 + 63) / 64, 2), sizeof(unsigned) * (8 + (8 + 16)))) ? (void)0 : bias31(nullptr, y35); 
# 71
return 0; 
# 72
} 

# 1 "v000532.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__41201521_10_v000532_cu_f6f92d72
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000532.cudafe1.stub.c"
#include "v000532.cudafe1.stub.c"
# 1 "v000532.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

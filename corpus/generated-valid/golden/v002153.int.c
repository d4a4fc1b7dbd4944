# 1 "v002153.cu"
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
# 16 "v002153.cu"
enum Op8: int { LOW9, GREEN10, LOW11 = 4, RED12}; 
# 19
struct Span13 { 
# 20
int weight14; 
# 21
unsigned weight15; 
# 22
unsigned norm16() const 
# 23
{ 
# 24
Op8 m17 = LOW9; 
# 25
float v18 = (weight14) + (12.625F); 
# 26
return weight15; 
# 27
} 
# 28
}; 
# 30
template< class T> 
# 31
struct Pixel19 { 
# 32
T val20; 
# 33
T id21; 
# 34
double w22; 
# 35
double get23() const 
# 36
{ 
# 37
if ((w22) < (w22)) { 
# 38
return 33; 
# 39
}  
# 40
T t24 = val20; 
# 41
return (9 + (id21)) + (t24 * (id21)); 
# 42
} 
# 43
}; 
# 45
__attribute__((visibility("hidden"))) void apply25(float p26, const long long *in27) ;
#if 0
# 46
{ 
# 47
int idx28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
p26 = (((((in27[6]) + (in27[idx28])) + (__device_builtin_variable_blockIdx.x)) + (((in27[1]) + (__device_builtin_variable_threadIdx.x)) + (9))) * (-((in27[idx28]) * (__device_builtin_variable_threadIdx.x)))); 
# 49
Op8 v29 = GREEN10; 
# 50
p26 *= ((signed char)61L); 
# 51
p26++; 
# 52
} 
#endif
# 54 "v002153.cu"
constexpr int weigh30(int count31) 
# 55
{ 
# 56
count31 += ((((count31 + 30U) + count31) / count31) - (28)); 
# 57
return ((count31 + ((count31 + count31) + count31)) + count31); 
# 58
} 
# 60
int main() 
# 61
{ 
# 62
int n32 = 1685; 
# 63
Span13 h33 = Span13{n32, ((unsigned)4372)}; 
# 64
{ 
# 65
(h33.weight14) &= (h33.weight15); 
# 66
h33 = h33; 
# 67
} 
# 68
if (((h33.weight14) * (h33.weight14)) != n32) { 
# 69
return (h33.weight14) - 31ULL; 
# 70
}  
# 71
Pixel19< int>  x34 = {(-57), (3696UL), (19UL)}; 
# 72
(__cudaPushCallConfiguration((n32 + 127) / 128, (5 + 3) * ((GREEN10) + 7), sizeof(int) * (64), nullptr)) ? (void)0 : apply25((23.25F), nullptr); 
# 73
return 0; 
# 74
} 

# 1 "v002153.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7ad2d4db_10_v002153_cu_8595df36
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002153.cudafe1.stub.c"
#include "v002153.cudafe1.stub.c"
# 1 "v002153.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

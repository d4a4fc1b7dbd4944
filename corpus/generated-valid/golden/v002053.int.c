# 1 "v002053.cu"
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
# 14 "v002053.cu"
struct __attribute((aligned(8))) Tile7 { 
# 15
int mass8; 
# 16
float x9; 
# 17
double y10; 
# 18
int id11; 
# 19
double get12(unsigned char y13) const 
# 20
{ 
# 21
return (15.5) - ((id11) - 8); 
# 22
} 
# 23
}; 
# 25
inline Tile7 operator+(Tile7 a, Tile7 b) 
# 26
{ 
# 27
Tile7 r = a; 
# 28
(r.mass8) += (b.mass8); 
# 29
(r.x9) += (b.x9); 
# 30
(r.y10) += (b.y10); 
# 31
(r.id11) += (b.id11); 
# 32
return r; 
# 33
} 
# 35
__attribute__((visibility("hidden"))) void pivot14(int *__restrict__ data15, const unsigned long *__restrict__ input16) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern int dyn_17[]; 
# 38
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
--(dyn_17[2]); 
# 40
const int *w19 = data15; 
# 41
(dyn_17[__device_builtin_variable_warpSize & 7])--; 
# 42
(dyn_17[i18 & 7]) = i18; 
# 43
++(dyn_17[__device_builtin_variable_blockIdx.y]); 
# 44
int base20 = (22U); 
# 45
} 
#endif
# 47 "v002053.cu"
unsigned shade21(Tile7 b22, unsigned char beta23, const int *coef24) 
# 48
{ 
# 49
bool x25 = b22.get12(static_cast< float>(beta23)); 
# 50
b22 = (b22 + b22); 
# 51
auto z26 = ((((b22.y10) += (10)), beta23)); 
# 52
--(b22.mass8); 
# 53
beta23 = (sizeof(Tile7)); 
# 54
unsigned char y27 = z26; 
# 55
unsigned mid28 = (32); 
# 56
return b22.get12(beta23); 
# 57
} 
# 59
int main() 
# 60
{ 
# 61
int len29 = 1234; 
# 62
auto op30 = []()->long long { 
# 63
return 14; 
# 64
} ; typedef decltype(op30) __T0;
# 65
op30(); 
# 66
if ((((float)len29) != len29) && ((len29 - len29) & 1)) { 
# 67
--len29; }  
# 68
if (len29 < 10UL) { 
# 69
auto hi31 = static_cast< int>(8 * len29); 
# 70
float m32{(6.0F)}; 
# 71
}  
# 72
(__cudaPushCallConfiguration(32 * 4, 32)) ? (void)0 : pivot14(&len29, nullptr); 
# 73
return 0; 
# 74
} 

# 1 "v002053.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b18e077e_10_v002053_cu_7e40ea34
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002053.cudafe1.stub.c"
#include "v002053.cudafe1.stub.c"
# 1 "v002053.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

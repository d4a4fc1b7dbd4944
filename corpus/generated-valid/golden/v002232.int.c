# 1 "v002232.cu"
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
# 13 "v002232.cu"
enum Color7: unsigned char { 
# 14
ON8, 
# 15
ON9, 
# 16
MUL10, 
# 17
ADD11, 
# 18
HIGH12
# 19
}; 
# 21
struct Tile13 { 
# 22
unsigned char mass14; 
# 23
float y15; 
# 24
unsigned x16; 
# 25
}; 
# 27
inline Tile13 operator+(Tile13 a, Tile13 b) { 
# 28
Tile13 r = a; 
# 29
(r.mass14) += (b.mass14); 
# 30
(r.y15) += (b.y15); 
# 31
(r.x16) += (b.x16); 
# 32
return r; 
# 33
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 35
__attribute__((unused)) static double smooth17(int n18, const char *coef19, Color7 a20) {int volatile ___ = 1;(void)n18;(void)coef19;(void)a20;
# 42
::exit(___);}
#if 0
# 35
{ 
# 36
a20 = a20; 
# 37
a20 = ON8; 
# 38
unsigned char t21 = (255U); 
# 39
t21 = (ADD11); 
# 40
Color7 res22 = a20; 
# 41
return a20; 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 44 "v002232.cu"
__attribute__((visibility("hidden"))) void pivot23(int n24, int len25, const Tile13 alpha26) ;
#if 0
# 44
{ 
# 45
unsigned t27 = (alpha26.y15) - (len25 & 15); 
# 46
len25 = (32U | (t27 * len25)); 
# 47
} 
#endif
# 49 "v002232.cu"
static void run_norm28(float p29) { 
# 50
p29 = (-3247); 
# 51
Tile13 k30 = Tile13{}; 
# 52
} 
# 54
int main() { 
# 55
int n31 = 3850; 
# 56
auto fn34 = [](double m32) { 
# 57
m32 = m32; 
# 58
const char *r33 = ("kernel\n"); 
# 59
(__cudaPushCallConfiguration(24 + ((ADD11) + 485), dim3(24 + 40, 16 + ((HIGH12) + 44), 512), sizeof(int) * (128), nullptr)) ? (void)0 : pivot23((ON9) / ((double)m32), m32 - ((m32 += (r33[0])), MUL10), Tile13{}); 
# 60
} ; typedef decltype(fn34) __T0;
# 61
fn34(n31); 
# 62
static_assert((12 == 12), "size check");
# 63
n31 = (__alignof__(char)); 
# 64
(__cudaPushCallConfiguration((n31 + 63) / 64, (MUL10) + 126, 0, 0)) ? (void)0 : pivot23(22 + n31, (n31 % 29L) + (3), Tile13{(static_cast< unsigned char>(static_cast< int>(62))), (float)((3.75F) * n31), (211)}); 
# 65
n31 = (((static_cast< int>(n31 << n31)) == 49) ? n31 : (((n31 < n31) ? 24 : 8LL) * n31)); 
# 66
return 0; 
# 67
} 

# 1 "v002232.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cbba34b0_10_v002232_cu_ed17b5d6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002232.cudafe1.stub.c"
#include "v002232.cudafe1.stub.c"
# 1 "v002232.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

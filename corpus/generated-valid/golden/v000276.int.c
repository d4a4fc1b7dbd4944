# 1 "v000276.cu"
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
# 14 "v000276.cu"
enum Op5: unsigned char { 
# 15
RED6, 
# 16
MUL7 = 4U, 
# 17
FAST8, 
# 18
RED9, 
# 19
OFF10
# 20
}; 
# 22
struct Tile11 { 
# 23
float mass12; 
# 24
size_t count13; 
# 25
float id14; 
# 26
unsigned long bump15() const { 
# 27
return mass12; 
# 28
} 
# 29
}; 
# 31
static void update16_kernel(const unsigned *in17, const unsigned char *input18, int lane19, unsigned *buf20) ;
#if 0
# 31
{ 
# 32
lane19 = ((4 ^ (lane19 - (*input18))) + (lane19 + (input18[6]))); 
# 33
unsigned base21[5] = {}; 
# 34
} 
#endif
# 36 "v000276.cu"
__attribute__((visibility("hidden"))) void reduce22(unsigned a23) ;
#if 0
# 36
{ 
# 37
Op5 lim24 = RED6; 
# 38
do { a23 += a23; } while (0); 
# 39
int sum25 = 55U - (a23 - a23); 
# 40
sum25 <<= 7; 
# 41
sum25++; 
# 42
} 
#endif
# 44 "v000276.cu"
__attribute__((unused)) float blend26(Op5 cfg27, Tile11 alpha28, float *dst29) {int volatile ___ = 1;(void)cfg27;(void)alpha28;(void)dst29;
# 48
::exit(___);}
#if 0
# 44
{ 
# 45
cfg27 = cfg27; 
# 46
(alpha28.id14) -= (alpha28.bump15() & (alpha28.count13)); 
# 47
return cfg27; 
# 48
} 
#endif
# 50 "v000276.cu"
template< class T, int N> T 
# 51
tile30(T a31, unsigned char alpha32, int len33) { 
# 52
++a31; 
# 53
T y34 = ((alpha32 & 1) && ((len33 == len33) || (len33 <= 47))) ? a31 : ((a31 >= len33) ? sizeof(T) : (N >> alpha32)); 
# 54
a31 -= len33; 
# 55
return len33; 
# 56
} 
# 58
__attribute__((unused)) inline void relax35(float a36, signed char beta37, Tile11 beta38) {int volatile ___ = 1;(void)a36;(void)beta37;(void)beta38;
# 62
::exit(___);}
#if 0
# 58
{ 
# 59
bool q39 = (beta38.count13) & (1); 
# 60
++(beta38.id14); 
# 61
a36 += (beta38.bump15()); 
# 62
} 
#endif
# 64 "v000276.cu"
namespace math40 { 
# 65
__attribute__((visibility("hidden"))) void count41_kernel(const Tile11 a42) ;
#if 0
# 65
{ 
# 66
relax35(((2) % (a42.count13)) << 6, a42.id14, a42); 
# 67
} 
#endif
# 68 "v000276.cu"
}
# 70
int main() { 
# 71
int n43 = 1487; 
# 72
n43 <<= n43; 
# 73
(__cudaPushCallConfiguration(32, 1 << (3 + 2), 0, (cudaStream_t)0)) ? (void)0 : update16_kernel(nullptr, (const unsigned char *)nullptr, n43 + n43, nullptr); 
# 74
n43 -= n43; 
# 75
(__cudaPushCallConfiguration(2, sizeof(float) * (3 + 5), sizeof(double) * (128))) ? (void)0 : reduce22(tile30< float, 7> (RED6, n43, 8) - (RED6)); 
# 76
(__cudaPushCallConfiguration(2, (3 + (2 + 11)) * (3 + 1))) ? (void)0 : math40::count41_kernel(Tile11{(2.0F), (static_cast< unsigned long>(21)), (7.0F)}); 
# 77
return 0; 
# 78
} 

# 1 "v000276.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__26c7140e_10_v000276_cu_03d51213
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000276.cudafe1.stub.c"
#include "v000276.cudafe1.stub.c"
# 1 "v000276.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v001715.cu"
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
# 14 "v001715.cu"
struct Node5 { 
# 15
unsigned id6, id7; 
# 16
bool y8; 
# 17
float hi9; 
# 18
unsigned total10() const { 
# 19
Node5 lim11{('z'), (3636), true, hi9}; 
# 20
return hi9; 
# 21
} 
# 22
}; 
# 24
inline Node5 operator+(Node5 a, Node5 b) { 
# 25
Node5 r = a; 
# 26
(r.id6) += (b.id6); 
# 27
(r.id7) += (b.id7); 
# 28
(r.hi9) += (b.hi9); 
# 29
return r; 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void march12_kernel(int *out13, int n14, const int *src15, int count16) ;
#if 0
# 32
{ 
# 33
unsigned i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (i17 >= n14) { 
# 35
return; 
# 36
}  
# 37
++(out13[n14 & 7]); 
# 38
double t18 = n14; 
# 39
++t18; 
# 40
if (t18 != (39)) { 
# 41
return; 
# 42
}  
# 43
(out13[n14]) = 24; 
# 44
} 
#endif
# 46 "v001715.cu"
template< class T> 
# 47
struct Vec19 { 
# 48
T vel20; 
# 49
void bump21(T lo22) { 
# 50
lo22--; 
# 51
lo22 = lo22; 
# 52
} 
# 53
}; 
# 55
__attribute__((visibility("hidden"))) void apply23(int n24, float q25) ;
#if 0
# 55
{ 
# 56
__attribute__((unused)) extern long dyn_26[]; 
# 57
int y27 = q25; 
# 58
if ((q25 + (24)) == q25) { 
# 59
return; 
# 60
}  
# 61
} 
#endif
# 63 "v001715.cu"
__attribute__((visibility("hidden"))) void tile28(Node5 alpha29) ;
#if 0
# 63
{ 
# 64
Node5 y30 = Node5{}; 
# 65
++(y30.id6); 
# 66
static_assert(((17 * 3) > 50), "bad config");
# 67
unsigned *tmp31 = (nullptr); 
# 68
} 
#endif
# 75 "v001715.cu"
__attribute__((visibility("hidden"))) void map_bias33(unsigned *data, int n) ;
#if 0
# 75
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 76 "v001715.cu"
__attribute__((visibility("hidden"))) void map_blend34(unsigned *data, int n) ;
#if 0
# 76
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 78 "v001715.cu"
struct Tile35 { 
# 79
int lo36; 
# 80
float mass37; 
# 81
void scale38(int u39) { 
# 82
(mass37) = u39; 
# 83
} 
# 84
}; 
# 86
inline Tile35 operator+(Tile35 a, Tile35 b) { 
# 87
Tile35 r = a; 
# 88
(r.lo36) += (b.lo36); 
# 89
(r.mass37) += (b.mass37); 
# 90
return r; 
# 91
} 
# 93
int main() { 
# 94
int size40 = 3891; 
# 95
for (int i41 = 0, j42 = 2; i41 < j42; (++i41), (--j42)) { 
# 96
for (int n43 = 14; n43 > 0; --n43) { 
# 97
++size40; 
# 98
auto step44 = []()->float { 
# 99
(__cudaPushCallConfiguration(1, ((dim3)(2)), 0)) ? (void)0 : march12_kernel(nullptr, 35, nullptr, 'z'); 
# 100
return 24; 
# 101
} ; typedef decltype(step44) __T0;
# 102
(__cudaPushCallConfiguration(dim3(sizeof(int) * (4), 1 << 5), 512, sizeof(double) * (256))) ? (void)0 : map_blend34((unsigned *)nullptr, -(static_cast< float>(i41))); 
# 103
}  
# 104
}  
# 105
const char *off45 = ("ok"); 
# 106
(__cudaPushCallConfiguration(((dim3)((size40 + 63) / 64)), 24 + (24 + 80))) ? (void)0 : apply23(2183, (24 - size40) * ((off45[0]) % 24)); 
# 107
(__cudaPushCallConfiguration(dim3((size40 + 127) / 128, (size40 + 31) / 32, (size40 + 31) / 32), 1 << 9, 512 * 8)) ? (void)0 : tile28(Node5{(30), (44LL), false, (63UL)}); 
# 108
(__cudaPushCallConfiguration((size40 + 255) / 256, sizeof(float) * (8))) ? (void)0 : map_bias33(nullptr, (~(off45[0])) + (off45[0])); 
# 109
return 0; 
# 110
} 

# 1 "v001715.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4d88d447_10_v001715_cu_0e11a922
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001715.cudafe1.stub.c"
#include "v001715.cudafe1.stub.c"
# 1 "v001715.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

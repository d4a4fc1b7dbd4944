# 1 "v001662.cu"
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
# 14 "v001662.cu"
float run_gather7(int count8) { 
# 15
count8 |= (count8 - (29U - (count8 * count8))); 
# 16
count8 = (((((count8 != 18) ? count8 : count8) + 3) + ('0')) + (count8 * (count8 - count8))); 
# 17
auto res9 = (+(count8 << 8)) / 45UL; 
# 18
if ((res9 * res9) > (3)) { 
# 19
return 3 << res9; 
# 20
}  
# 21
return ((res9 - ((count8 += res9), res9)) * (res9 - ((count8 += res9), res9))); 
# 22
} 
# 25
__attribute__((visibility("hidden"))) void drift10(const int *src11, bool p12) ;
#if 0
# 25
{ 
# 26
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
if (((*src11) / 1822) >= (src11[2])) { 
# 28
return; 
# 29
}  
# 30
} 
#endif
# 33 "v001662.cu"
struct Span14 { 
# 34
int flag15; 
# 35
float weight16; 
# 36
}; 
# 37
static_assert((sizeof(int) == (4)));
# 40
__attribute((noinline)) __attribute__((unused)) double stencil17(int *dst18, char a19, int stride20) {int volatile ___ = 1;(void)dst18;(void)a19;(void)stride20;
# 49
::exit(___);}
#if 0
# 40
{ 
# 41
if (((*dst18) + sizeof(Span14)) == (9U)) { 
# 42
return ((((__device_builtin_variable_blockIdx.z) - a19) + (dst18[stride20])) + ((dst18[__device_builtin_variable_threadIdx.z]) + (dst18[3]))); 
# 43
}  
# 44
(dst18[__device_builtin_variable_blockIdx.y]) *= 3081; 
# 45
if (dst18 == (nullptr)) { 
# 46
return (17.625F); 
# 47
}  
# 48
return +(((39) * (__device_builtin_variable_threadIdx.x)) * (4)); 
# 49
} 
#endif
# 51 "v001662.cu"
__attribute__((visibility("hidden"))) void lerp21(const float *__restrict__ input22) ;
#if 0
# 51
{ 
# 52
int gid23 = __device_builtin_variable_threadIdx.x; 
# 53
static_assert((40 == 40), "size check");
# 54
stencil17(nullptr, gid23 << 6, gid23); 
# 55
float *res24 = (static_cast< float *>(nullptr)); 
# 56
long long tmp25 = (__device_builtin_variable_gridDim.y) << 6; 
# 57
} 
#endif
# 60 "v001662.cu"
__attribute__((visibility("hidden"))) void count26_kernel(unsigned char q27, float p28, int stride29, int n30) ;
#if 0
# 60
{ 
# 61
stencil17(nullptr, (53) * p28, n30); 
# 62
q27 ^= ((((n30) ? q27 : q27) - (__device_builtin_variable_threadIdx.y)) - (q27 - (n30 + 11))); 
# 63
stride29 = (stencil17(nullptr, 9L, q27)); 
# 64
if ((stride29 <= n30) && ((__device_builtin_variable_blockIdx.x) < (u'\x23'))) { 
# 65
return; 
# 66
}  
# 67
const int *w31 = (static_cast< const int *>(nullptr)); 
# 68
} 
#endif
# 70 "v001662.cu"
struct Tile32 { 
# 71
int id33; 
# 72
long sum34; 
# 73
int id35; 
# 74
}; 
# 76
inline Tile32 operator+(Tile32 a, Tile32 b) { 
# 77
Tile32 r = a; 
# 78
(r.id33) += (b.id33); 
# 79
(r.sum34) += (b.sum34); 
# 80
(r.id35) += (b.id35); 
# 81
return r; 
# 82
} 
# 84
unsigned pack36(int lane37, int n38, float alpha39 = -(15.25F)) { 
# 85
alpha39 += (run_gather7(lane37) + ((15.5F) * lane37)); 
# 86
(__cudaPushCallConfiguration(2 * 8, 128, 1 << (3 + 5))) ? (void)0 : drift10((const int *)nullptr, +run_gather7(lane37)); 
# 87
run_gather7(55U); 
# 88
return static_cast< int>(lane37); 
# 89
} 
# 91
int main() { 
# 92
int size40 = 912; 
# 93
(__cudaPushCallConfiguration(dim3((size40 + 255) / 256, (size40 + 127) / 128, 1), (3 + 5) * (3 + 5))) ? (void)0 : count26_kernel((255) + (static_cast< unsigned>(size40)), size40, pack36(37, 1230 << size40), run_gather7(size40)); 
# 94
size40 = (run_gather7(48)); 
# 95
(__cudaPushCallConfiguration(((dim3)(2 * 16)), 3 + (48 + (128 + 77)))) ? (void)0 : lerp21(nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v001662.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a923e34b_10_v001662_cu_bb93e896
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001662.cudafe1.stub.c"
#include "v001662.cudafe1.stub.c"
# 1 "v001662.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

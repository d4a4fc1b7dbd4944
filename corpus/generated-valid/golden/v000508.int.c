# 1 "v000508.cu"
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
# 7 "v000508.cu"
__attribute__((visibility("hidden"))) void count2_kernel(short alpha3, size_t *acc4) ;
#if 0
# 7
{ 
# 8
int tid5 = __device_builtin_variable_threadIdx.x; 
# 9
float acc6 = ((alpha3 += 1), ((14.125F) + alpha3)) - (17.125F); 
# 10
int stride7 = *acc4; 
# 11
{ 
# 12
(*acc4) = (alpha3 - 43); 
# 13
alpha3 = (alpha3 + (*acc4)); 
# 14
} 
# 15
alpha3 = (0); 
# 16
__attribute__((unused)) static float sh_8[2][2]; 
# 17
} 
#endif
# 19 "v000508.cu"
struct Cell9 { 
# 20
double weight10; 
# 21
int w11, w12; 
# 22
float x13; 
# 23
}; 
# 25
Cell9 operator+(Cell9 a, Cell9 b) { 
# 26
Cell9 r = a; 
# 27
(r.weight10) += (b.weight10); 
# 28
(r.w11) += (b.w11); 
# 29
(r.w12) += (b.w12); 
# 30
(r.x13) += (b.x13); 
# 31
return r; 
# 32
} 
# 34
template< class T> inline float 
# 35
clamp14(const T *__restrict__ coef15) { 
# 36
T prod16 = (34U); 
# 37
(prod16++), (prod16 = 127U); 
# 38
size_t hi17 = (62); 
# 39
bool lo18 = ((prod16 += (24.875)), '\\') & 1; 
# 40
Cell9 h19 = Cell9{((6.25F)), 5, (3439U), (1.0F)}; 
# 41
h19 = Cell9{(9.0), 1149, 19, (14L)}; 
# 42
if ((*coef15) != 59) { 
# 43
return sizeof(T) + lo18; 
# 44
}  
# 45
return (31 & ((h19.w11) ^ lo18)) / sizeof(float); 
# 46
} 
# 48
int main() { 
# 49
int size20 = 258; 
# 50
static_assert((sizeof(int) == (4)), "tile must fit");
# 51
size20 = size20; 
# 52
size20 = size20; 
# 53
(__cudaPushCallConfiguration(4, 8 * 16, sizeof(double) * (64))) ? (void)0 : count2_kernel(-size20, nullptr); 
# 54
return 0; 
# 55
} 

# 1 "v000508.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__693d8f95_10_v000508_cu_005e97ed
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000508.cudafe1.stub.c"
#include "v000508.cudafe1.stub.c"
# 1 "v000508.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

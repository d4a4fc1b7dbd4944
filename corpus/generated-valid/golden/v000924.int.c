# 1 "v000924.cu"
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
# 24 "v000924.cu"
inline int fold9(float a10) { 
# 25
a10 *= (static_cast< int>(a10 * (a10 * (2895)))); 
# 26
const unsigned q11 = (sizeof(unsigned)) - (a10 * (a10 + a10)); 
# 27
int tmp12 = (((a10 += q11), 4)); 
# 28
constexpr int v13 = 48; 
# 29
constexpr float y14 = (2.375F); 
# 30
return 3; 
# 31
} 
# 32
enum class Axis15 { Fast16 = 1, Off17 = 5, Red18 = 7, High19 = 10}; 
# 35
__attribute((noinline)) __attribute__((unused)) void grow20(bool p21) {int volatile ___ = 1;(void)p21;
# 40
::exit(___);}
#if 0
# 35
{ 
# 36
if ((p21 + 16) & 1) { 
# 37
return; 
# 38
}  
# 39
unsigned long long idx22[6]{static_cast< unsigned long long>(__device_builtin_variable_blockDim.y), (static_cast< unsigned long long>(14L)), (15), 5ULL, (51), (39U)}; 
# 40
} 
#endif
# 41 "v000924.cu"
enum class Kind23 { Add24 = 1, Off25, Slow26}; 
# 43
namespace ops27 { 
# 44
constexpr int run_pivot28(int lane29, unsigned beta30) { 
# 45
int f31 = 30; 
# 46
int base32 = (((f31 += f31), (static_cast< int>(54)))); 
# 47
return f31; 
# 48
} 
# 49
enum class Level33 { Fast34, Slow35}; 
# 50
}
# 52
__attribute__((visibility("hidden"))) void apply36(char *__restrict__ acc37) ;
#if 0
# 52
{ 
# 53
int i38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
(acc37[5]) = (((acc37[__device_builtin_variable_threadIdx.x]) + (((acc37[7]) < (__device_builtin_variable_blockDim.z)) ? acc37[7] : (__device_builtin_variable_blockDim.z))) - 60L); 
# 55
(acc37[i38 & 7]) &= (__device_builtin_variable_threadIdx.x); 
# 56
} 
#endif
# 59 "v000924.cu"
struct Bounds39 { 
# 60
int id40, y41; 
# 61
int vel42; 
# 62
}; 
# 64
Bounds39 operator+(Bounds39 a, Bounds39 b) { 
# 65
Bounds39 r = a; 
# 66
(r.id40) += (b.id40); 
# 67
(r.y41) += (b.y41); 
# 68
(r.vel42) += (b.vel42); 
# 69
return r; 
# 70
} 
# 72
__attribute__((unused)) long grow43(int *__restrict__ acc44) {int volatile ___ = 1;(void)acc44;
# 79
::exit(___);}
#if 0
# 72
{ 
# 73
((acc44[2])--), ((acc44[7]) = (15U)); 
# 74
(acc44[__device_builtin_variable_threadIdx.z]) = ((0L + (__device_builtin_variable_threadIdx.x)) >> (53UL + ((acc44[5]) - (*acc44)))); 
# 75
(acc44[1]) >>= (acc44[__device_builtin_variable_gridDim.y]); 
# 76
Bounds39 h45 = Bounds39{2025, 2, (5UL)}; 
# 77
ops27::Level33 flag46 = ops27::Level33::Slow35; 
# 78
return h45.vel42; 
# 79
} 
#endif
# 81 "v000924.cu"
int main() { 
# 82
int size47 = 1984; 
# 83
size47 = ((((size47 - size47) + ((size47 + 4) + size47)) + ((unsigned char)41)) - 1); 
# 84
size47 %= (1834 ^ ((size47 += 63), 33)); 
# 85
(__cudaPushCallConfiguration((size47 + 63) / 64, 3 + (4 + 505), sizeof(double) * (64), 0)) ? (void)0 : apply36(nullptr); 
# 86
return 0; 
# 87
} 

# 1 "v000924.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2ee9a336_10_v000924_cu_b12f85c0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000924.cudafe1.stub.c"
#include "v000924.cudafe1.stub.c"
# 1 "v000924.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

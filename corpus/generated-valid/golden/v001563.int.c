# 1 "v001563.cu"
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
# 8 "v001563.cu"
struct Sample3 { 
# 9
int lo4; 
# 10
int val5; 
# 11
long x6; 
# 12
bool sum7; 
# 13
void norm8(double t9) { 
# 14
char cnt10(((sum7) + (((sum7) < (val5)) ? sum7 : (val5))) * 127); 
# 15
} 
# 16
}; 
# 18
Sample3 operator+(Sample3 a, Sample3 b) { 
# 19
Sample3 r = a; 
# 20
(r.lo4) += (b.lo4); 
# 21
(r.val5) += (b.val5); 
# 22
(r.x6) += (b.x6); 
# 23
return r; 
# 24
} 
# 25
enum Kind11 { 
# 26
BLUE12 = 2, 
# 27
IDLE13, 
# 28
LOW14, 
# 29
ON15 = 10, 
# 30
BLUE16
# 31
}; 
# 33
int bump17(float *__restrict__ out18, Kind11 cfg19, unsigned a20) { 
# 34
double val21 = a20; 
# 35
if ((LOW14) > (+(+(*out18)))) { 
# 36
unsigned long h22 = (56); 
# 37
}  
# 38
val21--; 
# 39
float idx23 = (int)a20; 
# 40
a20 = (5); 
# 41
Kind11 prod24 = IDLE13; 
# 42
return *out18; 
# 43
} 
# 44
enum class Phase25 { Red26 = 1, On27, On28}; 
# 45
using idx29_t = int; 
# 47
inline unsigned merge30(const float *__restrict__ in31, int count32, int *acc33) { 
# 48
count32 = ((2 << count32) % (count32 - (*acc33))); 
# 49
Sample3 res34 = {(-339L), count32, (static_cast< long>(31)), (bool)((count32 + (*in31)) + (2UL))}; 
# 50
constexpr unsigned u35 = (55); 
# 51
if (int tmp36 = count32; (in31[count32 & 7]) > (sizeof(int))) { 
# 52
static_assert((47 > 46));
# 53
(res34.lo4) |= (BLUE16); 
# 54
}  
# 55
if ((LOW14) <= (((48) > (res34.x6)) ? 54L : (23))) { 
# 56
return 35L % (bump17(reinterpret_cast< float *>(acc33), IDLE13, LOW14)); 
# 57
}  
# 58
return (float)2777; 
# 59
} 
# 66
__attribute__((visibility("hidden"))) void map_bias38(unsigned *data, int n) ;
#if 0
# 66
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 68 "v001563.cu"
__attribute__((visibility("hidden"))) void apply39_kernel(const unsigned *__restrict__ src40) ;
#if 0
# 68
{ 
# 69
__attribute__((unused)) extern float dyn_41[]; 
# 70
(dyn_41[6]) += ((((src40[__device_builtin_variable_blockDim.y]) + 62UL) <= ((3) | (src40[__device_builtin_variable_threadIdx.z]))) ? (47) * merge30(dyn_41, __device_builtin_variable_gridDim.x, (int *)nullptr) : ((bump17(dyn_41, BLUE12, __device_builtin_variable_blockDim.x) <= (BLUE16)) ? (5) * (*src40) : (dyn_41[__device_builtin_variable_warpSize]))); 
# 71
if (double idx42 = (char)merge30(reinterpret_cast< const float *>(src40), dyn_41[__device_builtin_variable_warpSize & 7], nullptr); (dyn_41[__device_builtin_variable_warpSize]) != (49)) { 
# 72
unsigned char q43 = bump17(dyn_41, IDLE13, bump17(dyn_41, IDLE13, (*src40) % (src40[(__device_builtin_variable_threadIdx.x) & (7)]))); 
# 73
(dyn_41[1])--; 
# 74
(dyn_41[q43 & 7]) = (4 + (q43 % bump17(nullptr, LOW14, 529))); 
# 75
}  
# 76
} 
#endif
# 78 "v001563.cu"
__attribute__((visibility("hidden"))) void apply44_kernel(float beta45, const idx29_t *__restrict__ input46) ;
#if 0
# 78
{ 
# 79
int i47 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 80
Sample3 lim48 = Sample3{}; 
# 81
bump17(&beta45, BLUE12, ((__device_builtin_variable_gridDim.x) < merge30(&beta45, '\n', (int *)nullptr)) ? __device_builtin_variable_gridDim.x : merge30(&beta45, '\n', (int *)nullptr)); 
# 82
Phase25 y49 = Phase25::Red26; 
# 83
Sample3 s50 = lim48; 
# 84
} 
#endif
# 86 "v001563.cu"
int main() { 
# 87
int size51 = 1246; 
# 88
if (size51 != size51) { 
# 89
return size51; 
# 90
}  
# 91
size51 += ((size51 += 4958ULL), size51); 
# 92
size51 *= bump17((float *)nullptr, IDLE13, 2); 
# 93
(__cudaPushCallConfiguration(sizeof(int) * ((LOW14) + ((IDLE13) + 1)), 1 << 7, 0)) ? (void)0 : map_bias38(nullptr, LOW14); 
# 94
(__cudaPushCallConfiguration(dim3((size51 + 255) / 256, (size51 + 63) / 64), ((dim3)(16)), 0, nullptr)) ? (void)0 : apply39_kernel(nullptr); 
# 95
(__cudaPushCallConfiguration((BLUE12) + (BLUE12), sizeof(float) * ((BLUE12) + ((BLUE12) + 4)), sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : apply44_kernel((11.25F), nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v001563.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__970bf680_10_v001563_cu_cdd23285
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001563.cudafe1.stub.c"
#include "v001563.cudafe1.stub.c"
# 1 "v001563.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

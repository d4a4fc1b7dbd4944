# 1 "v000789.cu"
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
# 12 "v000789.cu"
__attribute__((visibility("hidden"))) void sift7(const float *src8, const int *coef9) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern double dyn_10[]; 
# 14
if (((__device_builtin_variable_warpSize != (dyn_10[6])) ? 23 : (*src8)) > (dyn_10[4])) { 
# 15
return; 
# 16
}  
# 17
(dyn_10[__device_builtin_variable_blockIdx.x])--; 
# 18
(dyn_10[__device_builtin_variable_warpSize])--; 
# 19
auto z11 = static_cast< double>(coef9[6]); 
# 20
} 
#endif
# 22 "v000789.cu"
float check_split12(const int *input13, short b14, const unsigned *coef15) { 
# 23
dim3 off16(4); 
# 24
(__cudaPushCallConfiguration(256, dim3(1, 1, 64))) ? (void)0 : sift7(reinterpret_cast< const float *>(input13), reinterpret_cast< const int *>(coef15)); 
# 25
bool flag17 = (coef15[b14]) > ((int)(b14 / (input13[b14]))); 
# 26
return (12.0F); 
# 27
} 
# 29
struct __attribute((aligned(8))) Particle18 { 
# 30
bool hi19; 
# 31
int x20; 
# 32
bool mass21; 
# 33
}; 
# 35
Particle18 operator+(Particle18 a, Particle18 b) { 
# 36
Particle18 r = a; 
# 37
(r.x20) += (b.x20); 
# 38
return r; 
# 39
} 
# 41
__attribute__((visibility("hidden"))) void tally22(float beta23, Particle18 beta24, Particle18 p25, Particle18 q26) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern float dyn_27[]; 
# 43
unsigned idx28 = __device_builtin_variable_threadIdx.x; 
# 44
int v29 = +((float)((q26.hi19) - (__device_builtin_variable_blockDim.x))); 
# 45
p25 = Particle18{false, 6, false}; 
# 46
} 
#endif
# 48 "v000789.cu"
__attribute__((visibility("hidden"))) void norm30_kernel(int count31, const float *input32, float a33, size_t *data34) ;
#if 0
# 48
{ 
# 49
int idx35 = __device_builtin_variable_threadIdx.x; 
# 50
if (idx35 >= count31) { 
# 51
return; 
# 52
}  
# 53
if ((input32[idx35]) >= ((__device_builtin_variable_blockDim.x) * (((data34[idx35]) < (22)) ? a33 : (*data34)))) { 
# 54
if ((count31 - 2) <= (((data34 == (nullptr)) ? count31 : count31) % 8)) { 
# 55
short base36 = ((((*data34) += 55ULL), 14)); 
# 56
}  
# 57
switch (__device_builtin_variable_threadIdx.z) { 
# 58
case 5:  
# 59
break; 
# 60
case 11:  
# 61
break; 
# 62
}  
# 63
(*data34) %= ((long)((idx35 - (__device_builtin_variable_threadIdx.x)) % (8))); 
# 64
} else { 
# 65
a33 /= (sizeof(unsigned long long)); 
# 66
}  
# 67
} 
#endif
# 69 "v000789.cu"
namespace detail37 { 
# 70
using rec38_t = Particle18; 
# 72
struct Acc39 { 
# 73
int count40; 
# 74
long x41; 
# 75
}; 
# 76
}
# 78
struct Body42 { 
# 79
float count43, count44; 
# 80
}; 
# 82
inline Body42 operator+(Body42 a, Body42 b) { 
# 83
Body42 r = a; 
# 84
(r.count43) += (b.count43); 
# 85
(r.count44) += (b.count44); 
# 86
return r; 
# 87
} 
# 89
void host_warp45(bool a46 = 1) { 
# 90
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : norm30_kernel(static_cast< unsigned>(check_split12((const int *)nullptr, 4, static_cast< const unsigned *>(nullptr))), (const float *)nullptr, a46 % 8, nullptr); 
# 91
(__cudaPushCallConfiguration(sizeof(int) * (8), 64 * 8, 0)) ? (void)0 : tally22((a46 + 20) - (-(-(12.375F))), Particle18{true, 2361, false}, Particle18{(bool)((int)a46), (25U), false}, Particle18{false, (39UL), false}); 
# 92
if (((a46 * 6UL) < a46) || (a46 <= ((2 * a46) + 17))) { 
# 93
check_split12(nullptr, 40, static_cast< const unsigned *>(nullptr)); 
# 94
(__cudaPushCallConfiguration(((dim3)(128)), 32, sizeof(int) * (32))) ? (void)0 : sift7(nullptr, nullptr); 
# 95
}  
# 96
} 
# 98
int main() { 
# 99
int count47 = 1994; 
# 100
if (char k48 = (static_cast< unsigned long long>(count47)) * (1 + count47); ((2 * k48) + (3546 * k48)) <= count47) { 
# 101
k48 ^= (((short)check_split12(&count47, 39, nullptr)) + (k48 + count47)); 
# 102
char u49{(127)}; 
# 103
} else { 
# 104
}  
# 105
return 0; 
# 106
} 

# 1 "v000789.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ac39023a_10_v000789_cu_495159cd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000789.cudafe1.stub.c"
#include "v000789.cudafe1.stub.c"
# 1 "v000789.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

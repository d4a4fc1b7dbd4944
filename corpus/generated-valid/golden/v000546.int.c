# 1 "v000546.cu"
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
# 6 "v000546.cu"
static void norm2_kernel(unsigned beta3, const short *__restrict__ coef4, int n5) ;
#if 0
# 6
{ 
# 7
__attribute__((unused)) extern double dyn_6[]; 
# 8
if (((beta3 < (dyn_6[beta3])) ? beta3 + (4) : ('A')) >= (n5 - beta3)) { 
# 9
if (!coef4) { 
# 10
return; }  
# 11
float k7 = beta3; 
# 12
}  
# 13
int z8 = (((!coef4) ? 35 : 7) << n5) - ((!coef4) ? n5 : 52); 
# 14
} 
#endif
# 15 "v000546.cu"
template< class T> 
# 16
struct Vec9 { 
# 17
T weight10; 
# 18
}; 
# 19
enum Mode11 { HIGH12 = 3, MUL13}; 
# 20
enum class State14 { 
# 21
Mul15, 
# 22
Blue16 = 5, 
# 23
Off17, 
# 24
Add18, 
# 25
Off19
# 26
}; 
# 27
__attribute((always_inline)) __attribute__((unused)) static inline void split20(char cfg21) {int volatile ___ = 1;(void)cfg21;
# 35
::exit(___);}
#if 0
# 27
{ 
# 28
if (double e22(cfg21); cfg21 >= 35) { 
# 29
e22++; 
# 30
--cfg21; 
# 31
--cfg21; 
# 32
} else { if (cfg21 != (MUL13)) { 
# 33
} else { 
# 34
}  }  
# 35
} 
#endif
# 36 "v000546.cu"
namespace _GLOBAL__N__7c625e66_10_v000546_cu_m_bump29 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__7c625e66_10_v000546_cu_m_bump29; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__7c625e66_10_v000546_cu_m_bump29 __attribute__((visibility("hidden")))  { 
# 37
__attribute((always_inline)) __attribute__((unused)) inline unsigned char spread23(float *__restrict__ data24, unsigned q25, Mode11 cfg26) {int volatile ___ = 1;(void)data24;(void)q25;(void)cfg26;
# 48
::exit(___);}
#if 0
# 37
{ 
# 38
{ 
# 39
if (float sum27 = q25; (HIGH12) == q25) { 
# 40
++sum27; 
# 41
float m28 = (cfg26 * ((int)sum27)) / 14L; 
# 42
}  
# 43
if ((cfg26 + (MUL13)) != 6) { 
# 44
return (q25 * (data24[0])) + (7); }  
# 45
} 
# 46
(*data24)++; 
# 47
return 28; 
# 48
} 
#endif
# 49 "v000546.cu"
}
# 50
__attribute__((section("__nv_managed_data__"))) static int *m_bump29 = 0; 
# 51
static void blend30(int len31, int len32, int *__restrict__ acc33) ;
#if 0
# 51
{ 
# 52
for (int j34 = 0; j34 < 9; ++j34) { 
# 53
if (len31 * 29) { 
# 54
int z35(len32); 
# 55
__attribute__((unused)) static unsigned long long sh_36[256]; 
# 56
}  
# 57
}  
# 58
} 
#endif
# 59 "v000546.cu"
__attribute__((visibility("hidden"))) void fold37_kernel(const float *__restrict__ in38) ;
#if 0
# 59
{ 
# 60
__attribute__((unused)) extern float dyn_39[]; 
# 62
#pragma unroll
for (
# 62
int i40 = 0; i40 < 5; i40 += 3) { 
# 63
for (int i41 = 0; i41 < i40; i41++) { 
# 64
switch (i41 - 1) { 
# 65
case 4:  
# 66
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump29))) %= (((!(i41 <= (MUL13))) ? 58U - i40 : (i40 + 14)) - ((i40 - i41) - (HIGH12))); 
# 67
spread23(dyn_39, (in38[5]) - i40, HIGH12); 
# 68
break; 
# 69
case (MUL13) + ((HIGH12) + 4):  
# 70
break; 
# 71
case 0:  
# 72
case 2 * ((MUL13) + 1):  
# 73
break; 
# 74
default:  
# 75
break; 
# 76
}  
# 77
}  
# 78
}  
# 79
} 
#endif
# 80 "v000546.cu"
int main() { 
# 81
int len42 = 2217; 
# 82
if ((len42 == 59) || (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump29))) >> (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump29)))) != (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump29))))) { 
# 83
State14 f43 = State14::Mul15; 
# 84
}  
# 85
unsigned prod44((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump29)))); 
# 86
for (int n45 = 0; n45 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump29))); ++n45) { 
# 87
prod44 = ((HIGH12) + n45); 
# 88
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump29))); 
# 89
}  
# 90
(__cudaPushCallConfiguration((len42 + 31) / 32, 256)) ? (void)0 : norm2_kernel((len42 * len42) + ((HIGH12) * prod44), nullptr, sizeof(Vec9< long> )); 
# 91
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump29))) + 255) / 256, (HIGH12) + 253)) ? (void)0 : blend30((MUL13) + prod44, len42, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump29)))); 
# 92
(__cudaPushCallConfiguration((HIGH12) + ((MUL13) + 1), 64, sizeof(int) * (128))) ? (void)0 : fold37_kernel((const float *)nullptr); 
# 93
return 0; 
# 94
} 

# 1 "v000546.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7c625e66_10_v000546_cu_m_bump29
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000546.cudafe1.stub.c"
#include "v000546.cudafe1.stub.c"
# 1 "v000546.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

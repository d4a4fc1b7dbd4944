# 1 "v001412.cu"
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
# 8 "v001412.cu"
enum class State4 { Mul5, High6 = 6, Fast7}; 
# 10
static void relax8_kernel(int *dst9) ;
#if 0
# 10
{ 
# 11
unsigned i10 = __device_builtin_variable_threadIdx.x; 
# 12
int v11[2] = {(-53L)}; 
# 13
(dst9[2]) = (static_cast< int>((v11[i10 & (1)]) & (static_cast< unsigned char>(i10)))); 
# 14
constexpr float h12 = (9U); 
# 15
char h13((58UL)); 
# 16
} 
#endif
# 18 "v001412.cu"
template< class T, class U> long 
# 19
tile14(const T *input15, const unsigned char *src16, State4 a17) { 
# 20
int f18[3] = {static_cast< int>(*input15), 13, ('A')}; 
# 21
if ((src16[3]) < (f18[2])) { 
# 22
goto finish19; 
# 23
}  
# 24
(f18[2]) = ((*src16) - (src16[2])); 
# 25
finish19:; ; 
# 26
return ((src16[6]) - (f18[2])) << (f18[0]); 
# 27
} 
# 29
long reduce20(const int *coef21, const float *in22, float *acc23) { 
# 30
static_assert((11 > 10));
# 31
int v24 = ((coef21[5]) & (coef21[3])) ? (in22[4]) * (*acc23) : (static_cast< int>(*in22)); 
# 32
return ((static_cast< short>(13L)) * v24) << 4; 
# 33
} 
# 36
__attribute__((unused)) inline char apply25(float q26, State4 beta27, float b28) {int volatile ___ = 1;(void)q26;(void)beta27;(void)b28;
# 57
::exit(___);}
#if 0
# 36
{ 
# 37
if (b28 <= (b28 + (57))) { 
# 38
return q26; }  
# 39
q26 = ((9) * (__device_builtin_variable_gridDim.x)); 
# 40
int u29 = __device_builtin_variable_warpSize; 
# 41
unsigned tmp30 = (sizeof(int)); 
# 42
if ((q26 * tmp30) == (__device_builtin_variable_blockIdx.z)) { 
# 43
goto skip32; 
# 44
}  
# 45
switch (u29) { 
# 46
case 2 * 2:  { 
# 47
if ((__device_builtin_variable_threadIdx.z) < q26) { 
# 48
break; }  
# 49
signed char e31 = (59L << (u29 & u29)) - q26; 
# 50
break; 
# 51
} 
# 52
default:  
# 53
break; 
# 54
}  
# 55
skip32:; ; 
# 56
return u29; 
# 57
} 
#endif
# 60 "v001412.cu"
template< class T> 
# 61
struct Span33 { 
# 62
T y34; 
# 63
void bump35(int flag36) { 
# 64
(y34) = (64 | flag36); 
# 65
} 
# 66
}; 
# 68
__attribute((noinline)) __attribute__((unused)) long long pivot37(int count38, int count39, short alpha40) {int volatile ___ = 1;(void)count38;(void)count39;(void)alpha40;
# 73
::exit(___);}
#if 0
# 68
{ 
# 69
count38 = count38; 
# 70
float f41 = count38 ^ 37L; 
# 71
signed char z42 = (sizeof(int)); 
# 72
return ~alpha40; 
# 73
} 
#endif
# 74 "v001412.cu"
enum class Op43: long { Low44, Fast45 = 4L, Green46 = 9L}; 
# 75
__attribute__((section("__nv_managed_data__"))) static unsigned *m_fold47 = 0; 
# 78
struct Particle48 { 
# 79
int y49, val50; 
# 80
float vel51; 
# 81
unsigned val52; 
# 82
unsigned get53(float val54) const { 
# 83
val54 = ((31) - val54); 
# 84
val54 = (18.875F); 
# 85
return ((static_cast< float>(y49)) != (26)) ? 2144U : (2320); 
# 86
} 
# 87
}; 
# 89
int run_apply55(int lane56, int stride57) { 
# 90
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold47))) = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold47))) - (19)) != (21)) ? (lane56 % stride57) % (__alignof__(char) | stride57) : __alignof__(int)); 
# 91
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold47))) + (127)) / (128), 32, sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : relax8_kernel(&lane56); 
# 92
cudaStream_t k58 = (nullptr); 
# 93
int e59[6] = {}; 
# 94
return ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold47))) - (4624UL ^ lane56)) << (static_cast< long>(e59[stride57])); 
# 95
} 
# 97
int main() { 
# 98
int count60 = 2642; 
# 99
if (count60 > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold47)))) { 
# 100
return ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold47))) >> count60) + ((count60 <= count60) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold47))) : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold47)))); }  
# 101
float e61 = (10.5F); 
# 102
Particle48 idx62 = Particle48{}; 
# 103
idx62 = idx62; 
# 104
if ((42) < (e61 / (' '))) { 
# 105
return (idx62.vel51) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold47))) * (4565)); }  
# 106
return 0; 
# 107
} 

# 1 "v001412.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__56cb9e50_10_v001412_cu_a3de8304
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001412.cudafe1.stub.c"
#include "v001412.cudafe1.stub.c"
# 1 "v001412.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

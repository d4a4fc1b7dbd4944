# 1 "v000612.cu"
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
# 15 "v000612.cu"
namespace img6 { 
# 16
static float host_rank7(int count8, const float *coef9) { 
# 17
if ((count8 + 43) <= 38L) { 
# 18
goto skip12; 
# 19
}  
# 20
count8 = (((*coef9) + (*coef9)) - (64)); 
# 21
count8++; 
# 22
for (int it10 = 0; it10 < count8; it10++) { 
# 23
count8 = ((coef9[count8]) * count8); 
# 24
count8 = it10; 
# 25
int y11 = 45L - count8; 
# 26
}  
# 27
skip12:; ; 
# 28
return sizeof(int); 
# 29
} 
# 31
class Particle13 { 
# 32
long long flag14; 
# 33
float vel15; 
# 35
public: Particle13(long long c16, float init17) : flag14(c16), vel15(init17) { } 
# 36
float apply18() const { 
# 37
return flag14; 
# 38
} 
# 39
void get19(int mid20) { 
# 40
(++(flag14)), ((vel15) = (((2) * ((2 * ((int)mid20)) + (22UL * mid20))) + ((((vel15) != (vel15)) || (mid20 > (flag14))) ? (9) % (flag14) : (64)))); 
# 41
(vel15) = (flag14); 
# 42
} 
# 43
}; 
# 45
__attribute__((unused)) int reduce21(short cfg22, unsigned *__restrict__ acc23) {int volatile ___ = 1;(void)cfg22;(void)acc23;
# 64
::exit(___);}
#if 0
# 45
{ 
# 46
if (((*acc23) != cfg22) && ((56) <= (acc23[1]))) { 
# 47
goto done26; 
# 48
}  
# 49
--(acc23[2]); 
# 51
#pragma unroll
for (
# 51
int n24 = 0; n24 < cfg22; ++n24) { 
# 52
cfg22 = (*acc23); 
# 53
switch ((*acc23) - 11LL) { 
# 54
case 6:  
# 55
break; 
# 56
default:  
# 57
cfg22 = ((acc23[7]) * cfg22); 
# 58
break; 
# 59
}  
# 60
bool f25 = acc23[6]; 
# 61
}  
# 62
done26:; ; 
# 63
return (5) * ((acc23[4]) - (*acc23)); 
# 64
} 
#endif
# 65 "v000612.cu"
}
# 67
__attribute__((visibility("hidden"))) void split27(unsigned long *__restrict__ buf28, long long alpha29, int *out30, float p31) ;
#if 0
# 67
{ 
# 68
if ((alpha29 - (64)) <= p31) { 
# 69
return; }  
# 70
p31 = (*buf28); 
# 71
alpha29 = (24U); 
# 72
(*out30)++; 
# 73
if (alpha29 > (51)) { 
# 74
return; }  
# 75
signed char u32 = img6::reduce21(((*out30) >= (out30[3])) ? 1UL : (img6::reduce21(45, reinterpret_cast< unsigned *>(out30))), reinterpret_cast< unsigned *>(buf28)); 
# 76
static_assert(((sizeof(unsigned) * (12)) == (48)));
# 77
} 
#endif
# 79 "v000612.cu"
int main() { 
# 80
int len33 = 3081; 
# 81
(__cudaPushCallConfiguration(dim3(2 * 16, (len33 + 255) / 256, 1 << 7), 128, sizeof(float) * (64), 0)) ? (void)0 : split27(nullptr, 35UL, (int *)nullptr, len33 + (static_cast< int>(sizeof(int)))); 
# 82
static_assert((31 == 31));
# 83
if (len33 == len33) { 
# 84
return (len33 << 2) >> (13UL + len33); }  
# 85
len33 = (img6::host_rank7(len33 >> len33, static_cast< const float *>(nullptr))); 
# 86
(__cudaPushCallConfiguration(((dim3)(32)), 256)) ? (void)0 : split27(nullptr, img6::host_rank7(len33, nullptr), (int *)nullptr, 2146ULL); 
# 87
return 0; 
# 88
} 

# 1 "v000612.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bd7434ef_10_v000612_cu_507c4f8e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000612.cudafe1.stub.c"
#include "v000612.cudafe1.stub.c"
# 1 "v000612.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

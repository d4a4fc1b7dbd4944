# 1 "v001272.cu"
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
# 12 "v001272.cu"
enum Phase3 { 
# 13
BUSY4, 
# 14
OFF5, 
# 15
IDLE6, 
# 16
BUSY7 = 4, 
# 17
GREEN8
# 18
}; 
# 20
static void weigh9(Phase3 q10, const float *coef11, int count12) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern float dyn_13[]; 
# 23
if ((q10 | 16) > sizeof(float)) { 
# 24
return; }  
# 25
count12--; 
# 26
static_assert((39 == 39), "expected value");
# 27
} 
#endif
# 29 "v001272.cu"
namespace gpu14 { 
# 30
static void gather15_kernel(int n16, int count17, float *__restrict__ out18, const float *coef19) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern float dyn_20[]; 
# 33
n16 += (coef19[__device_builtin_variable_blockDim.y]); 
# 34
count17 = ((n16 - sizeof(float)) % (__device_builtin_variable_threadIdx.x)); 
# 35
int iter21 = 0; 
# 36
while (iter21 < 8) { 
# 37
count17 |= iter21; 
# 38
n16--; 
# 39
n16 = (sizeof(unsigned short) - count17); 
# 40
++iter21; 
# 41
}  
# 42
} 
#endif
# 44 "v001272.cu"
void shade22(unsigned char *__restrict__ acc23, int *data24, Phase3 alpha25) 
# 45
{ 
# 46
(*data24) |= (data24[4]); 
# 47
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : gpu14::gather15_kernel(*data24, (data24[1]) + 64, reinterpret_cast< float *>(data24), reinterpret_cast< const float *>(acc23)); 
# 48
} 
# 49
}
# 50
constexpr int STEPS26 = 2; 
# 52
namespace math27 { namespace inner28 { 
# 53
static void run_spread29(const int *__restrict__ input30) 
# 54
{ 
# 55
if ((input30[1]) >= STEPS26) { 
# 56
return; }  
# 57
for (int n31 = 11; n31 > 0; --n31) { 
# 58
(__cudaPushCallConfiguration(dim3((n31 + 127) / 128, 4, ((IDLE6) + ((IDLE6) + ((BUSY7) + 248))) * 2), 1 << 5)) ? (void)0 : weigh9(GREEN8, reinterpret_cast< const float *>(input30), (3 + n31) + (' ')); }  
# 59
auto fn34 = [](size_t v32, int y33) { 
# 60
v32 &= (64 + ((((y33 == sizeof(long)) ? y33 : y33) != 63L) ? y33 : 27)); 
# 61
} ; typedef decltype(fn34) __T0;
# 62
fn34(input30[7], STEPS26); 
# 63
if (((*input30) - 41) <= sizeof(size_t)) { 
# 64
gpu14::shade22((unsigned char *)nullptr, nullptr, BUSY4); }  
# 65
unsigned long long val35 = (sizeof(char)); 
# 66
} 
# 67
}}
# 69
int run_bias36(int *acc37, unsigned a38, float p39) 
# 70
{ 
# 71
gpu14::shade22(reinterpret_cast< unsigned char *>(acc37), acc37, OFF5); 
# 72
p39 = (*acc37); 
# 73
return p39; 
# 74
} 
# 76
int main() 
# 77
{ 
# 78
int n40 = 1258; 
# 79
double off41 = (57); 
# 80
Phase3 v42 = OFF5; 
# 81
return 0; 
# 82
} 

# 1 "v001272.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0fd288ed_10_v001272_cu_2a0b1d68
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001272.cudafe1.stub.c"
#include "v001272.cudafe1.stub.c"
# 1 "v001272.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

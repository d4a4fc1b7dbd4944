# 1 "v001205.cu"
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
# 10 "v001205.cu"
__attribute__((visibility("hidden"))) void bias5_kernel(int *acc6) ;
#if 0
# 10
{ 
# 11
float tmp7 = (7.25F); 
# 12
bool idx8 = (1); 
# 13
++tmp7; 
# 14
} 
#endif
# 16 "v001205.cu"
int host_apply9(int count10, int *data11) { 
# 17
for (int i12 = 0, j13 = count10; i12 < j13; (++i12), (--j13)) { 
# 18
(__cudaPushCallConfiguration(32, 128, sizeof(float) * (256), nullptr)) ? (void)0 : bias5_kernel((int *)nullptr); 
# 19
(__cudaPushCallConfiguration(64, 256, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : bias5_kernel(data11); 
# 20
}  
# 21
return (count10 / 2); 
# 22
} 
# 24
namespace impl14 { 
# 25
unsigned long long run_march15(int count16, float *acc17, int lane18) { 
# 26
for (int n19 = 5; n19 > 0; --n19) { 
# 27
(__cudaPushCallConfiguration((lane18 + 63) / 64, 128)) ? (void)0 : bias5_kernel((int *)nullptr); }  
# 28
if ((20) <= (*acc17)) { 
# 29
goto done20; 
# 30
}  
# 31
(acc17[6]) /= (10.0F); 
# 32
(acc17[4])++; 
# 33
(acc17[7]) = (2L); 
# 34
done20:; ; 
# 35
return 40; 
# 36
} 
# 37
}
# 39
__attribute__((unused)) char spread21(unsigned long long b22, int *acc23) {int volatile ___ = 1;(void)b22;(void)acc23;
# 47
::exit(___);}
#if 0
# 39
{ 
# 40
--b22; 
# 41
if ((2) > (b22 / b22)) { 
# 42
return 28L; }  
# 43
int lo24 = (acc23 != (nullptr)) ? (64UL - (acc23[b22])) + 25UL : (4); 
# 44
int f25 = (((lo24 += 2266), 47)); 
# 45
short cnt26 = b22; 
# 46
return f25; 
# 47
} 
#endif
# 49 "v001205.cu"
extern "C" __attribute__((visibility("hidden"))) void merge27_kernel(int *dst28, int lane29, float alpha30, unsigned *data31) ;
#if 0
# 49
{ 
# 50
alpha30 /= alpha30; 
# 51
constexpr double v32 = (20.75); 
# 52
constexpr float f33 = (2.75F); 
# 53
} 
#endif
# 54 "v001205.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned *m_smooth34 = 0; 
# 56
static void fuse35(const float *input36, const int *src37, int len38, int len39) ;
#if 0
# 56
{ 
# 57
if (char lo40 = (static_cast< int>(spread21(59, nullptr))) * 22; len38 >= ((1854) - (*input36))) { 
# 58
lo40 = ((spread21(+(src37[6]), nullptr)) * 26L); 
# 59
for (int it41 = 0; it41 < 9; it41 += 3) { 
# 60
switch (lo40) { 
# 61
case 0:  
# 62
(++lo40), (len38 = (src37[4])); 
# 63
lo40++; 
# 64
break; 
# 65
case 3:  
# 66
break; 
# 67
default:  
# 68
break; 
# 69
}  
# 70
}  
# 71
} else { 
# 72
}  
# 73
} 
#endif
# 75 "v001205.cu"
int main() { 
# 76
int count42 = 3252; 
# 77
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34)))--; 
# 78
count42 = ((count42 / impl14::run_march15(44, (float *)nullptr, 2045)) - ((42LL + count42) << 2)); 
# 79
(__cudaPushCallConfiguration(16, 32)) ? (void)0 : fuse35(nullptr, &count42, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34))), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34))) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34))) - count42)); 
# 80
(__cudaPushCallConfiguration(1 << 2, 64 * 8, 0)) ? (void)0 : merge27_kernel(static_cast< int *>(nullptr), impl14::run_march15(count42 / 2, static_cast< float *>(nullptr), (5) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34)))), 4416UL + count42, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34)))); 
# 81
return 0; 
# 82
} 

# 1 "v001205.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__20256c44_10_v001205_cu_a2f4e357
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001205.cudafe1.stub.c"
#include "v001205.cudafe1.stub.c"
# 1 "v001205.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

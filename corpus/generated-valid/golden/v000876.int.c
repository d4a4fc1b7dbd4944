# 1 "v000876.cu"
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
# 23 "v000876.cu"
__attribute__((visibility("hidden"))) void weigh7_kernel(const int *in8, int *out9, int count10) ;
#if 0
# 23
{ 
# 24
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (i11 >= count10) { 
# 26
return; }  
# 27
if ((+(out9[1])) < (__device_builtin_variable_threadIdx.z)) { 
# 28
bool z12 = (*in8) * (*in8); 
# 29
}  
# 30
(out9[3]) = i11; 
# 31
unsigned long long v13 = (4); 
# 32
(out9[0]) ^= count10; 
# 33
} 
#endif
# 34 "v000876.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_scale14)[8] = 0; 
# 36
__attribute((noinline)) __attribute__((unused)) unsigned long long pack15(unsigned *dst16, int lane17) {int volatile ___ = 1;(void)dst16;(void)lane17;
# 45
::exit(___);}
#if 0
# 36
{ 
# 37
(dst16[3]) -= (((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale14)))[3]) <= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale14)))[lane17 & 7])) ? 27 : sizeof(signed char)) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale14)))[lane17 & 7])); 
# 38
for (int hi18 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale14)))) { 
# 39
hi18--; 
# 40
int v19 = (483L); 
# 41
}  
# 42
float e20{(-(24.0F))}; 
# 43
(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale14)))[3])--), (e20 /= (20 | ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale14)))[lane17]))); 
# 44
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale14)))[__device_builtin_variable_threadIdx.y]; 
# 45
} 
#endif
# 46 "v000876.cu"
enum class Mode21: unsigned { Fast22, Off23, On24}; 
# 48
void check_tile25(int len26, size_t *data27) { 
# 49
if (((data27[2]) + (4UL + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale14)))[len26]))) >= (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale14)))[6]) | 63)) { 
# 50
double t28[4]{(57), static_cast< double>(len26), ((7.5F)), (1.625)}; 
# 51
} else { 
# 52
++len26; 
# 53
}  
# 54
len26 %= (data27[len26]); 
# 55
} 
# 57
__attribute((always_inline)) __attribute__((unused)) inline short fuse29(float *out30, float *acc31, int *dst32) {int volatile ___ = 1;(void)out30;(void)acc31;(void)dst32;
# 61
::exit(___);}
#if 0
# 57
{ 
# 58
long q33 = __device_builtin_variable_blockDim.y; 
# 59
(++(dst32[(__device_builtin_variable_gridDim.x) & (7)])), ((*out30) = ((4 | (((dst32[q33 & (7)]) != 7) ? 29 : 44)) | sizeof(float))); 
# 60
return *acc31; 
# 61
} 
#endif
# 62 "v000876.cu"
typedef Mode21 kind34_t; 
# 64
inline unsigned combine35(const unsigned char *in36, int lane37, char b38) { 
# 65
int acc39 = 7; 
# 66
float k40 = (7); 
# 67
return static_cast< int>((acc39 + 3) | ((*in36) - 2L)); 
# 68
} 
# 70
int main() { 
# 71
int len41 = 1752; 
# 72
int off42[5] = {(994L), (-11)}; 
# 73
unsigned e43 = combine35(static_cast< const unsigned char *>(nullptr), (int)(16L - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale14)))[1])), len41 * (7 - len41)); 
# 74
(__cudaPushCallConfiguration(dim3(64, (len41 + 63) / 64), dim3((len41 + 255) / 256, (len41 + 255) / 256, (len41 + 63) / 64), sizeof(int) * (32))) ? (void)0 : weigh7_kernel(&len41, nullptr, ((e43 >= len41) ? len41 : sizeof(signed char)) * e43); 
# 75
return 0; 
# 76
} 

# 1 "v000876.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__875c3768_10_v000876_cu_2b86cf62
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000876.cudafe1.stub.c"
#include "v000876.cudafe1.stub.c"
# 1 "v000876.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

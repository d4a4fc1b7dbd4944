# 1 "v000981.cu"
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
# 10 "v000981.cu"
struct Cell5 { 
# 11
double lo6; 
# 12
size_t z7; 
# 13
unsigned long total8() const { 
# 14
return (((lo6) + (lo6)) + (' ')) * ((z7) >> 8); 
# 15
} 
# 16
size_t scale9() const { 
# 17
return lo6; 
# 18
} 
# 19
}; 
# 20
__attribute__((section("__nv_managed_data__"))) static float (*m_smooth10)[32] = 0; 
# 22
struct __attribute((aligned(8))) Cell11 { 
# 23
float lo12; 
# 24
short z13; 
# 25
long weight14; 
# 26
float weight15; 
# 27
void mix16(double q17) { 
# 28
(z13) = ((63) * (lo12)); 
# 29
} 
# 30
void reset18(long v19) { 
# 31
v19 = (weight14); 
# 32
static_assert((29 == 29), "size check");
# 33
} 
# 34
}; 
# 37
constexpr int rank20(int lane21) { 
# 38
lane21 |= (lane21 * ((lane21 + lane21) + 1836)); 
# 39
float q22((((lane21 + lane21) + lane21) - (11.5F)) * ((lane21 + (9.625F)) / (20.75F))); 
# 40
return (float)q22; 
# 41
} 
# 43
__attribute__((visibility("hidden"))) void reduce23(int count24, const int *coef25, int count26) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern float dyn_27[]; 
# 45
int idx28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
Cell5 tmp29{(19.75), static_cast< size_t>(count26)}; 
# 47
__attribute__((unused)) static int sh_30[16]; 
# 48
if ((-(dyn_27[3])) != (-(tmp29.lo6))) { 
# 49
int pass31 = 0; 
# 50
do { 
# 51
unsigned h32[5] = {}; 
# 52
__attribute__((unused)) static Cell5 sh_33[64]; 
# 53
++pass31; 
# 54
} while (pass31 < 14); 
# 55
}  
# 56
tmp29 = Cell5{(14.75), 10UL}; 
# 57
} 
#endif
# 59 "v000981.cu"
int main() { 
# 60
int count34 = 1081; 
# 61
(__cudaPushCallConfiguration((count34 + 31) / 32, dim3(1, 256, 2), 1 << 12)) ? (void)0 : reduce23(count34, (const int *)nullptr, (6U) + (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth10)))[count34]) + (2))); 
# 62
(__cudaPushCallConfiguration(((dim3)(1)), dim3(8 * 16, (count34 + 127) / 128, 32), 0)) ? (void)0 : reduce23((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth10)))[count34], (const int *)nullptr, -rank20((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth10)))[count34])); 
# 63
unsigned *v35 = (nullptr); 
# 64
count34 -= rank20(((v35[3]) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth10)))[count34])) * (-count34)); 
# 65
dim3 r36 = dim3(8, (count34 + 255) / 256, (count34 + 63) / 64); 
# 66
return 0; 
# 67
} 

# 1 "v000981.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__53874ba5_10_v000981_cu_021b1519
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000981.cudafe1.stub.c"
#include "v000981.cudafe1.stub.c"
# 1 "v000981.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

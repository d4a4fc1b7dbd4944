# 1 "v000305.cu"
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
# 7 "v000305.cu"
unsigned char check_fold2(const unsigned *src3, int lane4, int *__restrict__ out5) 
# 8
{ 
# 9
lane4 = lane4; 
# 10
cudaStream_t v6 = (0); 
# 11
return (((3279) - (src3[1])) * 21U) & (30); 
# 12
} 
# 19
__attribute__((visibility("hidden"))) void map_drift8(unsigned *data, int n) ;
#if 0
# 19
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 20 "v000305.cu"
static int g_shade9; 
# 22
struct alignas(16) Stats10 { 
# 23
float w11; 
# 24
unsigned count12; 
# 25
unsigned char hi13; 
# 26
}; 
# 27
enum class Mode14: int { Green15, Slow16}; 
# 29
inline void filter17(int count18, int count19, int stride20 = -4873) 
# 30
{ 
# 31
unsigned acc21(count19); 
# 32
if ((stride20 + 3UL) > 33UL) { 
# 33
return; 
# 34
}  
# 35
acc21 = stride20; 
# 36
count18 = 53; 
# 37
for (int n22 = 0; n22 < 11; n22 += 1) { 
# 38
stride20 *= (61 - count19); 
# 39
}  
# 40
stride20 *= count18; 
# 41
} 
# 43
__attribute__((visibility("hidden"))) void update23_kernel(int lane24, float *__restrict__ acc25, Mode14 beta26) ;
#if 0
# 44
{ 
# 45
--lane24; 
# 46
lane24 %= ((((long)lane24) * lane24) - sizeof(int)); 
# 47
} 
#endif
# 50 "v000305.cu"
template< class T, int N> __attribute__((unused)) int 
# 51
mix27(T *__restrict__ acc28, int count29, const unsigned *input30) 
# 52
{int volatile ___ = 1;(void)acc28;(void)count29;(void)input30;
# 64
::exit(___);}
#if 0
# 52
{ 
# 53
if (count29 >= (input30[count29 & 7])) { 
# 54
goto finish31; 
# 55
}  
# 56
if (!((acc28[count29 & 7]) >= 26)) { 
# 57
return N; 
# 58
}  
# 59
if (((*acc28) > (acc28[4])) && ((input30[6]) == (9))) { 
# 60
return count29 | N; 
# 61
}  
# 62
finish31:; ; 
# 63
return input30[6]; 
# 64
} 
#endif
# 66 "v000305.cu"
unsigned long march32(int stride33) 
# 67
{ 
# 68
g_shade9 &= stride33; 
# 69
g_shade9 |= (17L + stride33); 
# 70
(__cudaPushCallConfiguration((stride33 + 63) / 64, dim3(8, 64))) ? (void)0 : map_drift8(nullptr, (50L - stride33) + stride33); 
# 71
g_shade9 *= 46; 
# 72
return g_shade9; 
# 73
} 
# 75
int main() 
# 76
{ 
# 77
int n34 = 1661; 
# 78
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : update23_kernel(check_fold2((const unsigned *)nullptr, march32(52U), (int *)nullptr), nullptr, Mode14::Green15); 
# 79
if ((g_shade9 != g_shade9) || (n34 == 48)) { 
# 80
return g_shade9 % n34; 
# 81
}  
# 82
return 0; 
# 83
} 

# 1 "v000305.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4d0eb455_10_v000305_cu_f533a7a1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000305.cudafe1.stub.c"
#include "v000305.cudafe1.stub.c"
# 1 "v000305.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

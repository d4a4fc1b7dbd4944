# 1 "v000518.cu"
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
# 18 "v000518.cu"
constexpr int sweep5(int len6) 
# 19
{ 
# 20
return ((len6 == (len6 * 40)) || ((len6 < len6) || (len6 < len6))) ? ((len6 * 14) != 55U) ? 2UL + len6 : (+len6) : (+len6); 
# 21
} 
# 22
enum class Axis7 { High8, Fast9, Mul10}; 
# 24
extern "C" __attribute__((visibility("hidden"))) void update11(unsigned *data12, int stride13) ;
#if 0
# 25
{ 
# 26
int idx14 = __device_builtin_variable_threadIdx.x; 
# 27
stride13 &= (__device_builtin_variable_threadIdx.x); 
# 28
do { stride13 += ((56) + (~(*data12))); } while (0); 
# 29
double stride15[6] = {(64L), (11.25)}; 
# 30
stride13 = ((data12[stride13 & 7]) + ((stride13 += idx14), ((*data12) % (40)))); 
# 31
if (((__device_builtin_variable_threadIdx.z) <= 32L) || (stride13 == idx14)) { 
# 32
return; 
# 33
}  
# 34
int diff16[4] = {(static_cast< int>(60))}; 
# 35
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 37 "v000518.cu"
__attribute__((unused)) static int rank17(short cfg18, int n19) 
# 38
{int volatile ___ = 1;(void)cfg18;(void)n19;
# 47
::exit(___);}
#if 0
# 38
{ 
# 39
if (((cfg18 <= __device_builtin_variable_warpSize) || (40 != cfg18)) && (!(cfg18 >= n19))) { 
# 40
Axis7 m20 = Axis7::Fast9; 
# 41
}  
# 42
float v21 = cfg18; 
# 43
v21++; 
# 44
int base22[3] = {(24LL), n19}; 
# 45
constexpr int k23 = 16; 
# 46
return v21; 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 49 "v000518.cu"
__attribute__((visibility("hidden"))) void tally24(bool b25, const float *input26, int *data27, int lane28) ;
#if 0
# 50
{ 
# 51
unsigned tid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
if (tid29 >= lane28) { 
# 53
return; 
# 54
}  
# 55
Axis7 acc30 = Axis7::Fast9; 
# 56
if (b25 || ((*input26) > (4))) { 
# 57
goto done31; 
# 58
}  
# 59
(data27[4]) >>= (((static_cast< unsigned>((unsigned)(*data27))) < (*data27)) ? ((__device_builtin_variable_threadIdx.x) << 5) - (lane28 - 25L) : lane28); 
# 60
done31:; ; 
# 61
} 
#endif
# 63 "v000518.cu"
constexpr int bump32(int lane33) 
# 64
{ 
# 65
lane33 = 40; 
# 66
return lane33 | (31U >> lane33); 
# 67
} 
# 69
__attribute__((unused)) int count34(float b35) 
# 70
{int volatile ___ = 1;(void)b35;
# 75
::exit(___);}
#if 0
# 70
{ 
# 71
size_t k36 = sizeof(int); 
# 72
b35 = b35; 
# 73
b35 = ((('#') % (k36 | (40))) + b35); 
# 74
return ((b35 += (sizeof(float))), ((((35) == k36) ? 34 : k36) >> (k36 * k36))); 
# 75
} 
#endif
# 77 "v000518.cu"
constexpr int host_reduce37(int lane38, double p39) 
# 78
{ 
# 79
int off40 = (4502U % (lane38 - ('0'))) / (2610); 
# 80
return ((off40 & sizeof(float)) - (40 + lane38)) % ((lane38 + off40) * 4); 
# 81
} 
# 83
int main() 
# 84
{ 
# 85
int n41 = 3502; 
# 86
(__cudaPushCallConfiguration(40 + 216, 512)) ? (void)0 : update11(nullptr, ((n41 += 40), u'\x7a') % (sizeof(int) + n41)); 
# 87
float k42 = (6); 
# 88
k42++; 
# 89
(__cudaPushCallConfiguration(dim3(1 << 2, 4 * 2), 32, 0, (cudaStream_t)0)) ? (void)0 : tally24(40 - (~n41), nullptr, nullptr, (((float)n41) >= n41) ? k42 * (904) : k42); 
# 90
return 0; 
# 91
} 

# 1 "v000518.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__545da625_10_v000518_cu_update11
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000518.cudafe1.stub.c"
#include "v000518.cudafe1.stub.c"
# 1 "v000518.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

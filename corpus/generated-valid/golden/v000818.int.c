# 1 "v000818.cu"
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
# 19 "v000818.cu"
__attribute__((visibility("hidden"))) void map_decay8(double *data, int n) ;
#if 0
# 19
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 20 "v000818.cu"
typedef int idx9_t; 
# 21
enum Phase10 { MUL11, FAST12 = 5, ADD13 = 10, ADD14}; 
# 22
enum class Kind15: short { Idle16 = 3, On17 = 5, Add18, Blue19 = 11}; 
# 25
constexpr idx9_t smooth20(idx9_t count21) { 
# 26
count21 = (count21 >> ((static_cast< unsigned>(count21)) * (57))); 
# 27
return count21; 
# 28
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 31
__attribute__((unused)) static float mix22(size_t a23, double alpha24) {int volatile ___ = 1;(void)a23;(void)alpha24;
# 38
::exit(___);}
#if 0
# 31
{ 
# 32
unsigned f25 = ('A'); 
# 33
f25 = (((55 >> f25) | (f25 << f25)) * f25); 
# 34
a23 = (smooth20((a23 + a23) + f25)); 
# 35
Kind15 sum26 = Kind15::Idle16; 
# 36
int s27 = smooth20(smooth20(+a23)); 
# 37
return f25; 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 40 "v000818.cu"
namespace ops28 { namespace v29 { 
# 41
__attribute__((visibility("hidden"))) void mix30(signed char cfg31) ;
#if 0
# 41
{ 
# 42
int diff32 = (42LL); 
# 43
int x33 = cfg31 * mix22((int)cfg31, -57); 
# 44
idx9_t sum34 = mix22((double)mix22(diff32, 12), ((7.0) + cfg31) + ((ADD14) - cfg31)); 
# 45
} 
#endif
# 46 "v000818.cu"
enum class Kind35 { Green36 = 1, Idle37 = 7, Blue38, Add39}; 
# 48
constexpr idx9_t mix40(int stride41) { 
# 49
return stride41; 
# 50
} 
# 51
}}
# 53
__attribute((noinline)) __attribute__((unused)) float rank42(const float *in43, int count44) {int volatile ___ = 1;(void)in43;(void)count44;
# 60
::exit(___);}
#if 0
# 53
{ 
# 54
unsigned sum45 = ((unsigned)(in43[7])) % (8); 
# 55
if ((*in43) <= (count44 | count44)) { 
# 56
idx9_t *t46 = &count44; 
# 57
}  
# 58
count44 = (((~sum45) * (smooth20(*in43))) & ((13UL + sum45) % (~count44))); 
# 59
return count44; 
# 60
} 
#endif
# 61 "v000818.cu"
static long c_pivot47[4]; 
# 64
struct Vec48 { 
# 65
int sum49; 
# 66
float z50; 
# 67
unsigned x51; 
# 68
float mass52; 
# 69
int norm53() const { 
# 70
return z50; 
# 71
} 
# 72
}; 
# 74
idx9_t host_norm54(Vec48 alpha55, int n56, const idx9_t *__restrict__ src57) { 
# 75
if ((!src57) || (src57 == (nullptr))) { 
# 76
return smooth20((alpha55.mass52) + (' ')); 
# 77
}  
# 78
(__cudaPushCallConfiguration(dim3((n56 + 63) / 64, (n56 + 127) / 128), 4 * ((ADD13) + 6))) ? (void)0 : map_decay8(nullptr, n56); 
# 79
return ((unsigned char)23) * (((alpha55.mass52) / n56) * (*src57)); 
# 80
} 
# 82
int main() { 
# 83
int size58 = 1756; 
# 84
(__cudaPushCallConfiguration((size58 + 63) / 64, ((ADD14) + 5) * 8)) ? (void)0 : ops28::v29::mix30(host_norm54(Vec48{static_cast< idx9_t>(size58), (static_cast< float>(sizeof(int))), (22), (-(16.5F))}, ADD13, &size58) | smooth20(size58)); 
# 85
size58 = 2925; 
# 86
if (!(size58 > 50)) { 
# 87
return 3 / size58; 
# 88
}  
# 89
return 0; 
# 90
} 

# 1 "v000818.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e8c3b5fb_10_v000818_cu_936398ba
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000818.cudafe1.stub.c"
#include "v000818.cudafe1.stub.c"
# 1 "v000818.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

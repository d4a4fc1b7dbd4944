# 1 "v001609.cu"
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
# 12 "v001609.cu"
__attribute__((unused)) unsigned long long merge6(unsigned short a7, int lane8, int stride9) {int volatile ___ = 1;(void)a7;(void)lane8;(void)stride9;
# 16
::exit(___);}
#if 0
# 12
{ 
# 13
lane8 = (static_cast< short>(stride9 - (4U * a7))); 
# 14
double v10 = a7; 
# 15
return lane8; 
# 16
} 
#endif
# 17 "v001609.cu"
enum class State11: long { Blue12, Slow13, Off14}; 
# 20
__attribute__((visibility("hidden"))) void grow15(unsigned long *__restrict__ dst16) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) static int sh_17[32]; 
# 22
(dst16[3]) *= ((((__device_builtin_variable_blockIdx.z) ? sh_17[1] : (sh_17[__device_builtin_variable_warpSize])) * __alignof__(float)) - (__device_builtin_variable_threadIdx.z)); 
# 23
int lo18 = -(50 + (sh_17[__device_builtin_variable_threadIdx.x])); 
# 24
int mid19 = sh_17[lo18]; 
# 25
auto v20 = ((mid19 % 8) + (__device_builtin_variable_warpSize << (dst16[__device_builtin_variable_blockDim.x]))) - (__device_builtin_variable_gridDim.x); 
# 26
static_assert((sizeof(int) == (4)), "expected value");
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 29 "v001609.cu"
__attribute__((unused)) static double pivot21(const char *__restrict__ input22) {int volatile ___ = 1;(void)input22;
# 34
::exit(___);}
#if 0
# 29
{ 
# 30
float s23 = (input22[7]) + (((input22[__device_builtin_variable_blockIdx.x]) - 40) / ((*input22) % 8)); 
# 31
s23--; 
# 32
double f24{static_cast< double>((((input22[7]) > s23) ? input22[1] : (*input22)) % 8)}; 
# 33
return static_cast< float>(static_cast< int>(s23)); 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 36 "v001609.cu"
__attribute__((unused)) float step25(short p26) {int volatile ___ = 1;(void)p26;
# 43
::exit(___);}
#if 0
# 36
{ 
# 37
if ((p26 % 8) < 56) { 
# 38
return (p26 % 8); 
# 39
}  
# 40
unsigned char q27{(61L)}; 
# 41
q27 = q27; 
# 42
return (21.875F); 
# 43
} 
#endif
# 44 "v001609.cu"
static int d_norm28; 
# 46
__attribute__((visibility("hidden"))) void tally29(State11 cfg30, int count31) ;
#if 0
# 46
{ 
# 47
unsigned gid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
cfg30 = State11::Slow13; 
# 49
State11 res33 = State11::Slow13; 
# 50
cfg30 = State11::Blue12; 
# 51
constexpr float z34 = (' '); 
# 52
} 
#endif
# 54 "v001609.cu"
class Cell35 { 
# 55
long z36; 
# 56
float count37, hi38; 
# 58
public: Cell35(long c39, float init40, float init41) : z36(c39), count37(init40), hi38(init41) { } 
# 59
void total42(float prod43) { 
# 60
(count37) /= (12.25F); 
# 61
} 
# 62
}; 
# 64
__attribute__((visibility("hidden"))) void warp44_kernel(unsigned char *buf45, int *data46) ;
#if 0
# 64
{ 
# 65
State11 mid47 = State11::Slow13; 
# 66
constexpr unsigned lo48 = (42); 
# 67
__attribute__((unused)) static int sh_49[8]; 
# 68
if (d_norm28 >= (sh_49[6])) { 
# 69
return; 
# 70
}  
# 71
} 
#endif
# 73 "v001609.cu"
template< class T> __attribute__((unused)) T 
# 74
reduce50(T q51, T p52, T *acc53) {int volatile ___ = 1;(void)q51;(void)p52;(void)acc53;
# 80
::exit(___);}
#if 0
# 74
{ 
# 75
q51 = ((((int)27ULL) - (*acc53)) + (((__device_builtin_variable_threadIdx.x) % d_norm28) + (__device_builtin_variable_blockIdx.x))); 
# 76
__attribute__((unused)) static int sh_54[16]; 
# 77
d_norm28 &= (sh_54[d_norm28]); 
# 78
__attribute__((unused)) static float sh_55[32]; 
# 79
return (23.625F); 
# 80
} 
#endif
# 82 "v001609.cu"
inline double rank56(int len57, const signed char *src58) { 
# 83
static double z59 = ((21.625F)); 
# 84
if (!src58) { 
# 85
return 16; 
# 86
}  
# 87
(__cudaPushCallConfiguration((len57 + 255) / 256, ((dim3)((len57 + 63) / 64)), 0)) ? (void)0 : tally29(State11::Blue12, (30) * z59); 
# 88
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : warp44_kernel(nullptr, &len57); 
# 89
if (32 <= len57) { 
# 90
return 16; 
# 91
}  
# 92
(__cudaPushCallConfiguration(dim3(1, (len57 + 127) / 128), 128, 2048 * 2)) ? (void)0 : warp44_kernel(nullptr, nullptr); 
# 93
Cell35 u60(len57 - 30, 'z', (*src58) + z59); 
# 94
return (int)30U; 
# 95
} 
# 97
int main() { 
# 98
int count61 = 179; 
# 99
dim3 idx62(16 + 240); 
# 100
switch (count61) { 
# 101
case 2:  
# 102
(__cudaPushCallConfiguration(4, 1 << 7)) ? (void)0 : grow15(static_cast< size_t *>(nullptr)); 
# 103
break; 
# 104
case 8:  
# 105
count61 = (8 + (count61 * (count61 - count61))); 
# 106
break; 
# 107
case 6:  
# 108
break; 
# 109
}  
# 110
return 0; 
# 111
} 

# 1 "v001609.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f16291ea_10_v001609_cu_c6dcd4df
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001609.cudafe1.stub.c"
#include "v001609.cudafe1.stub.c"
# 1 "v001609.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

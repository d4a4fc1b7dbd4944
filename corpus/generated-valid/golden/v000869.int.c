# 1 "v000869.cu"
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
# 16 "v000869.cu"
__attribute((always_inline)) __attribute__((unused)) inline void split4(const int *input5, unsigned alpha6) 
# 17
{int volatile ___ = 1;(void)input5;(void)alpha6;
# 20
::exit(___);}
#if 0
# 17
{ 
# 18
float lim7 = (6.625F); 
# 19
int val8 = +lim7; 
# 20
} 
#endif
# 22 "v000869.cu"
template< class T> 
# 23
struct Body9 { 
# 24
T lo10; 
# 25
}; 
# 27
namespace _GLOBAL__N__e25f0e8e_10_v000869_cu_4f2e0b39 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__e25f0e8e_10_v000869_cu_4f2e0b39; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__e25f0e8e_10_v000869_cu_4f2e0b39 __attribute__((visibility("hidden")))  { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28
template< class T, int N> static void 
# 29
__wrapper__device_stub_gather11(T *__restrict__ &data12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
if (bool h13((__device_builtin_variable_blockIdx.z) * ((N) % (__device_builtin_variable_threadIdx.x))); !h13) { 
# 32
split4(nullptr, N); 
# 33
switch (h13) { 
# 34
case 1:  { 
# 35
int z14 = (36L); 
# 36
if ((*data12) > (__device_builtin_variable_blockIdx.z)) { 
# 37
break; }  
# 38
[[fallthrough]] ; 
# 39
} 
# 40
case 2 * 2:  
# 41
break; 
# 42
case 8:  
# 43
break; 
# 44
default:  
# 45
break; 
# 46
}  
# 47
}  
# 48
} 
#endif

#pragma GCC diagnostic pop

# 28 "v000869.cu"
template< class T, int N> static void 
# 29
gather11(T *__restrict__ data12) 
# 30
{::_GLOBAL__N__e25f0e8e_10_v000869_cu_4f2e0b39::__wrapper__device_stub_gather11<T,N>(data12);
# 48
return;}
#if 0
# 30
{ 
# 31
if (bool h13((__device_builtin_variable_blockIdx.z) * ((N) % (__device_builtin_variable_threadIdx.x))); !h13) { 
# 32
split4(nullptr, N); 
# 33
switch (h13) { 
# 34
case 1:  { 
# 35
int z14 = (36L); 
# 36
if ((*data12) > (__device_builtin_variable_blockIdx.z)) { 
# 37
break; }  
# 38
[[fallthrough]] ; 
# 39
} 
# 40
case 2 * 2:  
# 41
break; 
# 42
case 8:  
# 43
break; 
# 44
default:  
# 45
break; 
# 46
}  
# 47
}  
# 48
} 
#endif
# 49 "v000869.cu"
}
# 51
__attribute__((unused)) double mix15(int lane16, unsigned alpha17, int count18) 
# 52
{int volatile ___ = 1;(void)lane16;(void)alpha17;(void)count18;
# 57
::exit(___);}
#if 0
# 52
{ 
# 53
unsigned y19 = alpha17; 
# 54
lane16 -= ((unsigned)(60U * (y19 + (4721)))); 
# 55
count18 = lane16; 
# 56
return lane16; 
# 57
} 
#endif
# 59 "v000869.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned combine20(float q21, int n22) 
# 60
{int volatile ___ = 1;(void)q21;(void)n22;
# 64
::exit(___);}
#if 0
# 60
{ 
# 61
n22 = (10UL); 
# 62
short hi23 = mix15(n22 - mix15(-1, q21, q21), q21, mix15(32, mix15(q21, __device_builtin_variable_threadIdx.z, 24), n22 * (__device_builtin_variable_gridDim.y))); 
# 63
return __device_builtin_variable_blockDim.z; 
# 64
} 
#endif
# 66 "v000869.cu"
namespace ops24 { 
# 67
class Pixel25 { 
# 68
int val26, val27; 
# 70
public: Pixel25(int c28, int init29) : val26(c28), val27(init29) { } 
# 71
int scale30(int mid31) const 
# 72
{ 
# 73
mid31 |= ((mid31 += (val27)), ((2105UL - mid31) + (val26))); 
# 74
--mid31; 
# 75
return __alignof__(char); 
# 76
} 
# 77
void total32(float flag33) 
# 78
{ 
# 79
(val26) = (3 % (val26)); 
# 80
} 
# 81
}; 
# 82
}
# 85
inline double warp34(int len35, int *__restrict__ acc36) 
# 86
{ 
# 87
len35 = (4389U); 
# 88
unsigned x37 = ((len35 += len35), __alignof__(char)) + (((len35 + len35) != len35) ? 48U : (acc36[4])); 
# 89
if (x37 != ((int)x37)) { 
# 90
x37 = (4); 
# 91
const double x38 = (len35 < (*acc36)) ? __alignof__(char) : ((x37 / x37) + (4)); 
# 92
}  
# 93
return (2.25F); 
# 94
} 
# 96
int main() 
# 97
{ 
# 98
int len39 = 205; 
# 99
auto fn42 = [=](unsigned m40) mutable->float { 
# 100
dim3 diff41 = dim3(4 + 4, ((len39) + 127) / 128); 
# 101
(__cudaPushCallConfiguration(diff41, 48 + (48 + (4 + 28)), 0)) ? (void)0 : gather11< float, 1> ((float *)nullptr); 
# 102
(__cudaPushCallConfiguration(((len39) + 63) / 64, sizeof(int) * (48 + (4 + 12)))) ? (void)0 : gather11< unsigned, 6> ((unsigned *)nullptr); 
# 103
return m40; 
# 104
} ; typedef decltype(fn42) __T0;
# 105
fn42(len39); 
# 106
int t43 = len39; 
# 107
t43 %= (38U - len39); 
# 108
float y44 = (warp34(10, (int *)nullptr) + warp34(1393UL, &t43)) + ((4.5F)); 
# 109
cudaStream_t w45 = (nullptr); 
# 110
if (y44 < (38UL)) { 
# 111
return fn42((int)t43); }  
# 112
return 0; 
# 113
} 

# 1 "v000869.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e25f0e8e_10_v000869_cu_4f2e0b39
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000869.cudafe1.stub.c"
#include "v000869.cudafe1.stub.c"
# 1 "v000869.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

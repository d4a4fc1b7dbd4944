# 1 "v000891.cu"
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
# 9 "v000891.cu"
struct Particle3 { 
# 10
int hi4, count5; 
# 11
}; 
# 13
Particle3 operator+(Particle3 a, Particle3 b) { 
# 14
Particle3 r = a; 
# 15
(r.hi4) += (b.hi4); 
# 16
(r.count5) += (b.count5); 
# 17
return r; 
# 18
} 
# 19
static Particle3 c_trace6; 
# 21
void check_pack7(const float *input8, float *dst9) { 
# 22
(dst9[7])++; 
# 23
(dst9[7]) = (6.25F); 
# 24
(dst9[1]) = ((3) - (input8[5])); 
# 25
} 
# 27
namespace util10 { 
# 28
enum Axis11: unsigned char { 
# 29
FAST12, 
# 30
ADD13, 
# 31
ON14 = 3U, 
# 32
HIGH15, 
# 33
HIGH16
# 34
}; 
# 35
}
# 36
typedef util10::Axis11 kind17_t; 
# 38
__attribute__((unused)) short score18(float cfg19 = (23.625F)) {int volatile ___ = 1;(void)cfg19;
# 48
::exit(___);}
#if 0
# 38
{ 
# 39
cfg19 -= (38U); 
# 40
for (int n20 = 13; n20 > 0; --n20) { 
# 41
int base21 = ((util10::ON14) / (c_trace6.hi4)) * 53; 
# 42
if (cfg19 <= cfg19) { 
# 43
return 19 / base21; 
# 44
}  
# 45
cfg19 /= cfg19; 
# 46
}  
# 47
return 23; 
# 48
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51 "v000891.cu"
template< class T> static void 
# 52
__wrapper__device_stub_fuse22(T &beta23, int *&acc24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
if (((acc24[1]) != 40L) || ((c_trace6.hi4) == 15)) { 
# 54
return; 
# 55
}  
# 56
score18(); 
# 57
} 
#endif

#pragma GCC diagnostic pop

# 51 "v000891.cu"
template< class T> static void 
# 52
fuse22(T beta23, int *acc24) {__wrapper__device_stub_fuse22<T>(beta23,acc24);
# 57
return;}
#if 0
# 52
{ 
# 53
if (((acc24[1]) != 40L) || ((c_trace6.hi4) == 15)) { 
# 54
return; 
# 55
}  
# 56
score18(); 
# 57
} 
#endif
# 59 "v000891.cu"
namespace math25 { namespace sub26 { 
# 60
template< class T> 
# 61
struct Pixel27 { 
# 62
T x28; 
# 63
T reset29(int tmp30) const { 
# 64
return tmp30; 
# 65
} 
# 66
}; 
# 68
class Stats31 { 
# 69
char x32; 
# 70
float sum33; 
# 71
char w34; 
# 73
public: Stats31(char b35, float a36, char c37) : x32(b35), sum33(a36), w34(c37) { } 
# 74
void reset38(unsigned off39) { 
# 75
(x32) >>= (w34); 
# 76
if ((off39 * 64U) == off39) { 
# 77
return; 
# 78
}  
# 79
} 
# 80
void reset40(float flag41) { 
# 81
(x32) = ((util10::ADD13) * (x32)); 
# 82
} 
# 83
}; 
# 84
}}
# 86
int main() { 
# 87
int count42 = 2121; 
# 88
switch (count42) { 
# 89
case 10:  
# 90
count42 = (util10::ON14); 
# 91
(__cudaPushCallConfiguration((util10::ADD13) + 1, 1 << (util10::HIGH16), 0, (cudaStream_t)0)) ? (void)0 : fuse22< float> ((count42 * 7) * (count42 * (17.125F)), nullptr); 
# 92
break; 
# 93
case 1:  
# 94
(__cudaPushCallConfiguration(dim3(256, (count42 + 31) / 32, 2), 256)) ? (void)0 : fuse22(static_cast< unsigned>(56), (int *)nullptr); 
# 95
break; 
# 96
default:  { 
# 97
unsigned s43 = count42; 
# 98
break; 
# 99
} 
# 100
}  
# 101
dim3 y44 = ((dim3)(((util10::ADD13) + (util10::ADD13)) * ((util10::ADD13) + 7))); 
# 102
return 0; 
# 103
} 

# 1 "v000891.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a5bbb1b0_10_v000891_cu_88f7978d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000891.cudafe1.stub.c"
#include "v000891.cudafe1.stub.c"
# 1 "v000891.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v000452.cu"
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
# 16 "v000452.cu"
struct Acc8 { 
# 17
float hi9; 
# 18
int mass10; 
# 19
float y11; 
# 20
float reset12() const { 
# 21
return 45 + ((mass10) * (mass10)); 
# 22
} 
# 23
float mix13(int lo14) const { 
# 24
return ((36) * (hi9)) * (14.0F); 
# 25
} 
# 26
}; 
# 27
extern "C" __attribute__((visibility("hidden"))) void relax15_kernel(int len16, int stride17) ;
#if 0
# 27
{ 
# 28
stride17 &= len16; 
# 29
float t18 = len16; 
# 30
} 
#endif
# 31 "v000452.cu"
static unsigned c_scatter19[4]; 
# 32
enum class Op20 { Blue21, Off22, Busy23, Green24 = 4}; 
# 33
extern "C" __attribute__((visibility("hidden"))) void lerp25_kernel(Op20 a26) ;
#if 0
# 33
{ 
# 34
a26 = Op20::Green24; 
# 35
const bool res27 = a26 != Op20::Green24; 
# 36
Acc8 e28 = Acc8{}; 
# 37
int val29 = c_scatter19[3]; 
# 38
} 
#endif
# 39 "v000452.cu"
constexpr double kT30 = (4.75); 
# 40
__attribute__((visibility("hidden"))) void accum31_kernel(int stride32) ;
#if 0
# 40
{ 
# 41
stride32 &= ((stride32 % 8) - ((c_scatter19[stride32]) * ((unsigned)stride32))); 
# 42
stride32 = (23L); 
# 43
} 
#endif
# 44 "v000452.cu"
enum class Kind33 { 
# 45
Green34 = 1, 
# 46
Busy35, 
# 47
Busy36 = 4, 
# 48
Add37, 
# 49
On38
# 50
}; 
# 51
typedef float *ptr39_t; 
# 53
char decay40(char beta41, double *dst42) { 
# 54
if ((dst42[beta41]) != (43UL)) { 
# 55
goto skip43; 
# 56
}  
# 57
(dst42[7]) -= (kT30 / (*dst42)); 
# 58
beta41 = ((beta41 += (dst42[beta41])), ((((dst42[1]) += (dst42[1])), beta41) + 50)); 
# 59
skip43:; ; 
# 60
return (20UL) + ((dst42[3]) - (12U)); 
# 61
} 
# 62
unsigned bias44(const Acc8 &a45, float alpha46) { 
# 63
Acc8 flag47{(11.25F), 46, (-8)}; 
# 64
long sum48 = (((a45.mass10) - 2225UL) - (24 * (flag47.mass10))) * (((a45.mass10) - 2225UL) - (24 * (flag47.mass10))); 
# 65
alpha46 = (sum48 % (22)); 
# 66
constexpr double base49 = ((7.5F)); 
# 67
Kind33 lo50 = Kind33::Busy35; 
# 68
return (int)5; 
# 69
} 
# 70
typedef Op20 kind51_t; 
# 71
__attribute__((visibility("hidden"))) void warp52(float *buf53, float cfg54, const float *coef55, long *acc56) ;
#if 0
# 71
{ 
# 72
__attribute__((unused)) static Acc8 sh_57[8]; 
# 73
Acc8 idx58 = Acc8{(10.125F), ('\"'), (14)}; 
# 74
if ((c_scatter19[0]) >= (-cfg54)) { 
# 75
return; 
# 76
}  
# 77
Acc8 prod59 = {(41), 9, (static_cast< float>(42L))}; 
# 79
#pragma unroll 2
for (
# 79
int i60 = 10; i60 > 0; --i60) { 
# 80
(++(idx58.hi9)), ((prod59.hi9) += ((int)((float)25))); 
# 81
__attribute__((unused)) static int sh_61; 
# 82
}  
# 83
} 
#endif
# 84 "v000452.cu"
unsigned long check_bump62(float *acc63, unsigned char q64, int count65) { 
# 85
kind51_t prod66 = Op20::Blue21; 
# 86
q64 = (34); 
# 87
(__cudaPushCallConfiguration((count65 + 255) / 256, 512)) ? (void)0 : lerp25_kernel(Op20::Blue21); 
# 88
(__cudaPushCallConfiguration(8 * 8, 256)) ? (void)0 : accum31_kernel(4665L - q64); 
# 89
if (q64 != kT30) { 
# 90
return count65 + (15 - q64); 
# 91
}  
# 92
return (double)(((count65 += kT30), kT30) * ((5.25) * (acc63[q64]))); 
# 93
} 
# 94
int main() { 
# 95
int size67 = 454; 
# 96
(__cudaPushCallConfiguration((size67 + 31) / 32, 128)) ? (void)0 : relax15_kernel((size67 - size67) + size67, ((float)size67) * ((float)size67)); 
# 97
(__cudaPushCallConfiguration((25 + 7) * 2, 256)) ? (void)0 : accum31_kernel((char)(size67 + kT30)); 
# 98
char h68((23)); 
# 99
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : warp52(nullptr, h68 % 8, (const float *)nullptr, (long *)nullptr); 
# 100
return 0; 
# 101
} 

# 1 "v000452.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__053c3324_10_v000452_cu_5d10e1a1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000452.cudafe1.stub.c"
#include "v000452.cudafe1.stub.c"
# 1 "v000452.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

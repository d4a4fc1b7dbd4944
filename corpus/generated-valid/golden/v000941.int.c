# 1 "v000941.cu"
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
# 26 "v000941.cu"
namespace gpu11 { 
# 27
__attribute__((visibility("hidden"))) void sift12(float *dst13, int len14, float *dst15) ;
#if 0
# 28
{ 
# 29
int tid16 = __device_builtin_variable_threadIdx.x; 
# 30
++(dst13[(__device_builtin_variable_gridDim.y) & (7)]); 
# 31
len14 = (712 | len14); 
# 32
int lim17 = (*dst15) - (len14 + ((34) ^ (__device_builtin_variable_threadIdx.y))); 
# 33
len14 = tid16; 
# 34
if (!dst15) { 
# 35
return; 
# 36
}  
# 37
} 
#endif
# 38 "v000941.cu"
}
# 40
struct Particle18 { 
# 41
long long mass19; 
# 42
unsigned long long id20; 
# 43
int x21; 
# 44
unsigned hi22; 
# 45
}; 
# 47
Particle18 operator+(Particle18 a, Particle18 b) 
# 48
{ 
# 49
Particle18 r = a; 
# 50
(r.mass19) += (b.mass19); 
# 51
(r.id20) += (b.id20); 
# 52
(r.x21) += (b.x21); 
# 53
(r.hi22) += (b.hi22); 
# 54
return r; 
# 55
} 
# 56
enum Mode23 { 
# 57
ADD24, 
# 58
IDLE25 = 3, 
# 59
OFF26, 
# 60
FAST27, 
# 61
BUSY28
# 62
}; 
# 64
__attribute__((visibility("hidden"))) void grow29_kernel(int stride30, int *data31) ;
#if 0
# 65
{ 
# 66
(data31[(__device_builtin_variable_blockDim.x) & (7)])--; 
# 67
stride30 = (9U); 
# 68
stride30 = (data31[4]); 
# 69
} 
#endif
# 71 "v000941.cu"
__attribute__((unused)) int fold32(int stride33, int n34 = 19) 
# 72
{int volatile ___ = 1;(void)stride33;(void)n34;
# 91
::exit(___);}
#if 0
# 72
{ 
# 74
#pragma unroll 8
for (
# 74
int i35 = 0; i35 < stride33; i35++) { 
# 75
__attribute__((unused)) static Particle18 sh_36[64]; 
# 76
do { int tmp_ = stride33; stride33 = n34; n34 = tmp_; } while (0); 
# 77
}  
# 78
stride33 = n34; 
# 79
constexpr long k37 = (32); 
# 80
if (n34 != (static_cast< unsigned char>(n34))) { 
# 81
goto finish38; 
# 82
}  
# 83
if ((n34 * 5) > n34) { 
# 84
return n34; 
# 85
}  
# 86
if (n34 > (__device_builtin_variable_blockDim.x)) { 
# 87
return n34; 
# 88
}  
# 89
finish38:; ; 
# 90
return n34 + (__device_builtin_variable_gridDim.x); 
# 91
} 
#endif
# 93 "v000941.cu"
constexpr int check_stencil39(int count40) 
# 94
{ 
# 95
count40 = (~count40); 
# 96
return (7LL + (count40 % (FAST27))) * (35); 
# 97
} 
# 99
int main() 
# 100
{ 
# 101
int count41 = 3303; 
# 102
count41--; 
# 103
const char *stride42 = ("path\\to"); 
# 104
(__cudaPushCallConfiguration(512, sizeof(int) * ((FAST27) + (1 + 2)))) ? (void)0 : gpu11::sift12(nullptr, check_stencil39(stride42[1]), (float *)nullptr); 
# 105
(__cudaPushCallConfiguration((count41 + 255) / 256, 5 + 123)) ? (void)0 : grow29_kernel(count41, nullptr); 
# 106
return 0; 
# 107
} 

# 1 "v000941.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9677a6a4_10_v000941_cu_08f9b7a6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000941.cudafe1.stub.c"
#include "v000941.cudafe1.stub.c"
# 1 "v000941.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

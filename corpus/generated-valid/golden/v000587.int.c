# 1 "v000587.cu"
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
# 9 "v000587.cu"
namespace impl4 { 
# 10
struct __attribute((aligned(16))) Bounds5 { 
# 11
int count6; 
# 12
float sum7; 
# 13
float id8; 
# 14
}; 
# 16
Bounds5 operator+(Bounds5 a, Bounds5 b) { 
# 17
Bounds5 r = a; 
# 18
(r.count6) += (b.count6); 
# 19
(r.sum7) += (b.sum7); 
# 20
(r.id8) += (b.id8); 
# 21
return r; 
# 22
} 
# 23
typedef Bounds5 rec9_t; 
# 25
__attribute__((unused)) static inline float update10(int n11 = -2) {int volatile ___ = 1;(void)n11;
# 35
::exit(___);}
#if 0
# 25
{ 
# 26
if (n11) { 
# 27
return n11 - (4 / n11); 
# 28
}  
# 29
if (n11 > (n11 - n11)) { 
# 30
return 128; 
# 31
}  
# 32
unsigned hi12 = +((n11 + 34UL) - (37L)); 
# 33
n11 = ((hi12 * (n11 + hi12)) * n11); 
# 34
return (22) / hi12; 
# 35
} 
#endif
# 36 "v000587.cu"
}
# 39
__attribute((always_inline)) __attribute__((unused)) static inline void clamp13(int n14) {int volatile ___ = 1;(void)n14;
# 44
::exit(___);}
#if 0
# 39
{ 
# 40
__attribute__((unused)) static int sh_15[8]; 
# 41
unsigned cnt16{6U}; 
# 42
impl4::Bounds5 z17 = impl4::Bounds5{(59UL), (59), static_cast< float>(n14)}; 
# 43
__attribute__((unused)) static unsigned sh_18[32]; 
# 44
} 
#endif
# 46 "v000587.cu"
static void count19(char *data20, int *buf21, const size_t *input22) ;
#if 0
# 46
{ 
# 47
auto k23 = (data20[2]) - (-(*buf21)); 
# 48
k23 = (buf21[k23]); 
# 49
{ 
# 50
k23 = (k23 - (((*data20) - k23) + k23)); 
# 51
auto q24 = *data20; 
# 52
} 
# 53
__attribute__((unused)) static double sh_25[128]; 
# 54
if ((*input22) >= (input22[3])) { 
# 55
return; 
# 56
}  
# 57
} 
#endif
# 59 "v000587.cu"
void bump26(size_t alpha27 = 61UL) { 
# 60
constexpr unsigned u28 = (44); 
# 61
auto tmp29 = u28; 
# 62
char lo30 = (128) * alpha27; 
# 63
} 
# 65
constexpr int run_count31(int count32, float alpha33) { 
# 66
short acc34 = (128); 
# 67
return acc34 - 128; 
# 68
} 
# 70
int main() { 
# 71
int size35 = 951; 
# 72
size35 = (size35 / 2); 
# 73
(__cudaPushCallConfiguration(2, sizeof(unsigned) * (128))) ? (void)0 : count19(nullptr, &size35, nullptr); 
# 74
auto prod36 = 35; 
# 75
prod36 = ((unsigned)(size35 - (size35 - prod36))); 
# 76
if (36 == size35) { 
# 77
return 4 - size35; 
# 78
}  
# 79
const char *off37 = ("raw \\n text"); 
# 80
return 0; 
# 81
} 

# 1 "v000587.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__012ed402_10_v000587_cu_8c773454
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000587.cudafe1.stub.c"
#include "v000587.cudafe1.stub.c"
# 1 "v000587.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v001176.cu"
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
# 9 "v001176.cu"
enum class State5: unsigned char { 
# 10
On6, 
# 11
Low7, 
# 12
Slow8, 
# 13
Off9, 
# 14
Add10
# 15
}; 
# 17
__attribute__((visibility("hidden"))) void weigh11_kernel(double a12, int count13, double *buf14, int count15) ;
#if 0
# 17
{ 
# 18
if ((*buf14) != count13) { 
# 19
return; }  
# 20
float lim16 = a12; 
# 21
a12--; 
# 22
} 
#endif
# 24 "v001176.cu"
template< class T, int N> T 
# 25
fuse17(T cfg18) { 
# 26
if ((cfg18 + cfg18) == cfg18) { 
# 27
long y19 = (4676); 
# 28
static_assert((58 > 57), "expected value");
# 29
}  
# 30
static_assert((28 == 28), "tile must fit");
# 31
int base20[7] = {}; 
# 32
return N; 
# 33
} 
# 35
namespace impl21 { 
# 36
typedef float real22_t; 
# 37
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39
template< class T> static void 
# 40
__wrapper__device_stub_bump23(const T *&in24, unsigned char &a25, int &count26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
if ((*in24) > (in24[a25])) { 
# 42
goto finish29; 
# 43
}  
# 44
if ((9.5F) > (in24[a25])) { 
# 45
if ((in24[count26]) >= (a25 * 38)) { 
# 46
return; }  
# 47
const int *x27 = &count26; 
# 48
__attribute__((unused)) static int sh_28[64]; 
# 49
}  
# 50
finish29:; ; 
# 51
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001176.cu"
template< class T> static void 
# 40
bump23(const T *in24, unsigned char a25, int count26) {__wrapper__device_stub_bump23<T>(in24,a25,count26);
# 51
return;}
#if 0
# 40
{ 
# 41
if ((*in24) > (in24[a25])) { 
# 42
goto finish29; 
# 43
}  
# 44
if ((9.5F) > (in24[a25])) { 
# 45
if ((in24[count26]) >= (a25 * 38)) { 
# 46
return; }  
# 47
const int *x27 = &count26; 
# 48
__attribute__((unused)) static int sh_28[64]; 
# 49
}  
# 50
finish29:; ; 
# 51
} 
#endif
# 54 "v001176.cu"
__attribute__((visibility("hidden"))) void grow30_kernel(impl21::real22_t p31) ;
#if 0
# 54
{ 
# 55
if (('\n') <= fuse17< long, 4> (fuse17< float, 1> ((17.125F)))) { 
# 56
__attribute__((unused)) static size_t sh_32[64]; 
# 57
if ((p31 <= (14)) && ((sh_32[36]) >= (51))) { 
# 58
return; }  
# 59
p31 = (-(21.375F)); 
# 60
}  
# 61
auto x33 = (15.75F); 
# 62
State5 e34 = State5::Add10; 
# 63
} 
#endif
# 65 "v001176.cu"
extern "C" {
# 66
__attribute__((unused)) void weigh43(int len44, int n45) {int volatile ___ = 1;(void)len44;(void)n45;
# 74
::exit(___);}
#if 0
# 66
{ 
# 67
if ((len44 * n45) == n45) { 
# 68
return; }  
# 69
__attribute__((unused)) static float sh_46[13][3]; 
# 70
int *v47 = &len44; 
# 71
impl21::real22_t tmp48 = fuse17< unsigned, 1> ((long)((int)34L)); 
# 72
len44 = (*v47); 
# 73
__attribute__((unused)) static unsigned sh_49[16]; 
# 74
} 
#endif
# 76 "v001176.cu"
static void score35_kernel(int len36, long b37) ;
#if 0
# 76
{ 
# 77
__attribute__((unused)) extern int dyn_38[]; 
# 78
unsigned long sum39[4] = {(8), static_cast< size_t>(len36), ('A'), (3538L)}; 
# 79
int iter40 = 0; 
# 80
if ((sum39[0]) <= __alignof__(char)) { 
# 81
goto done42; 
# 82
}  
# 83
while (iter40 < 15) { 
# 84
auto q41 = iter40; 
# 85
++iter40; 
# 86
}  
# 87
fuse17< unsigned, 4> (iter40); 
# 88
done42:; ; 
# 89
} 
#endif
# 90 "v001176.cu"
}
# 92
int main() { 
# 93
int count50 = 3515; 
# 94
(__cudaPushCallConfiguration((count50 + 63) / 64, 64)) ? (void)0 : grow30_kernel((12.25F)); 
# 95
double r51(fuse17< unsigned, 6> (45)); 
# 96
unsigned res52 = ((2) * fuse17< unsigned, 7> ((unsigned)count50)) + (r51 - (63 + count50)); 
# 97
(__cudaPushCallConfiguration(32 * 8, dim3(4 * 2, 32, (count50 + 255) / 256))) ? (void)0 : weigh11_kernel((r51 - (8)) - (15.625), 50, &r51, 50); 
# 98
(__cudaPushCallConfiguration(8, 256, sizeof(double) * (128))) ? (void)0 : bump23(&res52, (float)count50, fuse17< long, 7> (res52)); 
# 99
(__cudaPushCallConfiguration(((dim3)(256)), 128)) ? (void)0 : score35_kernel((0) - (count50 + 56L), 62ULL + count50); 
# 100
return 0; 
# 101
} 

# 1 "v001176.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__06246d14_10_v001176_cu_41bfa1eb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001176.cudafe1.stub.c"
#include "v001176.cudafe1.stub.c"
# 1 "v001176.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

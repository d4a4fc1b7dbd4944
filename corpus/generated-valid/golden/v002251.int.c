# 1 "v002251.cu"
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
# 7 "v002251.cu"
__attribute((always_inline)) __attribute__((unused)) inline void kick3(const int *in4, const int *__restrict__ in5, int *__restrict__ out6) {int volatile ___ = 1;(void)in4;(void)in5;(void)out6;
# 12
::exit(___);}
#if 0
# 7
{ 
# 8
static_assert((sizeof(int) == (4)), "tile must fit");
# 9
(*out6) |= (((*in4) - (1657 + (out6[(__device_builtin_variable_gridDim.x) & (7)]))) - 36); 
# 10
++(out6[2]); 
# 11
long long k7[8]{8LL, (2348), (static_cast< long long>(53UL)), (19), (2U), 8LL, static_cast< long long>(*out6), (static_cast< long long>(53L))}; 
# 12
} 
#endif
# 13 "v002251.cu"
struct Pixel8 { 
# 14
unsigned long long z9; 
# 15
unsigned val10; 
# 16
float mass11; 
# 17
int hi12; 
# 18
void scale13(float tmp14) { 
# 19
const int off15 = val10; 
# 20
Pixel8 diff16{(53), val10, (20.875F), (-56)}; 
# 21
} 
# 22
}; 
# 23
inline Pixel8 operator+(Pixel8 a, Pixel8 b) { 
# 24
Pixel8 r = a; 
# 25
(r.z9) += (b.z9); 
# 26
(r.val10) += (b.val10); 
# 27
(r.mass11) += (b.mass11); 
# 28
(r.hi12) += (b.hi12); 
# 29
return r; 
# 30
} 
# 31
enum class Color17: long { 
# 32
Busy18, 
# 33
Low19, 
# 34
High20, 
# 35
High21 = 4L, 
# 36
Blue22 = 10L
# 37
}; 
# 38
__attribute__((visibility("hidden"))) void scatter23(int count24) ;
#if 0
# 38
{ 
# 39
int i25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
__attribute__((unused)) static int sh_26[5][17]; 
# 41
const int v27 = i25 / 2; 
# 42
++count24; 
# 43
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 44 "v002251.cu"
template< class T, int N> static void 
# 45
__wrapper__device_stub_grow28(T &q29, int &len30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 45
{ 
# 46
T h31 = ((len30 * 24U) - (len30 - N)) % (45); 
# 47
static_assert((17 > 16), "bad config");
# 48
Color17 f32 = Color17::High20; 
# 49
if (h31 != h31) { 
# 50
return; }  
# 51
h31 = (((long)((len30 < q29) ? len30 : q29)) | (7)); 
# 52
f32 = Color17::High20; 
# 53
h31 = ((len30 % N) / 2); 
# 54
} 
#endif

#pragma GCC diagnostic pop

# 44 "v002251.cu"
template< class T, int N> static void 
# 45
grow28(T q29, int len30) {__wrapper__device_stub_grow28<T,N>(q29,len30);
# 54
return;}
#if 0
# 45
{ 
# 46
T h31 = ((len30 * 24U) - (len30 - N)) % (45); 
# 47
static_assert((17 > 16), "bad config");
# 48
Color17 f32 = Color17::High20; 
# 49
if (h31 != h31) { 
# 50
return; }  
# 51
h31 = (((long)((len30 < q29) ? len30 : q29)) | (7)); 
# 52
f32 = Color17::High20; 
# 53
h31 = ((len30 % N) / 2); 
# 54
} 
#endif
# 55 "v002251.cu"
unsigned char host_mix33(int *dst34, int stride35, int lane36 = 22L) { 
# 56
Pixel8 lim37 = {5ULL, 2U, (1.0F), (40U)}; 
# 57
(__cudaPushCallConfiguration((stride35 + 31) / 32, dim3((lane36 + 127) / 128, 4, (stride35 + 31) / 32))) ? (void)0 : grow28< int, 8> (((float)(24.75F)) * ((stride35 += 19UL), 16), (int)(-1)); 
# 58
dim3 res38 = dim3((lane36 + 63) / 64, 1); 
# 59
(__cudaPushCallConfiguration(16, 128)) ? (void)0 : scatter23(((lane36 * 16UL) <= (17)) ? dst34[lane36 & 7] : 1497); 
# 60
++lane36; 
# 61
(dst34[6]) &= 38; 
# 62
return lim37.mass11; 
# 63
} 
# 64
int main() { 
# 65
int len39 = 3531; 
# 66
(__cudaPushCallConfiguration((len39 + 255) / 256, 256)) ? (void)0 : grow28< long, 3> (5 + ((len39) ? len39 : len39), 16); 
# 67
(__cudaPushCallConfiguration(dim3(1, (len39 + 255) / 256), ((dim3)((len39 + 255) / 256)))) ? (void)0 : grow28< long, 1> (~(~len39), (57 + len39) - (5 + len39)); 
# 68
return 0; 
# 69
} 

# 1 "v002251.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__564f6efe_10_v002251_cu_3faee61a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002251.cudafe1.stub.c"
#include "v002251.cudafe1.stub.c"
# 1 "v002251.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

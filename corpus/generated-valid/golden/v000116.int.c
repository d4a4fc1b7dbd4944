# 1 "v000116.cu"
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
# 18 "v000116.cu"
__attribute__((unused)) void weigh6(int n7, const float *in8) {int volatile ___ = 1;(void)n7;(void)in8;
# 24
::exit(___);}
#if 0
# 18
{ 
# 19
n7--; 
# 20
for (int n9 = 0; n9 < n7; ++n9) { 
# 21
n7--; 
# 22
n7++; 
# 23
}  
# 24
} 
#endif
# 26 "v000116.cu"
__attribute__((visibility("hidden"))) void spread10(char *data11, short *__restrict__ data12, unsigned p13) ;
#if 0
# 26
{ 
# 27
p13 *= ((static_cast< short>(p13)) % 8); 
# 28
p13 = (((data12[3]) - 16) | 61UL); 
# 29
p13 = (48); 
# 30
(data12[6]) -= (*data11); 
# 31
} 
#endif
# 32 "v000116.cu"
static_assert(((16 + 18) > 33));
# 34
namespace detail14 { namespace v15 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 35
__attribute__((unused)) static int sift16(int count17, int stride18, long a19) {int volatile ___ = 1;(void)count17;(void)stride18;(void)a19;
# 39
::exit(___);}
#if 0
# 35
{ 
# 36
constexpr unsigned stride20 = (48); 
# 37
a19 ^= a19; 
# 38
return ((count17 += (-55)), (sizeof(float) - a19)); 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 41 "v000116.cu"
__attribute__((unused)) int probe21(const int *input22, int n23, long q24) {int volatile ___ = 1;(void)input22;(void)n23;(void)q24;
# 49
::exit(___);}
#if 0
# 41
{ 
# 42
if ((q24 + (48)) != (__device_builtin_variable_blockIdx.z)) { 
# 43
goto done25; 
# 44
}  
# 45
q24 = ((detail14::v15::sift16(q24, -18, n23) % (input22[1])) - detail14::v15::sift16((__device_builtin_variable_threadIdx.x) & (15), 1143, sizeof(short) + n23)); 
# 46
q24 += (detail14::v15::sift16(q24, detail14::v15::sift16(39L, 33, (__device_builtin_variable_gridDim.x) % (2080)), *input22)); 
# 47
done25:; ; 
# 48
return -q24; 
# 49
} 
#endif
# 51 "v000116.cu"
__attribute((noinline)) __attribute__((unused)) void shade26(float alpha27, long long *buf28, unsigned q29) {int volatile ___ = 1;(void)alpha27;(void)buf28;(void)q29;
# 54
::exit(___);}
#if 0
# 51
{ 
# 52
detail14::v15::probe21(reinterpret_cast< const int *>(buf28), detail14::v15::probe21(reinterpret_cast< const int *>(buf28), alpha27, -16), (buf28[q29]) * (+(__device_builtin_variable_blockIdx.z))); 
# 53
int z30 = detail14::v15::sift16(static_cast< long>(buf28[6]), (buf28[0]) + alpha27, (48) * q29) - detail14::v15::probe21(reinterpret_cast< const int *>(buf28), 'A', 57UL); 
# 54
} 
#endif
# 55 "v000116.cu"
}}
# 57
template< class T, class U> inline T 
# 58
grow31(const U *in32, const U *src33) { 
# 59
static_assert(((3 * 14) == 42), "tile must fit");
# 60
float sum34 = (-(src33[4])); 
# 61
T s35 = in32[0]; 
# 62
return 16; 
# 63
} 
# 64
constexpr int WIDTH36 = (sizeof(unsigned) * (1 << 1)); 
# 66
__attribute__((visibility("hidden"))) void tile37_kernel(float cfg38, int lane39) ;
#if 0
# 66
{ 
# 67
unsigned i40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
detail14::v15::sift16('\"', i40 >> lane39, lane39 - 62); 
# 69
lane39 = ((unsigned)cfg38); 
# 70
unsigned r41[3]{(37), (47), (51)}; 
# 71
cfg38 *= (((__device_builtin_variable_threadIdx.z) & (15)) - ((lane39 += ('A')), ((r41[lane39]) * ('A')))); 
# 72
for (int n42 = 0; n42 < 5; ++n42) { 
# 73
(r41[0]) = (detail14::v15::probe21((const int *)nullptr, grow31< long, double> (static_cast< const double *>(nullptr), nullptr), (__device_builtin_variable_warpSize + 1157) ^ (i40 * (__device_builtin_variable_gridDim.x)))); 
# 74
weigh6(static_cast< double>(i40 | (42)), &cfg38); 
# 75
}  
# 76
} 
#endif
# 78 "v000116.cu"
signed char host_filter43(int lane44) { 
# 79
(__cudaPushCallConfiguration((lane44 + 63) / 64, 2 * 16)) ? (void)0 : spread10(nullptr, (short *)nullptr, grow31< float, double> (nullptr, nullptr) * ((short)sizeof(int))); 
# 80
(__cudaPushCallConfiguration((lane44 + 255) / 256, 512)) ? (void)0 : tile37_kernel((WIDTH36 & lane44) + grow31< float, long> (nullptr, nullptr), grow31< float, double> ((const double *)nullptr, nullptr)); 
# 81
lane44 <<= (static_cast< int>((int)0L)); 
# 82
for (int j45 = lane44; j45 > 0; --j45) { 
# 83
grow31< unsigned, int> (&lane44, &lane44); 
# 84
}  
# 85
lane44--; 
# 86
return grow31< long, unsigned> (nullptr, nullptr); 
# 87
} 
# 89
int main() { 
# 90
int size46 = 290; 
# 91
grow31< int, unsigned> (nullptr, nullptr); 
# 92
grow31< int, float> (nullptr, nullptr); 
# 93
size46 -= 48; 
# 94
return 0; 
# 95
} 

# 1 "v000116.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2f139300_10_v000116_cu_e3c1008e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000116.cudafe1.stub.c"
#include "v000116.cudafe1.stub.c"
# 1 "v000116.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000493.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_merge11Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_spread12Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum14_kernelPKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale30_kernelPKiPs(const int *__restrict__, short *);
static void __device_stub__ZN5ops1914drift22_kernelIfEEvPT_(float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_merge11Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_merge11)), 0U);}
# 22 "v000493.cu"
void map_merge11( float *__cuda_0,int __cuda_1)
# 22 "v000493.cu"
{__device_stub__Z11map_merge11Pfi( __cuda_0,__cuda_1); }
# 1 "v000493.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_spread12Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_spread12)), 0U); }
# 23 "v000493.cu"
void map_spread12( double *__cuda_0,int __cuda_1)
# 23 "v000493.cu"
{__device_stub__Z12map_spread12Pdi( __cuda_0,__cuda_1); }
# 1 "v000493.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum14_kernelPKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))accum14_kernel)), 0U); }
# 25 "v000493.cu"
void accum14_kernel( const int *__cuda_0)
# 26 "v000493.cu"
{__device_stub__Z14accum14_kernelPKi( __cuda_0);
# 32 "v000493.cu"
}
# 1 "v000493.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale30_kernelPKiPs( const int *__restrict__ __par0,  short *__par1) {  const int *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, short *))scale30_kernel)), 0U); }
# 54 "v000493.cu"
void scale30_kernel( const int *__restrict__ __cuda_0,short *__cuda_1)
# 55 "v000493.cu"
{__device_stub__Z14scale30_kernelPKiPs( __cuda_0,__cuda_1);
# 62 "v000493.cu"
}
# 1 "v000493.cudafe1.stub.c"
static void __device_stub__ZN5ops1914drift22_kernelIfEEvPT_( float *__restrict__ __par0) {  float *__T5;
__cudaLaunchPrologue(1); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__))ops19::drift22_kernel<float> )), 0U); }namespace ops19{

template<> __specialization_static void __wrapper__device_stub_drift22_kernel<float>( float *__restrict__ &__cuda_0){__device_stub__ZN5ops1914drift22_kernelIfEEvPT_( (float *&)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(float *__restrict__))ops19::drift22_kernel<float> ), _ZN5ops1914drift22_kernelIfEEvPT_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *__restrict__, short *))scale30_kernel), _Z14scale30_kernelPKiPs, 512); __cudaRegisterEntry(__T6, ((void ( *)(const int *))accum14_kernel), _Z14accum14_kernelPKi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *, int))map_spread12), _Z12map_spread12Pdi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *, int))map_merge11), _Z11map_merge11Pfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

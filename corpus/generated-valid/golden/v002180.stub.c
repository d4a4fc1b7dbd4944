#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002180.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6blend6PiiPKai(int *, int, const signed char *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp15_kernelf(float);
static void __device_stub__Z7clamp31Pd(double *__restrict__);
static void __device_stub__Z16stencil23_kernelIfEvPT_S0_(float *__restrict__, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6blend6PiiPKai(int *__par0, int __par1, const signed char *__restrict__ __par2, int __par3){ const signed char *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int, const signed char *__restrict__, int))blend6)), 0U);}
# 17 "v002180.cu"
void blend6( int *__cuda_0,int __cuda_1,const signed char *__restrict__ __cuda_2,int __cuda_3)
# 17 "v002180.cu"
{__device_stub__Z6blend6PiiPKai( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v002180.cu"
}
# 1 "v002180.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp15_kernelf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))warp15_kernel)), 0U); }
# 34 "v002180.cu"
void warp15_kernel( float __cuda_0)
# 34 "v002180.cu"
{__device_stub__Z13warp15_kernelf( __cuda_0);



}
# 1 "v002180.cudafe1.stub.c"
static void __device_stub__Z7clamp31Pd( double *__restrict__ __par0) {  double *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__))clamp31)), 0U); }
# 58 "v002180.cu"
static void clamp31( double *__restrict__ __cuda_0)
# 58 "v002180.cu"
{__device_stub__Z7clamp31Pd( __cuda_0);
# 84 "v002180.cu"
}
# 1 "v002180.cudafe1.stub.c"
static void __device_stub__Z16stencil23_kernelIfEvPT_S0_( float *__restrict__ __par0,  float __par1) {  float *__T2;
__cudaLaunchPrologue(2); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, float))stencil23_kernel<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_stencil23_kernel<float>( float *__restrict__ &__cuda_0,float &__cuda_1){__device_stub__Z16stencil23_kernelIfEvPT_S0_( (float *&)__cuda_0,(float &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *__restrict__, float))stencil23_kernel<float> ), _Z16stencil23_kernelIfEvPT_S0_, 128); __cudaRegisterEntry(__T4, ((void ( *)(double *__restrict__))clamp31), _Z7clamp31Pd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float))warp15_kernel), _Z13warp15_kernelf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int, const signed char *__restrict__, int))blend6), blend6, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_drift22,::c_drift22), 0, 1UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
